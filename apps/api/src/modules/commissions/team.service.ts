import { AppError, kobo, koboToNaira } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import type { AppUserRow } from '../../db/tables/user.table.ts';
import { paged, type PageQuery } from '../../lib/http.ts';
import { authErrors } from '../auth/index.ts';
import { commissionTotals } from './commission.repository.ts';
import { commissionSummary } from './commission.service.ts';
import { agentsUnder } from './referral.repository.ts';
import { referralsOf, type Referral } from './referral.service.ts';

/** The routes say coordinatorsOnly (the guard refuses anyone else); the services hold to it too. */
const requireCoordinator = (user: AppUserRow) => {
  if (!user.is_coordinator) throw new AppError('FORBIDDEN', authErrors.coordinatorsOnly);
};

const standing = (referrals: Referral[]) => ({
  referredCustomers: referrals.length,
  owingCustomers: referrals.filter((r) => r.owing).length,
  nonPerformingCustomers: referrals.filter((r) => r.nonPerforming).length,
});

/** A coordinator's agents, each with their referred customers, those owing and non-performing, and their commission. */
async function team(deps: AppDeps, coordinatorId: number) {
  const agents = await agentsUnder(deps.db, coordinatorId);
  return Promise.all(
    agents.map(async (a) => {
      const [referrals, totals] = await Promise.all([referralsOf(deps, a.id), commissionTotals(deps.db, a.id)]);
      return {
        id: a.id,
        firstname: a.firstname,
        lastname: a.lastname,
        email: a.email,
        phoneNumber: a.phone_number,
        isActive: a.is_active,
        dateCreated: a.created_at.toISOString(),
        ...standing(referrals),
        totalCommission: koboToNaira(kobo(totals.earnedKobo)),
        referrals,
      };
    }),
  );
}

/** GET ClientUser/GetSalesTeamMembersUnderCordinator: the coordinator's agents, a page of them. */
export async function teamPage(deps: AppDeps, coordinator: AppUserRow, page: PageQuery) {
  requireCoordinator(coordinator);
  const members = (await team(deps, coordinator.id)).map(({ referrals: _referrals, ...member }) => member);
  const start = (page.PageIndex - 1) * page.PageSize;
  return paged(members.slice(start, start + page.PageSize), members.length, page);
}

/**
 * The coordinator's dashboard report (docs/sales.md "Coordinators"): their own commission (overrides on their agents'
 * customers and their own referrals), their agents, and the team's customers — their own referrals and their
 * agents' — with those owing and non-performing.
 */
export async function coordinatorRecord(deps: AppDeps, coordinator: AppUserRow) {
  requireCoordinator(coordinator);
  const [summary, members, own] = await Promise.all([
    commissionSummary(deps, coordinator.id),
    team(deps, coordinator.id),
    referralsOf(deps, coordinator.id),
  ]);
  const all = [...own, ...members.flatMap((m) => m.referrals)];
  const { referredCustomers, owingCustomers, nonPerformingCustomers } = standing(all);
  return {
    ...summary,
    agents: members.length,
    referredCustomers,
    owingCustomers,
    totalNonPerformingCustomers: nonPerformingCustomers,
  };
}

/**
 * SalesTeam/CoordinatorReferrals: the customers of the coordinator's team — their own referrals and their agents' —
 * all, owing today or non-performing, newest first, each with the agent who referred them (docs/sales.md).
 */
export async function teamReferralPage(
  deps: AppDeps,
  coordinator: AppUserRow,
  filter: 'all' | 'owing' | 'nonPerforming',
  page: PageQuery,
) {
  requireCoordinator(coordinator);
  const [members, own] = await Promise.all([team(deps, coordinator.id), referralsOf(deps, coordinator.id)]);
  const all = [
    ...own.map((r) => ({ ...r, agentName: 'You' })),
    ...members.flatMap((m) => m.referrals.map((r) => ({ ...r, agentName: `${m.firstname} ${m.lastname}` }))),
  ]
    .filter((r) => filter === 'all' || (filter === 'owing' ? r.owing : r.nonPerforming))
    .sort((a, b) => b.dateRequested.localeCompare(a.dateRequested) || b.customerId - a.customerId);
  const start = (page.PageIndex - 1) * page.PageSize;
  return paged(all.slice(start, start + page.PageSize), all.length, page);
}

/** One of the coordinator's agents, or "not found" (another coordinator's agent, or nobody's). */
export async function agentUnder(deps: AppDeps, coordinator: AppUserRow, agentId: number) {
  requireCoordinator(coordinator);
  const agent = (await agentsUnder(deps.db, coordinator.id)).find((a) => a.id === agentId);
  if (!agent) throw new AppError('NOT_FOUND', 'No agent of yours has that id.');
  return agent;
}

/** The coordinator and their agents: whose referrals make up the team's book. */
export async function teamIds(deps: AppDeps, coordinator: AppUserRow): Promise<number[]> {
  requireCoordinator(coordinator);
  return [coordinator.id, ...(await agentsUnder(deps.db, coordinator.id)).map((a) => a.id)];
}
