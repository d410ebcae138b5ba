/**
 * Journeys that need the past (loans installed months ago) run the real app in the test's own process, on a database
 * of its own (the API test harness, PGlite in memory) serving the production web build, because the shared e2e server
 * runs on the real clock. The customers go through the usual journeys with the process's Date set back.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { createTestApp, type TestApp } from '../../apps/api/src/test/app.ts';
import { seedDemoAccounts } from '../../apps/api/src/db/seed/seed.ts';
import { journeys } from './journeys.ts';

const DAY = 86_400_000;
const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** The app with the demo accounts (password `password`), listening on a free port of this machine. */
export async function startInProcessApp(password: string): Promise<{ server: TestApp; baseUrl: string }> {
  const server = await createTestApp({ webDistDir: webDist }, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(server.app.deps.db, password);
  return { server, baseUrl: await server.app.listen({ host: '127.0.0.1', port: 0 }) };
}

/**
 * Customers installed `daysAgo` days before today, in order, none paying since. Only Date is moved: the app's clock,
 * the journeys' "today" and the session tokens all read it; timers stay real. Call it inside a test (the journeys
 * poll the outbox).
 */
export async function installedDaysAgo(
  baseUrl: string,
  password: string,
  lastname: string,
  loans: readonly (readonly [daysAgo: number, firstname: string])[],
): Promise<{ email: string; firstname: string }[]> {
  const { installedCustomer } = journeys(baseUrl, password);
  const now = Date.now();
  const made: { email: string; firstname: string }[] = [];
  try {
    for (const [daysAgo, firstname] of loans) {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(now - daysAgo * DAY);
      const customer = await installedCustomer({ firstname, lastname });
      made.push({ email: customer.email, firstname });
    }
  } finally {
    vi.useRealTimers();
  }
  return made;
}
