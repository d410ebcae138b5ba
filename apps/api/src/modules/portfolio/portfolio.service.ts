/** The portfolio's health figures as of a day (docs/portfolio.md): GetSummary and its filters. */
import { AGING_BUCKETS, AppError, cohortCurves, lagosDate, monthOf, type AgingKey } from '@imole/domain';
import type { AppDeps } from '../../context.ts';
import * as repo from './portfolio.repository.ts';

export interface SummaryQuery extends repo.BookFilters {
  asOf?: string;
  from?: string;
  to?: string;
}

/** The day and the period the figures are for: asOf defaults to today in Lagos, the period to asOf's month so far. */
export function periodOf(today: string, q: Pick<SummaryQuery, 'asOf' | 'from' | 'to'>) {
  const asOf = q.asOf ?? today;
  if (asOf > today)
    throw new AppError('VALIDATION_FAILED', `asOf cannot be after today (${today}): choose a past day.`);
  const to = q.to ?? asOf;
  const from = q.from ?? monthOf(to);
  if (to > asOf) throw new AppError('VALIDATION_FAILED', `The period must end by asOf (${asOf}): "to" is ${to}.`);
  if (from > to)
    throw new AppError('VALIDATION_FAILED', `The period starts after it ends: "from" ${from} is after "to" ${to}.`);
  return { asOf, from, to };
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

const agingCounts = (h: repo.HealthRow): Record<AgingKey, [number, number]> => ({
  current: [h.a_current_n, h.a_current_s],
  '1-30': [h.a_1_30_n, h.a_1_30_s],
  '31-60': [h.a_31_60_n, h.a_31_60_s],
  '61-90': [h.a_61_90_n, h.a_61_90_s],
  '91-180': [h.a_91_180_n, h.a_91_180_s],
  '180+': [h.a_180_n, h.a_180_s],
});

/** Every figure of the portfolio page as of a day, for the loans the filters choose. */
export async function portfolioSummary(deps: AppDeps, q: SummaryQuery) {
  const { asOf, from, to } = periodOf(lagosDate(deps.clock.now()), q);
  const filters: repo.BookFilters = {
    stateId: q.stateId,
    packageId: q.packageId,
    agentId: q.agentId,
    coordinatorId: q.coordinatorId,
    financialInstitutionId: q.financialInstitutionId,
  };
  const [h, sums] = await Promise.all([
    repo.bookHealth(deps.db, asOf, { from, to }, filters),
    repo.cohortSums(deps.db, asOf, filters),
  ]);
  const aging = agingCounts(h);
  const cohorts = cohortCurves(
    sums
      .filter((s) => s.month_offset === null)
      .map((s) => ({ cohortMonth: s.cohort_month, startOn: s.cohort_month, financed: s.amount, loans: s.loans })),
    sums
      .filter((s) => s.month_offset !== null)
      .map((s) => ({ cohortMonth: s.cohort_month, monthOffset: s.month_offset!, paidOn: asOf, principal: s.amount })),
    asOf,
  );
  return {
    asOf,
    period: { from, to },
    activeLoans: h.active_loans,
    outstandingPrincipal: h.outstanding,
    par1: ratio(h.par1, h.outstanding),
    par30: ratio(h.par30, h.outstanding),
    par90: ratio(h.par90, h.outstanding),
    collectionRate: h.due === 0 ? null : h.collected / h.due,
    collected: h.collected,
    due: h.due,
    defaults: { count: h.default_count, outstanding: h.default_outstanding },
    writeOffs: { count: h.write_off_count, principal: h.write_off_principal },
    aging: AGING_BUCKETS.map((b) => ({
      key: b.key,
      label: b.label,
      loans: aging[b.key][0],
      outstanding: aging[b.key][1],
    })),
    cohorts,
  };
}

export const portfolioFilters = (deps: AppDeps) => repo.filterValues(deps.db);
