/**
 * Issue 9, the customer's side, in real Chromium on a phone (412×823): a customer whose system is installed reaches
 * "Monitoring & Issues" from the dashboard, posts an issue with a photo (a PNG made here), finds it in /issues and in
 * /issue-details; reads the notifications the installation sent and marks one read by opening it; and sees the
 * maintenance check page with no check due, then with one support scheduled for today, then what that check found once
 * support closed it with a photo (opened from its notice, and on the Monitoring tab). The issues block of the installed
 * system's panel, a note from support on the issue, and the one posting rule (no second issue while one is open; none
 * at all before the system is installed) are checked on the way. Staff act through the API
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
const { api, installedCustomer, signUp } = journeys(baseUrl, inject('demoPassword'));
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

    // /post-issue opened directly says the same rule, in the same words, and offers no form.
    await page.goto('/post-issue');
    await page.getByText('You already have an open issue', { exact: true }).waitFor();
    expect(await page.getByTestId('posting-rule').textContent()).toContain(
      'You already have an open issue (inverter alarm or error).',
    );
    expect(await page.getByRole('button', { name: 'Send issue' }).count()).toBe(0);
    await look(page, '04b-post-issue-refused');
    await page.goto('/issues');
    await page.getByRole('heading', { name: 'We are working on your issue' }).waitFor();

    // The issue's page: the photo as sent, and its first update.
    await card.click();
    await page.waitForURL((url) => /^\/issue-details\/\d+$/.test(url.pathname));
    const issueId = Number(new URL(page.url()).pathname.split('/').pop());
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

    // The installed system's panel has its issues block (customer spec §4): "View Issues" lists them.
    const block = page.getByTestId('installed-issues');
    await block.getByRole('link', { name: 'View Issues' }).waitFor();
    await look(page, '07b-installed-issues-block');
    await block.getByRole('link', { name: 'View Issues' }).click();
    await page.waitForURL((url) => url.pathname === '/issues');
    await page.getByRole('heading', { name: 'All issues (1)' }).waitFor();

    // Support adds a note without changing the status: the customer is told a note was added, with the note.
    await api('MonitoringIssue/ChangeMonitoringIssueStatus', {
      token: customer.support.token,
      body: { id: issueId, issueStatus: 0, note: 'Our engineer will call you this afternoon.' },
    });
    await page.goto('/dashboard?tab=installation');
    await page.getByTestId('panel-installation-success').waitFor();

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
    expect(await entries.first().textContent()).toContain(
      'Our team added a note to your issue (inverter alarm or error): Our engineer will call you this afternoon.',
    );
    expect(await entries.first().textContent()).not.toContain('is now open');
    // Days read as words, never a raw 2026-11-28 ("Installation date set" has one).
    expect(await page.getByTestId('notification-list').textContent()).not.toMatch(/\d{4}-\d{2}-\d{2}/);
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
    const {
      data: { id: checkId },
    } = await api<{ data: { id: number } }>('MonitoringSchedule/CreateMonitoringSchedule', {
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

    // Support closes the check with a photo and a note: the customer's notice opens that check, with what it found.
    await api('MonitoringSchedule/UploadMonitoringScheduleImage', {
      token: customer.support.token,
      body: {
        monitoringScheduleId: checkId,
        image: `data:image/png;base64,${gradientPng(80, 60).toString('base64')}`,
      },
    });
    const note = 'Cleaned the panels and tightened the battery terminals.';
    await api('MonitoringSchedule/CloseMonitoringSchedule', {
      token: customer.support.token,
      body: { monitoringScheduleId: checkId, note },
    });
    await page.goto('/notifications');
    const doneNotice = page
      .getByTestId('notification-list')
      .getByRole('link')
      .filter({ hasText: 'Maintenance check done' });
    await doneNotice.click();
    await page.waitForURL(
      (url) => url.pathname === '/system-checkup' && url.searchParams.get('check') === String(checkId),
    );
    const report = page.getByTestId('check-report');
    await report.waitFor();
    expect(await report.getByTestId('check-note').textContent()).toBe(note);
    expect(await report.getByTestId('check-done-by').textContent()).not.toBe('');
    const checkPhoto = report.getByRole('img', { name: 'Photo 1 of 1, open it larger' });
    await checkPhoto.waitFor();
    expect(await checkPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('heading', { name: 'No check due — your system is good' }).waitFor();
    await look(page, '12-system-checkup-done');

    // The Monitoring tab says when the last check was done and what it found, and leads to it.
    await page.goto('/dashboard?tab=monitoring');
    const last = page.getByTestId('last-check');
    await last.waitFor();
    expect(await last.textContent()).toContain(note);
    await look(page, '13-monitoring-last-check');
    await last.getByRole('link', { name: 'See the check and its photos' }).click();
    await page.waitForURL((url) => url.searchParams.get('check') === String(checkId));
    await report.waitFor();

    expect(problems.errors).toEqual([]);
    await context.close();
  });

  it('offers no issue to a customer whose system is not installed, and the server refuses one', async () => {
    const customer = await signUp({ firstname: 'Emeka', lastname: 'Nwosu', phonePrefix: '081' });
    const { context, page, problems } = await signedInPhone(browser, baseUrl, customer.session);
    await page.goto('/issues');
    await page.getByRole('heading', { name: 'No issues reported' }).waitFor();
    expect(await page.getByRole('link', { name: 'Post an issue' }).count()).toBe(0);
    await page.getByTestId('posting-rule').waitFor();
    await look(page, '20-issues-not-installed');
    await page.goto('/post-issue');
    await page.getByText('Issues are for installed systems').waitFor();
    expect(await page.getByRole('button', { name: 'Send issue' }).count()).toBe(0);
    await look(page, '21-post-issue-not-installed');
    await expect(
      api('MonitoringIssue/CreateMonitoringIssue', {
        token: customer.token,
        body: { category: 'No power at all', description: 'Nothing comes on since this morning.' },
      }),
    ).rejects.toThrow(
      /^MonitoringIssue\/CreateMonitoringIssue: 409 You can post an issue once your system is installed/,
    );
    expect(problems.errors).toEqual([]);
    await context.close();
  });
});
