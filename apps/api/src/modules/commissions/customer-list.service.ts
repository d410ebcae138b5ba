import { AppError, kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { paged, type PageQuery } from '../../lib/http.ts';
import { commissionByCustomer, referralsOf, type Referral } from './referral.service.ts';
import { teamIds } from './team.service.ts';

export type PaymentFilter = 'all' | 'upToDate' | 'owing' | 'nonPerforming' | 'paid';

const byPayment: Record<PaymentFilter, (r: Referral) => boolean> = {
  all: () => true,
  upToDate: (r) => r.stage === 'loan' && !r.owing,
  owing: (r) => r.owing,
  nonPerforming: (r) => r.nonPerforming,
  paid: (r) => r.stage === 'paid',
};

/**
 * RefferedCustomerList (the agent's own) and MainRefferedCustomerList (a coordinator's team): referred customers with
 * the commission the asking agent earned on each (earned, paid, unpaid), filtered by how the customer pays
 * (CustomerPaymentFilter) and to those with commission still unpaid (FilterByPendingCommisionSettlement).
 */
export async function referredCustomerList(
  deps: AppDeps,
  user: AppUserRow,
  scope: 'own' | 'team',
  filter: { payment: PaymentFilter; pendingOnly: boolean },
  page: PageQuery,
) {
  const agents = scope === 'team' ? await teamIds(deps, user) : [user.id];
  const commissionOn = await commissionByCustomer(deps, user.id);
  const rows = [];
  for (const agentId of agents) {
    for (const r of await referralsOf(deps, agentId)) {
      if (!byPayment[filter.payment](r)) continue;
      const c = commissionOn(r.customerId);
      if (filter.pendingOnly && c.earnedKobo - c.paidKobo <= 0) continue;
      rows.push({
        ...r,
        totalCommision: koboToNaira(kobo(c.earnedKobo)),
        totalCommisionPaid: koboToNaira(kobo(c.paidKobo)),
        totalCommisionUnpaid: koboToNaira(kobo(c.earnedKobo - c.paidKobo)),
      });
    }
  }
  rows.sort((a, b) => b.dateRequested.localeCompare(a.dateRequested) || b.customerId - a.customerId);
  const start = (page.PageIndex - 1) * page.PageSize;
  return paged(rows.slice(start, start + page.PageSize), rows.length, page);
}

/** ReferredCustomer: one customer the agent (or, for a coordinator, their team) referred, as the lists show them. */
export async function referredCustomer(deps: AppDeps, user: AppUserRow, customerId: number) {
  const agents = user.is_coordinator ? await teamIds(deps, user) : [user.id];
  for (const agentId of agents) {
    const found = (await referralsOf(deps, agentId)).find((r) => r.customerId === customerId);
    if (found) return found;
  }
  throw new AppError('NOT_FOUND', 'No customer you referred has that id.');
}
