/**
 * The portfolio's figures in SQL over the loan book (docs/portfolio.md "How the figures are computed"): each loan's
 * position as of a day is the entry whose validity range holds it (paid_on <= D < valid_to), or for a loan with no
 * payment by then its whole financed amount; the figures are one pass of FILTER aggregates over those positions. The
 * definitions are packages/domain portfolio.ts; the API tests check these against them.
 */
import { sql, type RawBuilder } from 'kysely';
import { DEFAULT_DAYS, MAX_COHORT_MONTHS } from '@imole/domain';
import type { Db, DbOrTx } from '../../db/database.ts';

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
 * Each loan's position as of the day (`pos`), with what the figures need of the loan: `active` and `days` overdue.
 * A loan whose latest payment is on or before the day holds its position now (loan_book's own columns: the latest
 * entry, valid to infinity); one with no payment by then holds its financed amount and first instalment; only a
 * loan paid since the day needs an entry, the one whose range holds it (paid_on <= D < valid_to, valid_to not null:
 * a later entry exists), found through the partial index on valid_to. One scan of loan_book, no sort, no
 * materialised set: a hash join with the (few, or for today no) entries.
 */
function positions(asOf: string, f: BookFilters): RawBuilder<unknown> {
  const d = sql`${asOf}::date`;
  const now = sql`(b.last_paid_on is null or b.last_paid_on <= ${d})`;
  const before = sql`b.first_paid_on > ${d}`;
  return sql`
    pos as not materialized (
      select b.quote_id, b.written_off_on, b.written_off_principal, p.outstanding, p.cum_paid,
        (p.outstanding > 0 and (b.written_off_on is null or b.written_off_on > ${d})) as active,
        coalesce(greatest(0, ${d} - p.first_unpaid_due), 0) as days
      from loan_book b
      left join loan_book_entry e
        on e.quote_id = b.quote_id and e.valid_to > ${d} and e.paid_on <= ${d} and not ${now}
      cross join lateral (
        select case when ${now} then b.outstanding when ${before} then b.financed else e.principal_after end
            as outstanding,
          case when ${now} then b.cum_paid when ${before} then 0 else e.cum_paid end as cum_paid,
          case when ${now} then b.first_unpaid_due when ${before} then b.first_due_on else e.first_unpaid_due end
            as first_unpaid_due
      ) p
      where ${bookWhere(asOf, f)}
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

/**
 * Runs a figure's statement on its own, without JIT compilation: the aggregates are cheap per row, and PostgreSQL's
 * JIT, triggered by the cost of 100,000 loans, spent more compiling them (~0.8 s) than the query takes.
 */
function plainly<T>(db: Db, work: (trx: DbOrTx) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`set local jit = off`.execute(trx);
    await sql`set local work_mem = '32MB'`.execute(trx);
    return work(trx);
  });
}

/** Active loans, outstanding principal, PAR amounts, defaults, write-offs, aging and the period's due and collected. */
export async function bookHealth(db: Db, asOf: string, period: { from: string; to: string }, f: BookFilters) {
  const par = (n: number, name: string) =>
    sql`coalesce(sum(outstanding) filter (where active and days > ${n}), 0)::bigint as ${sql.raw(name)}`;
  const { rows } = await plainly(db, (trx) =>
    sql<HealthRow>`
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
    select * from health, collection`.execute(trx),
  );
  return rows[0]!;
}

const filtered = (f: BookFilters) => Object.values(f).some((v) => v !== undefined);

/**
 * Each cohort's loans and financed amount, and its principal repaid by month of the loan, as of the day. Unfiltered,
 * the entries are grouped as they are (every entry's loan is in the book); filtered, only those of the chosen loans.
 */
export async function cohortSums(db: Db, asOf: string, f: BookFilters) {
  const entries = filtered(f)
    ? sql`loan_book_entry e join loan_book b on b.quote_id = e.quote_id and ${bookWhere(asOf, f)}`
    : sql`loan_book_entry e`;
  type Row = { cohort_month: string; month_offset: number | null; loans: number; amount: number };
  const { rows } = await plainly(db, (trx) =>
    sql<Row>`
    select b.cohort_month, null::int as month_offset, count(*)::int as loans, sum(b.financed)::bigint as amount
    from loan_book b where ${bookWhere(asOf, f)} group by b.cohort_month
    union all
    select e.cohort_month, e.month_offset, 0, sum(e.principal)::bigint
    from ${entries}
    where e.paid_on <= ${asOf}::date and e.month_offset <= ${MAX_COHORT_MONTHS}
    group by e.cohort_month, e.month_offset`.execute(trx),
  );
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
