import { NavLink } from 'react-router';
import type { SessionUser } from '@imole/domain/session';
import { LogOutIcon } from '../../components/ui/icons.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLogOut } from '../../lib/logout.ts';

/**
 * A bank officer's top bar (docs/banks.md "The bank's side"): whose bank they work for, their one page
 * ("Applications") and "Sign out". Officers have none of the staff's account pages, so no account menu.
 */
export function BankOfficerHeader({ user }: { user: SessionUser }) {
  const { logOut, pending } = useLogOut();
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <Logo size="sm" markOnly />
      {/* Two lines at most: a long name ("First City Monument Bank") wraps rather than losing its end. */}
      <p
        className="line-clamp-2 min-w-0 flex-1 text-sm leading-tight font-bold text-ink-900"
        title={user.financialInstitutionName ?? undefined}
      >
        {user.financialInstitutionName ?? 'Partner bank'}
      </p>
      <nav aria-label="Bank officer">
        <NavLink
          to="/bank-applications"
          end
          className={({ isActive }) =>
            `inline-flex min-h-11 items-center rounded-xl px-2 text-sm font-semibold ${isActive ? 'text-brand-800' : 'text-ink-700 hover:text-ink-900'}`
          }
        >
          Applications
        </NavLink>
      </nav>
      <button
        type="button"
        onClick={() => void logOut()}
        disabled={pending}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-xl px-2 text-sm font-semibold text-ink-700 hover:bg-ink-100"
      >
        {pending ? <Spinner className="size-4" /> : <LogOutIcon className="size-4" />}
        Sign out
      </button>
    </div>
  );
}
