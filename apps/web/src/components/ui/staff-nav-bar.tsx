import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
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
}

/**
 * The support and installer navigation bar (staff spec §2: Requests, Packages, Complaints, Profile). Drawn by the
 * top-level staff pages, not by the staff layout, so its code stays in the staff chunks and out of the bundle every
 * customer downloads.
 */
const items: readonly NavBarItem[] = [
  { to: '/get-requests', label: 'Requests', icon: <ListIcon /> },
  { to: '/all-packages', label: 'Packages', icon: <BoxIcon /> },
  { to: '/all-complaints', label: 'Complaints', icon: <AlertIcon /> },
  { to: '/installer-profile', label: 'Profile', icon: <UserIcon className="size-6" /> },
];

export function StaffNavBar() {
  return <BottomNavBar label="Staff" items={items} />;
}

/**
 * A bottom navigation bar of a signed-in area (staff, sales): sticks to the bottom of the screen; the page puts it
 * last, so it sits under the content when the page is short.
 */
export function BottomNavBar({ label, items }: { label: string; items: readonly NavBarItem[] }) {
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
                `flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-semibold ${
                  isActive ? 'text-brand-800' : 'text-ink-600 hover:text-ink-900'
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
