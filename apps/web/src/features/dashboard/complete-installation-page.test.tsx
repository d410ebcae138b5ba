import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, reply } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import CompleteInstallationPage from './complete-installation-page.tsx';
import { installationAnswer, notFound } from './test-fixtures.ts';
import { renderAt } from './test-render.tsx';

const route = '/complete-installation/:id';
const failureBody = (message: string) => ({ status: false, message, code: 'UNAVAILABLE' });

beforeEach(() => {
  signIn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/complete-installation/{id}', () => {
  it('confirms the installation with a rating, then goes to the dashboard', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => installationAnswer(3),
      'POST Quote/InstallationConfirmed': () => ({ message: 'Thank you. Your installation is confirmed.' }),
    });
    const { here } = renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/1' });
    const user = userEvent.setup();
    expect(await screen.findByTestId('engineer-name')).toBeTruthy();
    expect(api.callsTo('GET Quote/GetQuoteRequest')[0]?.query.get('id')).toBe('1');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Confirm installation' }));
    await waitFor(() => expect(here()).toBe('/dashboard?tab=installation'));
    expect(api.callsTo('POST Quote/InstallationConfirmed')[0]?.body).toEqual({ quoteId: 1, rating: 5 });
  });

  it('a double tap confirms once (issue 19)', async () => {
    const api = fakeApi({
      'GET Quote/GetQuoteRequest': () => installationAnswer(3),
      'POST Quote/InstallationConfirmed': () => ({ message: 'Thank you. Your installation is confirmed.' }),
    });
    const { here } = renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/1' });
    const user = userEvent.setup();
    await screen.findByTestId('engineer-name');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    const confirm = screen.getByRole('button', { name: 'Confirm installation' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    await waitFor(() => expect(here()).toBe('/dashboard?tab=installation'));
    expect(api.callsTo('POST Quote/InstallationConfirmed')).toHaveLength(1);
  });

  it('says when the engineer has not finished yet', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => installationAnswer(2) });
    renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/1' });
    expect(await screen.findByText(/has not marked the installation as done yet/)).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('says when it is already confirmed', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => installationAnswer(4) });
    renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/1' });
    expect(await screen.findByText('You have confirmed this installation. Thank you!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it("shows the server's message in a dismissible alert, and tries again", async () => {
    let failing = true;
    fakeApi({
      'GET Quote/GetQuoteRequest': () =>
        failing ? reply(503, failureBody('The service is busy. Try again in a minute.')) : installationAnswer(3),
    });
    renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/1' });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('We could not load your installation')).toBeTruthy();
    expect(alert.textContent).toContain('The service is busy. Try again in a minute.');
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Confirm installation' })).toBeTruthy();
  });

  it('handles a request that is not the customer’s, and a bad link', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => reply(404, notFound) });
    const first = renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/99' });
    expect(await screen.findByText('We could not find this installation.')).toBeTruthy();
    first.unmount();
    renderAt(<CompleteInstallationPage />, { route, url: '/complete-installation/abc' });
    expect(await screen.findByText('This link is not valid.')).toBeTruthy();
  });
});
