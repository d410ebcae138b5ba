import type { FastifyInstance } from 'fastify';

/** The newest code e-mailed or texted to an address, read from the development outbox the way a person would. */
export async function latestCode(app: FastifyInstance, to: string): Promise<string> {
  const outbox = (
    await app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=1` })
  ).json();
  const body: string = outbox.data[0]?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

export async function post(app: FastifyInstance, url: string, payload: unknown, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    statusCode: response.statusCode,
    body: response.json(),
    headers: response.headers,
    cookies: response.cookies,
  };
}

export async function get(app: FastifyInstance, url: string, token?: string) {
  const response = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { statusCode: response.statusCode, body: response.json() };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  const response = await post(app, '/api/ClientUser/Login', { email, password });
  if (response.statusCode !== 200) throw new Error(`Login failed for ${email}: ${JSON.stringify(response.body)}`);
  return response.body as { token: string; refreshToken: string; user: { id: number; userRole: number } };
}

let phoneCounter = 0;
/** A fresh, valid Nigerian mobile number for each call in a test file. */
export function nextPhone(): string {
  phoneCounter += 1;
  return `0813${String(1_000_000 + phoneCounter)
    .slice(1)
    .padStart(7, '0')}`;
}

/** Signs a customer up and confirms the account through the outbox; answers the session. */
export async function signUpCustomer(app: FastifyInstance, email: string, password = 'Sunny-Roof-2026') {
  const created = await post(app, '/api/ClientUser/CreateClientUser', {
    firstname: 'Chiamaka',
    lastname: 'Obi',
    email,
    phoneNumber: nextPhone(),
    password,
  });
  if (created.statusCode !== 201) throw new Error(JSON.stringify(created.body));
  const confirmed = await post(app, '/api/ClientUser/ConfirmUserAccount', {
    email,
    token: await latestCode(app, email),
  });
  if (confirmed.statusCode !== 200) throw new Error(JSON.stringify(confirmed.body));
  return confirmed.body as { token: string; refreshToken: string; user: { id: number } };
}
