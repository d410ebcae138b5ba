import { AppError } from '@imole/domain';
import type { Db, Transaction } from '../../db/database.ts';
import * as repo from './auth.repository.ts';
import type { CodePurpose } from '../../db/tables/auth.table.ts';
import { codeHash, newCode, sameHash } from './tokens.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_TRIES = 5;
export const CODE_SEND_WINDOW_MS = 15 * 60 * 1000;
export const CODE_MAX_SENDS = 3;

export const codeMessages = {
  wrong: 'That code is not correct. Check it and try again.',
  expired: 'That code has expired or was already used. Ask for a new one.',
  tooManyTries: 'Too many wrong tries for this code. Ask for a new one.',
} as const;

export function minutesUntil(when: Date, now: Date): number {
  return Math.max(1, Math.ceil((when.getTime() - now.getTime()) / 60_000));
}

export interface IssueOptions {
  /** The transaction of the change the code belongs to (a sign-up): the code commits with it. */
  trx?: Transaction;
  /** The address (IP) that asked, for the daily caps. */
  ip?: string | null;
  /** 10 minutes unless said. */
  lifetimeMs?: number;
  /** A code other than six digits (an undo link's token). */
  code?: () => string;
}

/** Six-digit, single-use codes tied to a purpose and an address (design.md §8). */
export function codeService(db: Db, secret: string, now: () => Date) {
  return {
    /**
     * Creates a code and hands it to `deliver`: a function, called once the code is stored (it sends at once), or
     * `{ within }`, called in the transaction that stores it (the caller's, or one of its own), to queue an e-mail
     * that commits with the code (account-mail.ts). The fourth request within 15 minutes is refused with a 429.
     */
    async issue(
      purpose: CodePurpose,
      address: string,
      userId: number | null,
      deliver: ((code: string) => Promise<void>) | { within: (code: string, trx: Transaction) => Promise<void> },
      options: IssueOptions = {},
    ): Promise<void> {
      const work = async (trx: Transaction) => {
        const at = now();
        const recent = await repo.countRecentCodes(trx, purpose, address, new Date(at.getTime() - CODE_SEND_WINDOW_MS));
        if (recent.count >= CODE_MAX_SENDS) {
          const free = new Date((recent.oldest ?? at).getTime() + CODE_SEND_WINDOW_MS);
          throw new AppError(
            'RATE_LIMITED',
            `You have asked for ${CODE_MAX_SENDS} codes in 15 minutes. Try again in ${minutesUntil(free, at)} minutes.`,
          );
        }
        const code = options.code?.() ?? newCode();
        await repo.insertCode(trx, {
          purpose,
          address,
          userId,
          codeHash: codeHash(secret, purpose, address, code),
          expiresAt: new Date(at.getTime() + (options.lifetimeMs ?? CODE_LIFETIME_MS)),
          requestedIp: options.ip ?? null,
        });
        if (typeof deliver !== 'function') await deliver.within(code, trx);
        return code;
      };
      const code = options.trx ? await work(options.trx) : await db.transaction().execute(work);
      if (typeof deliver === 'function') await deliver(code);
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
