import { Link, useLocation } from 'react-router';
import { ChevronRightIcon, UserIcon } from '../../../components/ui/icons.tsx';

/** "Profile settings" on the agent's (or the coordinator's) Profile page: their own settings page. */
export function ProfileSettingsLink() {
  const coordinator = useLocation().pathname.startsWith('/cordinator');
  return (
    <Link
      to={coordinator ? '/cordinator-profile-settings' : '/agent-profile-settings'}
      className="flex min-h-14 items-center gap-4 rounded-2xl border border-ink-200 px-4 text-base font-medium hover:bg-ink-50 active:bg-ink-100"
    >
      <UserIcon className="size-6 text-brand-800" />
      <span className="flex-1">
        Profile settings
        <span className="block text-sm font-normal text-ink-700">Photo, name, e-mail, password</span>
      </span>
      <ChevronRightIcon className="size-5 text-ink-500" />
    </Link>
  );
}
