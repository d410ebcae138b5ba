import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, latestCode, login, nextPhone, post, signUpCustomer } from '../../test/session.ts';

let t: TestApp;
let offsetMs = 0;
const DEMO = 'Demo-password-for-tests';

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock: { now: () => new Date(Date.now() + offsetMs) } });
  await seedDemoAccounts(t.app.deps.db, DEMO);
});
afterAll(() => t.close());

const app = () => t.app;
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  post(app(), '/api/ClientUser/CreateClientUser', {
    firstname: 'Tobi',
    lastname: 'Adewale',
    email,
    phoneNumber: nextPhone(),
    password: 'Bright-Panel-77',
    ...extra,
  });

describe('customer sign-up and confirmation', () => {
  it('creates the account, mails a code, and signs the person in when they confirm it', async () => {
    const created = await signUp('Tobi.Adewale@Example.com');
    expect(created.statusCode).toBe(201);
    expect(created.body.message).toBe('Account created. Enter the 6-digit code we sent to tobi.adewale@example.com.');

    const code = await latestCode(app(), 'tobi.adewale@example.com');
    const confirmed = await post(app(), '/api/ClientUser/ConfirmUserAccount', {
      email: 'tobi.adewale@example.com',
      token: code,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toMatchObject({
      status: true,
      token: expect.any(String),
      refreshToken: expect.any(String),
      tokenExpiry: expect.any(String),
      user: { email: 'tobi.adewale@example.com', firstname: 'Tobi', userRole: 1, isActive: true },
    });
    expect(JSON.stringify(confirmed.body)).not.toMatch(/password|argon2/i);
    expect(confirmed.cookies.find((c) => c.name === 'imole_refresh')).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/ClientUser',
    });

    // The code was spent.
    const again = await post(app(), '/api/ClientUser/ConfirmUserAccount', {
      email: 'tobi.adewale@example.com',
      token: code,
    });
    expect(again).toMatchObject({
      statusCode: 400,
      body: { message: 'That code has expired or was already used. Ask for a new one.' },
    });
  });

  it('refuses duplicates, weak and common passwords, and bad fields with the first failing message', async () => {
    await signUp('dup@example.com', { phoneNumber: '08121234567' });
    await post(app(), '/api/ClientUser/ConfirmUserAccount', {
      email: 'dup@example.com',
      token: await latestCode(app(), 'dup@example.com'),
    });
    expect(await signUp('DUP@example.com')).toMatchObject({
      statusCode: 409,
      body: { message: 'An account with this email address already exists. Log in instead, or reset your password.' },
    });
    expect(await signUp('other@example.com', { phoneNumber: '+234 812 123 4567' })).toMatchObject({
      statusCode: 409,
      body: { message: 'An account with this phone number already exists.' },
    });
    expect(await signUp('weak@example.com', { password: 'short' })).toMatchObject({
      statusCode: 400,
      body: { message: 'Your password must be at least 8 characters' },
    });
    expect(await signUp('common@example.com', { password: 'Password123' })).toMatchObject({
      statusCode: 400,
      body: { message: 'This password is too common. Choose one that is harder to guess' },
    });
    expect(await signUp('long@example.com', { password: 'x'.repeat(129) })).toMatchObject({
      body: { message: 'Your password must be at most 128 characters' },
    });
    expect(await signUp('phone@example.com', { phoneNumber: '12345' })).toMatchObject({
      statusCode: 400,
      body: { message: 'Please enter a valid Nigerian phone number, e.g. 0803 123 4567' },
    });
    expect(await post(app(), '/api/ClientUser/CreateClientUser', { lastname: 'x' })).toMatchObject({
      statusCode: 400,
      body: { message: 'Please enter your first name' },
    });
    expect(await signUp('not-an-email')).toMatchObject({ body: { message: 'Please enter a valid email address' } });
    const users = await app()
      .deps.db.selectFrom('app_user')
      .select('email')
      .where('email', 'in', ['weak@example.com', 'common@example.com', 'long@example.com', 'phone@example.com'])
      .execute();
    expect(users).toEqual([]);
  });

  it('lets a person correct a mistyped phone number or e-mail before confirming', async () => {
    await signUp('typo@example.com', { phoneNumber: '08129990001' });
    // Same e-mail, corrected phone: the unconfirmed sign-up is updated and a new code sent.
    expect((await signUp('typo@example.com', { phoneNumber: '08129990002' })).statusCode).toBe(201);
    // Corrected e-mail, same phone: the phone number is not held by the unconfirmed sign-up.
    expect((await signUp('fixed@example.com', { phoneNumber: '08129990002' })).statusCode).toBe(201);
    const confirmed = await post(app(), '/api/ClientUser/ConfirmUserAccount', {
      email: 'fixed@example.com',
      token: await latestCode(app(), 'fixed@example.com'),
    });
    expect(confirmed.body.user).toMatchObject({ email: 'fixed@example.com', phoneNumber: '08129990002' });
    expect(
      await app().deps.db.selectFrom('app_user').select('id').where('email', '=', 'typo@example.com').execute(),
    ).toEqual([]);
  });

  it('links a customer to the sales agent whose phone number is the referral code', async () => {
    await signUp('referred@example.com', { referralCode: '0803 000 0005' });
    const row = await app()
      .deps.db.selectFrom('app_user')
      .select('referred_by_user_id')
      .where('email', '=', 'referred@example.com')
      .executeTakeFirstOrThrow();
    const agent = await app()
      .deps.db.selectFrom('app_user')
      .select('id')
      .where('email', '=', 'agent@demo.imole.ng')
      .executeTakeFirstOrThrow();
    expect(row.referred_by_user_id).toBe(agent.id);
    // Support staff refer nobody (a customer's own code: commissions/customer-referral.test.ts).
    expect(await signUp('bad-referral@example.com', { referralCode: '08030000002' })).toMatchObject({
      statusCode: 400,
      body: {
        message:
          'We could not find a sales agent or customer with that referral code. Check the number, or leave it empty.',
      },
    });
  });
});

describe('codes', () => {
  it('counts wrong tries, stops at five, and expires after ten minutes', async () => {
    await signUp('codes@example.com');
    const right = await latestCode(app(), 'codes@example.com');
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      expect(
        await post(app(), '/api/ClientUser/ConfirmUserAccount', { email: 'codes@example.com', token: wrong }),
      ).toMatchObject({
        statusCode: 400,
        body: { message: 'That code is not correct. Check it and try again.' },
      });
    }
    expect(
      (await post(app(), '/api/ClientUser/ConfirmUserAccount', { email: 'codes@example.com', token: wrong })).body
        .message,
    ).toBe('Too many wrong tries for this code. Ask for a new one.');
    expect(
      (await post(app(), '/api/ClientUser/ConfirmUserAccount', { email: 'codes@example.com', token: right })).body
        .message,
    ).toBe('Too many wrong tries for this code. Ask for a new one.');

    await post(app(), '/api/ClientUser/ResendOtp', { email: 'codes@example.com' });
    const fresh = await latestCode(app(), 'codes@example.com');
    offsetMs = 11 * 60 * 1000;
    try {
      expect(
        (await post(app(), '/api/ClientUser/ConfirmUserAccount', { email: 'codes@example.com', token: fresh })).body
          .message,
      ).toBe('That code has expired or was already used. Ask for a new one.');
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a code that is not six digits', async () => {
    expect(
      await post(app(), '/api/ClientUser/ConfirmUserAccount', { email: 'codes@example.com', token: '12a456' }),
    ).toMatchObject({
      statusCode: 400,
      body: { message: 'Enter the 6-digit code' },
    });
  });

  it('sends at most three codes per address in fifteen minutes', async () => {
    await signUp('limit@example.com'); // the first code
    expect((await post(app(), '/api/ClientUser/ResendOtp', { email: 'limit@example.com' })).statusCode).toBe(200);
    expect((await post(app(), '/api/ClientUser/ResendOtp', { email: 'limit@example.com' })).statusCode).toBe(200);
    const fourth = await post(app(), '/api/ClientUser/ResendOtp', { email: 'limit@example.com' });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.body.message).toMatch(
      /^Too many codes asked for\. We send at most 3 in 15 minutes; you can ask for the next one in \d+ minutes?\.$/,
    );
  });

  it('a log-in to an unconfirmed account reuses the working code, says when it was sent, and uses up no resend', async () => {
    const email = 'login-codes@example.com';
    // From an address of its own: the route limit of 30 a minute is per address.
    const postFrom = async (url: string, payload: object) => {
      const response = await app().inject({ method: 'POST', url, payload, remoteAddress: '198.51.100.19' });
      return { statusCode: response.statusCode, body: response.json() };
    };
    await postFrom('/api/ClientUser/CreateClientUser', {
      firstname: 'Tobi',
      lastname: 'Adewale',
      email,
      phoneNumber: nextPhone(),
      password: 'Bright-Panel-77',
    });
    const mails = async () =>
      (await get(app(), `/api/dev/outbox?to=${encodeURIComponent(email)}&limit=100`)).body.data.length as number;
    const logIn = () => postFrom('/api/ClientUser/Login', { email, password: 'Bright-Panel-77' });
    const killCode = async () => {
      const right = await latestCode(app(), email);
      const wrong = right === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) await postFrom('/api/ClientUser/ConfirmUserAccount', { email, token: wrong });
    };

    // The sign-up's code still works: logging in twice sends nothing new and names the time it was sent.
    const first = await logIn();
    expect(first).toMatchObject({ statusCode: 403, body: { code: 'ACCOUNT_NOT_CONFIRMED' } });
    expect(Number.isNaN(Date.parse(first.body.codeSentAt))).toBe(false);
    expect((await logIn()).body.codeSentAt).toBe(first.body.codeSentAt);
    expect(await mails()).toBe(1);

    // A dead code: each log-in sends a new one by itself, and says so.
    for (let round = 0; round < 2; round++) {
      await killCode();
      const again = await logIn();
      expect(Date.parse(again.body.codeSentAt)).toBeGreaterThanOrEqual(Date.parse(first.body.codeSentAt));
      expect(await mails()).toBe(2 + round);
    }

    // Those two were not asked for: with the sign-up's, the person still has two resends in the 15 minutes.
    expect((await postFrom('/api/ClientUser/ResendOtp', { email })).statusCode).toBe(200);
    expect((await postFrom('/api/ClientUser/ResendOtp', { email })).statusCode).toBe(200);
    expect((await postFrom('/api/ClientUser/ResendOtp', { email })).statusCode).toBe(429);
    const code = await latestCode(app(), email);
    expect((await postFrom('/api/ClientUser/ConfirmUserAccount', { email, token: code })).statusCode).toBe(200);
  });
});

describe('login', () => {
  it('answers the session for the right password and one message for any wrong one', async () => {
    const session = await login(app(), 'customer@demo.imole.ng', DEMO);
    expect(session.user).toMatchObject({ userRole: 1 });
    const wrongPassword = await post(app(), '/api/ClientUser/Login', {
      email: 'customer@demo.imole.ng',
      password: 'nope-nope-nope',
    });
    const noAccount = await post(app(), '/api/ClientUser/Login', {
      email: 'nobody@example.com',
      password: 'nope-nope-nope',
    });
    expect(wrongPassword).toMatchObject({
      statusCode: 401,
      body: { message: 'The e-mail address or password is not correct.' },
    });
    expect(noAccount.body).toEqual(wrongPassword.body);
  });

  it('asks an unconfirmed account for its code, and a self-registered staff member to wait for an admin', async () => {
    await signUp('unconfirmed@example.com');
    expect(
      await post(app(), '/api/ClientUser/Login', { email: 'unconfirmed@example.com', password: 'Bright-Panel-77' }),
    ).toMatchObject({
      statusCode: 403,
      body: {
        code: 'ACCOUNT_NOT_CONFIRMED',
        message: 'Confirm your e-mail address first: enter the 6-digit code we sent you.',
      },
    });

    const staff = await post(app(), '/api/ClientUser/SupportUserSelfCreation', {
      firstname: 'Sade',
      lastname: 'Lawal',
      email: 'sade@example.com',
      phoneNumber: nextPhone(),
      password: 'Quiet-Inverter-9',
    });
    expect(staff.statusCode).toBe(201);
    const confirmed = await post(app(), '/api/ClientUser/ConfirmUserAccount', {
      email: 'sade@example.com',
      token: await latestCode(app(), 'sade@example.com'),
    });
    expect(confirmed.body).toEqual({
      status: true,
      message: 'Your e-mail address is confirmed. An administrator will activate your account; we will let you know.',
    });
    expect(
      await post(app(), '/api/ClientUser/Login', { email: 'sade@example.com', password: 'Quiet-Inverter-9' }),
    ).toMatchObject({
      statusCode: 403,
      body: { code: 'ACCOUNT_INACTIVE', message: 'Your account is waiting for an administrator to activate it.' },
    });
    expect(
      (await post(app(), '/api/ClientUser/Login', { email: 'sade@example.com', password: 'Quiet-Inverter-9' })).body,
    ).not.toHaveProperty('codeSentAt');

    const admin = await login(app(), 'admin@demo.imole.ng', DEMO);
    const waiting = await get(app(), '/api/ClientUser/GetSupportUsers?IsActive=false', admin.token);
    const sade = waiting.body.data.find((u: { email: string }) => u.email === 'sade@example.com');
    expect(sade).toMatchObject({ isActive: false, userRole: 2 });
    expect(
      (await post(app(), '/api/ClientUser/SetUserActiveStatus', { userId: sade.id, isActive: true }, admin.token))
        .statusCode,
    ).toBe(200);
    expect(
      (await post(app(), '/api/ClientUser/Login', { email: 'sade@example.com', password: 'Quiet-Inverter-9' }))
        .statusCode,
    ).toBe(200);

    // Deactivated later: told so, and whom to ask, not that the account waits for its first activation.
    await post(app(), '/api/ClientUser/SetUserActiveStatus', { userId: sade.id, isActive: false }, admin.token);
    const deactivated = await post(app(), '/api/ClientUser/Login', {
      email: 'sade@example.com',
      password: 'Quiet-Inverter-9',
    });
    expect(deactivated.statusCode).toBe(403);
    expect(deactivated.body.message).toMatch(
      /^Your account was deactivated by [^.]+\. Ask [^.]+ or another Imole administrator to activate it again\.$/,
    );
  });

  it('throttles an account after five failures with a message that says when to try again', async () => {
    await signUpCustomer(app(), 'throttle@example.com', 'Right-Password-42');
    for (let i = 0; i < 5; i++)
      await post(app(), '/api/ClientUser/Login', { email: 'throttle@example.com', password: `wrong-${i}-password` });
    const blocked = await post(app(), '/api/ClientUser/Login', {
      email: 'throttle@example.com',
      password: 'Right-Password-42',
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed attempts\. Try again in \d+ minutes\.$/);
    offsetMs = 16 * 60 * 1000;
    try {
      expect(
        (await post(app(), '/api/ClientUser/Login', { email: 'throttle@example.com', password: 'Right-Password-42' }))
          .statusCode,
      ).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('refresh tokens', () => {
  it('rotates, and a reused token ends every session of that login', async () => {
    const session = await signUpCustomer(app(), 'rotate@example.com');
    const first = await post(app(), '/api/ClientUser/RefreshUserToken', {
      userId: session.user.id,
      refreshToken: session.refreshToken,
    });
    expect(first.statusCode).toBe(200);
    expect(first.body.refreshToken).not.toBe(session.refreshToken);

    const second = await post(app(), '/api/ClientUser/RefreshUserToken', {
      userId: session.user.id,
      refreshToken: first.body.refreshToken,
    });
    expect(second.statusCode).toBe(200);

    // The first token again, after the grace window: reuse. It fails, and so does the newest token of the same login.
    offsetMs = 21_000;
    const reused = await post(app(), '/api/ClientUser/RefreshUserToken', {
      userId: session.user.id,
      refreshToken: session.refreshToken,
    });
    expect(reused).toMatchObject({
      statusCode: 401,
      body: { message: 'Your session has ended. Please log in again.' },
    });
    const newest = await post(app(), '/api/ClientUser/RefreshUserToken', {
      userId: session.user.id,
      refreshToken: second.body.refreshToken,
    });
    offsetMs = 0;
    expect(newest.statusCode).toBe(401);
  });

  it('reads the refresh token from the httpOnly cookie, and logout revokes it', async () => {
    const session = await signUpCustomer(app(), 'cookie@example.com');
    const viaCookie = await app().inject({
      method: 'POST',
      url: '/api/ClientUser/RefreshUserToken',
      payload: { userId: session.user.id },
      cookies: { imole_refresh: session.refreshToken },
    });
    expect(viaCookie.statusCode).toBe(200);
    const current = viaCookie.json().refreshToken as string;
    const out = await app().inject({
      method: 'POST',
      url: '/api/ClientUser/Logout',
      payload: {},
      cookies: { imole_refresh: current },
    });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'imole_refresh')?.value).toBe('');
    expect((await post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken: current })).statusCode).toBe(401);
  });

  it('refuses another user id with a valid token, and ends a login after its absolute lifetime', async () => {
    const session = await signUpCustomer(app(), 'lifetime@example.com');
    expect(
      (
        await post(app(), '/api/ClientUser/RefreshUserToken', {
          userId: session.user.id + 1000,
          refreshToken: session.refreshToken,
        })
      ).statusCode,
    ).toBe(401);
    offsetMs = 31 * 24 * 60 * 60 * 1000;
    try {
      expect(
        (await post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken: session.refreshToken })).statusCode,
      ).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('passwords', () => {
  it('resets a forgotten password without telling strangers who has an account', async () => {
    const session = await signUpCustomer(app(), 'forgot@example.com', 'Old-Password-2026');
    const known = await post(app(), '/api/ClientUser/ResetPasswordRequest', { email: 'forgot@example.com' });
    const unknown = await post(app(), '/api/ClientUser/ResetPasswordRequest', { email: 'stranger@example.com' });
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe('If an account uses that address, we have sent it a 6-digit code.');

    const code = await latestCode(app(), 'forgot@example.com');
    expect(
      (await post(app(), '/api/ClientUser/ConfirmResetPasswordToken', { email: 'forgot@example.com', token: code }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(app(), '/api/ClientUser/ResetPassword', {
          email: 'forgot@example.com',
          token: code,
          password: 'qwerty123',
        })
      ).body.message,
    ).toBe('This password is too common. Choose one that is harder to guess');
    const reset = await post(app(), '/api/ClientUser/ResetPassword', {
      email: 'forgot@example.com',
      token: code,
      password: 'New-Password-2026',
    });
    expect(reset).toMatchObject({
      statusCode: 200,
      body: { message: 'Your password has been changed. Log in with your new password.' },
    });
    expect(
      (
        await post(app(), '/api/ClientUser/ResetPassword', {
          email: 'forgot@example.com',
          token: code,
          password: 'Another-One-2026',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await post(app(), '/api/ClientUser/Login', { email: 'forgot@example.com', password: 'Old-Password-2026' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(app(), '/api/ClientUser/Login', { email: 'forgot@example.com', password: 'New-Password-2026' }))
        .statusCode,
    ).toBe(200);
    // Resetting ended the old sessions.
    expect(
      (await post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
  });

  it('changes the password of a signed-in user, checking the current one, and logs other devices out', async () => {
    const phone = await signUpCustomer(app(), 'change@example.com', 'First-Password-1');
    const laptop = await login(app(), 'change@example.com', 'First-Password-1');
    expect(
      await post(
        app(),
        '/api/ClientUser/ChangePassword',
        { oldPassword: 'not-it-at-all', newPassword: 'Second-Password-2' },
        phone.token,
      ),
    ).toMatchObject({
      statusCode: 400,
      body: { message: 'Your current password is not correct.' },
    });
    expect(
      await post(
        app(),
        '/api/ClientUser/ChangePassword',
        { oldPassword: 'First-Password-1', newPassword: 'First-Password-1' },
        phone.token,
      ),
    ).toMatchObject({
      statusCode: 400,
      body: { message: 'Your new password is the same as your current one. Choose a different password.' },
    });
    expect(
      (
        await post(
          app(),
          '/api/ClientUser/ChangePassword',
          { oldPassword: 'First-Password-1', newPassword: 'Second-Password-2' },
          phone.token,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (await post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken: laptop.refreshToken })).statusCode,
    ).toBe(401);
    expect(
      (await post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken: phone.refreshToken })).statusCode,
    ).toBe(200);
  });
});

describe('staff invitations and activation', () => {
  it("an administrator's invitation uses up none of the invited person's own code requests (issue 19)", async () => {
    // From an address of its own: the route limit of 30 a minute is per address.
    const from = { remoteAddress: '198.51.100.31' };
    const admin = (
      await app().inject({
        method: 'POST',
        url: '/api/ClientUser/Login',
        payload: { email: 'admin@demo.imole.ng', password: DEMO },
        ...from,
      })
    ).json();
    const email = 'invited-resends@example.com';
    await post(
      app(),
      '/api/ClientUser/CreateSupportUser',
      { firstname: 'Uche', lastname: 'Eze', email, phoneNumber: nextPhone(), userRole: 2, isEngineer: true },
      admin.token,
    );
    const resend = async () =>
      (
        await app().inject({
          method: 'POST',
          url: '/api/ClientUser/ResendOtp',
          payload: { email },
          ...from,
        })
      ).statusCode;
    expect([await resend(), await resend(), await resend()]).toEqual([200, 200, 200]);
    expect(await resend()).toBe(429);
  });

  it('lets an admin invite an engineer, who sets a password with the code and is signed in', async () => {
    const admin = await login(app(), 'admin@demo.imole.ng', DEMO);
    const invited = await post(
      app(),
      '/api/ClientUser/CreateSupportUser',
      {
        firstname: 'Bello',
        lastname: 'Yusuf',
        email: 'bello@example.com',
        phoneNumber: nextPhone(),
        userRole: 2,
        isEngineer: true,
      },
      admin.token,
    );
    expect(invited).toMatchObject({
      statusCode: 200,
      body: { clientUser: { isEngineer: true, isFirstTimeUser: true } },
    });
    const mail = (await get(app(), '/api/dev/outbox?to=bello@example.com')).body.data[0];
    expect(mail.body).toContain('/set-password?email=bello%40example.com');

    const session = await post(app(), '/api/ClientUser/SetPassword', {
      email: 'bello@example.com',
      token: await latestCode(app(), 'bello@example.com'),
      password: 'Engineer-Pass-12',
    });
    expect(session).toMatchObject({
      statusCode: 200,
      body: { user: { userRole: 2, isEngineer: true, isFirstTimeUser: false } },
    });
    expect(
      (await post(app(), '/api/ClientUser/Login', { email: 'bello@example.com', password: 'Engineer-Pass-12' }))
        .statusCode,
    ).toBe(200);
  });

  it('ends every session of a deactivated user at once', async () => {
    const admin = await login(app(), 'admin@demo.imole.ng', DEMO);
    const support = await login(app(), 'support@demo.imole.ng', DEMO);
    expect((await get(app(), '/api/ClientUser/GetProfile', support.token)).statusCode).toBe(200);
    expect(
      (
        await post(
          app(),
          '/api/ClientUser/SetUserActiveStatus',
          { userId: support.user.id, isActive: false },
          admin.token,
        )
      ).statusCode,
    ).toBe(200);
    expect((await get(app(), '/api/ClientUser/GetProfile', support.token)).statusCode).toBe(401);
    expect(
      (await post(app(), '/api/ClientUser/RefreshUserToken', { refreshToken: support.refreshToken })).statusCode,
    ).toBe(401);
    await post(app(), '/api/ClientUser/SetUserActiveStatus', { userId: support.user.id, isActive: true }, admin.token);
    expect(
      await post(app(), '/api/ClientUser/SetUserActiveStatus', { userId: admin.user.id, isActive: false }, admin.token),
    ).toMatchObject({
      statusCode: 400,
      body: { message: 'You cannot change whether your own account is active.' },
    });
  });

  it('lists staff users by role, a page at a time, to support staff and admins only', async () => {
    const admin = await login(app(), 'admin@demo.imole.ng', DEMO);
    const support = await login(app(), 'support@demo.imole.ng', DEMO);
    const list = (query: string, token = admin.token) => get(app(), `/api/ClientUser/GetSupportUsers?${query}`, token);
    type StaffUser = { id: number; email: string; userRole: number; isEngineer: boolean };

    const supportStaff = await list('UserRole=2&PageIndex=1&PageSize=100');
    expect(supportStaff.statusCode).toBe(200);
    const people: StaffUser[] = supportStaff.body.data;
    expect(people.every((u) => u.userRole === 2)).toBe(true);
    const emails = people.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['support@demo.imole.ng', 'engineer@demo.imole.ng']));
    expect(emails).not.toContain('admin@demo.imole.ng');
    expect(people.find((u) => u.email === 'engineer@demo.imole.ng')?.isEngineer).toBe(true);
    expect(supportStaff.body).toMatchObject({ pageIndex: 1, pageSize: 100, totalCount: people.length, totalPages: 1 });
    expect(JSON.stringify(supportStaff.body)).not.toMatch(/password|argon2/i);

    // One at a time: the same people in the same order, page by page.
    const total = people.length;
    const first = await list('UserRole=2&PageIndex=1&PageSize=1');
    const second = await list('UserRole=2&PageIndex=2&PageSize=1');
    expect(first.body).toMatchObject({ pageIndex: 1, pageSize: 1, totalCount: total, totalPages: total });
    expect(first.body.data.map((u: StaffUser) => u.id)).toEqual([people[0]!.id]);
    expect(second.body).toMatchObject({ pageIndex: 2, pageSize: 1, totalCount: total });
    expect(second.body.data.map((u: StaffUser) => u.id)).toEqual([people[1]!.id]);
    expect((await list(`UserRole=2&PageIndex=${total + 1}&PageSize=1`)).body.data).toEqual([]);

    const admins = (await list('UserRole=3&PageIndex=1&PageSize=100', support.token)).body.data as StaffUser[];
    expect(admins.length).toBeGreaterThan(0);
    expect(admins.every((u) => u.userRole === 3)).toBe(true);
    expect(admins.map((u) => u.email)).toContain('admin@demo.imole.ng');

    // Only support staff and admins; a role that is not a staff role, or a page of nothing, is refused.
    for (const email of ['engineer@demo.imole.ng', 'customer@demo.imole.ng', 'agent@demo.imole.ng']) {
      const other = await login(app(), email, DEMO);
      expect((await list('UserRole=2&PageIndex=1&PageSize=20', other.token)).statusCode).toBe(403);
    }
    expect((await list('UserRole=4&PageIndex=1&PageSize=20')).statusCode).toBe(400);
    expect((await list('UserRole=2&PageIndex=0&PageSize=20')).statusCode).toBe(400);
    expect((await list('UserRole=2&PageIndex=1&PageSize=0')).statusCode).toBe(400);
  });

  it('makes a sales agent whose phone number must be unique', async () => {
    const agent = {
      firstname: 'Musa',
      lastname: 'Danjuma',
      email: 'musa@example.com',
      phoneNumber: '0705 555 0101',
      password: 'Agent-Password-9',
    };
    expect((await post(app(), '/api/ClientUser/SalesTeamUserSelfCreation', agent)).statusCode).toBe(201);
    const confirmed = await post(app(), '/api/ClientUser/ConfirmUserAccount', {
      email: 'musa@example.com',
      token: await latestCode(app(), 'musa@example.com'),
    });
    expect(confirmed.body.user).toMatchObject({ userRole: 4, phoneNumber: '07055550101' });
    // Once confirmed, the phone number (his referral code) is his alone.
    expect(
      await post(app(), '/api/ClientUser/SalesTeamUserSelfCreation', { ...agent, email: 'musa2@example.com' }),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'An account with this phone number already exists.' },
    });
  });
});

describe('profile and phone', () => {
  it('updates the profile, and a new e-mail address takes effect only with its code', async () => {
    const session = await signUpCustomer(app(), 'profile@example.com');
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');
    const updated = await post(
      app(),
      '/api/ClientUser/UpdateClientUser',
      {
        firstname: 'Amaka',
        lastname: 'Obi',
        email: 'amaka.new@example.com',
        phoneNumber: '0816 000 1111',
        image: `data:image/png;base64,${png}`,
        password: 'Sunny-Roof-2026',
      },
      session.token,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.body.clientUser).toMatchObject({
      firstname: 'Amaka',
      email: 'profile@example.com',
      pendingEmail: 'amaka.new@example.com',
      phoneNumber: '08160001111',
    });
    expect(updated.body.clientUser.image).toMatch(/^data:image\/png;base64,/);

    const code = await latestCode(app(), 'amaka.new@example.com');
    const confirmed = await post(app(), '/api/ClientUser/ConfirmEmailChange', { token: code }, session.token);
    expect(confirmed.body.clientUser).toMatchObject({ email: 'amaka.new@example.com', pendingEmail: null });
    expect(
      (await post(app(), '/api/ClientUser/Login', { email: 'amaka.new@example.com', password: 'Sunny-Roof-2026' }))
        .statusCode,
    ).toBe(200);
  });

  it('tells a signed-in person that an address or number belongs to another account, not to log in', async () => {
    await signUpCustomer(app(), 'owner-of-it@example.com');
    const owner = (
      await get(
        app(),
        '/api/ClientUser/GetProfile',
        (await login(app(), 'owner-of-it@example.com', 'Sunny-Roof-2026')).token,
      )
    ).body.clientUser;
    const session = await signUpCustomer(app(), 'wants-it@example.com');
    const me = { firstname: 'Ngozi', lastname: 'Eze', email: 'wants-it@example.com', phoneNumber: nextPhone() };
    expect(
      await post(
        app(),
        '/api/ClientUser/UpdateClientUser',
        { ...me, email: 'owner-of-it@example.com', password: 'Sunny-Roof-2026' },
        session.token,
      ),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'This e-mail address belongs to another Imole account. Use a different address.' },
    });
    expect(
      await post(app(), '/api/ClientUser/UpdateClientUser', { ...me, phoneNumber: owner.phoneNumber }, session.token),
    ).toMatchObject({
      statusCode: 409,
      body: { message: 'This phone number belongs to another Imole account. Use a different number.' },
    });
  });

  it('checks a photo by its content, not its name', async () => {
    const session = await signUpCustomer(app(), 'photo@example.com');
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    expect(
      await post(
        app(),
        '/api/ClientUser/UpdateClientUser',
        { firstname: 'A', lastname: 'B', email: 'photo@example.com', phoneNumber: nextPhone(), image: fake },
        session.token,
      ),
    ).toMatchObject({ statusCode: 415, body: { message: 'The photo must be a PNG, JPEG or WebP image.' } });
  });

  it('confirms the phone number with a code sent by SMS', async () => {
    const session = await signUpCustomer(app(), 'sms@example.com');
    const profile = (await get(app(), '/api/ClientUser/GetProfile', session.token)).body.clientUser;
    expect(profile.phoneConfirmed).toBe(false);
    expect((await post(app(), '/api/Utility/SendClientUserSmsOtp', {}, session.token)).statusCode).toBe(200);
    const international = `234${profile.phoneNumber.slice(1)}`;
    const code = await latestCode(app(), international);
    expect(
      await post(
        app(),
        '/api/Utility/ConfirmPhoneOtp',
        { otp: code === '000000' ? '111111' : '000000' },
        session.token,
      ),
    ).toMatchObject({ statusCode: 400 });
    expect((await post(app(), '/api/Utility/ConfirmPhoneOtp', { otp: code }, session.token)).statusCode).toBe(200);
    expect((await get(app(), '/api/ClientUser/GetProfile', session.token)).body.clientUser.phoneConfirmed).toBe(true);
  });
});
