/** Issue 23: the PAYG device at installation and an OpenPAYGO token per credited repayment (docs/tokens.md). */
import { enterToken, lagosDate, newPaygDevice, type PaygDevice } from '@imole/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { installedQuote, paidQuote, seedIds, type SeedIds } from '../../test/fixtures.ts';
import { get, login, post, signUpCustomer } from '../../test/session.ts';
import { readableDay } from '../notifications/index.ts';
import { deviceMessages } from './device-input.ts';
import { daysBought, daysOfPayment } from './token.service.ts';

let t: TestApp;
let support: string;
let admin: string;
let agent: string;
let engineer: { token: string; id: number };
let ids: SeedIds;
const PASSWORD = 'Device-tests-pass-1';
const KEY = 'a29ab82edc5fbbc41ec9530f6dac86b1';
const STARTING_CODE = 123456789;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  support = (await login(t.app, 'support@demo.imole.ng', PASSWORD)).token;
  admin = (await login(t.app, 'admin@demo.imole.ng', PASSWORD)).token;
  agent = (await login(t.app, 'agent@demo.imole.ng', PASSWORD)).token;
  const e = await login(t.app, 'engineer@demo.imole.ng', PASSWORD);
  engineer = { token: e.token, id: e.user.id };
  ids = await seedIds(t.app.deps.db);
});
afterAll(() => t.close());

let n = 0;
const installed = () =>
  installedQuote(t.app, ids, support, engineer, `device.${++n}@example.com`, lagosDate(new Date()));

const device = (quoteId: number, over: Record<string, unknown> = {}) => ({
  quoteId,
  serialNumber: 'IML-000123',
  startingCode: String(STARTING_CODE),
  secretKey: KEY,
  ...over,
});

async function pay(quoteId: number, token: string, purpose: 'repayment' | 'payoff', amount?: number) {
  const started = await post(t.app, '/api/Transaction/InitializePayment', { quoteId, purpose, amount }, token);
  expect(started.statusCode, started.body.message).toBe(200);
  const reference = started.body.data.reference as string;
  expect((await post(t.app, '/api/Sandbox/Pay', { reference })).statusCode).toBe(200);
  return { reference, amount: started.body.data.amount as number };
}

interface Token {
  kind: string;
  days: number | null;
  token: string;
  paymentReference: string | null;
  createdAt: string;
  forPreviousDevice: boolean;
}
const tokensOf = async (quoteId: number, token: string) =>
  (await get(t.app, `/api/Device/GetTokens?quoteId=${quoteId}`, token)).body.data.tokens as Token[];

/** The device as the reference's simulator models it, fed every token in the order issued. */
function keyedIn(tokens: readonly Token[]): PaygDevice {
  let payg = newPaygDevice(KEY, STARTING_CODE);
  for (const issued of [...tokens].reverse()) {
    const entry = enterToken(payg, issued.token);
    expect(entry.result.type, `token ${issued.token}`).not.toBe('invalid');
    payg = entry.device;
  }
  return payg;
}

describe('entering the device', () => {
  it('tells the engineer what to fix in each field, and keeps nothing', async () => {
    const { quoteId } = await installed();
    const cases: [Record<string, unknown>, string][] = [
      [{ serialNumber: '  ' }, deviceMessages.serial],
      [{ serialNumber: 'IML 0001/2' }, deviceMessages.serial],
      [{ startingCode: '12a456' }, deviceMessages.startingCode],
      [{ startingCode: '1234567890' }, deviceMessages.startingCode],
      [{ secretKey: KEY.slice(1) }, deviceMessages.keyLength(31)],
      [{ secretKey: `${KEY.slice(0, 31)}O` }, deviceMessages.keyDigits],
    ];
    for (const [over, message] of cases) {
      const res = await post(t.app, '/api/Device/SaveDevice', device(quoteId, over), engineer.token);
      expect(res, JSON.stringify(over)).toMatchObject({ statusCode: 400, body: { message } });
    }
    expect((await get(t.app, `/api/Device/GetDevice?quoteId=${quoteId}`, support)).body).toMatchObject({
      financed: true,
      data: null,
    });
  });

  it('keeps the key and starting code sealed, answers them masked, and audits the entry', async () => {
    const { quoteId } = await installed();
    // Spaces and capitals as on a printed label are fine.
    const label = KEY.toUpperCase().replace(/(.{8})/g, '$1 ');
    const saved = await post(t.app, '/api/Device/SaveDevice', device(quoteId, { secretKey: label }), engineer.token);
    expect(saved.statusCode, saved.body.message).toBe(200);
    expect(saved.body.data).toMatchObject({ serialNumber: 'IML-000123', secretKey: `${'•'.repeat(28)}86b1` });
    expect(saved.body.data.startingCode).toBe('•••••6789');
    const raw = JSON.stringify(await get(t.app, `/api/Device/GetDevice?quoteId=${quoteId}`, admin));
    expect(raw).not.toContain(KEY);
    expect(raw).not.toContain(String(STARTING_CODE));
    const row = await t.app.deps.db
      .selectFrom('payg_device')
      .selectAll()
      .where('quote_id', '=', quoteId)
      .executeTakeFirstOrThrow();
    expect(Buffer.from(row.secret_key_sealed).toString('latin1')).not.toContain(KEY);
    const audits = await t.app.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'device.entered')
      .where('entity_id', '=', row.id)
      .execute();
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits)).not.toContain(KEY);
  });

  it('lets only the assigned engineer or staff enter it; customers never read the key', async () => {
    const { quoteId, customer } = await installed();
    const notAssigned = await paidQuote(t.app, ids, support, `device.unassigned.${++n}@example.com`);
    const other = await signUpCustomer(t.app, `device.other.${++n}@example.com`);
    expect((await post(t.app, '/api/Device/SaveDevice', device(notAssigned.quoteId), engineer.token)).statusCode).toBe(
      404,
    );
    expect((await post(t.app, '/api/Device/SaveDevice', device(quoteId), customer.token)).statusCode).toBe(403);
    expect((await post(t.app, '/api/Device/SaveDevice', device(quoteId), agent)).statusCode).toBe(403);
    expect((await get(t.app, `/api/Device/GetDevice?quoteId=${quoteId}`, customer.token)).statusCode).toBe(403);
    expect((await post(t.app, '/api/Device/SaveDevice', device(quoteId), support)).statusCode).toBe(200);
    // Another customer's quote is not found; the agent who did not refer them neither.
    expect((await get(t.app, `/api/Device/GetTokens?quoteId=${quoteId}`, other.token)).statusCode).toBe(404);
    expect((await get(t.app, `/api/Device/GetTokens?quoteId=${quoteId}`, agent)).statusCode).toBe(404);
    const own = await get(t.app, `/api/Device/GetTokens?quoteId=${quoteId}`, customer.token);
    expect(own.body.data).toEqual({ serialNumber: 'IML-000123', tokens: [] });
    expect(JSON.stringify(own.body)).not.toContain('86b1');
  });

  it('refuses a device on a system paid in full or before an engineer is assigned', async () => {
    const notAssigned = await paidQuote(t.app, ids, support, `device.noengineer.${++n}@example.com`);
    const res = await post(t.app, '/api/Device/SaveDevice', device(notAssigned.quoteId), support);
    expect(res.statusCode).toBe(409);
    expect(res.body.message).toContain('Assign an engineer');
  });
});

describe('a token for each credited repayment', () => {
  it('issues the days each repayment buys, and the reference decoder accepts each token in order', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    const monthly = firstOption.monthlyRepayment;
    // More than the instalment, then what is left of the next one (nothing accrues on the day of installation).
    const first = await pay(quoteId, customer.token, 'repayment', monthly + 9_768);
    const second = await pay(quoteId, customer.token, 'repayment', monthly - 9_768);
    const days = (naira: number) => daysBought(naira * 100, monthly * 100);
    const tokens = await tokensOf(quoteId, customer.token);
    // Two instalments' worth in all buys 60 days: the part of a day the first leaves counts with the second.
    expect(tokens.map((x) => [x.kind, x.days, x.paymentReference])).toEqual([
      ['add', 60 - days(monthly + 9_768), second.reference],
      ['add', days(monthly + 9_768), first.reference],
    ]);
    expect(tokens.every((x) => /^\d{9}$/.test(x.token))).toBe(true);
    expect(keyedIn(tokens).daysLeft).toBe(60);
  });

  it('unlocks the device for good on the payment that pays the loan off', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    const payoff = await pay(quoteId, customer.token, 'payoff');
    const tokens = await tokensOf(quoteId, customer.token);
    expect(tokens[0]).toMatchObject({ kind: 'disable', days: null, paymentReference: payoff.reference });
    expect(keyedIn(tokens).paygEnabled).toBe(false);
  });

  it('tells the customer the token in the app and by SMS and e-mail', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    const paid = await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    const [token] = await tokensOf(quoteId, customer.token);
    const grouped = token!.token.replace(/(\d{3})(?=\d)/g, '$1 ');
    const feed = (await get(t.app, '/api/ClientUser/GetNotifications?pageIndex=1&pageSize=20', customer.token)).body;
    expect(JSON.stringify(feed)).toContain(grouped);
    await expect
      .poll(async () => {
        const outbox = (await get(t.app, '/api/dev/outbox?limit=200')).body.data as { body: string; to: string }[];
        // The same key, count and days make the same token in other tests: this payment's messages name its reference.
        return outbox.filter((m) => m.body.includes(grouped) && m.body.includes(paid.reference)).length;
      })
      .toBe(2);
  });

  it('never stops a repayment being credited when the device’s key cannot be opened', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    await t.app.deps.db
      .updateTable('payg_device')
      .set({ secret_key_sealed: Buffer.from('not a sealed record') })
      .where('quote_id', '=', quoteId)
      .execute();
    const paid = await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    const history = (await get(t.app, `/api/Transaction/GetTransactions?quoteId=${quoteId}`, customer.token)).body
      .data as { reference: string; successful: boolean }[];
    expect(history.find((p) => p.reference === paid.reference)?.successful).toBe(true);
    expect(await tokensOf(quoteId, customer.token)).toEqual([]);
  });

  it('issues nothing for a quote without a device', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    expect((await get(t.app, `/api/Device/GetTokens?quoteId=${quoteId}`, customer.token)).body.data).toBeNull();
  });
});

describe('staff re-issue and replace', () => {
  it('re-issues the latest days as a fresh token the device accepts; audited; engineers and customers may not', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    expect((await post(t.app, '/api/Device/ReissueToken', { quoteId }, support)).statusCode).toBe(409);
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    expect((await post(t.app, '/api/Device/ReissueToken', { quoteId }, engineer.token)).statusCode).toBe(403);
    expect((await post(t.app, '/api/Device/ReissueToken', { quoteId }, customer.token)).statusCode).toBe(403);
    const again = await post(t.app, '/api/Device/ReissueToken', { quoteId }, support);
    expect(again.statusCode, again.body.message).toBe(200);
    expect(again.body.data).toMatchObject({ kind: 'reissue', days: 30, issuedBy: expect.any(String) });
    const tokens = await tokensOf(quoteId, customer.token);
    expect(tokens[0]?.token).toBe(again.body.data.token);
    // The lost first token was never keyed in: the re-issued one alone gives the days.
    const payg = enterToken(newPaygDevice(KEY, STARTING_CODE), again.body.data.token);
    expect(payg.device.daysLeft).toBe(30);
    // Told as a copy of the latest token for the same days, not a fresh one: in the app, by SMS and by e-mail.
    const grouped = (again.body.data.token as string).replace(/(\d{3})(?=\d)/g, '$1 ');
    const day = readableDay(lagosDate(new Date(tokens[1]!.createdAt)));
    const said = [
      `A new copy of your latest token (of ${day}): ${grouped}.`,
      'It gives the same 30 days of use as that token, no more.',
      `Key it in only if you did not key in the token of ${day}: keying in both gives the days twice.`,
    ];
    const feed = (await get(t.app, '/api/ClientUser/GetNotifications?pageIndex=1&pageSize=20', customer.token)).body;
    const notice = JSON.stringify(feed);
    for (const words of said) expect(notice).toContain(words);
    expect(notice).not.toMatch(new RegExp(`Your token is ${grouped}`));
    await expect
      .poll(async () => {
        const outbox = (await get(t.app, '/api/dev/outbox?limit=200')).body.data as { body: string }[];
        return outbox.filter((m) => m.body.includes(grouped) && said.every((w) => m.body.includes(w))).length;
      })
      .toBe(2);
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'device.token-reissued')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('lets only staff replace a device once tokens were issued, starting its count again', async () => {
    const { quoteId, customer, firstOption } = await installed();
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    // Before any token the engineer may correct what they typed.
    expect((await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token)).statusCode).toBe(200);
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    const late = await post(
      t.app,
      '/api/Device/SaveDevice',
      device(quoteId, { serialNumber: 'IML-9' }),
      engineer.token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.body.message).toContain('only support can replace it');
    const newKey = 'f'.repeat(32);
    const replaced = await post(
      t.app,
      '/api/Device/SaveDevice',
      device(quoteId, { serialNumber: 'IML-9', secretKey: newKey }),
      admin,
    );
    expect(replaced.body).toMatchObject({ message: 'The device is replaced.', data: { tokenCount: 1 } });
    // The old device's token is shown as the previous device's, to the customer and to staff; none is usable yet.
    const oldOnes = await tokensOf(quoteId, customer.token);
    expect(oldOnes.map((x) => x.forPreviousDevice)).toEqual([true]);
    const again = await post(t.app, '/api/Device/ReissueToken', { quoteId }, admin);
    expect(enterToken(newPaygDevice(newKey, STARTING_CODE), again.body.data.token).device.daysLeft).toBe(30);
    // The re-issued token and the next payment's are the new device's; the old one stays the previous device's.
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    const staffView = (await get(t.app, `/api/Device/GetDevice?quoteId=${quoteId}`, support)).body.data
      .tokens as Token[];
    // Staff read the amount of the payment that bought each token ("after the ₦… repayment").
    expect((staffView as unknown as { paymentAmount: number | null }[]).map((x) => x.paymentAmount)).toEqual([
      firstOption.monthlyRepayment,
      null,
      firstOption.monthlyRepayment,
    ]);
    expect(staffView.map((x) => [x.kind, x.forPreviousDevice])).toEqual([
      ['add', false],
      ['reissue', false],
      ['add', true],
    ]);
    expect((await tokensOf(quoteId, customer.token)).map((x) => x.forPreviousDevice)).toEqual([false, false, true]);
  });
});

describe('what the device answer offers', () => {
  it('says whether the person may still enter or correct the device, and whether repayments were made', async () => {
    const { quoteId, customer, firstOption } = await installed();
    const answer = async (token: string) => {
      const res = await get(t.app, `/api/Device/GetDevice?quoteId=${quoteId}`, token);
      expect(res.statusCode, res.body.message).toBe(200);
      return { mayEdit: res.body.mayEdit as boolean, repaid: res.body.repaid as boolean };
    };
    expect(await answer(engineer.token)).toEqual({ mayEdit: true, repaid: false });
    // A repayment before the device is entered buys no token; the engineer may still enter it, from the next one on.
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    expect(await answer(engineer.token)).toEqual({ mayEdit: true, repaid: true });
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    expect(await answer(engineer.token)).toEqual({ mayEdit: true, repaid: true });
    // Once a token is issued only staff may replace it: the engineer is no longer offered the form.
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    expect(await answer(engineer.token)).toEqual({ mayEdit: false, repaid: true });
    expect(await answer(support)).toEqual({ mayEdit: true, repaid: true });
    expect((await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token)).statusCode).toBe(409);
  });

  it('tells the engineer’s board in one answer which of their jobs still take a device entry', async () => {
    const editable = async () => {
      const res = await get(t.app, '/api/Device/GetMyEditable', engineer.token);
      expect(res.statusCode, res.body.message).toBe(200);
      return res.body.data as number[];
    };
    const { quoteId, customer, firstOption } = await installed();
    expect(await editable()).toContain(quoteId);
    await post(t.app, '/api/Device/SaveDevice', device(quoteId), engineer.token);
    expect(await editable()).toContain(quoteId);
    // A token issued: only staff may replace the device now, so the engineer's button goes.
    await pay(quoteId, customer.token, 'repayment', firstOption.monthlyRepayment);
    expect(await editable()).not.toContain(quoteId);
    expect((await get(t.app, '/api/Device/GetMyEditable', customer.token)).statusCode).toBe(403);
  });

  it('offers nothing on a quote without an engineer', async () => {
    const notAssigned = await paidQuote(t.app, ids, support, `device.offer.${++n}@example.com`);
    const res = await get(t.app, `/api/Device/GetDevice?quoteId=${notAssigned.quoteId}`, support);
    expect(res.body).toMatchObject({ mayEdit: false, data: null });
  });
});

describe('the days rule', () => {
  it('buys 30 days with a whole instalment whatever its naira, and floors the rest', () => {
    expect(daysBought(2_534_600, 2_534_600)).toBe(30);
    expect(daysBought(2_534_700, 2_534_700)).toBe(30);
    expect(daysBought(1_267_300, 2_534_600)).toBe(15);
    expect(daysBought(84_485, 2_534_600)).toBe(0);
    expect(daysBought(0, 2_534_600)).toBe(0);
  });

  it('carries the part of a day one payment leaves to the next', () => {
    // ₦70,324 a month; ₦35,000 buys 14.93 days: 14 now, and the 0.93 counts with the next payment.
    expect(daysOfPayment([3_500_000], 7_032_400)).toBe(14);
    expect(daysOfPayment([3_500_000, 3_532_400], 7_032_400)).toBe(16);
    // Paid in three parts, the month still buys 30 days in all.
    const parts = [2_000_000, 2_000_000, 3_032_400];
    const days = parts.map((_, i) => daysOfPayment(parts.slice(0, i + 1), 7_032_400));
    expect(days).toEqual([8, 9, 13]);
    expect(days.reduce((a, b) => a + b, 0)).toBe(30);
    // Less than a day's worth buys nothing now, and is not lost.
    expect(daysOfPayment([200_000], 7_032_400)).toBe(0);
    expect(daysOfPayment([200_000, 6_832_400], 7_032_400)).toBe(30);
  });
});
