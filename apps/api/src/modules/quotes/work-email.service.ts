import { AppError, UserRole } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { codeService, latestCodeAddressForUser } from '../auth/index.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import * as repo from './quote-request.repository.ts';

/** The work e-mail check of an employer that asks for one: a code sent to an address on its domain, then confirmed. */

const codesOf = (deps: AppDeps) => codeService(deps.db, deps.config.jwtSecret, () => deps.clock.now());

/** Sends a code to a work e-mail, once it is on the employer's domain. */
export async function sendWorkEmailCode(deps: AppDeps, user: AppUserRow, email: string, employerId: number) {
  // A sales agent asks for the code for their customer (issue 20): the words are about the customer, and the e-mail
  // goes to the customer's inbox, so it greets nobody by the agent's name.
  const agent = user.user_role === UserRole.SalesAgent;
  const employer = await repo.findEmployer(deps.db, employerId);
  if (!employer)
    throw new AppError(
      'VALIDATION_FAILED',
      agent ? "Please select the customer's employer" : 'Please select where you work',
    );
  const domain = employer.email_domain?.toLowerCase();
  if (!domain) throw new AppError('BAD_REQUEST', `No work e-mail check is needed for ${employer.name}.`);
  if (!(email.endsWith(`@${domain}`) || email.endsWith(`.${domain}`))) {
    const article = /^[aeiou]/i.test(employer.name) ? 'an' : 'a';
    throw new AppError(
      'BAD_REQUEST',
      `This is not ${article} ${employer.name} e-mail address. Use ${agent ? "the customer's" : 'your'} work e-mail ending in @${domain}.`,
    );
  }
  await codesOf(deps).issue('company-email', email, user.id, async (code) => {
    await deps.mail.send({
      to: email,
      subject: 'Confirm your work e-mail for Imole',
      text: agent
        ? `Hello,\n\nYour Imole sales agent, ${user.firstname} ${user.lastname}, is asking for a solar quote for you. Your Imole code is ${code}: give it to them to confirm this work e-mail for your quote. It expires in 10 minutes.\n\nIf you did not ask anyone for a quote, do not share the code and ignore this e-mail.`
        : `Hello ${user.firstname},\n\nYour Imole code is ${code}. Enter it to confirm this work e-mail for your quote. It expires in 10 minutes.`,
    });
  });
}

/** Confirms the work e-mail the customer last asked a code for. */
export async function confirmWorkEmail(deps: AppDeps, user: AppUserRow, otp: string) {
  const address = await latestCodeAddressForUser(deps.db, 'company-email', user.id);
  if (!address) throw new AppError('BAD_REQUEST', 'Ask for a code to your work e-mail first.');
  await codesOf(deps).verify('company-email', address, otp, true);
}
