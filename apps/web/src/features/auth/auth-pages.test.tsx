/**
 * The account pages through the real route table, guards and layouts, with a fake server at the network boundary
 * (global fetch). What is checked is what a person sees and where they end up.
 */
import { accountMessages } from '@imole/domain/accounts';
import { UserRole } from '@imole/domain/roles';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../app/providers.tsx';
import { buildRoutes } from '../../app/router.tsx';
import { getSession } from '../../lib/session.ts';
import { makeUser, signIn } from '../../test/users.ts';

type Reply = { status?: number; body: Record<string, unknown> };
type Handler = (body: Record<string, unknown>) => Reply;

/** Answers POST /api/<path> with the handler for <path>; records every call. */
function fakeServer(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace(/^\/api\//, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    calls.push({ path, body });
    const handler = handlers[path];
    const reply = handler
      ? handler(body)
      : { status: 404, body: { status: false, message: `No fake for ${path}`, code: 'NOT_FOUND' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, called: (path: string) => calls.filter((call) => call.path === path) };
}

const ok = (fields: Record<string, unknown> = {}, message = 'Done'): Reply => ({
  body: { status: true, message, ...fields },
});
const fail = (status: number, code: string, message: string): Reply => ({
  status,
  body: { status: false, message, code },
});
const session = (overrides: Parameters<typeof makeUser>[0] = {}): Reply =>
  ok({ token: 'jwt-1', refreshToken: 'r-1', tokenExpiry: '2030-01-01T00:00:00.000Z', user: makeUser(overrides) });

const WRONG_CODE = 'That code is not correct. Check it and try again.';

/** Answers a confirmation: the right code signs in (or only confirms), any other is "not correct". */
const confirmWith =
  (right: string, reply: Reply = session()): Handler =>
  (body) =>
    body.token === right ? reply : fail(400, 'CODE_INVALID', WRONG_CODE);

function renderAt(path: string) {
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  const here = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, here };
}

const codeBoxes = () => within(screen.getByRole('group')).getAllByRole('textbox') as HTMLInputElement[];

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const boxes = codeBoxes();
  await user.click(boxes[0]!);
  for (let index = 0; index < boxes.length; index += 1) await user.keyboard('{Backspace}');
  await user.click(codeBoxes()[0]!);
  await user.keyboard(code);
}

// The pages are lazy routes: their modules load once here, not inside the first test's one-second wait (on a busy
// machine that first import alone took longer).
beforeAll(async () => {
  await Promise.all([import('./login-page.tsx'), import('./register-page.tsx'), import('./reset-password-page.tsx')]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Fakes only the countdown's clock (Testing Library's own waits use setTimeout). */
const fakeCountdownClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });

/** The 59 seconds of "Resend in 0:59" go by. */
async function passTheWait() {
  vi.setSystemTime(Date.now() + 60_000);
  await act(async () => vi.advanceTimersByTime(1000));
}

describe('/login', () => {
  it('shows the shared messages for an empty form and calls nothing', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderAt('/login');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(accountMessages.email)).toBeTruthy();
    expect(screen.getByText(accountMessages.password)).toBeTruthy();
    expect(screen.getByLabelText('E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
  });

  it('signs in and goes to the wanted path of the redirect query', async () => {
    const server = fakeServer({ 'ClientUser/Login': () => session() });
    const user = userEvent.setup();
    const { here } = renderAt('/login?redirect=%2Fpayment-history%3Fpage%3D2');
    await user.type(await screen.findByLabelText('E-mail address'), '  Ada@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(here()).toBe('/payment-history?page=2'));
    expect(server.called('ClientUser/Login')[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse battery',
    });
    expect(getSession()?.token).toBe('jwt-1');
    expect(JSON.stringify(window.sessionStorage)).not.toContain('r-1'); // never the refresh token
  });

  it.each([
    ['a customer', { userRole: UserRole.Customer }, '/dashboard'],
    ['an admin', { userRole: UserRole.Admin }, '/get-requests'],
    ['a sales agent', { userRole: UserRole.SalesAgent }, '/sales-dashboard'],
    ['a coordinator', { userRole: UserRole.SalesAgent, isCoordinator: true }, '/cordinator-dashboard'],
  ] as const)('sends %s home when there is no redirect', async (_, role, home) => {
    fakeServer({ 'ClientUser/Login': () => session(role) });
    const user = userEvent.setup();
    const { here } = renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe(home));
  });

  it('ignores a redirect that leaves the app', async () => {
    fakeServer({ 'ClientUser/Login': () => session() });
    const user = userEvent.setup();
    const { here } = renderAt(`/login?redirect=${encodeURIComponent('//evil.example/steal')}`);
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });

  it("shows the server's message for a wrong password, until dismissed", async () => {
    const message = 'The e-mail address or password is not correct.';
    fakeServer({ 'ClientUser/Login': () => fail(401, 'UNAUTHENTICATED', message) });
    const user = userEvent.setup();
    const { here } = renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(message);
    expect(here()).toBe('/login');
    expect(getSession()).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows and hides the password', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderAt('/login');
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('type')).toBe('password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.getAttribute('type')).toBe('text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.getAttribute('type')).toBe('password');
  });

  it('prefills the e-mail address and passes it on to "Forgot password?"', async () => {
    fakeServer({});
    const user = userEvent.setup();
    renderAt('/login?email=ada%40example.com');
    const email = (await screen.findByLabelText('E-mail address')) as HTMLInputElement;
    expect(email.value).toBe('ada@example.com');
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/reset-password?email=ada%40example.com',
    );
    await user.clear(email);
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/reset-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register');
  });

  it('confirms an account that was never confirmed, then signs in', async () => {
    const notConfirmed = 'Confirm your e-mail address first: enter the 6-digit code we sent you.';
    const server = fakeServer({
      'ClientUser/Login': () => fail(403, 'ACCOUNT_NOT_CONFIRMED', notConfirmed),
      'ClientUser/ConfirmUserAccount': confirmWith('424242'),
    });
    const user = userEvent.setup();
    const { here } = renderAt('/login?redirect=%2Fsettings');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Confirm your e-mail address' })).toBeTruthy();
    expect(screen.getByText(notConfirmed)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull(); // not an error: the next step
    expect(document.activeElement).toBe(codeBoxes()[0]);

    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_CODE);
    for (const box of codeBoxes()) expect(box.getAttribute('aria-invalid')).toBe('true');

    await typeCode(user, '424242');
    for (const box of codeBoxes()) expect(box.getAttribute('aria-invalid')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(here()).toBe('/settings'));
    expect(server.called('ClientUser/ConfirmUserAccount').map((call) => call.body)).toEqual([
      { email: 'ada@example.com', token: '111111' },
      { email: 'ada@example.com', token: '424242' },
    ]);
  });

  it('says when the code to enter was sent, and waits 59 seconds from then before "Resend now" (issue 19)', async () => {
    fakeCountdownClock();
    const notConfirmed = 'Confirm your e-mail address first: enter the 6-digit code we sent you.';
    let sentAt = new Date(Date.now() - 20_000).toISOString();
    fakeServer({
      'ClientUser/Login': () => ({
        status: 403,
        body: { ...fail(403, 'ACCOUNT_NOT_CONFIRMED', notConfirmed).body, codeSentAt: sentAt },
      }),
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByText(/^We sent it at/)).toBeTruthy();
    expect(screen.getByRole('time').getAttribute('dateTime')).toBe(sentAt);
    const wait = screen.getByRole('button', { name: /^Resend in 0:(39|40)$/ });
    expect(wait.getAttribute('aria-disabled')).toBe('true');

    // A code sent five minutes ago (it still works): no wait.
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    sentAt = new Date(Date.now() - 5 * 60_000).toISOString();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Resend now' })).toBeTruthy();
  });

  it('drops the last refusal once the person edits, so it never sits beside a new check (issue 19)', async () => {
    fakeServer({
      'ClientUser/Login': () => fail(401, 'UNAUTHENTICATED', 'The e-mail address or password is not correct.'),
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The e-mail address or password is not correct.');
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([accountMessages.password]),
    );
  });

  it('goes back from the code step to the form', async () => {
    fakeServer({
      'ClientUser/Login': () => fail(403, 'ACCOUNT_NOT_CONFIRMED', 'Confirm your e-mail address first.'),
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(((await screen.findByLabelText('E-mail address')) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('asks for a 6-digit code before calling the server', async () => {
    const server = fakeServer({
      'ClientUser/Login': () => fail(403, 'ACCOUNT_NOT_CONFIRMED', 'Confirm your e-mail address first.'),
    });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('heading', { name: 'Confirm your e-mail address' });
    await user.keyboard('123');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(screen.getByRole('alert').textContent).toBe(accountMessages.code);
    expect(codeBoxes()[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(server.called('ClientUser/ConfirmUserAccount')).toEqual([]);
  });

  it('sends a signed-in person away from the login page', async () => {
    signIn({ userRole: UserRole.Customer });
    fakeServer({});
    const { here } = renderAt('/login');
    await waitFor(() => expect(here()).toBe('/dashboard'));
  });
});

describe('a tab opened without a session (issue 19)', () => {
  afterEach(() => localStorage.clear());

  it('takes up the login this browser holds (the refresh cookie) and opens the page asked for', async () => {
    localStorage.setItem('imole.signedInHere', '1');
    const server = fakeServer({ 'ClientUser/RefreshUserToken': () => session({ firstname: 'Ada' }) });
    const { here } = renderAt('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    expect(here()).toBe('/settings');
    expect(getSession()?.user.firstname).toBe('Ada');
    expect(server.called('ClientUser/RefreshUserToken')[0]?.body).toEqual({});
  });

  it('goes to login when the cookie is refused, and asks no more', async () => {
    localStorage.setItem('imole.signedInHere', '1');
    const server = fakeServer({
      'ClientUser/RefreshUserToken': () => fail(401, 'UNAUTHENTICATED', 'Your session has ended. Please log in again.'),
    });
    const { here } = renderAt('/settings');
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fsettings'));
    expect(localStorage.getItem('imole.signedInHere')).toBeNull();
    expect(server.calls).toHaveLength(1);
  });

  it('asks nothing of a browser that never signed in', async () => {
    const server = fakeServer({});
    const { here } = renderAt('/settings');
    await waitFor(() => expect(here()).toBe('/login?redirect=%2Fsettings'));
    expect(server.calls).toEqual([]);
  });

  it('remembers a log-in for the next tab', async () => {
    fakeServer({ 'ClientUser/Login': () => session() });
    const user = userEvent.setup();
    renderAt('/login');
    await user.type(await screen.findByLabelText('E-mail address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(localStorage.getItem('imole.signedInHere')).toBe('1'));
  });
});

describe('/register', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>, extra: { referral?: string } = {}) {
    await user.type(await screen.findByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.type(screen.getByLabelText('E-mail address'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Phone number'), '+234 803 123 4567');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    if (extra.referral) await user.type(screen.getByLabelText('Referral code (optional)'), extra.referral);
  }

  it('shows the shared messages, first failure per field', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderAt('/register');
    await user.type(await screen.findByLabelText('Phone number'), '12345');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Referral code (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(accountMessages.firstname)).toBeTruthy();
    expect(screen.getByText(accountMessages.lastname)).toBeTruthy();
    expect(screen.getByText(accountMessages.email)).toBeTruthy();
    expect(screen.getByText(accountMessages.phoneInvalid)).toBeTruthy();
    expect(screen.getByText(accountMessages.passwordShort)).toBeTruthy();
    expect(screen.getByText(accountMessages.referralCode)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(server.calls).toEqual([]);
  });

  it('signs up with the code sent by e-mail: a wrong code turns the boxes red, the right one signs in', async () => {
    fakeCountdownClock();
    const server = fakeServer({
      'ClientUser/CreateClientUser': () => ok({}, 'Account created.'),
      'ClientUser/ConfirmUserAccount': confirmWith('135790'),
      'ClientUser/ResendOtp': () => ok({}, 'If that account is waiting for a code, we have sent a new one.'),
    });
    const user = userEvent.setup();
    const { here } = renderAt('/register?ref=0803%20000%201111');
    expect(((await screen.findByLabelText('Referral code (optional)')) as HTMLInputElement).value).toBe(
      '0803 000 1111',
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(screen.getByText('ada@example.com').closest('p')?.textContent).toBe(
      'Enter the 6-digit code we sent to ada@example.com.',
    );
    expect(server.called('ClientUser/CreateClientUser')[0]?.body).toEqual({
      firstname: 'Ada',
      lastname: 'Obi',
      email: 'ada@example.com',
      phoneNumber: '08031234567',
      password: 'correct horse battery',
      referralCode: '08030001111',
    });

    // The first code was just sent: the page says when, and the wait runs from it (issue 19).
    expect(screen.getByText(/^We sent it at/).textContent).toMatch(/^We sent it at .+\. It works for 10 minutes\.$/);
    expect(screen.getByRole('button', { name: /Resend in 0:5\d/ }).getAttribute('aria-disabled')).toBe('true');
    await passTheWait();
    await user.click(screen.getByRole('button', { name: 'Resend now' }));
    expect(await screen.findByText('If that account is waiting for a code, we have sent a new one.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in 0:5\d/ })).toBeTruthy();
    expect(server.called('ClientUser/ResendOtp')[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(screen.getByText(/^We sent a new code at/)).toBeTruthy();

    await typeCode(user, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_CODE);
    for (const box of codeBoxes()) expect(box.getAttribute('aria-invalid')).toBe('true');

    await typeCode(user, '135790');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(here()).toBe('/dashboard'));
    expect(getSession()?.user.email).toBe('ada@example.com');
  });

  it("shows the server's message when the e-mail address is taken", async () => {
    const taken = 'An account with this email address already exists. Log in instead, or reset your password.';
    fakeServer({ 'ClientUser/CreateClientUser': () => fail(409, 'CONFLICT', taken) });
    const user = userEvent.setup();
    renderAt('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(taken);
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
  });

  it('keeps what was typed when going back from the code step', async () => {
    const server = fakeServer({ 'ClientUser/CreateClientUser': () => ok() });
    const user = userEvent.setup();
    renderAt('/register');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(((await screen.findByLabelText('First name')) as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Phone number') as HTMLInputElement).value).toBe('+234 803 123 4567');
    expect(screen.getByRole('link', { name: 'Login instead' }).getAttribute('href')).toBe('/login');

    // The same address again: straight back to its code, not a second sign-up ("already exists").
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeTruthy();
    expect(server.called('ClientUser/CreateClientUser')).toHaveLength(1);
  });
});

describe('/support-register', () => {
  it('ends on the waiting-for-an-administrator screen, without signing in', async () => {
    const waiting =
      'Your e-mail address is confirmed. An administrator will activate your account; we will let you know.';
    const server = fakeServer({
      'ClientUser/SupportUserSelfCreation': () => ok(),
      'ClientUser/ConfirmUserAccount': confirmWith('222222', ok({}, waiting)),
    });
    const user = userEvent.setup();
    const { here } = renderAt('/support-register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create a staff account' })).toBeTruthy();
    expect(screen.queryByLabelText('Referral code (optional)')).toBeNull();
    await user.type(screen.getByLabelText('First name'), 'Tunde');
    await user.type(screen.getByLabelText('Last name'), 'Bello');
    await user.type(screen.getByLabelText('E-mail address'), 'tunde@example.com');
    await user.type(screen.getByLabelText('Phone number'), '08091112222');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(server.called('ClientUser/SupportUserSelfCreation')[0]?.body).toEqual({
      firstname: 'Tunde',
      lastname: 'Bello',
      email: 'tunde@example.com',
      phoneNumber: '08091112222',
      password: 'correct horse battery',
    });

    await user.keyboard('222222');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Waiting for an administrator' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(waiting)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(getSession()).toBeNull();
    expect(here()).toBe('/support-register');
  });
});

describe('/sales-agent', () => {
  it('is a short landing page with the two ways in', async () => {
    fakeServer({});
    renderAt('/sales-agent');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Earn commission by referring customers' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/sales-agent/register');
    expect(screen.getByRole('link', { name: 'Login instead' }).getAttribute('href')).toBe('/login');
  });

  it('signs an agent up and sends them to the sales dashboard', async () => {
    const server = fakeServer({
      'ClientUser/SalesTeamUserSelfCreation': () => ok(),
      'ClientUser/ConfirmUserAccount': confirmWith('333333', session({ userRole: UserRole.SalesAgent })),
    });
    const user = userEvent.setup();
    const { here } = renderAt('/sales-agent/register');
    expect(await screen.findByText(/Your phone number becomes your referral code/)).toBeTruthy();
    expect(screen.queryByLabelText('Referral code (optional)')).toBeNull();
    await user.type(screen.getByLabelText('First name'), 'Chika');
    await user.type(screen.getByLabelText('Last name'), 'Eze');
    await user.type(screen.getByLabelText('E-mail address'), 'chika@example.com');
    await user.type(screen.getByLabelText('Phone number'), '0705 222 3333');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByRole('heading', { name: 'Check your e-mail' });
    expect(server.called('ClientUser/SalesTeamUserSelfCreation')[0]?.body).toMatchObject({
      phoneNumber: '07052223333',
    });
    await user.keyboard('333333');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    await waitFor(() => expect(here()).toBe('/sales-dashboard'));
  });
});

describe('/reset-password', () => {
  it('goes e-mail -> code -> new password -> done, then to login with the address filled in', async () => {
    fakeCountdownClock();
    const neutral = 'If an account uses that address, we have sent it a 6-digit code.';
    const server = fakeServer({
      'ClientUser/ResetPasswordRequest': () => ok({}, neutral),
      'ClientUser/ConfirmResetPasswordToken': confirmWith('654321', ok({}, 'Code confirmed.')),
      'ClientUser/ResetPassword': () => ok({}, 'Your password has been changed. Log in with your new password.'),
    });
    const user = userEvent.setup();
    const { here } = renderAt('/reset-password?email=ada%40example.com');

    // The layout's title is the page's h1; the steps are h2.
    expect(await screen.findByRole('heading', { level: 2, name: 'Forgot your password?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset password' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Enter the code' })).toBeTruthy();
    expect(screen.getByText(neutral)).toBeTruthy();
    expect(screen.getByRole('button', { name: /Resend in 0:5\d/ })).toBeTruthy();
    await passTheWait();
    await user.click(screen.getByRole('button', { name: 'Resend now' }));
    await waitFor(() => expect(server.called('ClientUser/ResetPasswordRequest')).toHaveLength(2));

    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_CODE);
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a new password' })).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new secreT');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText(accountMessages.passwordMismatch)).toBeTruthy();
    expect(server.called('ClientUser/ResetPassword')).toEqual([]);

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Password changed' })).toBeTruthy();
    expect(screen.getByText('Your password has been changed. Log in with your new password.')).toBeTruthy();
    expect(server.called('ClientUser/ResetPassword')[0]?.body).toEqual({
      email: 'ada@example.com',
      token: '654321',
      password: 'a brand new secret',
    });

    await user.click(screen.getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(here()).toBe('/login?email=ada%40example.com'));
    expect(((await screen.findByLabelText('E-mail address')) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('offers "Send a new code" in place of "Confirm code" once the code is dead (too many wrong tries)', async () => {
    const dead = 'Too many wrong tries for this code. Ask for a new one.';
    let sent = 0;
    const server = fakeServer({
      'ClientUser/ResetPasswordRequest': () => ok({}, ++sent === 1 ? 'Sent.' : 'We have sent a new 6-digit code.'),
      'ClientUser/ConfirmResetPasswordToken': (body) =>
        body.token === '654321' ? ok({}, 'Code confirmed.') : fail(400, 'VALIDATION_FAILED', dead),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?email=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { level: 2, name: 'Enter the code' });
    await typeCode(user, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(dead);
    expect(screen.queryByRole('button', { name: 'Confirm code' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a new 6-digit code.')).toBeTruthy();
    expect(server.called('ClientUser/ResetPasswordRequest')).toHaveLength(2);
    // With a new code the step is as before.
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a new password' })).toBeTruthy();
  });

  it('checks the e-mail address before sending anything', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderAt('/reset-password');
    await user.type(await screen.findByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(accountMessages.emailInvalid)).toBeTruthy();
    expect(server.calls).toEqual([]);
  });

  it('steps back from the code to the e-mail address with the back button', async () => {
    fakeServer({ 'ClientUser/ResetPasswordRequest': () => ok({}, 'Sent.') });
    const user = userEvent.setup();
    renderAt('/reset-password?email=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { name: 'Enter the code' });
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Forgot your password?' })).toBeTruthy();
  });
});

describe('/reset-password when too many codes were asked for (issue 19)', () => {
  const tooMany =
    'Too many codes asked for. We send at most 3 in 15 minutes; you can ask for the next one in 12 minutes.';

  it('says so on "Send code", and leads on to enter the last code sent', async () => {
    const server = fakeServer({
      'ClientUser/ResetPasswordRequest': () => fail(429, 'RATE_LIMITED', tooMany),
      'ClientUser/ConfirmResetPasswordToken': confirmWith('654321', ok({}, 'Code confirmed.')),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?email=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toContain(tooMany);

    await user.click(screen.getByRole('button', { name: 'Enter a code I already have' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Enter the code' })).toBeTruthy();
    expect(screen.getByText(/Enter the last code we sent to that address/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend now' })).toBeTruthy();
    await typeCode(user, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose a new password' })).toBeTruthy();
    expect(server.called('ClientUser/ResetPasswordRequest')).toHaveLength(1);
  });

  it('says so on "Resend now", and the link comes back', async () => {
    fakeCountdownClock();
    let calls = 0;
    fakeServer({
      'ClientUser/ResetPasswordRequest': () =>
        ++calls === 1
          ? ok({}, 'If an account uses that address, we have sent it a 6-digit code.')
          : fail(429, 'RATE_LIMITED', tooMany),
    });
    const user = userEvent.setup();
    renderAt('/reset-password?email=ada%40example.com');
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    await screen.findByRole('heading', { level: 2, name: 'Enter the code' });
    await passTheWait();
    await user.click(screen.getByRole('button', { name: 'Resend now' }));
    expect((await screen.findByRole('alert')).textContent).toContain(tooMany);
    expect(screen.getByRole('button', { name: 'Resend now' })).toBeTruthy();
    expect(screen.queryByText(/^We sent a new code/)).toBeNull();
  });
});

describe('/set-password', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, code: string) {
    await user.click(codeBoxes()[0]!);
    await user.keyboard(code);
    await user.type(screen.getByLabelText('New password'), 'a brand new secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new secret');
  }

  it('sets the first password from the invitation and signs the person in at their home', async () => {
    const server = fakeServer({
      'ClientUser/SetPassword': (body) =>
        body.token === '777777'
          ? session({ userRole: UserRole.Support, isEngineer: true })
          : fail(400, 'CODE_INVALID', WRONG_CODE),
    });
    const user = userEvent.setup();
    const { here } = renderAt('/set-password?email=tunde%40example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    expect((screen.getByLabelText('E-mail address') as HTMLInputElement).value).toBe('tunde@example.com');

    await fill(user, '777770');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_CODE);
    for (const box of codeBoxes()) expect(box.getAttribute('aria-invalid')).toBe('true');

    await user.click(codeBoxes()[5]!);
    await user.keyboard('{Backspace}7');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    await waitFor(() => expect(here()).toBe('/installer-profile')); // an engineer's home
    expect(server.called('ClientUser/SetPassword')[1]?.body).toEqual({
      email: 'tunde@example.com',
      token: '777777',
      password: 'a brand new secret',
    });
    expect(getSession()?.user.userRole).toBe(UserRole.Support);
  });

  it('replaces whoever was signed in on the phone', async () => {
    signIn({ id: 99, userRole: UserRole.Customer });
    fakeServer({ 'ClientUser/SetPassword': () => session({ id: 5, userRole: UserRole.Admin }) });
    const user = userEvent.setup();
    const { here } = renderAt('/set-password?email=tunde%40example.com');
    await screen.findByRole('heading', { name: 'Welcome to Imole' });
    await fill(user, '777777');
    await user.click(screen.getByRole('button', { name: 'Set password and log in' }));
    await waitFor(() => expect(here()).toBe('/get-requests'));
    expect(getSession()?.user.id).toBe(5);
  });

  it('checks every field first, the code with the shared message', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderAt('/set-password');
    await user.click(await screen.findByRole('button', { name: 'Set password and log in' }));
    expect(await screen.findByText(accountMessages.email)).toBeTruthy();
    expect(screen.getByText(accountMessages.code)).toBeTruthy();
    expect(screen.getByText(accountMessages.password)).toBeTruthy();
    expect(codeBoxes()[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(server.calls).toEqual([]);
  });

  it('sends a new invitation code to the address in the form', async () => {
    const server = fakeServer({
      'ClientUser/ResendOtp': () => ok({}, 'If that account is waiting for a code, we have sent a new one.'),
    });
    const user = userEvent.setup();
    renderAt('/set-password?email=Tunde%40Example.com');
    await user.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText('If that account is waiting for a code, we have sent a new one.')).toBeTruthy();
    expect(server.called('ClientUser/ResendOtp')[0]?.body).toEqual({ email: 'tunde@example.com' });
    expect(screen.getByRole('button', { name: /Resend in 0:5\d/ })).toBeTruthy();
  });

  it('does not send a code without a valid address', async () => {
    const server = fakeServer({});
    const user = userEvent.setup();
    renderAt('/set-password');
    await user.click(await screen.findByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText(accountMessages.email)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send me a new code' })).toBeTruthy();
    expect(server.calls).toEqual([]);
  });
});
