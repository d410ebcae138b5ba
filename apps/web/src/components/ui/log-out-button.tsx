import { useLogOut } from '../../lib/logout.ts';
import { RequestStatus } from '../../lib/request-status.ts';
import { Button } from './button.tsx';
import { LogOutIcon } from './icons.tsx';

/** "Log out" at the foot of the customer's /settings and the staff member's /engineer-profile-settings. */
export function LogOutButton({ className = '' }: { className?: string }) {
  const { logOut, pending } = useLogOut();
  return (
    <Button
      variant="secondary"
      block
      className={className}
      state={pending ? RequestStatus.LOADING : RequestStatus.NORMAL}
      loadingLabel="Logging out"
      onClick={() => void logOut()}
    >
      <span className="inline-flex items-center gap-2">
        <LogOutIcon className="size-5" />
        Log out
      </span>
    </Button>
  );
}
