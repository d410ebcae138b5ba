/**
 * Domain events: the one list of what a change in a lower module causes in the modules above it
 * (docs/architecture.md). A module never imports a module above it; it records an event in the transaction of its
 * change, and the modules above that care handle it:
 * - `within`: inside that same transaction, for what must commit with the change or not at all (the in-app notice,
 *   the first maintenance check of an installed system);
 * - `afterCommit`: once the transaction has committed, for what may come later and must never undo the change (the
 *   e-mail and SMS of a notice). A failing after-commit handler is logged; the change stands.
 *
 * The payloads are facts (ids, amounts in kobo, dates), never text: the module that handles an event words it.
 * Handlers are registered when the app is composed (app.ts), each module through its own `register…Handlers`.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kobo } from '@imole/domain';
import type { Db, Transaction } from './db/database.ts';

export type DomainEvent =
  /** Staff priced a request: the customer's quote is ready to pay. */
  | {
      type: 'quote.priced';
      quoteId: number;
      customerId: number;
      referenceNo: string;
      totalKobo: Kobo;
      /** The smallest down payment offered, if any. */
      smallestDownPaymentKobo: Kobo | null;
    }
  /**
   * Staff declined the request's instalment offer (quoteStatus 8, request status 5) before any money came in; `reason`
   * is staff's sentence to the customer. Open checkouts are voided; the customer is told.
   */
  | { type: 'quote.rejected'; quoteId: number; customerId: number; referenceNo: string; reason: string }
  /** An engineer was assigned to install a paid system. */
  | {
      type: 'installation.engineer-assigned';
      quoteId: number;
      customerId: number;
      engineer: { firstname: string; phoneNumber: string };
    }
  /** Staff set (or moved) the installation day; the customer is asked to confirm it. */
  | { type: 'installation.date-set'; quoteId: number; customerId: number; date: string }
  /** The engineer (or staff) marked the installation done on `date`. */
  | { type: 'installation.completed'; quoteId: number; customerId: number; date: string }
  /** The customer confirmed the installed system: its warranty, repayments and maintenance checks start. */
  | {
      type: 'installation.confirmed';
      quoteId: number;
      customerId: number;
      engineerId: number | null;
      /** The Lagos day of the confirmation (YYYY-MM-DD). */
      confirmedOn: string;
    }
  /**
   * What a quote's first payment is measured against changed while it waits for it: the plan, the price, or the
   * request itself (edited back to pending). Its open first-payment checkouts are voided and money already received
   * is weighed against the new amount. `price` is set when the total of an offer the customer was sent changed.
   */
  | {
      type: 'quote.terms-changed';
      quoteId: number;
      customerId: number;
      referenceNo: string;
      reason: 'plan' | 'price' | 'request';
      price?: { beforeKobo: Kobo; afterKobo: Kobo; what: string };
    }
  /** Money was credited to the books (a card check is not: it is refunded, never credited to a quote). */
  | {
      type: 'payment.credited';
      paymentId: number;
      customerId: number;
      quoteId: number | null;
      purpose: 'equity' | 'outright' | 'repayment' | 'payoff' | 'card';
      reference: string;
      amountKobo: Kobo;
      /** Who paid when it was not the customer: their sales agent (issue 20). */
      paidBy: { id: number; name: string } | null;
      /** The partner bank that paid (provider 'bank'): the bank's decision tells the customer, not this credit. */
      payerFinancialInstitutionId?: number | null;
    }
  /** An administrator recorded money above a first payment as refunded to the customer (docs/payments.md "Refunds"). */
  | {
      type: 'payment.refunded';
      refundId: number;
      quoteId: number;
      customerId: number;
      amountKobo: Kobo;
      reference: string;
      refundedOn: string;
    }
  /** The customer chose to count money paid above their first payment towards their instalments (a repayment on the loan's first day). */
  | { type: 'payment.surplus-to-instalments'; quoteId: number; customerId: number; amountKobo: Kobo }
  /**
   * A customer's friend, who signed up with their code, made their first payment: the customer earned the referral
   * reward (docs/sales.md "Customer referral programme").
   */
  | { type: 'referral.rewarded'; referrerId: number; referredCustomerId: number; amountKobo: Kobo }
  /** An administrator recorded referral rewards paid out to a customer by bank transfer on `paidOn`. */
  | { type: 'referral.reward-paid'; customerId: number; payoutId: number; amountKobo: Kobo; paidOn: string }
  /** Staff moved a customer's reported issue on. */
  | {
      type: 'issue.status-changed';
      issueId: number;
      customerId: number;
      /** What the customer said the issue is about. */
      category: string;
      /** The status before the change: the same as `status` when staff only added a note. */
      before: 0 | 1 | 2;
      status: 0 | 1 | 2;
      note: string;
    }
  /** A customer's identity was verified for a request: by the provider's check, or approved by staff on review. */
  | { type: 'identity.verified'; quoteRequestId: number; customerId: number; by: 'provider' | 'staff' }
  /**
   * A customer's identity could not be verified: the provider's check failed (`reason` its result), or staff
   * rejected it on review (`reason` what they said to fix).
   */
  | {
      type: 'identity.rejected';
      quoteRequestId: number;
      customerId: number;
      by: 'provider' | 'staff';
      reason: string | null;
    }
  /** The provider could not decide: a person at Imole reviews the customer's identity. */
  | { type: 'identity.review'; quoteRequestId: number; customerId: number }
  /**
   * A bank-financed request's signed undertaking was uploaded (or replaced) by the customer, or by staff for them: the
   * bank's officers are told (docs/banks.md "The application").
   */
  | {
      type: 'bank.undertaking-uploaded';
      quoteRequestId: number;
      customerId: number;
      financialInstitutionId: number;
      replaced: boolean;
    }
  /**
   * The bank approved a request it finances (its officer, or staff on its behalf): the bank pays the quote's total,
   * so payments credits it (provider 'bank', the bank the payer of record) in the same transaction.
   */
  | {
      type: 'bank.approved';
      quoteId: number;
      quoteRequestId: number;
      customerId: number;
      financialInstitutionId: number;
      totalKobo: Kobo;
      decidedByUserId: number;
    }
  /** The bank declined a request it was asked to finance; `reason` is the officer's own words for the customer. */
  | {
      type: 'bank.declined';
      quoteRequestId: number;
      customerId: number;
      financialInstitutionId: number;
      reason: string;
    }
  /** A maintenance check of a customer's system was closed. */
  | { type: 'maintenance.closed'; scheduleId: number; customerId: number; scheduleCode: string; note: string };

export type DomainEventType = DomainEvent['type'];
export type EventOf<T extends DomainEventType> = Extract<DomainEvent, { type: T }>;

export interface EventHandlers<T extends DomainEventType> {
  within?: (trx: Transaction, event: EventOf<T>) => Promise<void>;
  afterCommit?: (event: EventOf<T>) => Promise<void>;
}

export interface DomainEvents {
  /** Handle events of this type (registered once, when the app is composed). */
  on<T extends DomainEventType>(type: T, handlers: EventHandlers<T>): void;
  /**
   * Runs `work` in one transaction. Events it records are handled inside it by the `within` handlers (a failure
   * rolls everything back) and, once it has committed, by the `afterCommit` handlers.
   */
  transaction<R>(work: (trx: Transaction) => Promise<R>): Promise<R>;
  /** Records an event inside a transaction opened by `transaction` (anything else is a programming error). */
  record(trx: Transaction, event: DomainEvent): Promise<void>;
}

type AnyHandlers = {
  within?: (trx: Transaction, event: DomainEvent) => Promise<void>;
  afterCommit?: (event: DomainEvent) => Promise<void>;
};

export function createDomainEvents(db: Db, log: Pick<FastifyBaseLogger, 'error'>): DomainEvents {
  const handlers = new Map<DomainEventType, AnyHandlers[]>();
  /** The events each open transaction has recorded, to hand to the after-commit handlers. */
  const pending = new WeakMap<Transaction, DomainEvent[]>();

  return {
    on(type, own) {
      const list = handlers.get(type) ?? [];
      list.push(own as AnyHandlers);
      handlers.set(type, list);
    },

    async transaction(work) {
      let recorded: DomainEvent[] = [];
      const result = await db.transaction().execute(async (trx) => {
        recorded = [];
        pending.set(trx, recorded);
        return work(trx);
      });
      for (const event of recorded) {
        for (const own of handlers.get(event.type) ?? []) {
          if (!own.afterCommit) continue;
          try {
            await own.afterCommit(event);
          } catch (error) {
            log.error({ err: error, event: event.type }, 'an after-commit handler failed; the change stands');
          }
        }
      }
      return result;
    },

    async record(trx, event) {
      const recorded = pending.get(trx);
      if (!recorded) throw new Error(`Event ${event.type} recorded outside events.transaction()`);
      recorded.push(event);
      for (const own of handlers.get(event.type) ?? []) if (own.within) await own.within(trx, event);
    },
  };
}
