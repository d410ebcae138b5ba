import { AppError, bankProspectMessages, quoteMessages, type bankClientUserSchema } from '@imole/domain';
import type { z } from 'zod';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { codeSignIn } from '../auth/index.ts';
import { createdRequest, newQuoteRule, planRequest } from '../quotes/index.ts';
import * as repo from './prospect.repository.ts';

/** The bank-referred prospect's way in (docs/banks.md "The prospect"). */

const unknownBank = () => new AppError('BAD_REQUEST', bankProspectMessages.unknownBank);

/** An active institution by id; with `name`, it must be that institution's name (case and spaces aside). */
async function activeInstitution(deps: AppDeps, id: number, name?: string) {
  const bank = await repo.findInstitution(deps.db, id);
  if (!bank || !bank.is_active) throw unknownBank();
  if (name !== undefined && name.trim().toLowerCase() !== bank.name.trim().toLowerCase()) throw unknownBank();
  return bank;
}

/**
 * ClientUser/CreateBankClientUser: a code to the address whether or not it has an account (auth's codeSignIn says
 * who gets what); the caller answers the same sentence every time.
 */
export async function registerProspect(
  deps: AppDeps,
  input: z.output<typeof bankClientUserSchema>,
  ip: string,
): Promise<void> {
  const bank = await activeInstitution(deps, input.bank, input.bankName);
  await codeSignIn(deps, input, { code: bank.code, name: bank.name }, ip);
}

export interface BankQuoteInput {
  productId: number;
  financialInstitutionId: number;
  installationComponents?: { id: number; quantity: number }[] | null | undefined;
  isLithium?: boolean | undefined;
  stateId?: number | null | undefined;
  lgaId?: number | null | undefined;
  address?: string | null | undefined;
  landmark?: string | null | undefined;
  buildingType?: number | null | undefined;
}

/**
 * FinancialInstitutionQuote/CreateFinancialInstitutionQuote: the request for the package, as
 * CreateQuoteRequestWithProduct makes it (the quotes module's own checks, the new-quote rule included), with the
 * location the customer gave and employer "Others"; financed by the bank, with its application (open). One
 * transaction, audited.
 */
export async function createBankQuote(deps: AppDeps, customer: AppUserRow, input: BankQuoteInput) {
  const bank = await activeInstitution(deps, input.financialInstitutionId);
  const [stateTitle, othersId] = await Promise.all([
    input.stateId ? repo.stateTitleOf(deps.db, input.stateId) : null,
    repo.othersEmployerId(deps.db),
  ]);
  const personal = {
    // An unknown state id reads as no state: "Please select your state".
    state: stateTitle,
    city: input.lgaId ?? null,
    address: input.address ?? null,
    landmark: input.landmark ?? null,
    buildingType: input.buildingType ?? null,
    employerId: othersId,
    isLithiumComponent: input.isLithium ?? false,
  };
  const product = { productId: input.productId, installationComponents: input.installationComponents ?? null };
  const planned = await planRequest(deps, customer, customer, personal, { kind: 'product', product });
  const row = await deps.db.transaction().execute(async (trx) => {
    const inserted = await planned.insert(trx, customer.id);
    await repo.startApplication(trx, {
      quoteRequestId: inserted.id,
      financialInstitutionId: bank.id,
      customerUserId: customer.id,
    });
    await audit(trx, {
      actorUserId: customer.id,
      action: 'bank-application.opened',
      entity: 'financial_institution_application',
      entityId: inserted.id,
      quoteRequestId: inserted.id,
      after: { financialInstitutionId: bank.id, bank: bank.name, status: 'open', referenceNo: inserted.reference_no },
    });
    return inserted;
  });
  return createdRequest(row);
}

/**
 * FinancialInstitutionQuote/NewQuoteCheck: the bank's page asks it right after the code, so a customer who already has
 * an open request hears it before the location step (docs/banks.md "The prospect"); the request's own 409 stays the rule.
 */
export async function newQuoteCheck(deps: AppDeps, customer: AppUserRow) {
  const { blocked } = await newQuoteRule(deps, customer.id);
  return { allowed: !blocked, message: blocked ? quoteMessages.newQuote : null };
}
