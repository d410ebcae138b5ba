import { AppError } from '@imole/domain';
import type { Db, Transaction } from '../../db/database.ts';
import * as repo from './auth.repository.ts';
import type { CodePurpose } from '../../db/tables/auth.table.ts';
import { codeHash, newCode, sameHash } from './tokens.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODE_SEND_WINDOW_MS = 15 * 60 * 1000;
export const CODE_MAX_SENDS = 3;

export function minutesUntil(when: Date, now: Date): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 60_000));
}

/** "12 minutes", "1 minute", "5 hours": how long until `when`, as a person reads a wait. */
export function waitUntil(when: Date, now: Date): string {
  const minutes = minutesUntil(when, now);
  if (minutes < 60) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/**
 * The spec gives no words for a refused code request (docs/accounts.md "Codes"): each says that too many codes were
 * asked for, the limit, and when the next one can be asked for.
 */
export const codeMessages = {
  wrong: 'That code is not correct. Check it and try again.',
  expired: 'That code has expired or was already used. Ask for a new one.',
  tooManyTries: 'Too many wrong tries for this code. Ask for a new one.',
  tooManyAsked: (wait: string) =>
    `Too many codes asked for. We send at most ${CODE_MAX_SENDS} in 15 minutes; you can ask for the next one in ${wait}.`,
  tooManyToday: (max: number, wait: string) =>
    `Too many codes asked for today. We send at most ${max} a day to one address; you can ask for the next one in ${wait}.`,
  tooManyFromNetwork: (wait: string) =>
    `Too many codes asked for from this network today. You can ask for the next one in ${wait}.`,
};

export interface IssueOptions {
  /** The transaction of the change the code belongs to (a sign-up): the code commits with it. */
  trx?: Transaction;
  /** The address (IP) that asked, for the daily caps. */
  ip?: string | null;
  /** 10 minutes unless said. */
  lifetimeMs?: number;
  /** A code other than six digits (an undo link's token). */
  code?: () => string;
  /**
   * Sent by the system itself (a log-in to an unconfirmed account, an invitation), not asked for by the person: it
   * does not count against the person's 3 in 15 minutes, and has a limit of its own (3 in 15 minutes).
   */
  automatic?: boolean;
}

/** The newest code of a purpose and address: when it was sent, and whether it still works. */
export interface LatestCode {
  sentAt: Date;
  live: boolean;
}

/** Six-digit, single-use codes tied to a purpose and an address (design.md §8). */
export function codeService(db: Db, secret: string, now: () => Date) {
  return {
    /**
     * Creates a code and hands it to `deliver`: a function, called once the code is stored (it sends at once), or
     * `{ within }`, called in the transaction that stores it (the caller's, or one of its own), to queue an e-mail
     * that commits with the code (account-mail.ts). The fourth request within 15 minutes is refused with a 429 that
     * says when the next can be asked for (automatic codes count apart). Answers when the code was sent.
     */
    async issue(
      purpose: CodePurpose,
      address: string,
      userId: number | null,
      deliver: ((code: string) => Promise<void>) | { within: (code: string, trx: Transaction) => Promise<void> },
      options: IssueOptions = {},
    ): Promise<{ sentAt: Date }> {
      const automatic = options.automatic ?? false;
      const work = async (trx: Transaction) => {
        const at = now();
        const since = new Date(at.getTime() - CODE_SEND_WINDOW_MS);
        const recent = await repo.countRecentCodes(trx, purpose, address, since, automatic);
        if (recent.count >= CODE_MAX_SENDS) {
          const free = new Date((recent.oldest ?? at).getTime() + CODE_SEND_WINDOW_MS);
          throw new AppError('RATE_LIMITED', codeMessages.tooManyAsked(waitUntil(free, at)));
        }
        const code = options.code?.() ?? newCode();
        const row = await repo.insertCode(trx, {
          purpose,
          address,
          userId,
          codeHash: codeHash(secret, purpose, address, code),
          expiresAt: new Date(at.getTime() + (options.lifetimeMs ?? CODE_LIFETIME_MS)),
          requestedIp: options.ip ?? null,
          automatic,
        });
        if (typeof deliver !== 'function') await deliver.within(code, trx);
        return { code, sentAt: row.created_at };
      };
      const issued = options.trx ? await work(options.trx) : await db.transaction().execute(work);
      if (typeof deliver === 'function') await deliver(issued.code);
      return { sentAt: issued.sentAt };
    },

    /** The newest code of a purpose and address, or null when none was ever sent. */
    async latest(purpose: CodePurpose, address: string): Promise<LatestCode | null> {
      const row = await repo.latestCode(db, purpose, address);
      if (!row) return null;
      const live =
        row.consumed_at === null && row.expires_at.getTime() > now().getTime() && row.attempts < CODE_MAX_TRIES;
      return { sentAt: row.created_at, live };
    },

    /**
     * Checks a code. `consume` spends it (the action it guards is happening); without it, a right code stays usable
     * (ConfirmResetPasswordToken, before ResetPassword). Every wrong try counts, even when the call then fails.
     */
    async verify(
      purpose: CodePurpose,
      address: string,
      code: string,
      consume: boolean,
    ): Promise<{ userId: number | null }> {
      const outcome = await db.transaction().execute(async (trx) => {
        const row = await repo.lockLatestCode(trx, purpose, address);
        type Outcome = { error: string; userId?: undefined } | { error?: undefined; userId: number | null };
        const fail = (error: string): Outcome => ({ error });
        if (!row || row.consumed_at !== null || row.expires_at.getTime() < now().getTime())
          return fail(codeMessages.expired);
        if (row.attempts >= CODE_MAX_TRIES) return fail(codeMessages.tooManyTries);
        const right = sameHash(row.code_hash, codeHash(secret, purpose, address, code));
        if (!right) {
          await repo.recordCodeAttempt(trx, row.id, false);
          return fail(row.attempts + 1 >= CODE_MAX_TRIES ? codeMessages.tooManyTries : codeMessages.wrong);
        }
        if (consume) await repo.consumeCode(trx, row.id);
        return { userId: row.user_id } satisfies Outcome as Outcome;
      });
      if (outcome.error !== undefined) throw new AppError('CODE_INVALID', outcome.error);
      return { userId: outcome.userId };
    },
  };
}
export type CodeService = ReturnType<typeof codeService>;
