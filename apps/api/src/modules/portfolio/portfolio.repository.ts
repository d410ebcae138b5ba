/**
 * The portfolio's figures in SQL over the loan book (docs/portfolio.md "How the figures are computed"): each loan's
 * position as of a day is the entry whose validity range holds it (paid_on <= D < valid_to), or for a loan with no
 * payment by then its whole financed amount; the figures are one pass of FILTER aggregates over those positions. The
 * definitions are packages/domain portfolio.ts; the API tests check these against them.
 */
import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_DAYS, MAX_COHORT_MONTHS } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';

export interface BookFilters {
  stateId?: number;
  /** A package id, or 'custom' for systems built from components (no package). */
  packageId?: number | 'custom';
  agentId?: number;
  coordinatorId?: number;
  financialInstitutionId?: number;
}

/** The loans of the book (as `b`) that started by the day and match the filters. */
function bookWhere(asOf: string, f: BookFilters): RawBuilder<unknown> {
  const parts: RawBuilder<unknown>[] = [sql`b.start_on <= ${asOf}::date`];
  if (f.stateId !== undefined) parts.push(sql`b.state_id = ${f.stateId}`);
  if (f.packageId === 'custom') parts.push(sql`b.package_id is null`);
  else if (f.packageId !== undefined) parts.push(sql`b.package_id = ${f.packageId}`);
  if (f.agentId !== undefined) parts.push(sql`b.agent_id = ${f.agentId}`);
  if (f.coordinatorId !== undefined) parts.push(sql`b.coordinator_id = ${f.coordinatorId}`);
  if (f.financialInstitutionId !== undefined) parts.push(sql`b.financial_institution_id = ${f.financialInstitutionId}`);
  return sql.join(parts, sql` and `);
}

/**
 * Each loan's position as of the day, with what the figures need of the loan: `active` and `days` overdue. The
 * entries' range index finds the one position of each paid loan; loans without a payment by the day add theirs.
 */
function positions(asOf: string, f: BookFilters): RawBuilder<unknown> {
  const d = sql`${asOf}::date`;
  return sql`
    book as materialized (
      select b.quote_id, b.financed, b.first_due_on, b.first_paid_on, b.written_off_on, b.written_off_principal
      from loan_book b where ${bookWhere(asOf, f)}
    ),
    raw as (
      select e.quote_id, e.principal_after as outstanding, e.cum_paid, e.first_unpaid_due
      from loan_book_entry e
      where e.paid_on <= ${d} and coalesce(e.valid_to, 'infinity'::date) > ${d}
      union all
      select b.quote_id, b.financed, 0, b.first_due_on
      from book b where b.first_paid_on is null or b.first_paid_on > ${d}
    ),
    pos as materialized (
      select r.quote_id, r.outstanding, r.cum_paid, b.written_off_on, b.written_off_principal,
        (r.outstanding > 0 and (b.written_off_on is null or b.written_off_on > ${d})) as active,
        coalesce(greatest(0, ${d} - r.first_unpaid_due), 0) as days
      from raw r join book b on b.quote_id = r.quote_id
    )`;
}

export interface HealthRow {
  active_loans: number;
  outstanding: number;
  par1: number;
  par30: number;
  par90: number;
  default_count: number;
  default_outstanding: number;
  write_off_count: number;
  write_off_principal: number;
  a_current_n: number;
  a_current_s: number;
  a_1_30_n: number;
  a_1_30_s: number;
  a_31_60_n: number;
  a_31_60_s: number;
  a_61_90_n: number;
  a_61_90_s: number;
  a_91_180_n: number;
  a_91_180_s: number;
  a_180_n: number;
  a_180_s: number;
  due: number;
  collected: number;
}

const bucket = (min: number, max: number | null, name: string) => {
  const range = max === null ? sql`days >= ${min}` : sql`days between ${min} and ${max}`;
  return sql`count(*) filter (where active and ${range})::int as ${sql.raw(`a_${name}_n`)},
    coalesce(sum(outstanding) filter (where active and ${range}), 0)::bigint as ${sql.raw(`a_${name}_s`)}`;
};

/** Active loans, outstanding principal, PAR amounts, defaults, write-offs, aging and the period's due and collected. */
export async function bookHealth(db: DbOrTx, asOf: string, period: { from: string; to: string }, f: BookFilters) {
  const par = (n: number, name: string) =>
    sql`coalesce(sum(outstanding) filter (where active and days > ${n}), 0)::bigint as ${sql.raw(name)}`;
  const { rows } = await sql<HealthRow>`
    with ${positions(asOf, f)},
    health as (
      select count(*) filter (where active)::int as active_loans,
        coalesce(sum(outstanding) filter (where active), 0)::bigint as outstanding,
        ${par(1, 'par1')}, ${par(30, 'par30')}, ${par(90, 'par90')},
        count(*) filter (where active and days > ${DEFAULT_DAYS})::int as default_count,
        coalesce(sum(outstanding) filter (where active and days > ${DEFAULT_DAYS}), 0)::bigint as default_outstanding,
        count(*) filter (where written_off_on <= ${asOf}::date)::int as write_off_count,
        coalesce(sum(written_off_principal) filter (where written_off_on <= ${asOf}::date), 0)::bigint
          as write_off_principal,
        ${bucket(0, 0, 'current')}, ${bucket(1, 30, '1_30')}, ${bucket(31, 60, '31_60')},
        ${bucket(61, 90, '61_90')}, ${bucket(91, 180, '91_180')}, ${bucket(181, null, '180')}
      from pos
    ),
    collection as (
      select coalesce(sum(i.amount), 0)::bigint as due,
        coalesce(sum(least(i.amount, greatest(0, p.cum_paid - (i.cum_amount - i.amount)))), 0)::bigint as collected
      from loan_book_instalment i join pos p on p.quote_id = i.quote_id
      where i.due_on between ${period.from}::date and ${period.to}::date
        and (p.written_off_on is null or p.written_off_on >= ${period.from}::date)
    )
    select * from health, collection`.execute(db);
  return rows[0]!;
}

/** Each cohort's loans and financed amount, and its principal repaid by month of the loan, as of the day. */
export async function cohortSums(db: DbOrTx, asOf: string, f: BookFilters) {
  const { rows } = await sql<{ cohort_month: string; month_offset: number | null; loans: number; amount: number }>`
    with book as materialized (
      select b.quote_id, b.cohort_month, b.financed from loan_book b where ${bookWhere(asOf, f)}
    )
    select cohort_month, null::int as month_offset, count(*)::int as loans, sum(financed)::bigint as amount
    from book group by cohort_month
    union all
    select e.cohort_month, e.month_offset, 0, sum(e.principal)::bigint
    from loan_book_entry e join book b on b.quote_id = e.quote_id
    where e.paid_on <= ${asOf}::date and e.month_offset <= ${MAX_COHORT_MONTHS}
    group by e.cohort_month, e.month_offset`.execute(db);
  return rows.map((r) => ({ ...r, cohort_month: String(r.cohort_month).slice(0, 10) }));
}

/** The values the filters can take: those present in the book, with their names. */
export async function filterValues(db: DbOrTx) {
  const person = sql<string>`trim(u.firstname || ' ' || u.lastname)`;
  const [states, packages, agents, coordinators, banks, custom] = await Promise.all([
    sql<{ id: number; name: string }>`select s.id, s.title as name from state s
      where exists (select 1 from loan_book b where b.state_id = s.id) order by s.title`.execute(db),
    sql<{ id: number; name: string }>`select p.id, p.name from product p
      where exists (select 1 from loan_book b where b.package_id = p.id) order by p.name`.execute(db),
    sql<{ id: number; name: string }>`select u.id, ${person} as name from app_user u
      where exists (select 1 from loan_book b where b.agent_id = u.id) order by 2, 1`.execute(db),
    sql<{ id: number; name: string }>`select u.id, ${person} as name from app_user u
      where exists (select 1 from loan_book b where b.coordinator_id = u.id) order by 2, 1`.execute(db),
    sql<{ id: number; name: string }>`select f.id, f.name from financial_institution f
      where exists (select 1 from loan_book b where b.financial_institution_id = f.id) order by f.name`.execute(db),
    sql<{ found: boolean }>`select exists (select 1 from loan_book where package_id is null) as found`.execute(db),
  ]);
  return {
    states: states.rows,
    packages: packages.rows,
    agents: agents.rows,
    coordinators: coordinators.rows,
    financialInstitutions: banks.rows,
    customSystems: custom.rows[0]?.found ?? false,
  };
}
