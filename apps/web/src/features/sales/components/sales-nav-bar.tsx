import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { useSession } from '../../../lib/session.ts';

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

const HomeIcon = () => (
  <svg {...svgProps}>
    <path d="M3 11l9-8 9 8" />
    <path d="M5 10v10h5v-6h4v6h5V10" />
  </svg>
);

const BoxIcon = () => (
  <svg {...svgProps}>
    <path d="M21 8l-9-5-9 5v8l9 5 9-5z" />
    <path d="M3 8l9 5 9-5M12 13v8" />
  </svg>
);

/** A coordinator's Home and Profile are their own pages (staff spec §2 route table); Packages are the agents'. */
const itemsFor = (coordinator: boolean): readonly { to: string; label: string; icon: ReactNode }[] => [
  { to: coordinator ? '/cordinator-dashboard' : '/sales-dashboard', label: 'Home', icon: <HomeIcon /> },
  { to: '/agent-packages', label: 'Packages', icon: <BoxIcon /> },
  {
    to: coordinator ? '/cordinator-profile' : '/agent-profile',
    label: 'Profile',
    icon: <UserIcon className="size-6" />,
  },
];

/** The sales agent's navigation bar (staff spec §2 "Mobile navigation bars": Home, Packages, Profile). */
export function SalesNavBar() {
  const items = itemsFor(useSession()?.user.isCoordinator === true);
  return (
    <nav
      aria-label="Sales"
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
