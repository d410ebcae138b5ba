import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render-page.tsx';
import { signIn } from '../../test/users.ts';
import IssueDetailsPage from './issue-details-page.tsx';
import { issueDetail } from './test/fixtures.ts';

const DETAIL = 'GET MonitoringIssue/GetCustomerMonitoringIssueById';
const open = (id: string | number = 4) =>
  renderPage(<IssueDetailsPage />, { route: '/issue-details/:id', url: `/issue-details/${id}`, from: ['/issues'] });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/issue-details/:id', () => {
  it('shows the issue, its photos, and every update with the note our team wrote, newest first', async () => {
    const api = fakeApi({ [DETAIL]: () => issueDetail() });
    open();
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Inverter alarm or error' })).toBeTruthy();
    expect(api.callsTo(DETAIL)[0]?.query.get('id')).toBe('4');
    expect(screen.getByTestId('issue-status').textContent).toBe('Resolved');
    expect(screen.getByTestId('issue-standing').textContent).toBe('Our team has resolved this issue.');
    expect(screen.getByText('Reported 27 Feb 2030, 10:00 am')).toBeTruthy();
    const told = screen.getByRole('region', { name: 'What you told us' });
    expect(told.textContent).toContain('The inverter beeps every night.\nThe screen shows E04.');

    const photos = screen.getByRole('region', { name: 'Your photos' });
    expect(
      within(photos)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Photo 1 of 2, open it larger', 'Photo 2 of 2, open it larger']);

    const updates = within(screen.getByTestId('issue-history')).getAllByRole('listitem');
    // Spaces as a person sees them (the time may be set with a narrow no-break space before am/pm).
    expect(updates.map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'ResolvedLatestWe replaced the battery fuse. Call us if the beeping comes back.Musa, Imole support · 28 Feb 2030, 4:30 pm',
      'OpenAssigned to MusaBola, Imole support · 27 Feb 2030, 12:00 pm',
      'OpenIssue reportedYou · 27 Feb 2030, 10:00 am',
    ]);
    expect(screen.getByRole('link', { name: /Call \+234/ }).getAttribute('href')).toBe('tel:+2342013300000');
  });

  it('says who is looking into an open issue', async () => {
    fakeApi({ [DETAIL]: () => issueDetail({ issueStatus: 0, statusText: 'Open', photos: [], photoCount: 0 }) });
    open();
    expect((await screen.findByTestId('issue-standing')).textContent).toBe('Musa, our engineer, is looking into it.');
    expect(screen.queryByRole('region', { name: 'Your photos' })).toBeNull();
  });

  it('opens a photo larger', async () => {
    fakeApi({ [DETAIL]: () => issueDetail() });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Photo 2 of 2, open it larger' }));
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    expect(within(dialog).getByRole('img', { name: 'Photo 2 of 2' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says the issue is not found when it is not the customer’s, or the address is wrong', async () => {
    fakeApi({ [DETAIL]: () => failure(404, 'Issue not found.', 'NOT_FOUND') });
    open(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your issues' }).getAttribute('href')).toBe('/issues');
  });

  it('does not ask the server about an address that is not an issue', () => {
    const api = fakeApi({});
    open('abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Issue not found' })).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's message when it does not load, and tries again", async () => {
    let answer: unknown = failure(503, 'The service is busy. Try again in a minute.', 'UNAVAILABLE');
    fakeApi({ [DETAIL]: () => answer });
    const user = userEvent.setup();
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load this issue');
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    answer = issueDetail();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inverter alarm or error' })).toBeTruthy();
  });
});
