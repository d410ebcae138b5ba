import { AppError, UserRole } from '@imole/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { assertAgentMayOffer } from '../catalogue/index.ts';
import { createCustomerForAgent } from '../auth/index.ts';
import { findUserByEmail, findUserByPhone } from '../users/index.ts';
import type { Choice } from './quote-request.checks.ts';
import { createdRequest, planRequest } from './quote-request.service.ts';
import type { salesQuoteBody } from './sales-quote.schemas.ts';
import * as repo from './sales-quote.repository.ts';

/** What an agent's quote for a customer may be refused with (issue 20; docs/sales.md "Quotes for a customer"). */
export const salesQuoteMessages = {
  emailOtherPhone:
    'This email is already on an Imole account with a different phone number. Ask the customer for the phone number on their account, or use another email.',
  phoneOtherEmail:
    'This phone number is already on an Imole account with a different email. Ask the customer for the email on their account, or use another phone number.',
  notCustomer:
    "This email and phone number belong to an Imole staff or sales account, not a customer. Use the customer's own email and phone number.",
  otherAgent:
    'This customer was referred by someone else (another sales agent, or a friend with their customer code), so you cannot ask for a quote for them. Ask support if the referral is wrong.',
  paidWithoutAgent:
    'This customer has already paid Imole without a sales agent, so they cannot become your referral. They can ask for a new quote themselves.',
} as const;

type SalesQuoteInput = z.output<typeof salesQuoteBody>;

const conflict = (message: string) => new AppError('CONFLICT', message);

/**
 * A sales agent (or coordinator) asks for a quote for a customer: an existing customer with this e-mail and phone is
 * linked (their referral becomes the agent's when nobody referred them and nothing is paid yet), or a new customer is
 * made, referred to the agent and invited to set a password. The request goes through the customer's own rules
 * (createRequest's), made by the agent, whose work e-mail confirmation counts.
 */
export async function createSalesQuote(deps: AppDeps, agent: AppUserRow, input: SalesQuoteInput) {
  const { firstname, lastname, email, phoneNumber, ...request } = input;
  const choice: Choice =
    request.productId || (request.installationComponents && request.installationComponents.length > 0)
      ? { kind: 'product', product: request }
      : { kind: 'power-need', need: request };
  // Only a package the agent may offer (docs/sales.md "What each agent may offer"); the plan is the customer's to
  // choose once priced, within the plans the business offers.
  if (request.productId) await assertAgentMayOffer(deps.db, agent.id, request.productId);
  const existing = await existingCustomer(deps, agent, email, phoneNumber);
  if (existing) {
    const planned = await planRequest(deps, existing, agent, request, choice);
    const row = await deps.db.transaction().execute(async (trx) => {
      const locked = await repo.lockCustomerReferral(trx, existing.id);
      if (locked.referred_by_user_id === null) {
        if (await repo.hasCreditedFirstPayment(trx, existing.id)) throw conflict(salesQuoteMessages.paidWithoutAgent);
        await repo.setReferrer(trx, existing.id, agent.id, agent.email, deps.clock.now());
        await audit(trx, {
          actorUserId: agent.id,
          action: 'referral.corrected',
          entity: 'app_user',
          entityId: existing.id,
          before: { referredBy: null },
          after: { referredBy: agent.id, agent: `${agent.firstname} ${agent.lastname}`, reason: 'agent-quote' },
        });
      } else if (locked.referred_by_user_id !== agent.id) throw conflict(salesQuoteMessages.otherAgent);
      return planned.insert(trx, existing.id);
    });
    return { ...createdRequest(row), customerId: existing.id, newCustomer: false, firstname: existing.firstname };
  }
  const planned = await planRequest(deps, null, agent, request, choice);
  const { customer, result } = await createCustomerForAgent(
    deps,
    agent,
    { firstname, lastname, email, phoneNumber },
    (trx, made) => planned.insert(trx, made.id),
  );
  return { ...createdRequest(result), customerId: customer.id, newCustomer: true, firstname: customer.firstname };
}

/** The customer both the e-mail and the phone belong to, or undefined when neither is on any account. */
async function existingCustomer(deps: AppDeps, agent: AppUserRow, email: string, phoneNumber: string) {
  const [byEmail, byPhone] = await Promise.all([
    findUserByEmail(deps.db, email),
    findUserByPhone(deps.db, phoneNumber),
  ]);
  if (!byEmail && !byPhone) return undefined;
  if (byEmail && byEmail.id !== byPhone?.id) throw conflict(salesQuoteMessages.emailOtherPhone);
  if (!byEmail) throw conflict(salesQuoteMessages.phoneOtherEmail);
  if (byEmail.user_role !== UserRole.Customer) throw conflict(salesQuoteMessages.notCustomer);
  if (byEmail.referred_by_user_id !== null && byEmail.referred_by_user_id !== agent.id)
    throw conflict(salesQuoteMessages.otherAgent);
  return byEmail;
}
