/**
 * A bank-financed request's application (docs/banks.md "The application"): the undertaking form, the customer's
 * signed undertaking (sealed at rest, as identity documents are), the bank's decision, and the switch to an ordinary
 * plan after a decline. Who may do what is checked here as well as on the routes.
 */
import { createHash } from 'node:crypto';
import {
  AppError,
  applicationStageOf,
  bankApplicationMessages as messages,
  kobo,
  undertakingUploadStages,
  UNDERTAKING_MAX_BYTES,
  UserRole,
  type ApplicationStage,
  type Kobo,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { keyIdOf, seal, unseal } from '../../lib/sealed.ts';
import { contentKind, decodeBase64File } from '../../lib/uploaded-file.ts';
import { audit } from '../audit/index.ts';
import { authErrors } from '../auth/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as quotes from '../quotes/index.ts';
import { applicationUndertakingPdf } from './application.pdf.ts';
import * as repo from './application.repository.ts';

type Action = 'read' | 'upload' | 'decide' | 'switch';

/** The stage's words in a refusal: "This application is waiting for the bank's decision." */
const stageWords: Record<ApplicationStage, string> = {
  'awaiting-price': 'is waiting for our team to price the request',
  'awaiting-undertaking': 'is waiting for the customer’s signed undertaking',
  'awaiting-decision': 'is waiting for the bank’s decision',
  approved: 'was approved by the bank',
  declined: 'was declined by the bank',
  switched: 'was switched to an ordinary plan after the bank declined it',
};

export const stageOf = (a: repo.ApplicationRecord): ApplicationStage =>
  applicationStageOf({
    status: a.status,
    requestStatus: a.request_status,
    quoteStatus: a.quote_status,
    undertakingUploaded: a.undertaking_file !== null,
    undertakingUploadedAt: a.undertaking_uploaded_at,
    pricedAt: a.priced_at,
  });

/**
 * The application of a request the user may act on: the customer's own; an officer's own bank's; any for admins and
 * support (not engineers). Anything else is "not found", so nothing reveals that another bank's application exists.
 */
async function applicationFor(deps: AppDeps, user: AppUserRow, quoteRequestId: number, action: Action) {
  if (user.is_engineer) throw new AppError('FORBIDDEN', authErrors.notForEngineers);
  const found = await repo.findApplication(deps.db, quoteRequestId);
  if (!found || !mayAct(user, found, action)) throw new AppError('NOT_FOUND', messages.notFound);
  return found;
}

function mayAct(user: AppUserRow, a: repo.ApplicationRecord, action: Action): boolean {
  switch (user.user_role) {
    case UserRole.Customer:
      return a.customer_id === user.id && action !== 'decide';
    case UserRole.BankOfficer:
      return user.financial_institution_id === a.financial_institution_id && (action === 'read' || action === 'decide');
    case UserRole.Admin:
    case UserRole.Support:
      return action !== 'switch';
    default:
      return false;
  }
}

const isStaff = (user: AppUserRow) => user.user_role === UserRole.Admin || user.user_role === UserRole.Support;

async function totalOf(db: DbOrTx, quoteId: number) {
  const row = await quotes.findQuoteWithRequest(db, quoteId);
  if (!row) throw new Error(`Quote ${quoteId} does not exist`);
  const { customer_id: _c, request_status: _s, ...quote } = row;
  const plan = await quotes.quotePlan(db, quote, await loadSettings(db));
  return { quote, total: plan.total };
}

/** GET FinancialInstitutionQuote/UndertakingForm: the form the customer signs, once the request is priced. */
export async function undertakingForm(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  const a = await applicationFor(deps, user, quoteRequestId, 'read');
  if (stageOf(a) === 'awaiting-price' || a.quote_id === null) throw new AppError('CONFLICT', messages.notPriced);
  const { total } = await totalOf(deps.db, a.quote_id);
  const components = await repo.listQuoteComponents(deps.db, a.quote_id);
  const pdf = await applicationUndertakingPdf(
    {
      referenceNo: a.reference_no,
      customer: {
        name: `${a.firstname} ${a.lastname}`,
        phoneNumber: a.phone_number,
        email: a.email,
        address: [a.address, a.lga, a.state].filter(Boolean).join(', '),
        landmark: a.landmark,
      },
      packageName: a.product_name ?? 'Solar system',
      components: components.map((c) => ({ name: c.name, categoryName: c.category_name, quantity: c.quantity })),
      totalKobo: total,
      bank: { name: a.bank_name, undertakingText: a.undertaking_text },
    },
    deps.clock.now(),
  );
  return { pdf, referenceNo: a.reference_no };
}

/** The signed file from the upload call's base64, checked by its content and size. */
function signedFile(input: string | undefined) {
  const bytes = decodeBase64File(input);
  if (!bytes || bytes.length === 0) throw new AppError('VALIDATION_FAILED', messages.noFile);
  if (bytes.length > UNDERTAKING_MAX_BYTES) throw new AppError('VALIDATION_FAILED', messages.tooLarge);
  const kind = contentKind(bytes);
  if (kind === 'application/octet-stream') throw new AppError('VALIDATION_FAILED', messages.wrongKind);
  return { bytes, contentType: kind };
}

/** Why an undertaking cannot be uploaded now, if it cannot. */
function refuseUpload(a: repo.ApplicationRecord, now: Date): void {
  const stage = stageOf(a);
  if (stage === 'awaiting-price') throw new AppError('CONFLICT', messages.notPriced);
  if (!undertakingUploadStages.includes(stage))
    throw new AppError('CONFLICT', `The undertaking can no longer be changed: this application ${stageWords[stage]}.`);
  // Before the upload the offer expires like any other; once the bank has the undertaking, it waits for the bank.
  const expired = a.quote_status === 7 || (a.expires_at !== null && a.expires_at.getTime() < now.getTime());
  if (stage === 'awaiting-undertaking' && expired)
    throw new AppError(
      'CONFLICT',
      'This offer has expired. Update the quote to get current prices, then download the new undertaking form to sign.',
    );
}

/**
 * POST Quote/UploadUndertaken: the customer's signed undertaking (or staff's upload for them), sealed before it is
 * stored; a replacement replaces the previous file until the bank decides. The bank's officers are told.
 */
export async function uploadUndertaking(
  deps: AppDeps,
  user: AppUserRow,
  input: { quoteRequestId: number; undertaking?: string | undefined },
) {
  const found = await applicationFor(deps, user, input.quoteRequestId, 'upload');
  refuseUpload(found, deps.clock.now());
  const file = signedFile(input.undertaking);
  const sealed = seal(deps.sealing, file.bytes);
  const storageKey = `banks/${found.quote_request_id}/undertaking-${createHash('sha256').update(sealed).digest('hex').slice(0, 24)}`;
  await deps.files.put(storageKey, sealed);
  const at = deps.clock.now();
  const previous = await deps.events.transaction(async (trx) => {
    await repo.lockApplication(trx, found.quote_request_id);
    const a = await repo.findApplication(trx, found.quote_request_id);
    if (!a) throw new AppError('NOT_FOUND', messages.notFound);
    refuseUpload(a, at);
    await repo.setUndertaking(trx, a.quote_request_id, {
      storageKey,
      contentType: file.contentType,
      uploadedBy: user.id,
      at,
    });
    await audit(trx, {
      actorUserId: user.id,
      action: a.undertaking_file ? 'bank.undertaking-replaced' : 'bank.undertaking-uploaded',
      entity: 'financial_institution_application',
      entityId: a.quote_request_id,
      quoteRequestId: a.quote_request_id,
      after: {
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: createHash('sha256').update(file.bytes).digest('hex'),
        keyId: keyIdOf(sealed),
        onBehalf: isStaff(user),
      },
    });
    await deps.events.record(trx, {
      type: 'bank.undertaking-uploaded',
      quoteRequestId: a.quote_request_id,
      customerId: a.customer_id,
      financialInstitutionId: a.financial_institution_id,
      replaced: a.undertaking_file !== null,
    });
    return a.undertaking_file;
  });
  if (previous && previous !== storageKey) await deps.files.remove(previous).catch(() => undefined);
  return { undertakingUploadedAt: at };
}

/** GET FinancialInstitutionQuote/Undertaking: the signed file; an officer's or staff's opening is audited. */
export async function openUndertaking(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  const a = await applicationFor(deps, user, quoteRequestId, 'read');
  if (!a.undertaking_file || !a.undertaking_content_type)
    throw new AppError('NOT_FOUND', 'No signed undertaking has been uploaded for this application yet.');
  const bytes = unseal(deps.sealing, await deps.files.get(a.undertaking_file));
  if (user.user_role !== UserRole.Customer)
    await audit(deps.db, {
      actorUserId: user.id,
      action: 'bank.undertaking-opened',
      entity: 'financial_institution_application',
      entityId: a.quote_request_id,
      quoteRequestId: a.quote_request_id,
      after: { contentType: a.undertaking_content_type },
    });
  return { bytes, contentType: a.undertaking_content_type, referenceNo: a.reference_no };
}

/** The decline's reason, trimmed, or the sentence that asks for one (3 to 500 characters). */
function declineReason(reason: string | undefined): string {
  const text = (reason ?? '').trim();
  if (text.length < 3 || text.length > 500) throw new AppError('VALIDATION_FAILED', messages.reasonRequired);
  return text;
}

/**
 * POST FinancialInstitutionQuote/Decide: the bank's officer (or staff on the bank's behalf) approves or declines an
 * application waiting for its decision. Approval: the bank pays the quote's total, credited by payments in the same
 * transaction (event bank.approved), and the request goes on to installation as a request paid outright.
 */
export async function decide(
  deps: AppDeps,
  user: AppUserRow,
  input: { quoteRequestId: number; approve: boolean; reason?: string | undefined },
) {
  await applicationFor(deps, user, input.quoteRequestId, 'decide');
  const reason = input.approve ? null : declineReason(input.reason);
  const onBehalf = user.user_role !== UserRole.BankOfficer;
  await deps.events.transaction(async (trx) => {
    const current = await repo.findApplication(trx, input.quoteRequestId);
    if (current?.quote_id) await quotes.lockQuoteId(trx, current.quote_id);
    await repo.lockApplication(trx, input.quoteRequestId);
    const a = await repo.findApplication(trx, input.quoteRequestId);
    if (!a || a.quote_id === null) throw new AppError('NOT_FOUND', messages.notFound);
    const stage = stageOf(a);
    if (stage !== 'awaiting-decision')
      throw new AppError('CONFLICT', `This application is not waiting for a decision: it ${stageWords[stage]}.`);
    const at = deps.clock.now();
    await repo.setDecision(trx, a.quote_request_id, {
      approved: input.approve,
      byUserId: user.id,
      onBehalf,
      reason,
      at,
    });
    await audit(trx, {
      actorUserId: user.id,
      action: input.approve ? 'bank.approved' : 'bank.declined',
      entity: 'financial_institution_application',
      entityId: a.quote_request_id,
      quoteRequestId: a.quote_request_id,
      before: { stage },
      after: { stage: input.approve ? 'approved' : 'declined', bank: a.bank_name, onBehalf, reason },
    });
    const facts = {
      quoteRequestId: a.quote_request_id,
      customerId: a.customer_id,
      financialInstitutionId: a.financial_institution_id,
    };
    if (!input.approve) return deps.events.record(trx, { type: 'bank.declined', ...facts, reason: reason! });
    // The bank approved the price it was shown: the offer no longer expires (docs/banks.md "The money").
    await quotes.holdOfferPrice(trx, a.quote_id, at);
    const { total } = await totalOf(trx, a.quote_id);
    await deps.events.record(trx, {
      type: 'bank.approved',
      ...facts,
      quoteId: a.quote_id,
      totalKobo: kobo(total) as Kobo,
      decidedByUserId: user.id,
    });
  });
}

/**
 * POST FinancialInstitutionQuote/SwitchToOrdinaryPlan: a customer whose bank declined takes an ordinary plan. The
 * application stays as history (switched); the request no longer names the bank, so the dashboard shows the ordinary
 * ready panel (or the expired one, to update the quote).
 */
export async function switchToOrdinaryPlan(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  await applicationFor(deps, user, quoteRequestId, 'switch');
  await deps.events.transaction(async (trx) => {
    await repo.lockApplication(trx, quoteRequestId);
    const a = await repo.findApplication(trx, quoteRequestId);
    if (!a) throw new AppError('NOT_FOUND', messages.notFound);
    if (stageOf(a) !== 'declined') throw new AppError('CONFLICT', messages.notSwitchable);
    await repo.markSwitched(trx, quoteRequestId, deps.clock.now());
    await audit(trx, {
      actorUserId: user.id,
      action: 'bank.switched',
      entity: 'financial_institution_application',
      entityId: quoteRequestId,
      quoteRequestId,
      before: { stage: 'declined', bank: a.bank_name },
      after: { stage: 'switched' },
    });
  });
}
