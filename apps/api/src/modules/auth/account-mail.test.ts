/**
 * Sign-up when the mail server is down (issue 18 §5): the account and its code e-mail commit together through
 * account_mail, the answer is 201, and the e-mail is retried until it goes; never a 500 with a half-made account.
 * The mail adapter is the real SMTP one pointed at a closed port; the retry then goes through the real outbox one.
 */
import { createServer } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxMailSender } from '../../adapters/mail/mail.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { latestCode, nextPhone, post } from '../../test/session.ts';
import { retryPause, sendDueAccountMail } from './account-mail.ts';

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

let t: TestApp;
let offsetMs = 0;
beforeAll(async () => {
  const port = await closedPort();
  t = await createTestApp(
    { mail: { transport: 'smtp', url: `smtp://127.0.0.1:${port}`, from: 'Imole <no-reply@imole.test>' } },
    { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } },
  );
});
afterAll(() => t.close());

it('answers 201 with the account and its code e-mail committed, and sends the e-mail once the server is back', async () => {
  const created = await post(t.app, '/api/ClientUser/CreateClientUser', {
    firstname: 'Femi',
    lastname: 'Ade',
    email: 'mail-down@example.com',
    phoneNumber: nextPhone(),
    password: 'Mail-Down-Pass-1',
  });
  expect(created).toMatchObject({
    statusCode: 201,
    body: { status: true, message: 'Account created. Enter the 6-digit code we sent to mail-down@example.com.' },
  });
  const { db } = t.app.deps;
  const user = await db.selectFrom('app_user').select('id').where('email', '=', 'mail-down@example.com').execute();
  expect(user).toHaveLength(1);
  const waiting = await db
    .selectFrom('account_mail')
    .selectAll()
    .where('recipient', '=', 'mail-down@example.com')
    .executeTakeFirstOrThrow();
  expect(waiting).toMatchObject({ sent_at: null, attempts: 1, subject: 'Confirm your Imole account' });
  expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

  // The sweep while the server is still down: not yet due, then due and failing again; it stays waiting.
  expect(await sendDueAccountMail(t.app.deps)).toEqual({ sent: 0, failed: 0 });
  offsetMs = retryPause(1) + 1000;
  expect(await sendDueAccountMail(t.app.deps)).toEqual({ sent: 0, failed: 1 });

  // The mail server is back (here: the outbox adapter): the next due sweep sends it, and the code works.
  offsetMs += retryPause(2) + 1000;
  const mailBack = { ...t.app.deps, mail: outboxMailSender(db, t.app.log) };
  expect(await sendDueAccountMail(mailBack)).toEqual({ sent: 1, failed: 0 });
  expect(await sendDueAccountMail(mailBack)).toEqual({ sent: 0, failed: 0 });
  const sent = await db
    .selectFrom('account_mail')
    .select(['sent_at', 'body'])
    .where('id', '=', waiting.id)
    .executeTakeFirstOrThrow();
  expect(sent.sent_at).not.toBeNull();
  expect(sent.body).toBe(''); // the code lives only in the mailbox now
  offsetMs = 0;
  const confirmed = await post(t.app, '/api/ClientUser/ConfirmUserAccount', {
    email: 'mail-down@example.com',
    token: await latestCode(t.app, 'mail-down@example.com'),
  });
  expect(confirmed.statusCode).toBe(200);
});

it('a reset request answers as usual while the mail server is down, for an account or not', async () => {
  expect(
    (await post(t.app, '/api/ClientUser/ResetPasswordRequest', { email: 'mail-down@example.com' })).statusCode,
  ).toBe(200);
  expect(
    (await post(t.app, '/api/ClientUser/ResetPasswordRequest', { email: 'nobody-here@example.com' })).statusCode,
  ).toBe(200);
});
