import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatNaira } from '@imole/domain/format';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../../test/fake-api.ts';
import { renderPage } from '../../test/render.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { signIn } from '../../test/users.ts';
import type { FriendReferral, ReferralReport } from './api/referrals-api.ts';
import ReferralDashboardPage from './referral-dashboard-page.tsx';
import ReferralDetailPage from './referral-detail-page.tsx';
import { AllReferralsPage, OwingReferralsPage } from './referrals-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const ada = () => signIn({ id: 31, firstname: 'Ada', lastname: 'Okafor', phoneNumber: '08131234567' });

const report = (overrides: Partial<ReferralReport> = {}): ReferralReport => ({
  referralCode: '08131234567',
  rewardPerReferral: 5_000,
  totalEarned: 10_000,
  totalPaid: 5_000,
  totalUnPaid: 5_000,
  referredCustomers: 4,
  rewardedCustomers: 2,
  owingCustomers: 1,
  payouts: [{ amount: 5_000, paidOn: '2026-11-02' }],
  ...overrides,
});

const friend = (overrides: Partial<FriendReferral>): FriendReferral => ({
  customerId: 1,
  firstname: 'Bisi',
  lastInitial: 'A.',
  joinedOn: '2026-11-01',
  stage: 'quote',
  owing: false,
  rewardStatus: 'waiting',
  reward: 0,
  ...overrides,
});

const friends = [
  friend({ customerId: 4, firstname: 'Tolu', stage: 'loan', owing: true, rewardStatus: 'paid', reward: 5_000 }),
  friend({ customerId: 3, firstname: 'Emeka', stage: 'installing', rewardStatus: 'earned', reward: 5_000 }),
  friend({ customerId: 2, firstname: 'Ngozi', stage: 'none' }),
  friend({ customerId: 1 }),
];
const page = (data: FriendReferral[]) => ({
  data,
  pageIndex: 1,
  pageSize: 1000,
  totalCount: data.length,
  totalPages: 1,
});

describe('/referral-dashboard', () => {
  it('shows the code and the sign-up link to copy, the reward in words, the rewards, and the newest referrals', async () => {
    ada();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeApi({
      'GET CustomerReferral/GetReferralReport': () => ({ data: report() }),
      'GET CustomerReferral/AllReferrals': () => page(friends),
    });
    renderPage(<ReferralDashboardPage />);

    expect(await screen.findByTestId('referral-code')).toHaveProperty('textContent', '08131234567');
    expect(
      screen.getByRole('heading', { name: `Earn ${formatNaira(5_000)} for each friend who gets solar` }),
    ).toBeTruthy();
    const link = `${window.location.origin}/register?ref=08131234567`;
    expect(screen.getByTestId('referral-link').textContent).toBe(link);
    await userEvent.click(screen.getByRole('button', { name: 'Copy your sign-up link' }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(screen.getByRole('button', { name: 'Your sign-up link is copied' })).toBeTruthy();
    expect(screen.getByRole('img', { name: `QR code of your sign-up link, ${link}` })).toBeTruthy();

    const rewards = screen.getByRole('region', { name: 'Your rewards' });
    expect(within(rewards).getByText('Paid to you').nextSibling?.textContent).toBe(formatNaira(5_000));
    expect(rewards.textContent).toContain(
      `To pay you ${formatNaira(5_000)}, our team will call you on 08131234567 and ask for a bank account in your name.`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Rewards sent to you' })).getByText('Sent on 2 Nov 2026'),
    ).toBeTruthy();

    // The three newest, "See all", and who is behind.
    expect(await screen.findAllByTestId('friend-card')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Tolu A.' }).getAttribute('href')).toBe('/referral-detail/4');
    expect(screen.getByRole('link', { name: 'See all' }).getAttribute('href')).toBe('/all-referrals');
    expect(screen.getByRole('link', { name: /1 friend is behind on repayments/ }).getAttribute('href')).toBe(
      '/owing-referrals',
    );
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it('says when rewards are paused, and invites a first referral', async () => {
    ada();
    fakeApi({
      'GET CustomerReferral/GetReferralReport': () => ({
        data: report({
          rewardPerReferral: 0,
          totalEarned: 0,
          totalPaid: 0,
          totalUnPaid: 0,
          referredCustomers: 0,
          owingCustomers: 0,
          payouts: [],
        }),
      }),
    });
    renderPage(<ReferralDashboardPage />);
    expect(await screen.findByText(/Rewards for new referrals are paused at the moment/)).toBeTruthy();
    expect(screen.getByText(/No one has signed up with your code yet/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /behind on repayments/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'See all' })).toBeNull();
  });

  it('offers "See all" with even one referral, so the whole list is never only a typed address', async () => {
    ada();
    fakeApi({
      'GET CustomerReferral/GetReferralReport': () => ({ data: report({ referredCustomers: 1, owingCustomers: 0 }) }),
      'GET CustomerReferral/AllReferrals': () => ({
        data: [],
        pageIndex: 1,
        pageSize: 20,
        totalCount: 0,
        totalPages: 0,
      }),
    });
    renderPage(<ReferralDashboardPage />);
    expect((await screen.findByRole('link', { name: 'See all' })).getAttribute('href')).toBe('/all-referrals');
  });

  it('says so when the report cannot be loaded, and tries again', async () => {
    ada();
    const api = fakeApi({
      'GET CustomerReferral/GetReferralReport': () => failure(503, 'The service is busy. Try again in a minute.'),
    });
    renderPage(<ReferralDashboardPage />);
    // A 5xx is retried once before it shows.
    expect(await screen.findByText('We could not load your referrals', {}, { timeout: 4000 })).toBeTruthy();
    api.on('GET CustomerReferral/GetReferralReport', () => ({
      data: report({ referredCustomers: 0, owingCustomers: 0 }),
    }));
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('referral-code')).toBeTruthy();
  });
});

describe('/all-referrals and /owing-referrals', () => {
  it('lists every referral with where they are and the reward on them, and nothing private', async () => {
    ada();
    fakeApi({ 'GET CustomerReferral/AllReferrals': () => page(friends) });
    renderPage(<AllReferralsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: '4 friends' })).toBeTruthy();
    const cards = screen.getAllByTestId('friend-card');
    expect(cards[0]!.textContent).toContain('Has solar, repaying · behind on repayments');
    expect(cards[0]!.textContent).toContain(`${formatNaira(5_000)} paid to you`);
    expect(cards[1]!.textContent).toContain(`${formatNaira(5_000)} earned, to be paid to you`);
    expect(cards[2]!.textContent).toContain('Signed up');
    expect(cards[3]!.textContent).toContain('Reward when they make their first payment');
  });

  it('shows who is behind without amounts, with a reminder to send them', async () => {
    ada();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, onLine: true, share });
    fakeApi({ 'GET CustomerReferral/OwingReferrals': () => page([friends[0]!]) });
    renderPage(<OwingReferralsPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Friends behind on repayments' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Remind Tolu' }));
    expect(screen.getByText(/We do not show how much/)).toBeTruthy();
    expect(share).toHaveBeenCalledWith({
      title: 'Imole repayment',
      text: "Hi Tolu, it's Ada. A friendly reminder: your Imole solar repayment is due. You can pay in the Imole app:",
      url: `${window.location.origin}/make-payment`,
    });
  });

  it('says when nobody is behind', async () => {
    ada();
    fakeApi({ 'GET CustomerReferral/OwingReferrals': () => page([]) });
    renderPage(<OwingReferralsPage />);
    expect(await screen.findByText('None of your friends is behind on repayments')).toBeTruthy();
    expect(screen.queryByText(/We do not show how much/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Refer a friend' }).getAttribute('href')).toBe(
      '/referral-dashboard',
    );
  });
});

describe('/referral-detail/{id}', () => {
  it('shows how far the friend is, the reward on them, and a reminder when they are behind', async () => {
    ada();
    const api = fakeApi({
      'GET CustomerReferral/ReferralDetail': () => ({
        data: { ...friends[0]!, rewardEarnedOn: '2026-10-01' },
      }),
    });
    renderRoute(<ReferralDetailPage />, '/referral-detail/:id', '/referral-detail/4');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tolu A.' })).toBeTruthy();
    expect(api.callsTo('GET CustomerReferral/ReferralDetail')[0]!.query.get('CustomerId')).toBe('4');
    const progress = screen.getByRole('region', { name: 'How far they are' });
    expect(within(progress).getAllByText(': done')).toHaveLength(4);
    expect(screen.getByText(`${formatNaira(5_000)} paid to you`)).toBeTruthy();
    expect(screen.getByText('Earned on 1 Oct 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remind Tolu' })).toBeTruthy();
  });

  it('says plainly when the id is not someone they referred', async () => {
    ada();
    fakeApi({
      'GET CustomerReferral/ReferralDetail': () => failure(404, 'No one you referred has that id.', 'NOT_FOUND'),
    });
    renderRoute(<ReferralDetailPage />, '/referral-detail/:id', '/referral-detail/99');
    expect(await screen.findByText('This is not someone who signed up with your code.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your referrals' }).getAttribute('href')).toBe('/all-referrals');
  });
});
