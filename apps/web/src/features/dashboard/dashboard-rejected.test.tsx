import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { signIn } from '../../test/users.ts';
import DashboardPage from './dashboard-page.tsx';
import { readyAnswer } from './test-fixtures.ts';
import { renderAt } from './test-render.tsx';

/**
 * Issue 22: the Rejected panel as the API answers a rejected request (request status 5, quoteStatus 8, the reason
 * staff gave in `rejection`, the staff member who priced it in `defaultSupportStaff`).
 */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-03-01T09:00:00.000Z'));
  signIn({ firstname: 'Ada' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function rejectedAnswer(extra: Record<string, unknown> = {}) {
  const answer = readyAnswer({ quoteStatus: 8 });
  return {
    ...answer,
    quoteRequest: { ...answer.quoteRequest, quoteRequestStatus: 5 },
    rejection: { reason: 'Your employer is not on our instalment list yet.', date: '2030-02-28T10:00:00.000Z' },
    defaultSupportStaff: { firstname: 'Tunde', lastname: 'Bakare', phone: '08030000002', image: null },
    ...extra,
  };
}

describe('the Rejected panel', () => {
  it('says why, who to call, and keeps the spec’s one-time payment and Pay Now', async () => {
    fakeApi({ 'GET Quote/GetQuoteRequest': () => rejectedAnswer() });
    renderAt(<DashboardPage />);
    const card = await screen.findByTestId('panel-rejected');
    expect(card.textContent).toContain('An instalment offer is not available');
    expect(card.textContent).toContain('Why: Your employer is not on our instalment list yet.');
    expect(within(card).getByRole('link', { name: '08030000002' }).getAttribute('href')).toBe('tel:08030000002');
    expect(card.textContent).toContain('Call Tunde, who handled your request');
    expect(card.textContent).toContain('one-time payment');
    expect(within(card).getByRole('link', { name: 'Pay Now' }).getAttribute('href')).toBe('/payment');
  });

  it('reads as before when the answer carries no reason and nobody priced it', async () => {
    fakeApi({
      'GET Quote/GetQuoteRequest': () => rejectedAnswer({ rejection: null, defaultSupportStaff: null }),
    });
    renderAt(<DashboardPage />);
    const card = await screen.findByTestId('panel-rejected');
    expect(card.textContent).not.toContain('Why:');
    expect(card.textContent).not.toContain('who handled your request');
  });
});
