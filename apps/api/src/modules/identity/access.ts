import { AppError, UserRole } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { findRequestParties, type RequestParties } from './identity.repository.ts';

/**
 * Who may do what with a request's identity verification (docs/kyc.md "Who does what"), checked on every call:
 * - `own`: the customer, on their own request only;
 * - `act`: the customer, support, admins, and the sales agent who referred the customer (update the details);
 * - `read`: as `act`, plus the referring agent's coordinator (they read, never change);
 * - `staff`: support and admins.
 * Engineers are support users but see no identity data: they install, they do not lend. A request the person may
 * not see reads as "not found", which tells them nothing of other customers.
 */
export type KycAccess = 'own' | 'act' | 'read' | 'staff';

export const notYours = 'No quote request of yours has that id.';
const notFound = 'No quote request you may see has that id.';

export async function requestFor(
  db: DbOrTx,
  user: AppUserRow,
  quoteRequestId: number,
  access: KycAccess,
): Promise<RequestParties> {
  const request = await findRequestParties(db, quoteRequestId);
  if (user.user_role === UserRole.Customer) {
    if (!request || request.customerId !== user.id) throw new AppError('NOT_FOUND', notYours);
    return request;
  }
  if (access === 'own') throw new AppError('FORBIDDEN', 'Only the customer can take their own selfie check.');
  const staff = user.user_role === UserRole.Support || user.user_role === UserRole.Admin;
  if (staff && user.is_engineer)
    throw new AppError('FORBIDDEN', 'Engineers do not see identity details. Ask support if you need them.');
  if (staff) {
    if (!request) throw new AppError('NOT_FOUND', notFound);
    return request;
  }
  if (user.user_role === UserRole.SalesAgent && access !== 'staff') {
    const referredByYou = request?.referrerId === user.id;
    const coordinating = access === 'read' && user.is_coordinator && request?.referrerCoordinatorId === user.id;
    if (request && (referredByYou || coordinating)) return request;
    throw new AppError('NOT_FOUND', 'No quote request of a customer you referred has that id.');
  }
  throw new AppError('FORBIDDEN', 'Only support and administrators can do this.');
}

export const isCustomer = (user: AppUserRow) => user.user_role === UserRole.Customer;
export const isAdmin = (user: AppUserRow) => user.user_role === UserRole.Admin;
export const isStaff = (user: AppUserRow) =>
  (user.user_role === UserRole.Support || user.user_role === UserRole.Admin) && !user.is_engineer;
