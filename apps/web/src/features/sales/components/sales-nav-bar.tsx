import { HomeIcon, UserIcon } from '../../../components/ui/icons.tsx';
import { BottomNavBar, BoxIcon, type NavBarItem } from '../../../components/ui/staff-nav-bar.tsx';
import { useSession } from '../../../lib/session.ts';

/** A coordinator's Home, Packages (/coordinator-all-products) and Profile are their own pages (staff spec §2 route table). */
const itemsFor = (coordinator: boolean): readonly NavBarItem[] => [
  {
    to: coordinator ? '/cordinator-dashboard' : '/sales-dashboard',
    label: 'Home',
    icon: <HomeIcon className="size-6" />,
  },
  { to: coordinator ? '/coordinator-all-products' : '/agent-packages', label: 'Packages', icon: <BoxIcon /> },
  {
    to: coordinator ? '/cordinator-profile' : '/agent-profile',
    label: 'Profile',
    icon: <UserIcon className="size-6" />,
  },
];

/** The sales agent's navigation bar (staff spec §2 "Mobile navigation bars": Home, Packages, Profile). */
export function SalesNavBar() {
  return <BottomNavBar label="Sales" items={itemsFor(useSession()?.user.isCoordinator === true)} />;
}
