/**
 * Issue 9, the customer's side, in real Chromium on a phone (412×823): a customer whose system is installed reaches
 * "Monitoring & Issues" from the dashboard, posts an issue with a photo (a PNG made here), finds it in /issues and in
 * /issue-details; reads the notifications the installation sent and marks one read by opening it; and sees the
 * maintenance check page with no check due, then with one support scheduled for today. Staff act through the API
 * (their pages are another journey's). Every page is checked with axe and kept as a picture in
 * .e2e-artifacts/screenshots/after-sale-*.png.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { journeys, lagosToday } from '../support/journeys.ts';
import { pictures, signedInPhone } from '../support/pages.ts';
import { gradientPng } from '../support/png.ts';

const baseUrl = inject('baseUrl');
const { api, installedCustomer } = journeys(baseUrl, inject('demoPassword'));
const { look } = pictures('after-sale');

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('after-sale care for the customer, in Chromium on a phone', () => {
  it('posts an issue with a photo, follows it, reads notifications and sees the maintenance check', async () => {
    const customer = await installedCustomer({ firstname: 'Chiamaka', lastname: 'Eze', phonePrefix: '081' });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, customer.session);

    // Dashboard → More options → Monitoring & Issues.
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();
    await page.getByRole('button', { name: /More options/ }).click();
    await page.getByRole('dialog', { name: 'More options' }).getByRole('link', { name: 'Monitoring & Issues' }).click();
    await page.waitForURL((url) => url.pathname === '/issues');
    await page.getByRole('heading', { name: 'No issues reported' }).waitFor();
    await look(page, '01-issues-none');

    // Post an issue: the browser checks first, with the server's words.
    await page.getByRole('link', { name: 'Post an issue' }).click();
    await page.waitForURL((url) => url.pathname === '/post-issue');
    await page.getByRole('button', { name: 'Send issue' }).click();
    await page.getByText('Choose what the problem is about').waitFor();
    await page.getByText('Describe the problem', { exact: true }).waitFor();
    await look(page, '02-post-issue-checked');

    await page.getByLabel('What is the problem about?').selectOption('Inverter alarm or error');
    await page
      .getByLabel('What is happening?')
      .fill('Since Monday the inverter beeps every night and the screen shows E04. The lights go off after an hour.');
    await page.getByTestId('issue-photo-input').setInputFiles({
      name: 'inverter.png',
      mimeType: 'image/png',
      buffer: gradientPng(96, 64),
    });
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    // Shrunk in the browser: what will be sent is a WebP (or JPEG) data URL, not the original file.
    expect(await page.getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toMatch(
      /^data:image\/(webp|jpeg);base64,/,
    );
    await look(page, '03-post-issue-filled');
    await page.getByRole('button', { name: 'Send issue' }).click();

    // Back on /issues: the confirmation, the open issue, and no second post offered.
    await page.waitForURL((url) => url.pathname === '/issues');
    await page.getByText('Your issue has been sent. Our support team will get back to you.').waitFor();
    await page.getByRole('heading', { name: 'We are working on your issue' }).waitFor();
    expect(await page.getByRole('link', { name: 'Post an issue' }).count()).toBe(0);
    const card = page.getByTestId('issue-cards').getByRole('link');
    expect(await card.count()).toBe(1);
    expect(await card.textContent()).toContain('Inverter alarm or error');
    expect(await card.textContent()).toContain('1 photo');
    await look(page, '04-issues-open');

    // The page: the photo as sent, and its first update.
    await card.click();
    await page.waitForURL((url) => /^\/issue-details\/\d+$/.test(url.pathname));
    await page.getByRole('heading', { level: 1, name: 'Inverter alarm or error' }).waitFor();
    expect(await page.getByTestId('issue-status').textContent()).toBe('Open');
    const photo = page.getByRole('img', { name: 'Photo 1 of 1, open it larger' });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await page.getByTestId('issue-history').textContent()).toContain('Issue reported');
    await look(page, '05-issue-details');
    await photo.click();
    await page.getByRole('dialog', { name: 'Photo 1 of 1' }).waitFor();
    await look(page, '06-issue-photo');
    await page.getByRole('dialog', { name: 'Photo 1 of 1' }).getByRole('button', { name: 'Close' }).click();

    // The dashboard's More options now counts the open issue.
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();
    await page.getByRole('button', { name: /More options/ }).click();
    await page.getByTestId('open-issues-badge').filter({ hasText: '1 open issue' }).waitFor();
    await look(page, '07-more-options-open-issue');
    await page.getByRole('dialog', { name: 'More options' }).getByRole('button', { name: 'Close' }).click();

    // Notifications from the bell: the installation's, newest first; opening one marks it read.
    const unreadBefore = (await api<{ count: number }>('ClientUser/GetNotificationCount', { token: customer.token }))
      .count;
    expect(unreadBefore).toBeGreaterThan(1);
    await page.getByRole('link', { name: `Notifications, ${unreadBefore} unread` }).click();
    await page.waitForURL((url) => url.pathname === '/notifications');
    await page
      .getByTestId('unread-summary')
      .filter({ hasText: `${unreadBefore} unread` })
      .waitFor();
    const entries = page.getByTestId('notification-list').getByRole('listitem');
    expect(await entries.count()).toBeGreaterThanOrEqual(unreadBefore);
    await look(page, '08-notifications');
    const newest = entries.first().getByRole('link');
    const target = await newest.getAttribute('href');
    expect(target).toMatch(/^\//);
    await newest.click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === target);
    await expect
      .poll(
        async () => (await api<{ count: number }>('ClientUser/GetNotificationCount', { token: customer.token })).count,
      )
      .toBe(unreadBefore - 1);
    await page.goto('/notifications');
    await page
      .getByTestId('unread-summary')
      .filter({ hasText: `${unreadBefore - 1} unread` })
      .waitFor();
    expect(await entries.first().getAttribute('data-unread')).toBeNull();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByTestId('unread-summary').filter({ hasText: 'All read' }).waitFor();
    await look(page, '09-notifications-all-read');

    // No check is due yet: the system is good.
    await page.goto('/system-checkup');
    await page.getByRole('heading', { name: 'No check due — your system is good' }).waitFor();
    await look(page, '10-system-checkup-good');

    // Support schedules a check for today: the Monitoring tab says so and leads to the check.
    await api('MonitoringSchedule/CreateMonitoringSchedule', {
      token: customer.support.token,
      body: { quoteRequestId: customer.quoteRequestId, dueDate: lagosToday() },
    });
    await page.goto('/dashboard?tab=monitoring');
    await page.getByTestId('panel-monitoring-maintenance').waitFor();
    await page.getByRole('link', { name: 'See the maintenance check' }).click();
    await page.waitForURL((url) => url.pathname === '/system-checkup');
    await page.getByText('Your system is due for a maintenance check.').waitFor();
    expect(await page.getByTestId('check-code').textContent()).toMatch(/^MC-[A-Z0-9]+$/);
    expect(await page.getByTestId('check-engineer').textContent()).not.toBe('');
    await look(page, '11-system-checkup-due');

    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
