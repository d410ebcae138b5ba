import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import { InstalledIssues } from './installed-issues.tsx';

const LIST = 'GET MonitoringIssue/GetMainCustomersMonitoringIssue';
const open = () => renderPage(<InstalledIssues />, { route: '/dashboard', url: '/dashboard' });
const answer = (counts: { open: number; resolved: number; closed: number }) => {
  const total = counts.open + counts.resolved + counts.closed;
  return {
    data: [],
    pageIndex: 1,
    pageSize: 1,
    totalCount: total,
    totalPages: total,
    counts,
    posting:
      counts.open > 0
        ? { allowed: false, reason: 'open-issue', message: 'You already have an open issue (x).', openIssueId: 3 }
        : { allowed: true, reason: null, message: null, openIssueId: null },
  };
};

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the installed system’s issues block (customer spec §4 "Issues and monitoring")', () => {
  it('with no issues: the zero-issue display and "Post an issue"', async () => {
    const api = fakeApi({ [LIST]: () => answer({ open: 0, resolved: 0, closed: 0 }) });
    open();
    const block = await screen.findByTestId('installed-issues');
    expect(block.textContent).toContain('No issues reported');
    expect(within(block).getByRole('link', { name: 'Post an issue' }).getAttribute('href')).toBe('/post-issue');
    expect(within(block).queryByRole('link', { name: 'View Issues' })).toBeNull();
    expect(api.callsTo(LIST)[0]?.query.toString()).toBe('PageIndex=1&PageSize=100&Status=0');
  });

  it('with an open issue: "View Issues" opens the list, and no new issue is offered', async () => {
    fakeApi({ [LIST]: () => answer({ open: 1, resolved: 2, closed: 0 }) });
    open();
    const block = await screen.findByTestId('installed-issues');
    expect(within(block).getByRole('link', { name: 'View Issues' }).getAttribute('href')).toBe('/issues');
    expect(within(block).queryByRole('link', { name: 'Post an issue' })).toBeNull();
  });

  it('with only resolved or closed issues: "Post an issue" again, and the earlier ones', async () => {
    fakeApi({ [LIST]: () => answer({ open: 0, resolved: 1, closed: 1 }) });
    open();
    const block = await screen.findByTestId('installed-issues');
    expect(within(block).getByRole('link', { name: 'Post an issue' }).getAttribute('href')).toBe('/post-issue');
    expect(within(block).getByRole('link', { name: 'Your earlier issues' }).getAttribute('href')).toBe('/issues');
  });
});
