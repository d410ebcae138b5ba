import {
  AppError,
  BVN_LENGTH,
  NUBAN_LENGTH,
  kycFailure,
  KycStatus,
  kycStatusLabels,
  lagosDate,
  maskDigits,
  meansOfIdLabels,
  type MeansOfId,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { KycVerificationRow } from '../../db/tables/kyc.table.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { seal } from '../../lib/sealed.ts';
import { audit } from '../audit/index.ts';
import { isAdmin, isCustomer, isStaff, requestFor } from './access.ts';
import { removeFiles, storeDocument } from './documents.ts';
import { asKycFile, contentKind, decodeBase64File } from './files.ts';
import * as repo from './identity.repository.ts';

export interface KycDetailsInput {
  quoteRequestId: number;
  dateOfBirth?: string | null | undefined;
  bvn?: string | number | null | undefined;
  bankId?: number | string | null | undefined;
  stateOfAccount?: string | null | undefined;
  accountNumber?: string | number | null | undefined;
  accountName?: string | null | undefined;
  meansOfId?: number | string | null | undefined;
  meansOfIdImage?: string | null | undefined;
}

export const MAX_ACCOUNT_NAME = 100;

const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? value : String(value);

export const kycLockMessages = {
  verified: 'Your identity is already verified. Ask support if your details changed.',
  submitted: 'Your identity check is in progress. Wait for its result before changing your details.',
  review: 'Your identity check is with our team for review. Wait for their decision before changing your details.',
} as const;

/**
 * SmileId/UpdateKyc: the form's answers, checked in the spec's order by the domain's rules (kycFailure) with the
 * files' kind and size read from their content; the BVN and account number sealed, the files sealed and stored.
 * The customer fills it in for their own request; support, admins and the customer's own sales agent may do it for
 * them (audited, without the numbers). Verified details are locked; a check in progress or in review too.
 */
export async function updateKyc(deps: AppDeps, user: AppUserRow, input: KycDetailsInput) {
  const request = await requestFor(deps.db, user, input.quoteRequestId, 'act');
  const statement = decodeBase64File(input.stateOfAccount);
  const idImage = decodeBase64File(input.meansOfIdImage);
  const failure = kycFailure(
    {
      ...input,
      bvn: textOf(input.bvn),
      accountNumber: textOf(input.accountNumber),
      stateOfAccount: asKycFile(statement),
      meansOfIdImage: asKycFile(idImage),
    },
    lagosDate(deps.clock.now()),
  );
  if (failure) throw new AppError('VALIDATION_FAILED', failure.message);
  const bankId = Number(input.bankId);
  const bank = Number.isSafeInteger(bankId) && bankId <= 2 ** 31 - 1 ? await repo.findBank(deps.db, bankId) : undefined;
  if (!bank) throw new AppError('VALIDATION_FAILED', 'Select your bank');
  const accountName = String(input.accountName).trim().replace(/\s+/g, ' ');
  if (accountName.length > MAX_ACCOUNT_NAME)
    throw new AppError(
      'VALIDATION_FAILED',
      `Enter the account name as your bank shows it (at most ${MAX_ACCOUNT_NAME} characters).`,
    );
  const bvn = String(input.bvn).trim();
  const account = String(input.accountNumber).trim();
  const now = deps.clock.now();
  const replaced = await deps.events.transaction(async (trx) => {
    const current = await repo.lockVerification(trx, request.id, request.customerId);
    refuseLocked(current);
    const owner = { verificationId: current.id, quoteRequestId: request.id, uploadedBy: user.id };
    const old = await repo.retireDocuments(trx, current.id, ['statement', 'id-document'], now);
    await storeDocument(deps, trx, owner, { kind: 'statement', contentType: 'application/pdf', bytes: statement! });
    await storeDocument(deps, trx, owner, { kind: 'id-document', contentType: contentKind(idImage!), bytes: idImage! });
    await repo.updateVerification(trx, current.id, {
      status: KycStatus.Details,
      date_of_birth: String(input.dateOfBirth).trim(),
      bvn_sealed: seal(deps.sealing, bvn),
      bvn_last4: bvn.slice(-4),
      bank_id: bank.id,
      account_number_sealed: seal(deps.sealing, account),
      account_number_last4: account.slice(-4),
      account_name: accountName,
      means_of_id: Number(input.meansOfId),
      details_by_user_id: user.id,
      details_at: now,
      // A selfie sent for earlier details no longer stands: a new one is due ("Selfie check not done yet").
      submitted_by_user_id: null,
      submitted_at: null,
      verified_at: null,
      result_code: null,
      result_text: null,
      review_reason: null,
      updated_at: now,
    });
    await audit(trx, {
      actorUserId: user.id,
      action: 'kyc.details',
      entity: 'kyc_verification',
      entityId: current.id,
      quoteRequestId: request.id,
      before: { status: current.status, bvn: maskDigits(current.bvn_last4, BVN_LENGTH) },
      after: {
        status: KycStatus.Details,
        bvn: maskDigits(bvn),
        accountNumber: maskDigits(account),
        bank: bank.name,
        meansOfId: meansOfIdLabels[Number(input.meansOfId) as MeansOfId],
        documents: ['statement of account', 'means of identification'],
      },
    });
    return old;
  });
  await removeFiles(deps, replaced);
  return isCustomer(user)
    ? 'Your details are saved. Next, a quick selfie check.'
    : 'The customer’s details are saved. They finish with a selfie check on their phone.';
}

function refuseLocked(current: KycVerificationRow): void {
  if (current.status === KycStatus.Verified) throw new AppError('BAD_REQUEST', kycLockMessages.verified);
  if (current.status === KycStatus.Submitted) throw new AppError('BAD_REQUEST', kycLockMessages.submitted);
  if (current.status === KycStatus.Review) throw new AppError('BAD_REQUEST', kycLockMessages.review);
}

/**
 * SmileId/KycDetails: where the verification stands and what was given, the numbers masked (only their last four
 * digits ever leave the server), the documents listed (only admins open them), and whether the reader may review.
 */
export async function kycDetails(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  const request = await requestFor(deps.db, user, quoteRequestId, 'read');
  const row = await repo.findVerification(deps.db, request.id);
  const status = (row?.status ?? KycStatus.None) as KycStatus;
  const bank = row?.bank_id ? await repo.findBank(deps.db, row.bank_id) : undefined;
  const reviewer = row?.reviewed_by_user_id ? await repo.personName(deps.db, row.reviewed_by_user_id) : undefined;
  const documents = row ? await repo.listDocuments(deps.db, row.id) : [];
  return {
    kycStatus: status,
    statusLabel: kycStatusLabels[status],
    dateOfBirth: row?.date_of_birth ?? null,
    bvn: maskDigits(row?.bvn_last4, BVN_LENGTH),
    bankId: row?.bank_id ?? null,
    bankName: bank?.name ?? null,
    accountNumber: maskDigits(row?.account_number_last4, NUBAN_LENGTH),
    accountName: row?.account_name ?? null,
    meansOfId: row?.means_of_id ?? null,
    meansOfIdLabel: row?.means_of_id ? meansOfIdLabels[row.means_of_id as MeansOfId] : null,
    // When the details were given, and when the selfie was sent (null until it is): two moments, never one for both.
    detailsGivenAt: row?.details_at?.toISOString() ?? null,
    submittedAt: row?.submitted_at?.toISOString() ?? null,
    verifiedAt: row?.verified_at?.toISOString() ?? null,
    resultCode: row?.result_code ?? null,
    resultText: row?.result_text ?? null,
    reviewReason: row?.review_reason ?? null,
    reviewedBy: reviewer ? `${reviewer.firstname} ${reviewer.lastname}` : null,
    locationCaptured: request.locationCapturedAt !== null,
    documents: documents.map((d) => ({
      id: d.id,
      kind: d.kind,
      contentType: d.content_type,
      sizeBytes: d.size_bytes,
      uploadedAt: d.created_at.toISOString(),
    })),
    canOpenDocuments: isAdmin(user),
    canReview: isStaff(user) && status === KycStatus.Review,
  };
}
