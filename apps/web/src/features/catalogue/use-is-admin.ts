import { useSession } from '../../lib/session.ts';
import { staffKindOf } from '../../lib/staff-kind.ts';

/**
 * Only admins change packages, components and prices (issue 6); support staff and engineers read them. The API
 * refuses anyone else's change anyway: this only keeps the pages from offering what would be refused.
 */
export function useIsAdmin(): boolean {
  const user = useSession()?.user;
  return user ? staffKindOf(user) === 'admin' : false;
}
