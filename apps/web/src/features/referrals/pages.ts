/** The customer referral programme's pages (issue 20): one lazily loaded chunk for the four routes. */
export { default as ReferralDashboardPage } from './referral-dashboard-page.tsx';
export { default as ReferralDetailPage } from './referral-detail-page.tsx';
export { AllReferralsPage, OwingReferralsPage } from './referrals-page.tsx';
