/**
 * The outbox of the account calls (issue 18 §5): a code or a notice is written to `account_mail` in the transaction
 * of the change it belongs to, so a new account and its code e-mail commit together. Once committed, the caller
 * sends it at once (`flush`); a mail server that is down leaves it waiting, and every process retries what waits
 * (`sendDueAccountMail`, each minute) with a growing pause, until the message is no longer worth sending.
 */
import type { AppDeps } from '../../context.ts';
import type { DbOrTx } from '../../db/database.ts';
import type { AccountMailRow } from '../../db/tables/auth.table.ts';
import * as repo from './auth.repository.ts';

export interface AccountMailMessage {
  to: string;
  subject: string;
  text: string;
}

/** The pause before a claimed message may be tried again, should this try fail: 30 s, doubling, at most 30 minutes. */
export const retryPause = (attempts: number) => Math.min(30 * 60_000, 30_000 * 2 ** Math.min(attempts, 6));
export const RETRY_EVERY_MS = 60_000;

/** Messages written in one change, sent once it has committed. */
export function accountMail(deps: AppDeps) {
  const ids: number[] = [];
  return {
    /** Writes a message in the change's transaction; it is worth sending for `keepTryingMs`. */
    async queue(db: DbOrTx, message: AccountMailMessage, keepTryingMs: number): Promise<void> {
      const giveUpAt = new Date(deps.clock.now().getTime() + keepTryingMs);
      ids.push(
        await repo.insertAccountMail(db, {
          recipient: message.to,
          subject: message.subject,
          body: message.text,
          giveUpAt,
        }),
      );
    },
    /** Sends what was queued, after the commit; a failure leaves it for the retry sweep and never fails the call. */
    async flush(): Promise<void> {
      if (ids.length === 0) return;
      const claimed = await claim(deps, { ids: ids.splice(0) });
      for (const row of claimed) await sendOne(deps, row);
    },
  };
}

async function claim(deps: AppDeps, which: { ids: number[] } | { due: true }): Promise<AccountMailRow[]> {
  const at = deps.clock.now();
  // The lease is the shortest pause; a failed try sets nothing more, so the next try waits at least that long.
  return repo.claimAccountMail(deps.db, at, new Date(at.getTime() + retryPause(0)), which);
}

async function sendOne(deps: AppDeps, row: AccountMailRow): Promise<boolean> {
  try {
    await deps.mail.send({ to: row.recipient, subject: row.subject, text: row.body });
  } catch (error) {
    const pauseUntil = new Date(deps.clock.now().getTime() + retryPause(row.attempts));
    await repo.markAccountMailFailed(
      deps.db,
      row.id,
      error instanceof Error ? error.message : String(error),
      pauseUntil,
    );
    return false;
  }
  await repo.markAccountMailSent(deps.db, row.id, deps.clock.now());
  return true;
}

/** The retry sweep: sends every waiting message whose next try is due. Any process may run it, as often as it likes. */
export async function sendDueAccountMail(deps: AppDeps): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  for (;;) {
    const claimed = await claim(deps, { due: true });
    if (claimed.length === 0) return { sent, failed };
    for (const row of claimed)
      if (await sendOne(deps, row)) sent += 1;
      else failed += 1;
  }
}

/** Runs the retry sweep every minute in this process until stopped (server.ts). */
export function startAccountMailJob(deps: AppDeps, log: { error(obj: object, msg: string): void }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDueAccountMail(deps)
      .catch((err: unknown) => log.error({ err }, 'account mail retry failed'))
      .finally(() => {
        running = false;
      });
  }, RETRY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
