/**
 * Issue 22's staff gaps in real Chromium on a phone (412×823): support finds their own work on /requests, rejects a
 * quote with a reason and the customer's dashboard shows the Rejected panel with it; support sets pay on delivery
 * and the customer sees "Delivery pending"; support opens every customer's active requests on /active-quote.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, phonePage } from '../support/browser.ts';
import { journeys, SUPPORT_EMAIL } from '../support/journeys.ts';
import { h1, logIn, pictures, signedInPhone, unexpected } from '../support/pages.ts';

const baseUrl = inject('baseUrl');
const demoPassword = inject('demoPassword');
const { pricedCustomer } = journeys(baseUrl, demoPassword);
const { look, screenNow } = pictures('staff-gaps');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function supportPhone() {
  const phone = await phonePage(browser, baseUrl);
  await logIn(phone.page, SUPPORT_EMAIL, demoPassword, '/get-requests');
  return phone;
}

/** The request's card among the person's own (the board's cards), by the customer's name. */
const cardOf = (page: Page, name: string) => page.getByTestId('request-card').filter({ hasText: name }).first();

describe('staff-side gaps, on a phone', () => {
  it('a support user opens /requests, rejects a quote with a reason, and the customer sees why', async () => {
    const customer = await pricedCustomer({ firstname: 'Ngozi', lastname: 'Eze' });
    const { context, page, problems } = await supportPhone();

    // "My requests" from the top of the board: the quote support priced waits under Ready.
    await look(page, 'board');
    await page.getByRole('navigation', { name: 'Request views' }).getByRole('link', { name: 'My requests' }).click();
    await page.waitForURL((url) => url.pathname === '/requests');
    await h1(page, 'My requests').waitFor();
    await page
      .getByRole('navigation', { name: 'Stages of my requests' })
      .getByRole('link', { name: /^Ready/ })
      .click();
    await cardOf(page, 'Ngozi Eze').waitFor();
    await look(page, 'my-requests');

    await cardOf(page, 'Ngozi Eze').click();
    await page.waitForURL((url) => url.pathname === `/request-detail/${customer.quoteRequestId}`);
    const offer = page.getByRole('region', { name: 'The offer' });
    await offer.scrollIntoViewIfNeeded();
    await screenNow(page, 'the-offer');
    await offer.getByRole('button', { name: 'Reject quote' }).click();
    const ask = page.getByRole('dialog', { name: 'Reject Ngozi Eze’s quote?' });
    await ask.getByRole('button', { name: 'Reject the quote' }).click();
    await ask.getByText('Say why the quote is rejected, so the customer knows what to do.').waitFor();
    const reason = 'Your employer is not on our instalment list yet.';
    await ask.getByLabel('Reason for the customer').fill(reason);
    await look(page, 'reject-dialog');
    await ask.getByRole('button', { name: 'Reject the quote' }).click();
    await page.getByText('The quote is rejected. The customer has been told why.').waitFor();
    await page.getByTestId('offer-rejected').getByText(`Reason given to the customer: ${reason}`).waitFor();
    await look(page, 'rejected-request');
    // Still theirs, now under Closed.
    await page.goto('/requests?stage=closed');
    await cardOf(page, 'Ngozi Eze').waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    const phone = await signedInPhone(browser, baseUrl, customer.session);
    await phone.page.goto('/dashboard');
    // Straight to the panel: a rejected request asks for no identity check (nothing is financed).
    const panel = phone.page.getByTestId('panel-rejected');
    await panel.waitFor();
    expect(await panel.textContent()).toContain(`Why: ${reason}`);
    expect(await panel.textContent()).toContain('one-time payment');
    expect(new URL(phone.page.url()).pathname).toBe('/dashboard');
    await look(phone.page, 'customer-rejected');
    expect(unexpected(phone.problems)).toEqual([]);
    await phone.context.close();
  });

  it('support sets pay on delivery from the request page, and the customer sees delivery pending', async () => {
    const customer = await pricedCustomer({ firstname: 'Femi', lastname: 'Ade' });
    const { context, page, problems } = await supportPhone();
    await page.goto(`/request-detail/${customer.quoteRequestId}`);
    const offer = page.getByRole('region', { name: 'The offer' });
    await offer.getByRole('button', { name: 'Set pay on delivery' }).click();
    const ask = page.getByRole('dialog', { name: 'Let Femi Ade pay on delivery?' });
    await ask.getByText(/when the system is delivered/).waitFor();
    await look(page, 'pay-on-delivery-dialog');
    await ask.getByRole('button', { name: 'Yes, set pay on delivery' }).click();
    await page
      .getByText('Pay on delivery is set. The request is ready for an engineer; record the payment when it arrives.')
      .waitFor();
    await page.getByRole('region', { name: 'Record a payment received' }).waitFor();
    await page.getByRole('region', { name: 'The offer' }).waitFor({ state: 'detached' });
    expect(unexpected(problems)).toEqual([]);
    await context.close();

    const phone = await signedInPhone(browser, baseUrl, customer.session);
    await phone.page.goto('/dashboard');
    // Financed and accepted (status 3): the dashboard first asks for the identity details, once per visit; "Later".
    await phone.page.waitForURL((url) => url.pathname === '/identification');
    await phone.page
      .getByRole('button', { name: 'Later' })
      .or(phone.page.getByRole('link', { name: 'Later' }))
      .click();
    await phone.page.waitForURL((url) => url.pathname === '/dashboard');
    await phone.page.getByTestId('panel-ready-pay-on-delivery').waitFor();
    await look(phone.page, 'customer-pay-on-delivery');
    await phone.context.close();
  });

  it('support opens every customer’s active requests from the staff navigation', async () => {
    const customer = await pricedCustomer({ firstname: 'Zainab', lastname: 'Musa' });
    const { context, page, problems } = await supportPhone();
    await page.getByRole('navigation', { name: 'Request views' }).getByRole('link', { name: 'Active quotes' }).click();
    await page.waitForURL((url) => url.pathname === '/active-quote');
    const card = page.getByRole('link', { name: /Zainab Musa/ }).first();
    await card.waitFor();
    await look(page, 'active-quotes');
    await card.click();
    await page.waitForURL((url) => url.pathname === `/request-detail/${customer.quoteRequestId}`);
    await h1(page, 'Quote details').waitFor();
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
