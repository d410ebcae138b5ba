import { AppError, UserRole } from '@imole/domain';
import type { AppUserRow } from '../../db/tables/user.table.ts';

/**
 * The one rule for who may be given a job (an installation, a complaint): an engineer (a support user of the engineer
 * kind) who can log in, that is active and with a password set. One invited who has not set a password yet cannot
 * see the job, and the customer would be told they are on it (issue 19), so they are refused with what to do.
 * Answers the engineer, or throws a 4xx a person can act on.
 */
export function assignableEngineer(user: AppUserRow | undefined): AppUserRow {
  if (
    !user ||
    user.deleted_at !== null ||
    user.user_role !== UserRole.Support ||
    !user.is_engineer ||
    !user.is_active
  ) {
    throw new AppError('VALIDATION_FAILED', 'Choose an active engineer.');
  }
  if (user.password_hash === null) {
    throw new AppError(
      'CONFLICT',
      `${user.firstname} ${user.lastname} has not accepted the invitation yet (no password set), so cannot log in to see the job. Choose another engineer, or ask ${user.firstname} to set a password from the invitation e-mail first.`,
    );
  }
  return user;
}
