import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { leaveFlash, takeFlash } from './flash.ts';
import IssuesPage from './issues-page.tsx';
import { issue, issuesPage, NOT_INSTALLED, openIssueRule, postingFor } from './test/fixtures.ts';

const LIST = 'GET MonitoringIssue/GetMainCustomersMonitoringIssue';
const open = () => renderPage(<IssuesPage />, { route: '/issues', url: '/issues', from: ['/dashboard'] });
const cards = () => within(screen.getByTestId('issue-cards')).getAllByRole('link');

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  takeFlash();
});

describe('/issues', () => {
  it('shows the zero-issue display with "Post an issue" when there are none', async () => {
    const api = fakeApi({ [LIST]: () => issuesPage([]) });
    open();
    expect(screen.getByText('Loading your issues')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No issues reported' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Post an issue' }).getAttribute('href')).toBe('/post-issue');
    expect(api.callsTo(LIST)[0]?.query.toString()).toBe('PageIndex=1&PageSize=10');
  });

  it('with an open issue: "View Issues" lists them, and the server says why no new issue can be posted', async () => {
    fakeApi({
      [LIST]: () =>
        issuesPage([issue(3, 0, { photoCount: 2, engineer: { id: 9, firstname: 'Musa' } }), issue(2, 1), issue(1, 2)]),
    });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'We are working on your issue' })).toBeTruthy();
    // "View Issues" goes to the list (customer spec §4), not into one issue.
    expect(screen.queryByRole('link', { name: 'View Issues' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'View Issues' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All issues (3)' }));
    // The rule in the server's words, the same sentence /post-issue shows.
    expect(screen.getByTestId('open-issues').textContent).toContain(openIssueRule('No power at all'));
    expect(screen.queryByRole('link', { name: 'Post an issue' })).toBeNull();
    expect(cards().map((card) => card.getAttribute('href'))).toEqual([
      '/issue-details/3',
      '/issue-details/2',
      '/issue-details/1',
    ]);
    expect(cards().map((card) => within(card).getByTestId('issue-status').textContent)).toEqual([
      'Open',
      'Resolved',
      'Closed',
    ]);
    expect(cards()[0]!.textContent).toContain('2 photos · Engineer: Musa');
  });

  it('with several open issues, "View Issues" takes the customer to the list', async () => {
    fakeApi({ [LIST]: () => issuesPage([issue(2, 0), issue(1, 0)]) });
    const user = userEvent.setup();
    open();
    expect(await screen.findByRole('heading', { name: 'We are working on your 2 issues' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'View Issues' }));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'All issues (2)' }));
  });

  it('with only resolved issues: says they are resolved, and "Post an issue" again', async () => {
    fakeApi({ [LIST]: () => issuesPage([issue(2, 1), issue(1, 1)]) });
    open();
    expect(await screen.findByRole('heading', { name: 'No open issues' })).toBeTruthy();
    expect(screen.getByTestId('no-open-issues').textContent).toContain('Your earlier issues are resolved.');
    expect(screen.getByRole('link', { name: 'Post an issue' }).getAttribute('href')).toBe('/post-issue');
    expect(screen.queryByRole('button', { name: 'View Issues' })).toBeNull();
  });

  it('with one closed unresolved: says it was closed, not resolved', async () => {
    fakeApi({ [LIST]: () => issuesPage([issue(2, 2), issue(1, 1)]) });
    open();
    const summary = await screen.findByTestId('no-open-issues');
    expect(summary.textContent).toContain(
      '1 issue was resolved, and 1 issue was closed without being resolved. Its page has our team’s note saying why.',
    );
    expect(summary.textContent).not.toContain('Your earlier issues are resolved');
  });

  it('without an installed system: no "Post an issue", and the reason', async () => {
    fakeApi({ [LIST]: () => issuesPage([], { posting: postingFor([], false) }) });
    open();
    expect(await screen.findByRole('heading', { name: 'No issues reported' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Post an issue' })).toBeNull();
    expect(screen.getByTestId('posting-rule').textContent).toBe(NOT_INSTALLED);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("loads 10 more at a time, and knows of an open issue beyond the first page from the server's counts", async () => {
    const first = Array.from({ length: 10 }, (_, i) => issue(12 - i, 1));
    const all = [...first, issue(2, 0), issue(1, 1)];
    const api = fakeApi({
      [LIST]: (request) =>
        request.query.get('PageIndex') === '1'
          ? issuesPage(first, {
              totalCount: 12,
              counts: { open: 1, resolved: 11, closed: 0 },
              posting: postingFor(all),
            })
          : issuesPage([issue(2, 0), issue(1, 1)], { pageIndex: 2, totalCount: 12, posting: postingFor(all) }),
    });
    const user = userEvent.setup();
    open();
    // The open issue is on page 2, but the page knows of it at once.
    expect(await screen.findByRole('heading', { name: 'We are working on your issue' })).toBeTruthy();
    expect(cards()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Show more issues' }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Show more issues' })).toBeNull();
    expect(api.callsTo(LIST).map((c) => c.query.toString())).toEqual([
      'PageIndex=1&PageSize=10',
      'PageIndex=2&PageSize=10',
    ]);
  });

  it('keeps the list when "Show more" fails, and says so', async () => {
    let fail = true;
    fakeApi({
      [LIST]: (request) =>
        request.query.get('PageIndex') === '2'
          ? fail
            ? failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE')
            : issuesPage([issue(1, 1)], { pageIndex: 2, totalCount: 11 })
          : issuesPage(
              Array.from({ length: 10 }, (_, i) => issue(11 - i, 1)),
              { pageSize: Number(request.query.get('PageSize')), totalCount: 11 },
            ),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Show more issues' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load more issues');
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    expect(cards()).toHaveLength(10);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cards()).toHaveLength(11));
  });

  it("shows the server's message when the issues do not load, and tries again", async () => {
    let answer: unknown = failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE');
    fakeApi({ [LIST]: () => answer });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your issues');
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    answer = issuesPage([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'No issues reported' })).toBeTruthy();
  });

  it('confirms an issue just sent', async () => {
    fakeApi({ [LIST]: () => issuesPage([issue(1, 0)]) });
    leaveFlash('Your issue has been sent. Our support team will get back to you.');
    open();
    const notice = screen
      .getByText('Your issue has been sent. Our support team will get back to you.')
      .closest('[role="status"]');
    expect(notice?.textContent).toContain('Issue sent');
    // Taken once: coming back later does not say it again.
    expect(takeFlash()).toBeNull();
  });
});
