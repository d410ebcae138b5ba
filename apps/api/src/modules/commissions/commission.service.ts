import {
  AppError,
  commissionShares,
  isCommissionable,
  kobo,
  koboToNaira,
  lagosDate,
  UserRole,
  type Kobo,
} from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { Transaction } from '../../db/database.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { audit } from '../audit/index.ts';
import { loadSettings } from '../settings/index.ts';
import * as repo from './commission.repository.ts';
import { referralsOf } from './referral.service.ts';

/**
 * Every credited payment of a referred customer earns its commission in the same transaction as the credit
 * (docs/sales.md "The commission ledger"): the referring agent's share and their coordinator's override, each an
 * append-only entry posted once per payment. The rates are those in force when the money is credited.
 */
export function registerCommissionHandlers(deps: AppDeps): void {
  deps.events.on('payment.credited', {
    async within(trx, event) {
      if (!isCommissionable(event.purpose) || event.quoteId === null) return;
      const settings = await loadSettings(trx);
      await postCustomerReward(deps, trx, { ...event, quoteId: event.quoteId }, settings.customerReferralRewardKobo);
      const agent = await repo.referringAgentOf(trx, event.customerId);
      if (!agent) return;
      const shares = commissionShares(event.amountKobo, agent, settings);
      await repo.insertEntries(
        trx,
        shares.map((s) => ({
          earner_user_id: s.earnerId,
          role: s.role,
          customer_user_id: event.customerId,
          payment_id: event.paymentId,
          quote_id: event.quoteId,
          kind: 'earned' as const,
          basis_kobo: event.amountKobo,
          rate_bps: s.rateBps,
          amount_kobo: s.amountKobo,
        })),
      );
    },
  });
}

type Credited = { customerId: number; paymentId: number; quoteId: number; amountKobo: Kobo };

/**
 * The customer referral programme (docs/sales.md): a customer who referred this one earns the fixed reward in force
 * when this one's first payment is credited — once per referred customer (a unique index), whatever comes after.
 */
async function postCustomerReward(deps: AppDeps, trx: Transaction, event: Credited, rewardKobo: number) {
  if (rewardKobo <= 0) return;
  const referrer = await repo.referringCustomerOnFirstPayment(trx, event.customerId, event.paymentId);
  if (!referrer) return;
  const posted = await repo.insertCustomerReward(trx, {
    earner_user_id: referrer.id,
    role: 'customer',
    customer_user_id: event.customerId,
    payment_id: event.paymentId,
    quote_id: event.quoteId,
    kind: 'earned',
    basis_kobo: event.amountKobo,
    // A fixed reward, not a share: no rate.
    rate_bps: 0,
    amount_kobo: rewardKobo,
    note: 'Referral reward: first payment of a customer they referred',
  });
  if (posted)
    await deps.events.record(trx, {
      type: 'referral.rewarded',
      referrerId: referrer.id,
      referredCustomerId: event.customerId,
      amountKobo: kobo(rewardKobo),
    });
}

/** An agent's or coordinator's commission in naira: earned, paid out, and still to be paid. */
export async function commissionSummary(deps: AppDeps, earnerId: number) {
  const { earnedKobo, paidKobo } = await repo.commissionTotals(deps.db, earnerId);
  return {
    totalCommission: koboToNaira(kobo(earnedKobo)),
    totalPaid: koboToNaira(kobo(paidKobo)),
    totalUnPaid: koboToNaira(kobo(earnedKobo - paidKobo)),
  };
}

/** Admins: everyone owed commission, most owed first. */
export async function unsettledCommissions(deps: AppDeps) {
  const rows = await repo.unsettledEarners(deps.db);
  return rows.map((r) => ({
    salesTeamUserId: r.id,
    firstname: r.firstname,
    lastname: r.lastname,
    phoneNumber: r.phone_number,
    isCoordinator: r.is_coordinator,
    /** Who the earner is: customers earn referral rewards (docs/sales.md "Customer referral programme"). */
    role: (r.user_role === UserRole.Customer ? 'Customer' : r.is_coordinator ? 'Coordinator' : 'Sales agent') as
      'Customer' | 'Coordinator' | 'Sales agent',
    totalCommission: koboToNaira(kobo(r.earnedKobo)),
    totalPaid: koboToNaira(kobo(r.paidKobo)),
    totalUnPaid: koboToNaira(kobo(r.earnedKobo - r.paidKobo)),
  }));
}

export const settleMessages = {
  notEarner: 'That person is not a sales agent, a coordinator or a customer who referred someone.',
  tooMuch: (unpaid: Kobo) =>
    `That is more than is unpaid: ₦${koboToNaira(unpaid).toLocaleString('en-NG')} is owed. Check the amount.`,
  nothingOwed: 'Nothing is owed to this person: all their commission is paid.',
  future: 'The payout date cannot be in the future.',
  duplicate: 'A payout with this reference is already recorded for this person.',
};

/**
 * An admin records commission paid out to an agent or coordinator: never more than is unpaid at that moment (the
 * earner's row is locked while it is weighed), with the payout's reference and date, audited.
 */
export async function settleCommission(
  deps: AppDeps,
  admin: AppUserRow,
  input: { salesTeamUserId: number; amountKobo: Kobo; reference: string; paidOn: string },
) {
  if (input.paidOn > lagosDate(deps.clock.now())) throw new AppError('VALIDATION_FAILED', settleMessages.future);
  return deps.events.transaction(async (trx) => {
    const earner = await repo.lockEarner(trx, input.salesTeamUserId);
    if (!earner) throw new AppError('NOT_FOUND', settleMessages.notEarner);
    const { earnedKobo, paidKobo } = await repo.commissionTotals(trx, earner.id);
    const unpaid = kobo(earnedKobo - paidKobo);
    if (unpaid <= 0) throw new AppError('CONFLICT', settleMessages.nothingOwed);
    if (input.amountKobo > unpaid) throw new AppError('CONFLICT', settleMessages.tooMuch(unpaid));
    if (await repo.payoutReferenceTaken(trx, earner.id, input.reference))
      throw new AppError('CONFLICT', settleMessages.duplicate);
    const payout = await repo.insertPayout(trx, {
      earnerId: earner.id,
      amountKobo: input.amountKobo,
      reference: input.reference,
      paidOn: input.paidOn,
      recordedBy: admin.id,
    });
    await audit(trx, {
      actorUserId: admin.id,
      action: 'commission.paid',
      entity: 'commission_payout',
      entityId: payout.id,
      after: {
        to: `${earner.firstname} ${earner.lastname}`,
        amount: koboToNaira(input.amountKobo),
        reference: input.reference,
        paidOn: input.paidOn,
      },
    });
    if (earner.user_role === UserRole.Customer)
      await deps.events.record(trx, {
        type: 'referral.reward-paid',
        customerId: earner.id,
        payoutId: Number(payout.id),
        amountKobo: input.amountKobo,
        paidOn: input.paidOn,
      });
    return { id: payout.id, unpaidAfter: koboToNaira(kobo(unpaid - input.amountKobo)) };
  });
}

/**
 * The sales dashboard's report (staff spec §3): the agent's commission from the ledger, the customers they referred
 * and those customers' quotes, and how many of them owe today (an instalment past due and unpaid) and are
 * non-performing (30 days or more overdue, design.md §6), from each referral's newest request.
 */
export async function dashboardRecord(deps: AppDeps, agent: AppUserRow) {
  const [summary, counts, referrals] = await Promise.all([
    commissionSummary(deps, agent.id),
    repo.referralCounts(deps.db, agent.id),
    referralsOf(deps, agent.id),
  ]);
  return {
    ...summary,
    referredCustomers: counts.customers,
    owingCustomers: referrals.filter((r) => r.owing).length,
    totalNonPerformingCustomers: referrals.filter((r) => r.nonPerforming).length,
    totalQuotes: counts.quotes,
  };
}
