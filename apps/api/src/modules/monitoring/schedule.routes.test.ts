import { addMonths, lagosDate } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';
import { runReminders } from '../notifications/reminders.ts';

let t: TestApp;
let support: string;
let admin: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
let offsetMs = 0;
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Schedule-tests-pass-1';
const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffffff7f0009fb03fd2a86e38a0000000049454e44ae426082', 'hex').toString('base64')}`;
const now = () => new Date(Date.now() + offsetMs);
const today = () => lagosDate(now());

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const installed = () => installedQuote(t.app, ids, support, engineer, `checked.${++n}@example.com`, today());
const dashboard = async (token: string) =>
  (await get(t.app, '/api/Quote/GetQuoteRequest', token)).body.monitoringScheduleCode;
const checksOf = async (status: number, token = support) =>
  (await get(t.app, `/api/MonitoringSchedule/GetMonitoringSchedules?pageIndex=1&pageSize=100&status=${status}`, token))
    .body;

describe('maintenance checks', () => {
  it('schedules the first check at the configured interval after installation, and it falls due then', async () => {
    const { customer, quoteRequestId } = await installed();
    const code = await dashboard(customer.token);
    expect(code).toMatchObject({
      scheduleCode: expect.stringMatching(/^MC-[2-9A-Z]{6}$/),
      hasActiveMonitoringSchedule: false,
    });
    expect(code.monitoringScheduleId).toBeNull();

    const upcoming = (await checksOf(1)).data.find(
      (c: { quoteRequestId: number }) => c.quoteRequestId === quoteRequestId,
    );
    expect(upcoming).toMatchObject({
      dueDate: addMonths(today(), 6),
      status: 1,
      statusText: 'Upcoming',
      engineer: { id: engineer.id, firstname: 'Ibrahim' },
      imageCount: 0,
      customer: { address: expect.any(String), state: 'Lagos' },
    });

    // Six months and a day later the check is due: the dashboard says maintenance is required, once reminded.
    offsetMs = 6 * 31 * DAY;
    try {
      // Sessions last 15 minutes by the same clock: sign in again, six months on.
      const again = (await login(t.app, `checked.${n}@example.com`, 'Sunny-Roof-2026')).token;
      const staff = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
      const due = await dashboard(again);
      expect(due).toMatchObject({ hasActiveMonitoringSchedule: true, monitoringScheduleId: upcoming.id });
      expect((await checksOf(0, staff)).data.map((c: { id: number }) => c.id)).toContain(upcoming.id);
      const [a, b] = await Promise.all([runReminders(t.app.deps), runReminders(t.app.deps)]);
      const maintenance = [...a.sent, ...b.sent].filter((s) => s.event === 'maintenance-due');
      expect(maintenance.map((s) => s.key)).toContain(`schedule:${upcoming.id}:due:${upcoming.dueDate}`);
      expect(maintenance.filter((s) => s.key.startsWith(`schedule:${upcoming.id}:`))).toHaveLength(1);
      expect((await runReminders(t.app.deps)).sent.filter((s) => s.event === 'maintenance-due')).toEqual([]);
      const mail = (await get(t.app, `/api/dev/outbox?to=checked.${n}@example.com`)).body.data[0];
      expect(mail.subject).toBe('Maintenance check due');
    } finally {
      offsetMs = 0;
    }
  });

  it('lets staff schedule a check by hand; the engineer uploads photos and closes it; the next is scheduled', async () => {
    const { customer, quoteRequestId } = await installed();
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/CreateMonitoringSchedule',
          { quoteRequestId, dueDate: lagosDate(new Date(now().getTime() - DAY)) },
          support,
        )
      ).body.message,
    ).toBe('The date of the check cannot be earlier than today.');
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/CreateMonitoringSchedule',
          { quoteRequestId, dueDate: today() },
          engineer.token,
        )
      ).statusCode,
    ).toBe(403);
    const scheduled = await post(
      t.app,
      '/api/MonitoringSchedule/CreateMonitoringSchedule',
      { quoteRequestId, dueDate: today(), engineerUserId: engineer.id },
      support,
    );
    expect(scheduled).toMatchObject({
      statusCode: 200,
      body: { message: 'Maintenance check scheduled', data: { status: 0, statusText: 'Due', dueDate: today() } },
    });
    const id = scheduled.body.data.id as number;
    // Scheduling by hand moves the open check rather than adding a second one.
    expect(
      (await checksOf(1)).data.filter((c: { quoteRequestId: number }) => c.quoteRequestId === quoteRequestId),
    ).toEqual([]);
    expect(await dashboard(customer.token)).toMatchObject({
      hasActiveMonitoringSchedule: true,
      monitoringScheduleId: id,
    });

    // The customer reads their own check; another customer cannot.
    expect(
      (await get(t.app, `/api/MonitoringSchedule/GetMonitoringSchedule?monitoringScheduleId=${id}`, customer.token))
        .body.data,
    ).toMatchObject({ id, status: 0, images: [] });
    const stranger = await signUpCustomer(t.app, `stranger.${n}@example.com`);
    expect(
      (await get(t.app, `/api/MonitoringSchedule/GetMonitoringSchedule?monitoringScheduleId=${id}`, stranger.token))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/UploadMonitoringScheduleImage',
          { monitoringScheduleId: id, image: png },
          customer.token,
        )
      ).statusCode,
    ).toBe(403);

    // The engineer's list shows it; closing without a photo is refused.
    expect((await checksOf(0, engineer.token)).data.map((c: { id: number }) => c.id)).toContain(id);
    const early = await post(
      t.app,
      '/api/MonitoringSchedule/CloseMonitoringSchedule',
      { monitoringScheduleId: id, note: 'All good' },
      engineer.token,
    );
    expect(early).toMatchObject({
      statusCode: 400,
      body: { message: 'Upload at least one photo of the system before closing the check' },
    });

    // A text file named like a photo is refused by its content; an oversized one by its size.
    const fake = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/UploadMonitoringScheduleImage',
          { monitoringScheduleId: id, image: fake },
          engineer.token,
        )
      ).statusCode,
    ).toBe(415);
    const big = `data:image/jpeg;base64,${Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(600 * 1024)]).toString('base64')}`;
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/UploadMonitoringScheduleImage',
          { monitoringScheduleId: id, image: big },
          engineer.token,
        )
      ).statusCode,
    ).toBe(413);
    const uploaded = await post(
      t.app,
      '/api/MonitoringSchedule/UploadMonitoringScheduleImage',
      { monitoringScheduleId: id, image: png },
      engineer.token,
    );
    expect(uploaded).toMatchObject({ statusCode: 200, body: { data: { imageCount: 1, images: [{ url: png }] } } });

    const closed = await post(
      t.app,
      '/api/MonitoringSchedule/CloseMonitoringSchedule',
      { monitoringScheduleId: id, note: 'Cleaned the panels, batteries at 98%' },
      engineer.token,
    );
    expect(closed).toMatchObject({
      statusCode: 200,
      body: {
        message: 'Maintenance check closed',
        data: { status: 2, statusText: 'Closed', note: 'Cleaned the panels, batteries at 98%', closedBy: 'Ibrahim' },
      },
    });
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/UploadMonitoringScheduleImage',
          { monitoringScheduleId: id, image: png },
          engineer.token,
        )
      ).statusCode,
    ).toBe(409);
    // The customer is told the check is done, under its own event (not "maintenance check due"), and the notice
    // opens that check.
    const feed = (await get(t.app, '/api/ClientUser/GetNotifications', customer.token)).body.data;
    expect(feed[0]).toMatchObject({
      event: 'maintenance-done',
      title: 'Maintenance check done',
      body: expect.stringContaining('Cleaned the panels, batteries at 98%'),
      link: `/system-checkup?check=${id}`,
    });
    // The customer's own checks: the next one first, then the closed one with its day, who did it and the note; its
    // photo comes with the check itself, to its customer only.
    const mine = (await get(t.app, '/api/MonitoringSchedule/GetCustomerMonitoringSchedules', customer.token)).body;
    expect(mine).toMatchObject({ status: true, totalCount: 2 });
    expect(mine.data[0]).toMatchObject({ status: 1, closedAt: null, note: '', closedBy: null });
    expect(mine.data[1]).toMatchObject({
      id,
      status: 2,
      closedAt: expect.any(String),
      closedBy: 'Ibrahim',
      engineer: { firstname: 'Ibrahim' },
      note: 'Cleaned the panels, batteries at 98%',
      imageCount: 1,
    });
    expect(
      (await get(t.app, `/api/MonitoringSchedule/GetMonitoringSchedule?monitoringScheduleId=${id}`, customer.token))
        .body.data,
    ).toMatchObject({ status: 2, images: [{ url: png }] });
    expect(
      (await get(t.app, `/api/MonitoringSchedule/GetMonitoringSchedule?monitoringScheduleId=${id}`, stranger.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await get(t.app, '/api/MonitoringSchedule/GetCustomerMonitoringSchedules', stranger.token)).body,
    ).toMatchObject({ status: true, totalCount: 0, data: [] });
    const mail = (await get(t.app, `/api/dev/outbox?to=checked.${n}@example.com&limit=1`)).body.data[0];
    expect(mail).toMatchObject({ channel: 'email', subject: 'Maintenance check done' });
    const settings = (await get(t.app, '/api/ClientUser/GetNotificationSettings', customer.token)).body.data;
    expect(settings).toContainEqual({
      event: 'maintenance-done',
      label: 'Maintenance check done',
      email: true,
      sms: false,
    });
    // The system is good again, and the next check is six months on.
    const after = await dashboard(customer.token);
    expect(after).toMatchObject({ hasActiveMonitoringSchedule: false, monitoringScheduleId: null });
    const next = (await checksOf(1)).data.find((c: { quoteRequestId: number }) => c.quoteRequestId === quoteRequestId);
    expect(next).toMatchObject({ dueDate: addMonths(today(), 6), scheduleCode: after.scheduleCode });
    expect((await checksOf(2)).counts.closed).toBeGreaterThanOrEqual(1);
    const trail = (await get(t.app, `/api/Quote/GetQuoteRequest?id=${quoteRequestId}`, admin)).body.auditTrail;
    expect(trail.map((e: { action: string }) => e.action)).toContain('maintenance.scheduled');
  });

  it('keeps another engineer out, and refuses checks for systems not yet installed or with bad input', async () => {
    const { quoteRequestId } = await installed();
    const check = (await checksOf(1)).data.find((c: { quoteRequestId: number }) => c.quoteRequestId === quoteRequestId);
    // An engineer who has not accepted the invitation (no password) cannot log in to see the check: refused.
    const engineerRow = (password_hash: string | null) => ({
      username: `other.engineer.${n}.${password_hash ? 'a' : 'b'}@example.com`,
      firstname: 'Chinedu',
      lastname: 'Okafor',
      email: `other.engineer.${n}.${password_hash ? 'a' : 'b'}@example.com`,
      phone_number: nextPhone(),
      password_hash,
      image: null,
      user_role: 2,
      is_engineer: true,
      is_active: true,
      email_confirmed_at: new Date(),
      phone_confirmed_at: null,
      created_by: null,
      modified_by: null,
      modified_at: null,
      deleted_by: null,
      deleted_at: null,
      referred_by_user_id: null,
      coordinator_user_id: null,
    });
    const invited = await t.app.deps.db
      .insertInto('app_user')
      .values(engineerRow(null))
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await post(
      t.app,
      '/api/MonitoringSchedule/CreateMonitoringSchedule',
      { quoteRequestId, dueDate: today(), engineerUserId: invited.id },
      support,
    );
    expect(refused).toMatchObject({ statusCode: 409, body: { code: 'CONFLICT' } });
    expect(refused.body.message).toMatch(/^Chinedu Okafor has not accepted the invitation yet/);
    // Move it to an engineer who is not the demo one: the demo engineer no longer sees it.
    const other = await t.app.deps.db
      .insertInto('app_user')
      .values({
        ...engineerRow('not-a-real-hash'),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const moved = await post(
      t.app,
      '/api/MonitoringSchedule/CreateMonitoringSchedule',
      { quoteRequestId, dueDate: today(), engineerUserId: other.id },
      support,
    );
    expect(moved.body.message).toBe('Maintenance check scheduled');
    expect(moved.body.data).toMatchObject({ id: check.id, engineer: { id: other.id, firstname: 'Chinedu' } });
    expect(
      (
        await get(
          t.app,
          `/api/MonitoringSchedule/GetMonitoringSchedule?monitoringScheduleId=${check.id}`,
          engineer.token,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/UploadMonitoringScheduleImage',
          { monitoringScheduleId: check.id, image: png },
          engineer.token,
        )
      ).statusCode,
    ).toBe(404);
    expect((await checksOf(0, engineer.token)).data.map((c: { id: number }) => c.id)).not.toContain(check.id);

    expect((await get(t.app, '/api/MonitoringSchedule/GetMonitoringSchedules?status=7', support)).body.message).toBe(
      'Choose a status: 0 due, 1 upcoming, 2 closed',
    );
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/CreateMonitoringSchedule',
          { quoteRequestId, dueDate: '31-12-2026' },
          support,
        )
      ).body.message,
    ).toBe('Choose the date of the check as YYYY-MM-DD');
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringSchedule/CreateMonitoringSchedule',
          { quoteRequestId: 99_999_999, dueDate: today() },
          support,
        )
      ).statusCode,
    ).toBe(404);
  });
});
