import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { pdfPageText } from '../../test/pdf-text.ts';
import { login } from '../../test/session.ts';

/** The undertaking form (docs/sales.md "The undertaking form"): a blank PDF for a customer's employer to sign. */
const PASSWORD = 'Undertaking-pass-1';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { rateLimitPerMinute: 1_000_000 });
  await seedDemoAccounts(t.app.deps.db, PASSWORD);
});
afterAll(() => t.close());

const fetchForm = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/SalesTeam/UndertakingForm',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('the undertaking form', () => {
  it('is a one-page PDF with the blanks an employer and the employee fill in and sign', async () => {
    const response = await fetchForm();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Imole-undertaking-form.pdf"');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe('Imole salary deduction undertaking');
    expect(doc.getPageCount()).toBeLessThanOrEqual(2);
    const text = pdfPageText(bytes);
    for (const blank of [
      'Full name',
      'Staff number',
      'Monthly repayment (NGN)',
      'Employer',
      'Authorised officer’s name',
      'Signature',
      'Date',
    ])
      expect(text.split('\n')).toContain(blank);
    expect(text).toMatch(/undertake to deduct the monthly repayment/);
    expect(text).toMatch(/remit it to Imole/);
    expect(text).toMatch(/until Imole confirms in writing that the loan is repaid/);
  });

  it('is the same blank form for an agent, a customer and anyone they send the link to', async () => {
    const anonymous = (await fetchForm()).rawPayload;
    for (const role of ['agent', 'customer'] as const) {
      const { token } = await login(t.app, `${role}@demo.imole.ng`, PASSWORD);
      const response = await fetchForm(token);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(anonymous)).toBe(true);
    }
  });
});
