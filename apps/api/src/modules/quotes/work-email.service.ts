import { AppError } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { codeService, latestCodeAddressForUser } from '../auth/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote-request.repository.ts';

/** The work e-mail check of an employer that asks for one: a code sent to an address on its domain, then confirmed. */

const codesOf = (deps: AppDeps) => codeService(deps.db, deps.config.jwtSecret, () => deps.clock.now());

/** Sends a code to a work e-mail, once it is on the employer's domain. */
export async function sendWorkEmailCode(deps: AppDeps, user: AppUserRow, email: string, employerId: number) {
  const employer = await repo.findEmployer(deps.db, employerId);
  if (!employer) throw new AppError('VALIDATION_FAILED', 'Please select where you work');
  const domain = employer.email_domain?.toLowerCase();
  if (!domain) throw new AppError('BAD_REQUEST', `No work e-mail check is needed for ${employer.name}.`);
  if (!(email.endsWith(`@${domain}`) || email.endsWith(`.${domain}`))) {
    throw new AppError(
      'BAD_REQUEST',
      `This is not a ${employer.name} e-mail address. Use your work e-mail ending in @${domain}.`,
    );
  }
  await codesOf(deps).issue('company-email', email, user.id, async (code) => {
    await deps.mail.send({
      to: email,
      subject: 'Confirm your work e-mail for Imole',
      text: `Hello ${user.firstname},\n\nYour Imole code is ${code}. Enter it to confirm this work e-mail for your quote. It expires in 10 minutes.`,
    });
  });
}

/** Confirms the work e-mail the customer last asked a code for. */
export async function confirmWorkEmail(deps: AppDeps, user: AppUserRow, otp: string) {
  const address = await latestCodeAddressForUser(deps.db, 'company-email', user.id);
  if (!address) throw new AppError('BAD_REQUEST', 'Ask for a code to your work e-mail first.');
  await codesOf(deps).verify('company-email', address, otp, true);
}
