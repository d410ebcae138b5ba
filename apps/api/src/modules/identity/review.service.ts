import { AppError, KycStatus, kycStatusLabels, meansOfIdLabels, type MeansOfId } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { unseal, unsealText } from '../../lib/sealed.ts';
import { audit } from '../audit/index.ts';
import { requestFor } from './access.ts';
import { readDocument } from './documents.ts';
import * as repo from './identity.repository.ts';

export const reviewMessages = {
  reason: 'Say why, so the customer knows what to fix.',
  notInReview: 'Only a verification waiting for review can be approved or rejected.',
  reasonTooLong: 'Keep the reason under 500 characters.',
} as const;

/** SmileId/ReviewKyc: support or an admin decides a check the provider could not; audited, the customer is told. */
export async function reviewKyc(
  deps: AppDeps,
  user: AppUserRow,
  input: { quoteRequestId: number; approve: boolean; reason?: string | null | undefined },
) {
  const request = await requestFor(deps.db, user, input.quoteRequestId, 'staff');
  const reason = input.reason?.trim() || null;
  if (!input.approve && !reason) throw new AppError('VALIDATION_FAILED', reviewMessages.reason);
  if (reason && reason.length > 500) throw new AppError('VALIDATION_FAILED', reviewMessages.reasonTooLong);
  const now = deps.clock.now();
  return deps.events.transaction(async (trx) => {
    const current = await repo.lockVerification(trx, request.id, request.customerId);
    if (current.status !== KycStatus.Review) throw new AppError('BAD_REQUEST', reviewMessages.notInReview);
    const status = input.approve ? KycStatus.Verified : KycStatus.Rejected;
    await repo.updateVerification(trx, current.id, {
      status,
      review_reason: reason,
      reviewed_by_user_id: user.id,
      reviewed_at: now,
      verified_at: input.approve ? now : null,
      updated_at: now,
    });
    await audit(trx, {
      actorUserId: user.id,
      action: input.approve ? 'kyc.approved' : 'kyc.rejected',
      entity: 'kyc_verification',
      entityId: current.id,
      quoteRequestId: request.id,
      before: { status: current.status },
      after: { status, reason },
    });
    const base = { quoteRequestId: request.id, customerId: request.customerId, by: 'staff' } as const;
    if (input.approve) await deps.events.record(trx, { type: 'identity.verified', ...base });
    else await deps.events.record(trx, { type: 'identity.rejected', ...base, reason });
    return input.approve
      ? 'The customer’s identity is verified.'
      : 'The verification is rejected. The customer is told why.';
  });
}

/** SmileId/KycDocument: an admin opens a document; each opening is audited (who, which, when). */
export async function openDocument(deps: AppDeps, user: AppUserRow, id: number) {
  const document = await repo.findDocument(deps.db, id);
  if (!document) throw new AppError('NOT_FOUND', 'No identity document has that id.');
  if (document.deleted_at)
    throw new AppError('NOT_FOUND', 'That document was deleted (replaced, or past its retention time).');
  const bytes = await readDocument(deps, document.storage_key);
  await audit(deps.db, {
    actorUserId: user.id,
    action: 'kyc.document-opened',
    entity: 'kyc_document',
    entityId: document.id,
    quoteRequestId: document.quote_request_id,
    after: { kind: document.kind },
  });
  return { bytes, contentType: document.content_type, kind: document.kind };
}

/** The documents' kinds in words, for the customer's download. */
const documentLabels: Record<string, string> = {
  statement: 'Statement of account',
  'id-document': 'Means of identification',
  selfie: 'Selfie',
};

/**
 * SmileId/MyKycData: everything held about the customer for the request (their right of access, NDPA 2023 s.34),
 * their own numbers in full and the documents as data URLs.
 */
export async function myKycData(deps: AppDeps, user: AppUserRow, quoteRequestId: number) {
  const request = await requestFor(deps.db, user, quoteRequestId, 'own');
  const row = await repo.findVerification(deps.db, request.id);
  const bank = row?.bank_id ? await repo.findBank(deps.db, row.bank_id) : undefined;
  const documents = row ? await repo.listDocuments(deps.db, row.id) : [];
  const files = [];
  for (const d of documents) {
    const bytes = await readDocument(deps, d.storage_key);
    files.push({
      kind: d.kind,
      label: documentLabels[d.kind] ?? d.kind,
      contentType: d.content_type,
      sizeBytes: d.size_bytes,
      sha256: d.sha256,
      uploadedAt: d.created_at.toISOString(),
      dataUrl: `data:${d.content_type};base64,${bytes.toString('base64')}`,
    });
  }
  const data = {
    exportedAt: deps.clock.now().toISOString(),
    quoteRequest: { id: request.id, referenceNo: request.referenceNo },
    kycStatus: row?.status ?? KycStatus.None,
    // Each code with its words beside it, so the file reads as the person's record.
    statusLabel: kycStatusLabels[(row?.status ?? KycStatus.None) as KycStatus],
    dateOfBirth: row?.date_of_birth ?? null,
    bvn: row?.bvn_sealed ? unsealText(deps.sealing, row.bvn_sealed) : null,
    bank: bank?.name ?? null,
    accountNumber: row?.account_number_sealed ? unseal(deps.sealing, row.account_number_sealed).toString('utf8') : null,
    accountName: row?.account_name ?? null,
    meansOfId: row?.means_of_id ?? null,
    meansOfIdLabel: row?.means_of_id ? meansOfIdLabels[row.means_of_id as MeansOfId] : null,
    detailsGivenAt: row?.details_at?.toISOString() ?? null,
    selfieSentAt: row?.submitted_at?.toISOString() ?? null,
    verifiedAt: row?.verified_at?.toISOString() ?? null,
    result: row ? { code: row.result_code, text: row.result_text, reviewReason: row.review_reason } : null,
    location:
      request.latitude === null
        ? null
        : { latitude: request.latitude, longitude: request.longitude, accuracyMetres: request.locationAccuracyM },
    checks: (await repo.listJobs(deps.db, request.id)).map((j) => ({
      jobId: j.job_id,
      status: j.status,
      outcome: j.outcome,
      resultText: j.result_text,
      startedAt: j.created_at.toISOString(),
      completedAt: j.completed_at?.toISOString() ?? null,
    })),
    documents: files,
    dataDeletedAt: row?.data_deleted_at?.toISOString() ?? null,
  };
  return { data, fileName: `imole-identity-${request.referenceNo}.json` };
}
