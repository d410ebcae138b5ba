import { daysBetween, lagosDate, type CalendarDate } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import { audit } from '../audit/index.ts';
import { removeFiles } from './documents.ts';
import * as repo from './identity.repository.ts';

/**
 * The day a quote's loan closed (YYYY-MM-DD), or null while it runs. The payments module knows the loan and sits
 * above this one, so the composer (server.ts) hands its answer in.
 */
export type LoanClosedOn = (quoteId: number, now: Date) => Promise<string | null>;

/**
 * One pass of the KYC retention job (docs/kyc.md "How long"): KYC_RETENTION_DAYS after the customer's relationship for
 * the request ended — the loan closed, an outright system was installed, or the request was closed without one — the verification's sealed numbers are cleared and its documents' files deleted; its status, dates and the
 * last four digits stay, as the record that the check was made. Safe in every process at once: the verification row
 * is claimed in a transaction (one caller wins), and the files go once it has committed. Answers the requests cleared.
 */
export async function runKycRetention(deps: AppDeps, loanClosedOn: LoanClosedOn): Promise<number[]> {
  const now = deps.clock.now();
  const today = lagosDate(now);
  const cleared: number[] = [];
  for (const candidate of await repo.retentionCandidates(deps.db)) {
    const closedOn = await relationshipEnded(candidate, loanClosedOn, now);
    if (!closedOn || daysBetween(closedOn as CalendarDate, today) < deps.config.kycRetentionDays) continue;
    const keys = await deps.db.transaction().execute(async (trx) => {
      if (!(await repo.claimDataDeletion(trx, candidate.id, now))) return null;
      const deleted = await repo.retireDocuments(trx, candidate.id, ['statement', 'id-document', 'selfie'], now);
      await audit(trx, {
        actorUserId: null,
        action: 'kyc.data-deleted',
        entity: 'kyc_verification',
        entityId: candidate.id,
        quoteRequestId: candidate.quoteRequestId,
        after: {
          ...(candidate.kind === 'loan' ? { loanClosedOn: closedOn } : { ended: candidate.kind, endedOn: closedOn }),
          retentionDays: deps.config.kycRetentionDays,
          documents: deleted.length,
        },
      });
      return deleted;
    });
    if (keys === null) continue;
    await removeFiles(deps, keys);
    cleared.push(candidate.quoteRequestId);
  }
  return cleared;
}

/** The day the customer's relationship for the request ended, as its kind says (retentionCandidates), or null. */
async function relationshipEnded(
  candidate: Awaited<ReturnType<typeof repo.retentionCandidates>>[number],
  loanClosedOn: LoanClosedOn,
  now: Date,
): Promise<string | null> {
  if (candidate.kind === 'closed') return lagosDate(candidate.closedAt);
  if (candidate.kind === 'outright') return candidate.installedOn;
  return candidate.quoteId === null ? null : loanClosedOn(candidate.quoteId, now);
}

/** Runs the retention job hourly in this process until stopped (every process runs it; each deletion happens once). */
export function startKycRetentionJob(
  deps: AppDeps,
  loanClosedOn: LoanClosedOn,
  log: { error(obj: object, msg: string): void },
  everyMs = 60 * 60 * 1000,
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runKycRetention(deps, loanClosedOn);
    } catch (err) {
      log.error({ err }, 'KYC retention job failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
