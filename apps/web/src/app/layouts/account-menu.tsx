import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import type { SessionUser } from '@imole/domain/session';
import { Avatar } from '../../components/ui/avatar.tsx';
import { LogOutIcon } from '../../components/ui/icons.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useLogOut } from '../../lib/logout.ts';
import { staffKindLabels, staffKindOf } from '../../lib/staff-kind.ts';
import { accountLinksOf } from '../account-links.ts';

const row = 'flex min-h-12 w-full items-center gap-3 rounded-xl px-3 text-left text-base font-medium hover:bg-ink-100';

/**
 * The staff account menu (a disclosure, not an ARIA menu: plain links and a button, in tab order): who is signed in,
 * the account pages that exist for their role, and "Log out". Closes on Escape, a tap outside and on choosing.
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { logOut, pending } = useLogOut();
  const kind = staffKindOf(user);
  const links = accountLinksOf(user);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="-mr-1 inline-flex size-12 items-center justify-center rounded-full hover:bg-ink-100"
      >
        <Avatar person={user} />
        {/* Text, not aria-label: the initials are hidden from screen readers, and the name must contain what shows. */}
        <span className="sr-only">Account menu</span>
      </button>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="absolute top-full right-0 z-20 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-2xl bg-white p-2 shadow-lg ring-1 ring-ink-200"
        >
          <div className="border-b border-ink-200 px-3 pt-1 pb-3">
            <p className="truncate font-semibold">
              {user.firstname} {user.lastname}
            </p>
            <p className="truncate text-sm text-ink-600">
              {kind ? `${staffKindLabels[kind]} · ` : ''}
              {user.email}
            </p>
          </div>
          <nav aria-label="Account" className="pt-2">
            <ul>
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={link.to}
                    onClick={() => setOpen(false)}
                    className={({ isActive }) => `${row} ${isActive ? 'bg-brand-50 text-brand-900' : ''}`}
                  >
                    {link.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button type="button" onClick={() => void logOut()} disabled={pending} className={row}>
                  {pending ? <Spinner /> : <LogOutIcon className="size-5" />}
                  Log out
                </button>
              </li>
            </ul>
          </nav>
        </div>
      )}
    </div>
  );
}
