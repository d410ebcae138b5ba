import { screen, waitFor, within } from '@testing-library/react';
import { UserRole } from '@imole/domain/roles';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import MyRequestsPage from './my-requests-page.tsx';
import { card, page } from './test-fixtures.ts';

/** Issue 22: support's /requests, the signed-in person's own requests by stage. */
beforeEach(() => {
  signIn({ userRole: UserRole.Support, firstname: 'Tunde', lastname: 'Bakare' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const zero = { pending: 0, ready: 0, engineer: 0, installation: 0, completed: 0, closed: 0 };
const open = (url = '/requests') => renderRoute(<MyRequestsPage />, '/requests', url);
const stageLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Stages of my requests' })).getByRole('link', { name });

describe('/requests', () => {
  it('opens on the first stage holding the person’s own work, with the board’s cards and the counts', async () => {
    const counts = { ...zero, ready: 2, closed: 1 };
    const api = fakeApi({
      'GET Quote/MyRequests': ({ query }) =>
        query.get('Stage') === 'ready'
          ? { ...page([card({ id: 7, status: 2 }), card({ id: 8, status: 2, firstname: 'Bola' })]), counts }
          : { ...page([]), counts },
    });
    const { here } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'My requests' })).toBeTruthy();
    // Nothing pending of theirs: it moves on to Ready by itself (replacing the address).
    expect(await screen.findAllByTestId('request-card')).toHaveLength(2);
    await waitFor(() => expect(here()).toBe('/requests?stage=ready'));
    expect(stageLink(/^Ready/).getAttribute('aria-current')).toBe('page');
    expect(stageLink(/^Closed/).textContent).toBe('Closed1');
    expect(screen.getByRole('heading', { level: 2, name: 'Ready: 2 requests' })).toBeTruthy();
    expect(api.callsTo('GET Quote/MyRequests')[0]?.query.toString()).toBe('Stage=pending&PageIndex=1&PageSize=20');
    // The three views of requests, this one current.
    const views = within(screen.getByRole('navigation', { name: 'Request views' }));
    expect(views.getByRole('link', { name: 'My requests' }).getAttribute('aria-current')).toBe('page');
    expect(views.getByRole('link', { name: 'All requests' }).getAttribute('href')).toBe('/get-requests');
    expect(views.getByRole('link', { name: 'Active quotes' }).getAttribute('href')).toBe('/active-quote');
    // The bottom bar's Requests stands for all three.
    const bar = within(screen.getByRole('navigation', { name: 'Staff' }));
    expect(bar.getByRole('link', { name: /Requests/ }).className).toContain('text-brand-800');
  });

  it('says how a request becomes theirs when they have none', async () => {
    fakeApi({ 'GET Quote/MyRequests': () => ({ ...page([]), counts: zero }) });
    open();
    expect(await screen.findByText('No requests of yours yet')).toBeTruthy();
    expect(screen.getByText(/A request becomes yours when you price it/)).toBeTruthy();
  });

  it('gives an engineer their installations and completed jobs only, without the views', async () => {
    signIn({ userRole: UserRole.Support, isEngineer: true });
    const api = fakeApi({
      'GET Quote/MyRequests': () => ({ ...page([]), counts: { ...zero, completed: 0 } }),
    });
    open('/requests?stage=pending');
    expect(await screen.findByText('The installations assigned to you.')).toBeTruthy();
    const stages = within(screen.getByRole('navigation', { name: 'Stages of my requests' }));
    expect(stages.getAllByRole('link').map((l) => l.textContent?.replace(/\d+$/, ''))).toEqual([
      'Installation',
      'Completed',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Request views' })).toBeNull();
    await waitFor(() => expect(api.callsTo('GET Quote/MyRequests')[0]?.query.get('Stage')).toBe('installation'));
  });
});
