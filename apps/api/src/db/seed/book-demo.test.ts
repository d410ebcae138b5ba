import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seedBankDemo } from './bank-demo.ts';
import { seedBookDemo } from './book-demo.ts';
import { movableClock, seedSalesDemo } from './sales-demo.ts';
import { seedDemoAccounts } from './seed.ts';

const PASSWORD = 'Book-demo-pass-1';
const clock = movableClock();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000, clock });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
  await seedSalesDemo(t.app, clock, PASSWORD);
  await seedBankDemo(t.app, PASSWORD);
}, 120_000);
afterAll(() => t.close());

it('makes the book', async () => {
  const started = Date.now();
  const n = await seedBookDemo(t.app, clock, PASSWORD);
  console.log('seeded', n, Date.now() - started);
  expect(n).toBeGreaterThan(100);
}, 600_000);
