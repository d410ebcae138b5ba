/**
 * Which routes have a page, and in which layout. A route of route-access.ts without an entry here renders the
 * 404 page (after its guard), so a feature that is not built yet is absent, never faked.
 *
 * A feature registers its page with one line next to its path, with `lazy` (a separate chunk, loaded on first
 * visit). Even the first page someone opens costs no extra round trip: index.html's early script starts its chunk
 * beside the entry (app/early-preload.ts). `Component` puts a page in every visitor's first download; the entry's
 * budget (src/build-budget.test.ts) has no room for that:
 *
 *   '/payment': { layout: 'payment', lazy: () => import('../features/payments/payment-page.tsx') },
 */
import type { ComponentType } from 'react';
import type { RoutePath } from './route-access.ts';

export type LayoutKind = 'dashboard' | 'auth' | 'payment' | 'quote-setup' | 'password' | 'guest' | 'staff' | 'none';

/** A lazily loaded page module exports the page as its default export. */
export type PageModule = { default: ComponentType };

export type PageEntry =
  | { layout: LayoutKind; lazy: () => Promise<PageModule>; Component?: never }
  | { layout: LayoutKind; Component: ComponentType; lazy?: never };

export const pages: Partial<Record<RoutePath, PageEntry>> = {
  // Lazy too: index.html's early script starts its download beside the entry's (docs/performance.md).
  '/': {
    layout: 'guest',
    lazy: () => import('../features/guest/landing-page.tsx').then((m) => ({ default: m.LandingPage })),
  },
  // A partner bank's link (issue 22, docs/banks.md "The prospect").
  '/bankquote': { layout: 'guest', lazy: () => import('../features/bank-quote/bank-quote-page.tsx') },
  // Accounts (issue 4): sign-in, sign-up and passwords.
  '/login': { layout: 'auth', lazy: () => import('../features/auth/login-page.tsx') },
  '/register': { layout: 'auth', lazy: () => import('../features/auth/register-page.tsx') },
  '/support-register': { layout: 'auth', lazy: () => import('../features/auth/support-register-page.tsx') },
  '/sales-agent': { layout: 'guest', lazy: () => import('../features/auth/sales-agent-page.tsx') },
  '/sales-agent/register': { layout: 'auth', lazy: () => import('../features/auth/sales-agent-register-page.tsx') },
  '/reset-password': { layout: 'password', lazy: () => import('../features/auth/reset-password-page.tsx') },
  '/set-password': { layout: 'password', lazy: () => import('../features/auth/set-password-page.tsx') },
  '/undo-email-change': { layout: 'password', lazy: () => import('../features/account/undo-email-change-page.tsx') },
  // Accounts (issue 4): the signed-in person's own account, and staff management.
  '/settings': { layout: 'auth', lazy: () => import('../features/account/settings-page.tsx') },
  '/edit-profile': { layout: 'auth', lazy: () => import('../features/account/edit-profile-page.tsx') },
  '/change-password': { layout: 'auth', lazy: () => import('../features/account/change-password-page.tsx') },
  '/notification-setting': { layout: 'auth', lazy: () => import('../features/account/notification-settings-page.tsx') },
  '/about': { layout: 'auth', lazy: () => import('../features/account/about-page.tsx') },
  '/admin-password': { layout: 'staff', lazy: () => import('../features/account/change-password-page.tsx') },
  '/manage-engineers': { layout: 'staff', lazy: () => import('../features/staff-users/manage-engineers-page.tsx') },
  '/add-engineers': { layout: 'staff', lazy: () => import('../features/staff-users/add-engineers-page.tsx') },
  // Business settings (issue 7): rates, plans, turnaround times; admins only.
  '/admin-settings': { layout: 'staff', lazy: () => import('../features/settings-admin/settings-page.tsx') },
  // Packages and the quote request (issue 5).
  '/get-qoute': { layout: 'quote-setup', lazy: () => import('../features/packages/get-quote-page.tsx') },
  '/start-quote': { layout: 'quote-setup', lazy: () => import('../features/quote-wizard/start-quote-page.tsx') },
  // The agent variant of the wizard and the quote page for a customer (issue 20, docs/sales.md "Quotes for a customer").
  '/generate-component': { layout: 'quote-setup', lazy: () => import('../features/quote-wizard/start-quote-page.tsx') },
  '/agent-customer-edit-quote': {
    layout: 'quote-setup',
    lazy: () => import('../features/quote-wizard/start-quote-page.tsx'),
  },
  '/cordinator-customer-edit-quote': {
    layout: 'quote-setup',
    lazy: () => import('../features/quote-wizard/start-quote-page.tsx'),
  },
  '/agent-customer-quote/:id': { layout: 'staff', lazy: () => import('../features/quote-wizard/agent-quote-page.tsx') },
  '/coordinator-customer-quote/:id': {
    layout: 'staff',
    lazy: () => import('../features/quote-wizard/agent-quote-page.tsx'),
  },
  '/cordinator-customer-quote/:id': {
    layout: 'staff',
    lazy: () => import('../features/quote-wizard/agent-quote-page.tsx'),
  },
  '/active-quote': { layout: 'auth', lazy: () => import('../features/active-quotes/active-quotes-page.tsx') },
  // Payments (issue 7): paying, the way back from the checkout, history, schedule and saved cards; one chunk for all.
  '/payment': {
    layout: 'payment',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.PaymentPage })),
  },
  '/outright-payment': {
    layout: 'payment',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.OutrightPaymentPage })),
  },
  '/make-payment': {
    layout: 'payment',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.MakePaymentPage })),
  },
  '/payment-history': {
    layout: 'auth',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.PaymentHistoryPage })),
  },
  '/repayment-schedule': {
    layout: 'auth',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.RepaymentSchedulePage })),
  },
  '/payment-method': {
    layout: 'auth',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.PaymentMethodPage })),
  },
  '/add-payment': {
    layout: 'payment',
    lazy: () => import('../features/payments/pages.ts').then((m) => ({ default: m.AddPaymentPage })),
  },
  // The customer referral programme (issue 20): their code, rewards and referrals; one chunk for the four.
  '/referral-dashboard': {
    layout: 'auth',
    lazy: () => import('../features/referrals/pages.ts').then((m) => ({ default: m.ReferralDashboardPage })),
  },
  '/all-referrals': {
    layout: 'auth',
    lazy: () => import('../features/referrals/pages.ts').then((m) => ({ default: m.AllReferralsPage })),
  },
  '/owing-referrals': {
    layout: 'auth',
    lazy: () => import('../features/referrals/pages.ts').then((m) => ({ default: m.OwingReferralsPage })),
  },
  '/referral-detail/:id': {
    layout: 'auth',
    lazy: () => import('../features/referrals/pages.ts').then((m) => ({ default: m.ReferralDetailPage })),
  },
  // The customer's dashboard and installation (issue 8).
  '/dashboard': { layout: 'dashboard', lazy: () => import('../features/dashboard/dashboard-page.tsx') },
  '/quote-details': { layout: 'auth', lazy: () => import('../features/dashboard/quote-details-page.tsx') },
  '/complete-installation/:id': {
    layout: 'auth',
    lazy: () => import('../features/dashboard/complete-installation-page.tsx'),
  },
  '/installation-details': {
    layout: 'auth',
    lazy: () => import('../features/installation/installation-details-page.tsx'),
  },
  '/install-details': { layout: 'auth', lazy: () => import('../features/installation/installation-details-page.tsx') },
  '/warranty-details': { layout: 'auth', lazy: () => import('../features/installation/warranty-details-page.tsx') },
  '/warranty-terms': { layout: 'auth', lazy: () => import('../features/installation/warranty-terms-page.tsx') },
  // After-sale care (issue 9)
  '/issues': { layout: 'auth', lazy: () => import('../features/after-sale/issues-page.tsx') },
  '/issue-details/:id': { layout: 'auth', lazy: () => import('../features/after-sale/issue-details-page.tsx') },
  '/post-issue': { layout: 'auth', lazy: () => import('../features/after-sale/post-issue-page.tsx') },
  '/notifications': { layout: 'auth', lazy: () => import('../features/after-sale/notifications-page.tsx') },
  '/system-checkup': { layout: 'auth', lazy: () => import('../features/after-sale/system-checkup-page.tsx') },
  // Identity verification (issue 21, docs/kyc.md): the form, the selfie check, the form for staff; one chunk for the three.
  '/identification': {
    layout: 'auth',
    lazy: () => import('../features/kyc/pages.ts').then((m) => ({ default: m.IdentificationPage })),
  },
  '/complete-liveliness/:id': {
    layout: 'auth',
    lazy: () => import('../features/kyc/pages.ts').then((m) => ({ default: m.LivelinessPage })),
  },
  '/kyc/:quoteRequestId': {
    layout: 'staff',
    lazy: () => import('../features/kyc/pages.ts').then((m) => ({ default: m.KycStaffPage })),
  },
  // Staff back office (issue 6): the request board, the request, pricing, engineers, an engineer's own jobs.
  '/get-requests': { layout: 'staff', lazy: () => import('../features/staff-requests/requests-page.tsx') },
  // Support's /requests (issue 22): the signed-in person's own requests by stage (docs/web-routing.md).
  '/requests': { layout: 'staff', lazy: () => import('../features/staff-requests/my-requests-page.tsx') },
  '/request-detail/:id': { layout: 'staff', lazy: () => import('../features/staff-requests/request-detail-page.tsx') },
  // Partner banks (issue 22, docs/banks.md "The bank's side"): applications, one application, the banks themselves.
  '/bank-applications': { layout: 'staff', lazy: () => import('../features/banks/bank-applications-page.tsx') },
  '/bank-application/:id': { layout: 'staff', lazy: () => import('../features/banks/bank-application-page.tsx') },
  '/financial-institutions': { layout: 'staff', lazy: () => import('../features/banks/institutions-page.tsx') },
  // The loan book's health (issue 23, docs/portfolio.md "The page"); uPlot loads with it, nowhere else.
  '/portfolio': { layout: 'staff', lazy: () => import('../features/portfolio/portfolio-page.tsx') },
  // Overdue loans, contacts and promises to pay (issue 23, docs/portfolio.md "Collections and reminders").
  '/collections': { layout: 'staff', lazy: () => import('../features/collections/collections-page.tsx') },
  '/confirm-pricing/:id': {
    layout: 'staff',
    lazy: () => import('../features/staff-requests/confirm-pricing-page.tsx'),
  },
  '/assign-date/:id/:quoteId': {
    layout: 'staff',
    lazy: () => import('../features/staff-requests/assign-date-page.tsx'),
  },
  '/installer-profile': { layout: 'staff', lazy: () => import('../features/installer/installer-profile-page.tsx') },
  // Packages and the engineer's profile (issue 6)
  '/all-packages': {
    layout: 'staff',
    lazy: () => import('../features/catalogue/pages.ts').then((m) => ({ default: m.AllPackagesPage })),
  },
  '/package-detail/:id': {
    layout: 'staff',
    lazy: () => import('../features/catalogue/pages.ts').then((m) => ({ default: m.PackageDetailPage })),
  },
  '/product-repayment/:id': {
    layout: 'staff',
    lazy: () => import('../features/catalogue/pages.ts').then((m) => ({ default: m.ProductRepaymentPage })),
  },
  '/manage-packages': {
    layout: 'staff',
    lazy: () => import('../features/catalogue/pages.ts').then((m) => ({ default: m.ManagePackagesPage })),
  },
  '/product-detail/:id': {
    layout: 'staff',
    lazy: () => import('../features/catalogue/pages.ts').then((m) => ({ default: m.ProductDetailPage })),
  },
  '/engineer-profile': { layout: 'staff', lazy: () => import('../features/installer/engineer-profile-page.tsx') },
  '/engineer-profile-settings': {
    layout: 'staff',
    lazy: () => import('../features/installer/engineer-profile-settings-page.tsx'),
  },
  // Sales agents (issue 20): home, referral lists, packages, profile; one chunk for the rest of the area.
  // The two homes have chunks of their own, without the area's forms (issue 24: agents open them on slow lines).
  '/sales-dashboard': { layout: 'staff', lazy: () => import('../features/sales/sales-dashboard-page.tsx') },
  '/sales-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AllReferralsPage })),
  },
  '/sales-owing-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.OwingReferralsPage })),
  },
  '/sales-nonperforming-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.NonPerformingReferralsPage })),
  },
  // The spec lists both; the shorter one is the same list (docs/sales.md).
  '/nonperforming-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.NonPerformingReferralsPage })),
  },
  '/agent-packages': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentPackagesPage })),
  },
  '/agent-profile': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentProfilePage })),
  },
  '/agent-sample-quote': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.SampleQuotePage })),
  },
  '/agent-profile-settings': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentProfileSettingsPage })),
  },
  '/cordinator-profile-settings': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentProfileSettingsPage })),
  },
  '/cordinator-dashboard': { layout: 'staff', lazy: () => import('../features/sales/coordinator-dashboard-page.tsx') },
  '/cordinator-profile': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentProfilePage })),
  },
  '/sales-details/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.CustomerDetailsPage })),
  },
  '/coordinator-details/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.CustomerDetailsPage })),
  },
  '/sales-team': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.SalesTeamAdminPage })),
  },
  // What each agent may offer, and the packages as the sales team sells them (docs/sales.md "Product pages").
  '/sales-team/:id/offer': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentOfferAdminPage })),
  },
  '/coordinator-all-products': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.CoordinatorProductsPage })),
  },
  '/agent-package-detail/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.SalesPackageDetailPage })),
  },
  '/cordinator-package-detail/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.SalesPackageDetailPage })),
  },
  '/agent-package-repayment/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.PackageRepaymentPage })),
  },
  '/all-sales-quotes': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentQuotesPage })),
  },
  '/all-cordinator-quotes': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentQuotesPage })),
  },
  '/add-cordinator-agent': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AddAgentPage })),
  },
  '/all-coordinator-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.TeamReferralsPage })),
  },
  '/coordinator-owing-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.TeamOwingReferralsPage })),
  },
  '/coordinator-nonperforming-referrals': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.TeamNonPerformingReferralsPage })),
  },
  '/all-cordinator-agents': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.TeamPage })),
  },
  '/all-cordinator-agents-quote/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.AgentQuotesPage })),
  },
  '/sales-details-repayment/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.RepaymentSchedulePage })),
  },
  '/customer-details-repayment/:id': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.RepaymentSchedulePage })),
  },
  '/sales-commissions': {
    layout: 'staff',
    lazy: () => import('../features/sales/pages.ts').then((m) => ({ default: m.CommissionsAdminPage })),
  },
  // After-sale care, staff side (issue 9)
  '/all-complaints': { layout: 'staff', lazy: () => import('../features/complaints/all-complaints-page.tsx') },
  '/complaint-details/:id': {
    layout: 'staff',
    lazy: () => import('../features/complaints/complaint-details-page.tsx'),
  },
  '/monitor-schedule/:id': { layout: 'staff', lazy: () => import('../features/complaints/monitor-schedule-page.tsx') },
};
