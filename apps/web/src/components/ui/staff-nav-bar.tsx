import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { UserIcon } from './icons.tsx';

const ListIcon = () => (
  <svg
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className="size-6"
  >
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 8h6M9 12h6M9 16h4" />
  </svg>
);

const svgProps = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
  className: 'size-6',
} as const;

export const BoxIcon = () => (
  <svg {...svgProps}>
    <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </svg>
);

const BankIcon = () => (
  <svg {...svgProps}>
    <path d="M3 10l9-6 9 6M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 21h18" />
  </svg>
);

const AlertIcon = () => (
  <svg {...svgProps}>
    <path d="M12 3l10 18H2z" />
    <path d="M12 10v4M12 17.5v.01" />
  </svg>
);

export interface NavBarItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Other paths the item stands for (shown as the current one there too). */
  also?: readonly string[];
}

/**
 * The support and installer navigation bar (staff spec §2: Requests, Packages, Complaints, Profile). Drawn by the
 * top-level staff pages, not by the staff layout, so its code stays in the staff chunks and out of the bundle every
 * customer downloads.
 */
const items: readonly NavBarItem[] = [
  // Its three views (all, mine, active) are linked at the top of each: RequestViewsNav below.
  { to: '/get-requests', label: 'Requests', icon: <ListIcon />, also: ['/requests', '/active-quote'] },
  { to: '/all-packages', label: 'Packages', icon: <BoxIcon /> },
  { to: '/all-complaints', label: 'Complaints', icon: <AlertIcon /> },
  { to: '/installer-profile', label: 'Profile', icon: <UserIcon className="size-6" /> },
];

/** Partner banks' applications (issue 22; docs/banks.md): support and admins, not engineers (they see their jobs only). */
const bankItem: NavBarItem = { to: '/bank-applications', label: 'Bank applications', icon: <BankIcon /> };

export function StaffNavBar() {
  const engineer = useSession()?.user.isEngineer ?? false;
  return <BottomNavBar label="Staff" items={engineer ? items : [items[0]!, bankItem, ...items.slice(1)]} />;
}

/**
 * A bottom navigation bar of a signed-in area (staff, sales): sticks to the bottom of the screen; the page puts it
 * last, so it sits under the content when the page is short.
 */
export function BottomNavBar({ label, items }: { label: string; items: readonly NavBarItem[] }) {
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={label}
      className="sticky bottom-0 z-10 -mx-4 mt-auto -mb-8 border-t border-ink-200 bg-white px-2 pb-[env(safe-area-inset-bottom)]"
    >
      <ul className="flex">
        {items.map((item) => (
          <li key={item.to} className="flex-1">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-center text-xs leading-tight font-semibold ${
                  isActive || item.also?.includes(pathname) ? 'text-brand-800' : 'text-ink-600 hover:text-ink-900'
                }`
              }
            >
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The three views of requests for support staff and admins (issue 22; docs/web-routing.md "Staff: how to get around"). */
const requestViews = [
  { to: '/get-requests', label: 'All requests' },
  { to: '/requests', label: 'My requests' },
  { to: '/active-quote', label: 'Active quotes' },
] as const;

/**
 * The top of /get-requests, /requests and /active-quote for support staff and admins: every request by stage (the
 * board), their own work (/requests), every customer's open requests (/active-quote). Engineers have one view of their
 * own jobs, so the pages do not draw it for them.
 */
export function RequestViewsNav() {
  return (
    <nav aria-label="Request views" className="-mt-1">
      <ul className="grid grid-cols-3 gap-1 rounded-xl bg-ink-100 p-1">
        {requestViews.map((view) => (
          <li key={view.to}>
            <NavLink
              to={view.to}
              end
              className={({ isActive }) =>
                // On a 360 px phone a label may take two lines rather than overflow its third of the row.
                `flex min-h-11 items-center justify-center rounded-lg px-1 text-center text-sm leading-tight font-semibold ${
                  isActive ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-700 hover:text-ink-900'
                }`
              }
            >
              {view.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
