import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { lagosDate } from '@imole/domain';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let offsetMs = 0;
let support: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Issue-tests-pass-1';
const png = `data:image/png;base64,${Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffffff7f0009fb03fd2a86e38a0000000049454e44ae426082', 'hex').toString('base64')}`;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});

/** Issues are for installed systems (customer spec §4): a customer whose installation is confirmed. */
async function installedCustomer(email: string) {
  const now = new Date(Date.now() + offsetMs);
  return (await installedQuote(t.app, ids, support, engineer, email, lagosDate(now))).customer;
}
const issuesPage = async (token: string, query = 'PageIndex=1&PageSize=10') =>
  (await get(t.app, `/api/MonitoringIssue/GetMainCustomersMonitoringIssue?${query}`, token)).body;
afterAll(() => t.close());

describe('issues and complaints', () => {
  it('lets a customer post an issue with a photo, and staff resolve it with a note the customer sees', async () => {
    const customer = await installedCustomer('issue.customer@example.com');
    const created = await post(
      t.app,
      '/api/MonitoringIssue/CreateMonitoringIssue',
      {
        category: 'Batteries run down quickly',
        description: 'The batteries are flat by 9 pm every night.',
        photos: [png],
      },
      customer.token,
    );
    expect(created).toMatchObject({
      statusCode: 200,
      body: { data: { issueStatus: 0, statusText: 'Open', photoCount: 1 } },
    });
    const id = created.body.data.id;

    const list = (
      await get(t.app, '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?PageIndex=1&PageSize=10', customer.token)
    ).body;
    expect(list).toMatchObject({ totalCount: 1, data: [{ id, category: 'Batteries run down quickly' }] });

    const open = (
      await get(t.app, '/api/MonitoringIssue/GetMonitoringIssueByStatus?PageIndex=1&PageSize=10&Status=0', support)
    ).body;
    expect(open.data.map((i: { id: number }) => i.id)).toContain(id);
    expect(open.counts.open).toBeGreaterThanOrEqual(1);

    expect(
      (
        await post(
          t.app,
          '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
          { id, issueStatus: 5, note: 'x' },
          support,
        )
      ).body.message,
    ).toBe('Choose a status: 0 open, 1 resolved, 2 closed');
    const resolved = await post(
      t.app,
      '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
      { id, issueStatus: 1, note: 'We replaced a loose battery terminal.' },
      support,
    );
    expect(resolved.body.data).toMatchObject({ issueStatus: 1, statusText: 'Resolved' });

    const seen = (await get(t.app, `/api/MonitoringIssue/GetCustomerMonitoringIssueById?id=${id}`, customer.token)).body
      .data;
    expect(seen.history.map((h: { note: string; by: string }) => [h.note, h.by])).toEqual([
      ['Issue reported', 'You'],
      ['We replaced a loose battery terminal.', 'Tunde, Imole support'],
    ]);
    expect(seen.photos[0]).toMatch(/^data:image\/png;base64,/);
    const feed = (await get(t.app, '/api/ClientUser/GetNotifications', customer.token)).body.data;
    expect(feed[0]).toMatchObject({
      event: 'issue-status-changed',
      title: 'Your issue was updated',
      body: 'Your issue (batteries run down quickly) is resolved: We replaced a loose battery terminal.',
      link: `/issue-details/${id}`,
    });
  });

  it('refuses a disguised or oversized photo, another customer’s issue, and keeps engineers to their own', async () => {
    const customer = await installedCustomer('issue.two@example.com');
    const other = await signUpCustomer(t.app, 'issue.three@example.com');
    const disguised = `data:image/png;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
    expect(
      await post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category: 'Something else', description: 'A photo that is not one.', photos: [disguised] },
        customer.token,
      ),
    ).toMatchObject({
      statusCode: 415,
      body: { message: 'The photo must be a PNG, JPEG or WebP image.' },
    });
    const big = `data:image/png;base64,${Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(600 * 1024)]).toString('base64')}`;
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringIssue/CreateMonitoringIssue',
          { category: 'Something else', description: 'A photo that is far too big.', photos: [big] },
          customer.token,
        )
      ).statusCode,
    ).toBe(413);
    expect(
      (
        await post(
          t.app,
          '/api/MonitoringIssue/CreateMonitoringIssue',
          { category: 'Nothing', description: 'Not a category we know.' },
          customer.token,
        )
      ).body.message,
    ).toBe('Choose what the problem is about');
    const count = await t.app.deps.db
      .selectFrom('monitoring_issue')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(count).toEqual([]);

    const id = (
      await post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category: 'No power at all', description: 'Nothing comes on since this morning.' },
        customer.token,
      )
    ).body.data.id;
    expect(
      (await get(t.app, `/api/MonitoringIssue/GetCustomerMonitoringIssueById?id=${id}`, other.token)).statusCode,
    ).toBe(404);
    expect((await get(t.app, `/api/MonitoringIssue/GetMonitoringIssueById?id=${id}`, engineer.token)).statusCode).toBe(
      404,
    );
    expect(
      (await post(t.app, '/api/MonitoringIssue/AssignMonitoringIssue', { id, engineerUserId: engineer.id }, support))
        .body.data.engineer,
    ).toMatchObject({ id: engineer.id });
    expect((await get(t.app, `/api/MonitoringIssue/GetMonitoringIssueById?id=${id}`, engineer.token)).statusCode).toBe(
      200,
    );
    const mine = (await get(t.app, '/api/MonitoringIssue/GetMonitoringIssueByStatus?Status=0', engineer.token)).body;
    expect(mine.data.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('writes the customer’s notice in the transaction of the status change: both are kept, or neither', async () => {
    const customer = await installedCustomer('issue.atomic@example.com');
    const id = (
      await post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category: 'No power at all', description: 'Nothing comes on since this morning.' },
        customer.token,
      )
    ).body.data.id;
    const db = t.app.deps.db;
    const notices = async () =>
      (
        await db
          .selectFrom('notification')
          .select('id')
          .where('user_id', '=', customer.user.id)
          .where('event', '=', 'issue-status-changed')
          .execute()
      ).length;
    // The notice cannot be written (as if the insert failed): the status change is refused and nothing is kept.
    await sql`alter table notification add constraint no_issue_notices check (event <> 'issue-status-changed') not valid`.execute(
      db,
    );
    try {
      const failed = await post(
        t.app,
        '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
        { id, issueStatus: 1, note: 'We replaced a loose battery terminal.' },
        support,
      );
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`alter table notification drop constraint no_issue_notices`.execute(db);
    }
    const kept = (await get(t.app, `/api/MonitoringIssue/GetCustomerMonitoringIssueById?id=${id}`, customer.token)).body
      .data;
    expect(kept).toMatchObject({ issueStatus: 0, history: [{ note: 'Issue reported' }] });
    expect(kept.history).toHaveLength(1);
    expect(await notices()).toBe(0);

    const done = await post(
      t.app,
      '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
      { id, issueStatus: 1, note: 'We replaced a loose battery terminal.' },
      support,
    );
    expect(done.body.data).toMatchObject({ issueStatus: 1 });
    expect(await notices()).toBe(1);
  });

  it('dates changes and reads by the app’s clock', async () => {
    const customer = await installedCustomer('issue.clock@example.com');
    // Ten minutes ahead (sessions last fifteen by the same clock).
    offsetMs = 10 * 60 * 1000;
    try {
      const id = (
        await post(
          t.app,
          '/api/MonitoringIssue/CreateMonitoringIssue',
          { category: 'No power at all', description: 'Nothing comes on since this morning.' },
          customer.token,
        )
      ).body.data.id;
      const ahead = (iso: string) => new Date(iso).getTime() - Date.now();
      const changed = (
        await post(
          t.app,
          '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
          { id, issueStatus: 1, note: 'Fixed the breaker.' },
          support,
        )
      ).body.data;
      expect(ahead(changed.dateModified)).toBeGreaterThan(9 * 60 * 1000);
      expect(ahead(changed.history.at(-1).date)).toBeGreaterThan(9 * 60 * 1000);
      const assigned = (
        await post(t.app, '/api/MonitoringIssue/AssignMonitoringIssue', { id, engineerUserId: engineer.id }, support)
      ).body.data;
      expect(ahead(assigned.dateModified)).toBeGreaterThan(9 * 60 * 1000);

      expect((await post(t.app, '/api/ClientUser/MarkNotificationsRead', {}, customer.token)).body.count).toBe(0);
      const read = await t.app.deps.db
        .selectFrom('notification')
        .select('read_at')
        .where('user_id', '=', customer.user.id)
        .execute();
      expect(read.length).toBeGreaterThan(0);
      for (const r of read) expect(r.read_at!.getTime() - Date.now()).toBeGreaterThan(9 * 60 * 1000);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses bad input and the wrong caller with a clear 4xx, and changes nothing', async () => {
    const customer = await installedCustomer('issue.refused@example.com');
    const supportUser = await login(t.app, 'support@demo.imole.ng', PASSWORD);
    const id = (
      await post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category: 'Inverter alarm or error', description: 'The inverter beeps all night long.' },
        customer.token,
      )
    ).body.data.id;
    const db = t.app.deps.db;
    const snapshot = async () => ({
      issues: await db
        .selectFrom('monitoring_issue')
        .select(['id', 'status', 'engineer_user_id', 'updated_at'])
        .orderBy('id')
        .execute(),
      events: (await db.selectFrom('monitoring_issue_event').select('id').execute()).length,
      photos: (await db.selectFrom('monitoring_issue_photo').select('id').execute()).length,
      notices: (await db.selectFrom('notification').select('id').execute()).length,
    });
    const before = await snapshot();
    const statusMessage = 'Choose a status: 0 open, 1 resolved, 2 closed';
    const cases: [
      string,
      () => Promise<{ statusCode: number; body: { status: boolean; message: string } }>,
      number,
      string?,
    ][] = [
      [
        'an unknown Status',
        () => get(t.app, '/api/MonitoringIssue/GetMonitoringIssueByStatus?PageIndex=1&PageSize=10&Status=7', support),
        400,
        statusMessage,
      ],
      [
        'a Status that is not a number',
        () => get(t.app, '/api/MonitoringIssue/GetMonitoringIssueByStatus?Status=open', support),
        400,
        statusMessage,
      ],
      [
        'a 4th photo',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/CreateMonitoringIssue',
            {
              category: 'No power at all',
              description: 'Four photos of the same thing.',
              photos: [png, png, png, png],
            },
            customer.token,
          ),
        400,
        'Add at most 3 photos',
      ],
      [
        'a description that is too short',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/CreateMonitoringIssue',
            { category: 'No power at all', description: '  Off.   ' },
            customer.token,
          ),
        400,
        'Describe the problem in a sentence or two',
      ],
      [
        'a customer listing complaints',
        () => get(t.app, '/api/MonitoringIssue/GetMonitoringIssueByStatus?Status=0', customer.token),
        403,
      ],
      [
        'a customer reading a complaint as staff',
        () => get(t.app, `/api/MonitoringIssue/GetMonitoringIssueById?id=${id}`, customer.token),
        403,
      ],
      [
        'a customer changing its status',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
            { id, issueStatus: 2, note: 'Closing my own issue.' },
            customer.token,
          ),
        403,
      ],
      [
        'a customer assigning it',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/AssignMonitoringIssue',
            { id, engineerUserId: engineer.id },
            customer.token,
          ),
        403,
      ],
      [
        'an engineer assigning it',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/AssignMonitoringIssue',
            { id, engineerUserId: engineer.id },
            engineer.token,
          ),
        403,
        'Engineers see and act only on the installations assigned to them.',
      ],
      [
        'an engineer changing the status of an issue not assigned to them',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
            { id, issueStatus: 1, note: 'Looked at it.' },
            engineer.token,
          ),
        404,
        'Issue not found.',
      ],
      [
        'assigning it to someone who is not an engineer',
        () =>
          post(
            t.app,
            '/api/MonitoringIssue/AssignMonitoringIssue',
            { id, engineerUserId: supportUser.user.id },
            support,
          ),
        400,
        'Choose an active engineer.',
      ],
      [
        'assigning it to a customer',
        () =>
          post(t.app, '/api/MonitoringIssue/AssignMonitoringIssue', { id, engineerUserId: customer.user.id }, support),
        400,
        'Choose an active engineer.',
      ],
      [
        'a note that is too short',
        () =>
          post(t.app, '/api/MonitoringIssue/ChangeMonitoringIssueStatus', { id, issueStatus: 1, note: 'ok' }, support),
        400,
        'Write a note for the customer',
      ],
      [
        'PageIndex 0',
        () =>
          get(t.app, '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?PageIndex=0&PageSize=10', customer.token),
        400,
      ],
    ];
    for (const [what, call, statusCode, message] of cases) {
      const res = await call();
      expect(res.statusCode, what).toBe(statusCode);
      expect(res.body.status, what).toBe(false);
      if (message) expect(res.body.message, what).toBe(message);
    }
    expect(await snapshot()).toEqual(before);

    // A page beyond the last is empty, not an error, and still counts every issue.
    const beyond = await get(
      t.app,
      '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?PageIndex=2&PageSize=10',
      customer.token,
    );
    expect(beyond).toMatchObject({ statusCode: 200, body: { totalCount: 1, data: [] } });
    const staffBeyond = await get(
      t.app,
      '/api/MonitoringIssue/GetMonitoringIssueByStatus?PageIndex=999&PageSize=10&Status=0',
      support,
    );
    expect(staffBeyond.statusCode).toBe(200);
    expect(staffBeyond.body.data).toEqual([]);
    expect(staffBeyond.body.counts.open).toBeGreaterThanOrEqual(1);

    // Support reads any complaint, with its history.
    const read = await get(t.app, `/api/MonitoringIssue/GetMonitoringIssueById?id=${id}`, support);
    expect(read).toMatchObject({
      statusCode: 200,
      body: {
        data: {
          id,
          issueStatus: 0,
          engineer: null,
          customer: { firstname: 'Chiamaka' },
          history: [{ note: 'Issue reported', by: 'You' }],
        },
      },
    });
  });

  it('offers issues only to a customer whose system is installed: others are refused with a reason, nothing kept', async () => {
    const customer = await signUpCustomer(t.app, 'issue.not.installed@example.com');
    expect(await issuesPage(customer.token)).toMatchObject({
      totalCount: 0,
      counts: { open: 0, resolved: 0, closed: 0 },
      posting: {
        allowed: false,
        reason: 'not-installed',
        message:
          'You can post an issue once your system is installed and you have confirmed the installation. Until then, call our support team with any question.',
        openIssueId: null,
      },
    });
    const refused = await post(
      t.app,
      '/api/MonitoringIssue/CreateMonitoringIssue',
      { category: 'No power at all', description: 'Nothing comes on since this morning.' },
      customer.token,
    );
    expect(refused).toMatchObject({
      statusCode: 409,
      body: {
        status: false,
        code: 'CONFLICT',
        message:
          'You can post an issue once your system is installed and you have confirmed the installation. Until then, call our support team with any question.',
      },
    });
    const kept = await t.app.deps.db
      .selectFrom('monitoring_issue')
      .select('id')
      .where('user_id', '=', customer.user.id)
      .execute();
    expect(kept).toEqual([]);
  });

  it('lets a customer hold one open issue at a time: the next waits until it is resolved or closed', async () => {
    const customer = await installedCustomer('issue.one.open@example.com');
    expect((await issuesPage(customer.token)).posting).toEqual({
      allowed: true,
      reason: null,
      message: null,
      openIssueId: null,
    });
    const report = (i: number) =>
      post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category: 'Inverter alarm or error', description: `Problem number ${i} with the system.` },
        customer.token,
      );
    // Two sent at once: one is kept, the other refused (the rule is weighed with the customer's row locked).
    const [a, b] = await Promise.all([report(1), report(2)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const first = (a.statusCode === 200 ? a : b).body.data.id as number;
    const refusal =
      'You already have an open issue (inverter alarm or error). Our team will update you there, and you can post a new one once it is resolved or closed. For anything urgent, call our support team.';
    expect((a.statusCode === 409 ? a : b).body.message).toBe(refusal);
    expect((await issuesPage(customer.token)).posting).toEqual({
      allowed: false,
      reason: 'open-issue',
      message: refusal,
      openIssueId: first,
    });

    // A note that leaves it open changes nothing; closing it (even unresolved) lets the next one through.
    await post(
      t.app,
      '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
      { id: first, issueStatus: 0, note: 'Our engineer will call you today.' },
      support,
    );
    expect((await report(3)).statusCode).toBe(409);
    await post(
      t.app,
      '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
      { id: first, issueStatus: 2, note: 'The inverter was switched off at the wall.' },
      support,
    );
    expect((await issuesPage(customer.token)).posting.allowed).toBe(true);
    expect((await report(4)).statusCode).toBe(200);
    expect((await issuesPage(customer.token)).counts).toEqual({ open: 1, resolved: 0, closed: 1 });
  });

  it('tells the customer what happened: a note added is a note, not "now open"; a close is a close', async () => {
    const customer = await installedCustomer('issue.noted@example.com');
    const id = (
      await post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category: 'No power at all', description: 'Nothing comes on since this morning.' },
        customer.token,
      )
    ).body.data.id as number;
    const change = (issueStatus: number, note: string) =>
      post(t.app, '/api/MonitoringIssue/ChangeMonitoringIssueStatus', { id, issueStatus, note }, support);
    const latest = async () => (await get(t.app, '/api/ClientUser/GetNotifications', customer.token)).body.data[0];

    await change(0, 'Our engineer will call you this afternoon.');
    expect(await latest()).toMatchObject({
      title: 'A note on your issue',
      body: 'Our team added a note to your issue (no power at all): Our engineer will call you this afternoon.',
      link: `/issue-details/${id}`,
    });
    await change(2, 'The breaker had tripped; it is back on.');
    expect((await latest()).body).toBe(
      'Your issue (no power at all) was closed: The breaker had tripped; it is back on.',
    );
    await change(0, 'Reopened at your request.');
    expect((await latest()).body).toBe('Your issue (no power at all) was reopened: Reopened at your request.');
  });

  it('counts a customer’s open issues on the server, wherever they sit in the list', async () => {
    const customer = await installedCustomer('issue.counted@example.com');
    // One open at a time: each is resolved or closed before the next; then staff reopen the oldest, which ends up
    // beyond the first page.
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const id = (
        await post(
          t.app,
          '/api/MonitoringIssue/CreateMonitoringIssue',
          { category: 'Something else', description: `Problem number ${i + 1} with the system.` },
          customer.token,
        )
      ).body.data.id as number;
      ids.push(id);
      await post(
        t.app,
        '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
        { id, issueStatus: i % 2 ? 1 : 2, note: 'Sorted out on site.' },
        support,
      );
    }
    await post(
      t.app,
      '/api/MonitoringIssue/ChangeMonitoringIssueStatus',
      { id: ids[0], issueStatus: 0, note: 'It came back; we are looking again.' },
      support,
    );
    const first = (
      await get(t.app, '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?PageIndex=1&PageSize=10', customer.token)
    ).body;
    expect(first.totalCount).toBe(12);
    expect(first.counts).toEqual({ open: 1, resolved: 6, closed: 5 });
    expect(first.posting).toMatchObject({ allowed: false, reason: 'open-issue', openIssueId: ids[0] });
    expect(first.data.some((i: { issueStatus: number }) => i.issueStatus === 0)).toBe(false);
    const open = (
      await get(
        t.app,
        '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?PageIndex=1&PageSize=100&Status=0',
        customer.token,
      )
    ).body;
    expect(open).toMatchObject({ totalCount: 1, data: [{ id: ids[0], issueStatus: 0 }] });
    const resolved = (
      await get(t.app, '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?Status=1&PageSize=100', customer.token)
    ).body;
    expect(resolved.totalCount).toBe(6);
    expect(
      (await get(t.app, '/api/MonitoringIssue/GetMainCustomersMonitoringIssue?Status=3', customer.token)).body,
    ).toMatchObject({ status: false, message: 'Choose a status: 0 open, 1 resolved, 2 closed' });
  });
});

describe('complaints by who referred the customer (issue 20)', () => {
  it('keeps one agent’s customers, or a coordinator’s team’s, with the counts to match', async () => {
    const agent = await login(t.app, 'agent@demo.imole.ng', PASSWORD);
    const coordinator = await login(t.app, 'coordinator@demo.imole.ng', PASSWORD);
    const referred = await installedCustomer('issue.referred@example.com');
    const other = await installedCustomer('issue.unreferred@example.com');
    await t.app.deps.db
      .updateTable('app_user')
      .set({ referred_by_user_id: agent.user.id })
      .where('id', '=', referred.user.id)
      .execute();
    const report = (token: string, category: string) =>
      post(
        t.app,
        '/api/MonitoringIssue/CreateMonitoringIssue',
        { category, description: 'The inverter beeps at night.', photos: [png] },
        token,
      );
    const mine = (await report(referred.token, 'Something else')).body.data.id as number;
    const theirs = (await report(other.token, 'Something else')).body.data.id as number;

    const list = async (query: string) =>
      (
        await get(
          t.app,
          `/api/MonitoringIssue/GetMonitoringIssueByStatus?PageIndex=1&PageSize=100&Status=0${query}`,
          support,
        )
      ).body as { data: { id: number }[]; counts: { open: number } };
    const everyone = await list('');
    expect(everyone.data.map((i) => i.id)).toEqual(expect.arrayContaining([mine, theirs]));
    for (const query of [`&SalesAgentId=${agent.user.id}`, `&CoordinatorId=${coordinator.user.id}`]) {
      const kept = await list(query);
      expect(kept.data.map((i) => i.id)).toEqual([mine]);
      expect(kept.counts.open).toBe(1);
    }
    expect((await list(`&SalesAgentId=${coordinator.user.id}`)).data).toEqual([]);
    const bad = await get(
      t.app,
      '/api/MonitoringIssue/GetMonitoringIssueByStatus?PageIndex=1&PageSize=10&Status=0&SalesAgentId=x',
      support,
    );
    expect(bad).toMatchObject({
      statusCode: 400,
      body: { message: 'The query parameter "SalesAgentId" must be a whole number, written in digits only.' },
    });
  });
});
