import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { get, login } from '../../test/session.ts';
import { seedBankDemo } from './bank-demo.ts';
import { seedDemoAccounts } from './seed.ts';

// Partner banks' demo data (issue 22 "Done when": two partner banks, an officer for one), made through the API.
const PASSWORD = 'Bank-demo-pass-1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
});
afterAll(() => t.close());

it('makes Sterling and Wema the active banks with logos, and gives Sterling’s officer one application to decide and one approved, once', async () => {
  expect(await seedBankDemo(t.app, PASSWORD)).toBe(2);
  const active = (await get(t.app, '/api/FinancialInstitution/FinancialInstitutions?PageIndex=1&PageSize=1000')).body
    .data;
  expect(active.map((b: { name: string }) => b.name).sort()).toEqual(['Sterling Bank', 'Wema Bank']);
  for (const bank of active) expect(bank.logo).toMatch(/^data:image\/png;base64,/);

  const officer = (await login(t.app, 'bankofficer@demo.imole.ng', PASSWORD)).token;
  const waiting = (await get(t.app, '/api/FinancialInstitutionQuote/Applications?Stage=awaiting-decision', officer))
    .body;
  expect(waiting.data).toEqual([
    expect.objectContaining({ customerName: 'Ifeoma Chukwu', undertakingUploadedAt: expect.any(String) }),
  ]);
  const approved = (await get(t.app, '/api/FinancialInstitutionQuote/Applications?Stage=approved', officer)).body;
  expect(approved.data).toEqual([expect.objectContaining({ customerName: 'Musa Danladi' })]);

  expect(await seedBankDemo(t.app, PASSWORD)).toBe(0);
});

it('prices each demo request as the package its customer chose, at an address in the LGA it is filed under', async () => {
  const officer = (await login(t.app, 'bankofficer@demo.imole.ng', PASSWORD)).token;
  const list = (await get(t.app, '/api/FinancialInstitutionQuote/Applications?PageIndex=1&PageSize=10', officer)).body;
  expect(list.data).toHaveLength(2);
  for (const item of list.data as { quoteRequestId: number }[]) {
    const one = (
      await get(t.app, `/api/FinancialInstitutionQuote/Application?quoteRequestId=${item.quoteRequestId}`, officer)
    ).body.data;
    const customer = await t.app.deps.db
      .selectFrom('quote_request')
      .innerJoin('product', 'product.id', 'quote_request.product_id')
      .select('product.name')
      .where('quote_request.id', '=', item.quoteRequestId)
      .executeTakeFirstOrThrow();
    // The bank's pages and the customer's /active-quote name the same package, with more than a lone inverter.
    expect(one.packageName).toBe(customer.name);
    expect(one.components.length).toBeGreaterThan(1);
    expect(one).toMatchObject({ state: 'Lagos', lga: 'Eti-Osa', address: expect.stringMatching(/Lekki$/) });
  }
});
