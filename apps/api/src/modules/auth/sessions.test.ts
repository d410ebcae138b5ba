/**
 * Sessions end when they should (issue 18 §3): the access token names its login (`sid`), and the guard checks that
 * login on every request, so logout, a password change or reset, and reuse of a refresh token end access at once,
 * not 15 minutes later. Two tabs refreshing at once both stay signed in (the grace window).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { recordStatements } from '../../test/statements.ts';
import { get, latestCode, login, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let offsetMs = 0;
let statements: string[] = [];
beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  statements = recordStatements(t.app.deps.db);
});
afterAll(() => t.close());

const app = () => t.app;
const expired = { statusCode: 401, body: { message: 'Your session has expired. Please log in again.' } };
const profile = (token: string) => get(app(), '/api/ClientUser/GetProfile', token);
const refresh = (refreshToken: string) => post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken });
/** The newest message the outbox holds for an address. */
async function newestMail(to: string): Promise<{ subject: string; body: string }> {
  const { body } = await get(app(), `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1`);
  return body.data[0];
}

describe('an ended session ends its access tokens at once', () => {
  it('logout: the access token of that login gets 401 on the next request', async () => {
    const session = await signUpCustomer(app(), 'logout@example.com');
    const other = await login(app(), 'logout@example.com', 'Sunny-Roof-2026');
    expect((await profile(session.token)).statusCode).toBe(200);
    expect((await post(app(), '/api/ClientUser/Logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect(await profile(session.token)).toMatchObject(expired);
    // The other login of the same person is not touched.
    expect((await profile(other.token)).statusCode).toBe(200);
  });

  it('logout with a token a second tab already rotated ends the login too (a duplicated tab)', async () => {
    const session = await signUpCustomer(app(), 'duplicate@example.com');
    const rotated = await refresh(session.refreshToken);
    expect(rotated.statusCode).toBe(200);
    // The duplicated tab still holds the first pair; logging out there ends the login both tabs share.
    expect((await post(app(), '/api/ClientUser/Logout', { refreshToken: session.refreshToken })).statusCode).toBe(200);
    expect(await profile(rotated.body.token)).toMatchObject(expired);
    expect(await profile(session.token)).toMatchObject(expired);
    expect((await refresh(rotated.body.refreshToken)).statusCode).toBe(401);
  });

  it('change-password: every other device is out at once, this one stays, and the e-mail is told', async () => {
    const phone = await signUpCustomer(app(), 'other-devices@example.com', 'First-Password-1');
    const laptop = await login(app(), 'other-devices@example.com', 'First-Password-1');
    const changed = await post(
      app(),
      '/api/ClientUser/ChangePassword',
      { oldPassword: 'First-Password-1', newPassword: 'Second-Password-2' },
      phone.token,
    );
    expect(changed.statusCode).toBe(200);
    expect(await profile(laptop.token)).toMatchObject(expired);
    expect((await refresh(laptop.refreshToken)).statusCode).toBe(401);
    expect((await profile(phone.token)).statusCode).toBe(200);
    expect((await refresh(phone.refreshToken)).statusCode).toBe(200);
    expect(await newestMail('other-devices@example.com')).toMatchObject({
      subject: 'Your Imole password was changed',
      body: expect.stringContaining('Every other phone or computer signed in to your account has been logged out.'),
    });
  });

  it('reset-password: every signed-in device is out at once, and the e-mail is told', async () => {
    const phone = await signUpCustomer(app(), 'reset-all@example.com', 'First-Password-1');
    const laptop = await login(app(), 'reset-all@example.com', 'First-Password-1');
    await post(app(), '/api/ClientUser/ResetPasswordRequest', { email: 'reset-all@example.com' });
    const code = await latestCode(app(), 'reset-all@example.com');
    const reset = await post(app(), '/api/ClientUser/ResetPassword', {
      email: 'reset-all@example.com',
      token: code,
      password: 'Second-Password-2',
    });
    expect(reset.statusCode).toBe(200);
    expect(await profile(phone.token)).toMatchObject(expired);
    expect(await profile(laptop.token)).toMatchObject(expired);
    expect(await newestMail('reset-all@example.com')).toMatchObject({
      subject: 'Your Imole password was changed',
      body: expect.stringContaining('was reset on'),
    });
  });

  it('reuse detection: the access tokens of that login get 401 at once', async () => {
    const session = await signUpCustomer(app(), 'reuse@example.com');
    const first = await refresh(session.refreshToken);
    expect((await refresh(first.body.refreshToken)).statusCode).toBe(200);
    offsetMs = 21_000;
    try {
      expect((await refresh(session.refreshToken)).statusCode).toBe(401);
      expect(await profile(first.body.token)).toMatchObject(expired);
    } finally {
      offsetMs = 0;
    }
  });

  it("a session ended by any write through the app's handle is out on the next request", async () => {
    const session = await signUpCustomer(app(), 'ended-on-handle@example.com');
    expect((await profile(session.token)).statusCode).toBe(200);
    await app()
      .deps.db.updateTable('auth_session')
      .set({ ended_at: new Date() })
      .where('user_id', '=', session.user.id)
      .execute();
    expect(await profile(session.token)).toMatchObject(expired);
  });
});

describe('two tabs refreshing at once', () => {
  it('both get the same new pair, and both stay signed in', async () => {
    const session = await signUpCustomer(app(), 'two-tabs@example.com');
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.body.refreshToken).toBe(a.body.refreshToken);
    expect(b.body.token).toBe(a.body.token);
    expect(b.body.tokenExpiry).toBe(a.body.tokenExpiry);
    expect((await profile(a.body.token)).statusCode).toBe(200);
    // Within the window a late tab is answered the same pair again; the login goes on.
    offsetMs = 15_000;
    try {
      const late = await refresh(session.refreshToken);
      expect(late.body).toMatchObject({ refreshToken: a.body.refreshToken, token: a.body.token });
      expect((await refresh(a.body.refreshToken)).statusCode).toBe(200);
    } finally {
      offsetMs = 0;
    }
    // No refresh token is stored, only hashes.
    const stored = await app().deps.db.selectFrom('refresh_token').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(a.body.refreshToken);
    expect(JSON.stringify(stored)).not.toContain(session.refreshToken);
  });

  it('after the grace window the previous token is reuse: the login ends', async () => {
    const session = await signUpCustomer(app(), 'late-tab@example.com');
    const rotated = await refresh(session.refreshToken);
    offsetMs = 21_000;
    try {
      expect(await refresh(session.refreshToken)).toMatchObject({
        statusCode: 401,
        body: { message: 'Your session has ended. Please log in again.' },
      });
      expect((await refresh(rotated.body.refreshToken)).statusCode).toBe(401);
      expect(await profile(rotated.body.token)).toMatchObject(expired);
    } finally {
      offsetMs = 0;
    }
  });
});

it('reads the session once for several requests, and again as soon as any session is written', async () => {
  const session = await signUpCustomer(app(), 'cached-session@example.com');
  expect((await profile(session.token)).statusCode).toBe(200);
  const readsSession = () => statements.filter((s) => s.includes('from "auth_session"')).length;
  statements.length = 0;
  for (let i = 0; i < 3; i++) expect((await profile(session.token)).statusCode).toBe(200);
  expect(readsSession()).toBe(0);
  await login(app(), 'cached-session@example.com', 'Sunny-Roof-2026'); // writes a session: the cache is emptied
  statements.length = 0;
  expect((await profile(session.token)).statusCode).toBe(200);
  expect(readsSession()).toBe(1);
});
