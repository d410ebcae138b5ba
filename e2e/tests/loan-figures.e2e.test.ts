/**
 * Issue 18 §6 in real Chromium on a phone: the loan's figures are true and add up. A customer whose system was
 * installed today (through the API) pays early and pays more than the instalment on /payment, then pays the loan off
 * there; after each step the schedule, the payment history, the balance (GET Transaction/GetLoanBalance, the figures
 * /payment shows) and the dashboard agree to the naira (docs/finance.md "The statement").
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { journeys } from '../support/journeys.ts';
import { pictures, signedInPhone, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const { api, installedCustomer } = journeys(baseUrl, inject('demoPassword'));
const { look, onCheckout } = pictures('loan-figures');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** "₦9,768.00" → 9768. */
const naira = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));
const text = async (page: Page, testId: string) => naira(await page.getByTestId(testId).first().textContent());

interface Balance {
  loanBalance: number;
  interestToDate: number;
  payoff: number;
  remaining: number;
  paidAhead: number;
  totalPaid: number;
  paidOff: boolean;
}

/** Pays on the sandbox checkout and comes back to "Payment successful"; answers the amount it says was paid. */
async function checkout(page: Page, button: RegExp | string): Promise<void> {
  await page.getByRole('button', { name: button }).click();
  await onCheckout(page, 'Pay');
  const success = page.getByRole('dialog', { name: 'Payment successful' });
  await success.waitFor();
  await success.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

/** The repayments on /payment-history, as the customer reads them. */
async function historyRepayments(page: Page): Promise<number[]> {
  await page.goto('/payment-history');
  const rows = page.getByTestId('transaction');
  await rows.first().waitFor();
  const repayments: number[] = [];
  for (const row of await rows.all()) {
    const content = (await row.textContent()) ?? '';
    if (!content.startsWith('Repayment') || !content.includes('Successful')) continue;
    repayments.push(naira(/₦[\d,]+\.\d\d/.exec(content)?.[0] ?? ''));
  }
  return repayments;
}

const sum = (values: number[]) => Math.round(values.reduce((s, v) => s + v, 0) * 100) / 100;

describe('the loan figures agree on every screen, on a phone', () => {
  it('pays early, pays extra and pays off; schedule, history, balance and dashboard agree to the naira', async () => {
    const customer = await installedCustomer({ firstname: 'Ngozi', lastname: 'Eze' });
    const balanceOf = async () =>
      (
        await api<{ data: Balance }>(`Transaction/GetLoanBalance?quoteId=${customer.quoteId}`, {
          token: customer.token,
        })
      ).data;
    const { context, page, problems } = await signedInPhone(browser, baseUrl, customer.session);

    // Installed today: nothing has accrued yet, so paying off today costs the balance and no more.
    const start = await balanceOf();
    expect(start.interestToDate).toBe(0);
    expect(start.payoff).toBe(start.loanBalance);

    // Pay early (the first instalment is a month away) and ₦9,768 more than it.
    await page.goto('/payment');
    const monthly = await text(page, 'next-repayment');
    expect(Number.isInteger(monthly)).toBe(true);
    const first = monthly + 9_768;
    const amount = page.getByLabel('Amount to pay', { exact: true });
    await amount.fill('');
    await amount.pressSequentially(String(first));
    await look(page, 'pay-early-and-extra');
    await checkout(page, `Pay ₦${first.toLocaleString('en-NG')}.00`);

    // The dashboard: the rest of the next instalment, and the ₦9,768 paid ahead said in words.
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').getByTestId('next-repayment').waitFor();
    expect(await text(page, 'next-repayment')).toBe(monthly - 9_768);
    expect(await text(page, 'paid-ahead')).toBe(9_768);
    await look(page, 'dashboard-paid-ahead');

    // The balance: the early payment cost no interest, so it all came off what paying off costs.
    const afterFirst = await balanceOf();
    expect(afterFirst.payoff).toBe(start.payoff - first);
    expect(afterFirst.payoff).toBe(afterFirst.loanBalance + afterFirst.interestToDate);
    expect(afterFirst).toMatchObject({ totalPaid: first, paidAhead: 9_768 });

    // The schedule: paid is what was paid; paid and remaining make the schedule; ₦9,768 paid ahead.
    await page.goto('/repayment-schedule');
    await page.getByTestId('instalment').first().waitFor();
    expect(await text(page, 'paid-total')).toBe(first);
    expect(await text(page, 'remaining-total')).toBe(afterFirst.remaining);
    const rows = await page.getByTestId('instalment').allTextContents();
    const amounts = rows.map((row) =>
      naira(/₦[\d,]+\.\d\d(?=(Paid|Due|Overdue|Settled early|Nothing to pay))/.exec(row)?.[0] ?? ''),
    );
    expect(sum(amounts)).toBe(sum([first, afterFirst.remaining]));
    expect((await page.getByTestId('paid-ahead').textContent()) ?? '').toContain('₦9,768.00 paid ahead');
    await look(page, 'schedule-paid-ahead');

    // The history agrees with the schedule's "Paid".
    expect(sum(await historyRepayments(page))).toBe(first);

    // /payment names the figures of the day, and they are the balance's: pay off.
    await page.goto('/payment');
    await page.getByTestId('payoff-figure').waitFor();
    expect(await text(page, 'payoff-figure')).toBe(afterFirst.payoff);
    expect(await text(page, 'remaining-figure')).toBe(afterFirst.remaining);
    await look(page, 'payoff-figures');
    await checkout(page, `Pay off ₦${afterFirst.payoff.toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);

    // Paid off: the repayments cost exactly what paying off at once would have.
    const done = await balanceOf();
    expect(done).toMatchObject({ loanBalance: 0, payoff: 0, remaining: 0, paidAhead: 0, paidOff: true });
    const repaid = sum(await historyRepayments(page));
    expect(repaid).toBe(start.payoff);
    expect(done.totalPaid).toBe(repaid);

    // The schedule: "Paid" is the history's total, 100% repaid, the instalments the payoff settled say so.
    await page.goto('/repayment-schedule');
    await page.getByTestId('paid-off').waitFor();
    expect(await text(page, 'paid-total')).toBe(repaid);
    expect(await text(page, 'remaining-total')).toBe(0);
    await page.getByText('100% repaid').waitFor();
    expect(await page.getByText('Settled early', { exact: true }).count()).toBeGreaterThan(0);
    await look(page, 'schedule-paid-off');

    // The dashboard: nothing due.
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('no-repayment-due').waitFor();
    await look(page, 'dashboard-paid-off');

    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
