/**
 * Every browser route of the product (staff spec §2 "Route table and guards", customer spec §2), spelled exactly as
 * the spec spells them, with who may open it. docs/web-routing.md explains how the spec's lists map to roles.
 *
 * - 'guest-only': for people who are not signed in; a signed-in person is sent to their home page.
 * - 'public': anyone, signed in or not (an invitation link must work whoever is signed in on the device).
 * - a list of role names: a session with one of these roles is required.
 */
import { RoleName } from '@imole/domain/roles';

export type SignedInRole = Exclude<RoleName, 'GUEST'>;
export type RouteAccess = 'guest-only' | 'public' | readonly SignedInRole[];

const { AUTH, SUPPORT, ADMIN, SALES_AGENT, BANK_OFFICER } = RoleName;

const CUSTOMER = [AUTH] as const;
const STAFF = [SUPPORT, ADMIN] as const;
const ADMIN_ONLY = [ADMIN] as const;
const SALES = [SALES_AGENT] as const;

export const routeAccess = {
  // Guest only
  '/': 'guest-only',
  '/login': 'guest-only',
  '/register': 'guest-only',
  '/support-register': 'guest-only',
  '/reset-password': 'guest-only',
  '/bankquote': 'guest-only',
  '/sales-agent': 'guest-only',
  '/sales-agent/register': 'guest-only',

  // Anyone: a first-time user arriving from an invitation (listed under "Support" in the spec).
  '/set-password': 'public',
  // Beyond the spec: the link mailed to the old address when the login e-mail changes (docs/accounts.md).
  '/undo-email-change': 'public',

  // Authenticated customer
  '/dashboard': CUSTOMER,
  '/referral-dashboard': CUSTOMER,
  '/all-referrals': CUSTOMER,
  '/referral-detail/:id': CUSTOMER,
  '/get-qoute': CUSTOMER,
  // Also the agent and coordinator quote wizard's customer-information step (staff spec §2).
  '/start-quote': [AUTH, SALES_AGENT],
  '/quote-details': CUSTOMER,
  // Beyond the spec's table: the "ActiveRequests" page (customer spec §2) has no path there (docs/web-routing.md).
  // Staff open it too, from their navigation (issue 22): every customer's open requests.
  '/active-quote': [AUTH, SUPPORT, ADMIN],
  '/payment-history': CUSTOMER,
  '/repayment-schedule': CUSTOMER,
  '/make-payment': CUSTOMER,
  '/issues': CUSTOMER,
  '/issue-details/:id': CUSTOMER,
  '/post-issue': CUSTOMER,
  '/system-checkup': CUSTOMER,
  '/installation-details': CUSTOMER,
  '/install-details': CUSTOMER,
  '/warranty-details': CUSTOMER,
  '/warranty-terms': CUSTOMER,
  '/payment': CUSTOMER,
  '/outright-payment': CUSTOMER,
  '/settings': CUSTOMER,
  '/edit-profile': CUSTOMER,
  '/change-password': CUSTOMER,
  // Agents are told of their customers (over 30 days overdue, docs/portfolio.md) and officers of undertakings
  // (docs/banks.md): their notices and settings are theirs to read and choose.
  '/notification-setting': [AUTH, SALES_AGENT, BANK_OFFICER],
  '/payment-method': CUSTOMER,
  '/add-payment': CUSTOMER,
  '/notifications': [AUTH, SALES_AGENT, BANK_OFFICER],
  '/identification': CUSTOMER,
  '/complete-liveliness/:id': CUSTOMER,
  '/complete-installation/:id': CUSTOMER,
  '/owing-referrals': CUSTOMER,
  '/about': CUSTOMER,

  // Admin list: support and admin both manage requests (staff spec §6), and the support/installer navigation bar
  // links to /get-requests, /all-packages, /all-complaints and /installer-profile.
  // The staff change-password page, opened from the sales agents' settings too (docs/web-routing.md).
  // A bank officer's too (issue 22): linked from the foot of their applications.
  '/admin-password': [SUPPORT, ADMIN, SALES_AGENT, BANK_OFFICER],
  '/monitor-schedule/:id': STAFF,
  '/get-requests': STAFF,
  // Also the customer's (customer spec §2: "Detail of an active quote request"): a customer is shown their quote details.
  '/request-detail/:id': [AUTH, SUPPORT, ADMIN],
  '/assign-date/:id/:quoteId': STAFF,
  '/confirm-pricing/:id': STAFF,
  '/all-packages': STAFF,
  '/package-detail/:id': STAFF,
  '/product-repayment/:id': STAFF,
  '/all-complaints': STAFF,
  '/complaint-details/:id': STAFF,
  '/installer-profile': STAFF,
  // Creating staff accounts is an admin's job (issue 4: "admin creates support, engineer or admin users").
  '/manage-engineers': ADMIN_ONLY,
  '/add-engineers': ADMIN_ONLY,
  // Beyond the spec's table: the business settings (rates, plans, turnaround times), which only admins change.
  '/admin-settings': ADMIN_ONLY,
  // Commission owed to agents and coordinators, and its payouts (issue 20; not in the spec's table: docs/sales.md).
  '/sales-commissions': ADMIN_ONLY,
  '/sales-team': ADMIN_ONLY,
  // What one agent (or a coordinator's team) may offer (issue 20; docs/sales.md "What each agent may offer").
  '/sales-team/:id/offer': ADMIN_ONLY,
  // Opened from the agent's package list (/agent-packages) as well.
  '/agent-package-repayment/:id': [SUPPORT, ADMIN, SALES_AGENT],

  // Support list: support and admin.
  '/requests': STAFF,
  '/manage-packages': STAFF,
  '/product-detail/:id': STAFF,
  '/engineer-profile': STAFF,
  '/engineer-profile-settings': STAFF,
  '/agent-package-detail/:id': [SUPPORT, ADMIN, SALES_AGENT],
  // Issue 21: staff and the customer's own agent give a customer's identity details for them (staff spec §1; docs/kyc.md).
  '/kyc/:quoteRequestId': [SUPPORT, ADMIN, SALES_AGENT],
  // Partner banks (issue 22, docs/banks.md "The bank's side"): a bank officer's applications (their bank's only), which
  // support and admins read for every bank; admins manage the banks and their officers.
  '/bank-applications': [BANK_OFFICER, ADMIN, SUPPORT],
  '/bank-application/:id': [BANK_OFFICER, ADMIN, SUPPORT],
  '/financial-institutions': ADMIN_ONLY,
  // How healthy the loan book is (issue 23, docs/portfolio.md "The page"): admins only.
  '/portfolio': ADMIN_ONLY,
  // Overdue loans to work (issue 23, docs/portfolio.md "Collections and reminders"): support and admins.
  '/collections': STAFF,

  // Sales agents, coordinators included (a coordinator is a sales agent with the coordinator flag).
  '/sales-dashboard': SALES,
  '/sales-referrals': SALES,
  '/sales-owing-referrals': SALES,
  '/sales-nonperforming-referrals': SALES,
  '/all-sales-quotes': SALES,
  '/all-cordinator-quotes': SALES,
  '/nonperforming-referrals': SALES,
  '/sales-details/:id': SALES,
  '/sales-details-repayment/:id': SALES,
  '/customer-details-repayment/:id': SALES,
  '/agent-profile': SALES,
  '/agent-profile-settings': SALES,
  '/cordinator-profile': SALES,
  '/cordinator-profile-settings': SALES,
  '/agent-packages': SALES,
  // Beyond the spec's table: an agent's sample quotes for prospects (docs/sales.md "Sample quotes").
  '/agent-sample-quote': SALES,
  '/agent-customer-edit-quote': SALES,
  '/cordinator-customer-edit-quote': SALES,
  '/agent-customer-quote/:id': SALES,
  '/generate-component': SALES,
  '/cordinator-dashboard': SALES,
  '/all-cordinator-agents': SALES,
  '/cordinator-customer-quote/:id': SALES,
  '/add-cordinator-agent': SALES,
  '/all-coordinator-referrals': SALES,
  '/coordinator-owing-referrals': SALES,
  '/coordinator-nonperforming-referrals': SALES,
  '/coordinator-details/:id': SALES,
  '/coordinator-customer-quote/:id': SALES,
  '/all-cordinator-agents-quote/:id': SALES,
  '/coordinator-all-products': SALES,
  '/cordinator-package-detail/:id': SALES,
} as const satisfies Record<string, RouteAccess>;

export type RoutePath = keyof typeof routeAccess;

/**
 * Staff routes an engineer (a support user of the engineer kind, who sees only their own jobs) may not open: the
 * server refuses their calls (`notForEngineers`), so the guard shows "Not allowed" as for a wrong role.
 */
export const notForEngineers: readonly RoutePath[] = ['/collections'];

export const routePaths = Object.keys(routeAccess) as RoutePath[];

export function canOpen(access: RouteAccess, role: SignedInRole | null): boolean {
  if (access === 'public') return true;
  if (access === 'guest-only') return role === null;
  return role !== null && access.includes(role);
}
