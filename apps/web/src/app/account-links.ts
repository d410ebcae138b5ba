import type { SessionUser } from '@imole/domain/session';
import { routeRoleOf } from '../lib/session.ts';
import { pages as registeredPages, type PageEntry } from './pages.ts';
import { canOpen, routeAccess, type RoutePath } from './route-access.ts';

export interface AccountLink {
  to: RoutePath;
  label: string;
  /** Not offered to engineers (support users who see only their own jobs). */
  notForEngineers?: boolean;
  /** Not in a customer's list: their pages reach it their own way. */
  notForCustomers?: boolean;
}

/** In the order they are offered. Each role sees the ones it may open. */
const candidates: readonly AccountLink[] = [
  { to: '/settings', label: 'Settings' },
  // For agents and bank officers (customers reach them from /settings and the dashboard's bell).
  { to: '/notifications', label: 'Notifications', notForCustomers: true },
  { to: '/notification-setting', label: 'Notification settings', notForCustomers: true },
  { to: '/manage-engineers', label: 'Staff members' },
  { to: '/admin-settings', label: 'Business settings' },
  // Overdue loans to work (issue 23, docs/portfolio.md "Collections and reminders"): support and admins. Not in the
  // bottom bar: a sixth item does not fit a 360 px phone with readable labels (docs/web-routing.md).
  { to: '/collections', label: 'Collections', notForEngineers: true },
  { to: '/portfolio', label: 'Portfolio' },
  { to: '/financial-institutions', label: 'Partner banks' },
  { to: '/sales-team', label: 'Sales team' },
  { to: '/sales-commissions', label: 'Sales commission' },
  { to: '/admin-password', label: 'Change password' },
];

/**
 * The account pages a person can open that exist (registered in pages.ts), for the staff account menu and the 404
 * page's way out: never a link to a page that is not built yet (docs/web-routing.md).
 */
export function accountLinksOf(
  user: SessionUser,
  pages: Partial<Record<RoutePath, PageEntry>> = registeredPages,
): AccountLink[] {
  const role = routeRoleOf(user);
  return candidates.filter(
    (link) =>
      pages[link.to] !== undefined &&
      canOpen(routeAccess[link.to], role) &&
      !(link.notForEngineers && user.isEngineer) &&
      !(link.notForCustomers && role === 'AUTH'),
  );
}

/** The person's home when its page exists, otherwise their first account page (staff homes come in later issues). */
export function landingOf(
  user: SessionUser,
  home: string,
  pages: Partial<Record<RoutePath, PageEntry>> = registeredPages,
): string {
  if (home in pages) return home;
  return accountLinksOf(user, pages)[0]?.to ?? home;
}
