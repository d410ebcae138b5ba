/**
 * Which page module each route loads, and whose routes they are, for the build (vite.config.ts: what the service
 * worker precaches, what index.html's early script fetches) and the size check (src/build-budget.test.ts: no staff page in what a customer downloads).
 * Runs in Node at build time; the app itself never imports this file.
 */
import { RoleName, roleNameOf } from '@imole/domain/roles';
import { routeAccess, type RouteAccess, type RoutePath } from './route-access.ts';

export { roleNameOf, routeAccess };

/**
 * The pages that work offline, precached by the service worker: the landing page (static), and the customer's pages
 * that read their saved answers (src/lib/offline/saved-responses.ts).
 */
export const OFFLINE_ROUTES: readonly RoutePath[] = [
  '/',
  '/dashboard',
  '/quote-details',
  '/payment',
  '/outright-payment',
  '/make-payment',
  '/payment-history',
  '/repayment-schedule',
  '/installation-details',
  '/install-details',
  '/warranty-details',
  '/warranty-terms',
];

/**
 * The first reads of a page, started by index.html's early script (app/early-preload.ts) while the app's own code
 * downloads: a customer's page for a signed-in customer, a staff home (EARLY_STAFF_ROUTES) for whoever may open it.
 * The same path and query as the page's query asks, so the API client takes that answer (a page opened with other
 * filters in its address asks again, and the early answer goes unused). A `{field.path}` in a read is filled from
 * the answer to the page's first read.
 */
const CURRENT_REQUEST = 'Quote/GetQuoteRequest';
const SAVED_CARDS = 'Transaction/GetSavedCards';
/** The bell's count, in the dashboard's layout only. */
const NOTIFICATION_COUNT = 'ClientUser/GetNotificationCount';
/**
 * The plans of the quote, for the down payment. `{quote.id}` is taken from the first read's answer (the early script
 * starts this read when that answer arrives); on the repayment stage the page does not use it.
 */
const DOWN_PAYMENT_PLANS = 'Quote/GetQuoteRepaymentsRange?quoteId={quote.id}';
export const FIRST_READS: Partial<Record<RoutePath, readonly string[]>> = {
  '/dashboard': [CURRENT_REQUEST, NOTIFICATION_COUNT],
  '/quote-details': [CURRENT_REQUEST],
  '/payment': [CURRENT_REQUEST, SAVED_CARDS, DOWN_PAYMENT_PLANS],
  '/outright-payment': [CURRENT_REQUEST, SAVED_CARDS],
  '/make-payment': [CURRENT_REQUEST, SAVED_CARDS],
  '/payment-history': [CURRENT_REQUEST],
  '/repayment-schedule': [CURRENT_REQUEST],
  '/installation-details': [CURRENT_REQUEST],
  '/install-details': [CURRENT_REQUEST],
  '/warranty-details': [CURRENT_REQUEST],
  '/get-qoute': ['Product/GetProducts'],
  // The states for the personal step, and the new-quote rule's check (which an edit does not use: one small read).
  '/start-quote': ['Location/GetStates', 'Quote/ActiveQuoteRequest?PageIndex=1&PageSize=20'],
  // Staff homes: the board's first tab and the "Referred by" filter's team; the sales homes' figures (their recent
  // referrals' read names a date, so the page asks for it); the bank's applications awaiting a decision.
  '/get-requests': ['Quote/GetNotRespondedQuotes?PageIndex=1&PageSize=20', 'ClientUser/GetSalesTeamMembers'],
  '/sales-dashboard': [
    'SalesTeam/GetDashBoardRecord',
    'SalesTeam/GetSalesTeamCommisionKpi',
    'SalesTeam/GetPortfolio?Scope=own',
  ],
  '/cordinator-dashboard': [
    'SalesTeam/GetCoordinatorDashBoardRecord',
    'SalesTeam/GetSalesTeamCommisionKpi',
    'SalesTeam/GetPortfolio?Scope=team',
    'ClientUser/GetSalesTeamMembersUnderCordinator?PageIndex=1&PageSize=10000',
  ],
  '/bank-applications': ['FinancialInstitutionQuote/Applications?PageIndex=1&PageSize=20&Stage=awaiting-decision'],
};

/**
 * The staff, sales and bank pages people open most, each role's home (`homePathOf` in lib/session.ts) and the
 * request detail: index.html's early script also preloads their code, with the staff layout's (a lazy chunk of its
 * own, which the page's chunk would otherwise wait for), when the session in the tab may open them. Without it
 * their code came in three waves (the entry, then the layout, then the page), each a round trip on a field agent's
 * slow line. The other staff pages are reached from these, with the entry and layout already loaded.
 */
export const EARLY_STAFF_ROUTES: readonly RoutePath[] = [
  '/get-requests',
  '/request-detail/:id',
  '/installer-profile',
  '/sales-dashboard',
  '/cordinator-dashboard',
  '/bank-applications',
];

/** The module of the layout that staff, sales and bank pages render in (lazy: customers never download it). */
export const STAFF_LAYOUT_MODULE = 'src/app/layouts/staff-layout.tsx';

/**
 * Route -> lazily imported module, as `src/...`, read from the source of pages.ts (its `lazy: () => import('…')`
 * lines). Routes whose page is part of the entry (`Component:`) are not listed: they are in the entry anyway.
 */
export function lazyPageModules(pagesSource: string): Map<RoutePath, string> {
  const modules = new Map<RoutePath, string>();
  for (const match of pagesSource.matchAll(/'(\/[^']*)':\s*\{[^{}]*?\blazy:[^{}]*?import\('([^']+)'\)/g)) {
    const [, route, specifier] = match;
    if (!route || !specifier || !Object.hasOwn(routeAccess, route)) continue;
    // Specifiers are relative to src/app/.
    const resolved = new URL(specifier, 'file:///src/app/').pathname.slice(1);
    modules.set(route as RoutePath, resolved);
  }
  return modules;
}

/**
 * A customer's route: open to visitors, or to customers and not to staff. `/request-detail/:id` admits customers
 * but is the staff page (a customer is sent on to /quote-details?id=), and counts as staff.
 */
export function isCustomerRoute(access: RouteAccess): boolean {
  if (access === 'guest-only' || access === 'public') return true;
  return access.includes(RoleName.AUTH) && !access.includes(RoleName.SUPPORT) && !access.includes(RoleName.ADMIN);
}

/** Page modules of staff, sales and admin routes that no customer route shares. */
export function staffPageModules(modules: Map<RoutePath, string>): Set<string> {
  const customer = new Set<string>();
  const other = new Set<string>();
  for (const [route, module] of modules) (isCustomerRoute(routeAccess[route]) ? customer : other).add(module);
  return new Set([...other].filter((module) => !customer.has(module)));
}
