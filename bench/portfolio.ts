// The portfolio at scale (issue 23; docs/portfolio.md "Scale"): 100,000 loans with their schedules and payments on a
// real PostgreSQL server, then GET v1/Portfolio/GetSummary through the whole app (app.inject), unfiltered, with each
// filter and as of a past month-end, printing the median of each against the 500 ms target. Asserts nothing.
//
//   npm run bench:portfolio            (BENCH_DATABASE_URL, default the local server as the API tests use it)
//   BENCH_LOANS=5000 npm run bench:portfolio
//
// It creates its own database (imole_bench_portfolio) on that server and never changes a password.
import os from 'node:os';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { listenOnServer } from '../apps/api/src/db/listen.ts';
import { seedDemoAccounts, seedReferenceData } from '../apps/api/src/db/seed/seed.ts';
import type { Database } from '../apps/api/src/db/schema.ts';

const SERVER = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres:imole-ci@127.0.0.1:5432/postgres';
const LOANS = Number(process.env.BENCH_LOANS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const TARGET_MS = 500;
const PASSWORD = 'Bench-portfolio-123';
const DB_NAME = 'imole_bench_portfolio';

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function freshDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(SERVER);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
}

/** Sales agents (with coordinators) for the book to belong to, so the filters name real people. */
async function salesTeam(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into app_user (username, firstname, lastname, email, phone_number, user_role, is_active, is_coordinator)
    select 'bench.coord' || g, 'Coordinator', 'No. ' || g, 'bench.coord' || g || '@example.com',
      '0709' || lpad(g::text, 7, '0'), 4, true, true
    from generate_series(1, 10) g`.execute(db);
  await sql`
    insert into app_user (username, firstname, lastname, email, phone_number, user_role, is_active, coordinator_user_id)
    select 'bench.agent' || g, 'Agent', 'No. ' || g, 'bench.agent' || g || '@example.com',
      '0708' || lpad(g::text, 7, '0'), 4, true,
      (select id from app_user where username = 'bench.coord' || (1 + g % 10))
    from generate_series(1, 100) g`.execute(db);
}

/** Customers, their requests and financed quotes, installed over the last two years. */
async function quotes(db: Kysely<Database>, today: string): Promise<void> {
  await sql`
    insert into app_user (username, firstname, lastname, email, phone_number, user_role, is_active)
    select 'bench.cust' || g, 'Customer', 'No. ' || g, 'bench.c' || g || '@example.com',
      '0807' || lpad(g::text, 7, '0'), 1, true
    from generate_series(1, ${LOANS}) g`.execute(db);
  // Lists as arrays picked by position: a join on a computed position would be a nested loop over every pair.
  await sql`
    with lg as (select array_agg(id order by id) as ids, array_agg(state_id order by id) as states from lga),
    ag as (select array_agg(id order by id) as ids from app_user where username like 'bench.agent%'),
    bk as (select array_agg(id order by id) as ids from financial_institution),
    emp as (select min(id) as id from employer),
    c as (select id, row_number() over (order by id) as g from app_user where username like 'bench.cust%')
    insert into quote_request (user_id, created_by_user_id, reference_no, state_id, lga_id, address, landmark,
      building_type, employer_id, product_id, financial_institution_id, turn_around_at)
    select c.id, coalesce(ag.ids[1 + (c.g * 7) % 130], c.id), 'BENCH-' || c.g,
      lg.states[1 + (c.g * 31) % cardinality(lg.ids)], lg.ids[1 + (c.g * 31) % cardinality(lg.ids)],
      c.g || ' Bench Street', 'By the bench', 1, emp.id, null,
      case when c.g % 25 = 0 then bk.ids[1 + c.g % cardinality(bk.ids)] end, now()
    from c, lg, ag, bk, emp`.execute(db);
  await sql`
    with pr as (select array_agg(id order by id) as ids, array_agg(name order by id) as names from product),
    r as (select id, row_number() over (order by id) as g from quote_request where reference_no like 'BENCH-%')
    insert into quote (quote_request_id, quote_status, installation_status, product_id, product_name,
      duration_months, monthly_rate_bps, equity_percentage, installation_confirmed_on, is_outright)
    select r.id, 2, 4, case when r.g % 5 = 0 then null else pr.ids[1 + (r.g * 13) % cardinality(pr.ids)] end,
      case when r.g % 5 = 0 then 'Custom system' else pr.names[1 + (r.g * 13) % cardinality(pr.ids)] end,
      (array[6, 12, 12, 18])[1 + r.g % 4], 300, 30,
      ${today}::date - (1 + (r.g * 7919) % 730)::int, false
    from r, pr`.execute(db);
}

/** Each loan in the book, with its planned schedule (annuity at 3% a month, whole naira). */
async function book(db: Kysely<Database>): Promise<void> {
  await sql`
    insert into loan_book (quote_id, quote_request_id, customer_id, start_on, cohort_month, financed, months, rate_bps,
      state_id, package_id, agent_id, coordinator_id, financial_institution_id, first_due_on,
      outstanding, cum_paid, first_unpaid_due)
    select q.id, r.id, r.user_id, q.installation_confirmed_on, date_trunc('month', q.installation_confirmed_on)::date,
      (50000000 + (q.id::bigint * 104729) % 450000000) / 100 * 100, q.duration_months, 300, r.state_id, q.product_id,
      agent.id, agent.coordinator_user_id, r.financial_institution_id,
      (q.installation_confirmed_on + interval '1 month')::date, 0, 0, null
    from quote q join quote_request r on r.id = q.quote_request_id
    left join app_user agent on agent.id = r.created_by_user_id and agent.user_role = 4
    where r.reference_no like 'BENCH-%'`.execute(db);
  await sql`update loan_book set outstanding = financed`.execute(db);
  await sql`
    insert into loan_book_instalment (quote_id, number, due_on, amount, cum_amount)
    select b.quote_id, k, (b.start_on + make_interval(months => k))::date, a.amount, a.amount * k
    from loan_book b
    cross join lateral (select ceil(b.financed * 0.03 / (1 - power(1.03, -b.months)) / 100) * 100 as amount) a
    cross join lateral generate_series(1, b.months) k`.execute(db);
}

/**
 * Payments with realistic arrears: by the loan's number, 55% pay on their due dates, 15% pay 5–45 days late, 17% stop
 * after a few months, 8% never pay, 5% pay off early. Each payment pays one instalment (a payoff the rest).
 */
async function payments(db: Kysely<Database>, today: string): Promise<void> {
  await sql`
    with kinds as (
      select b.quote_id, b.start_on, b.cohort_month, b.financed, b.months, i.amount,
        case when b.quote_id % 100 < 55 then 'ontime' when b.quote_id % 100 < 70 then 'late'
          when b.quote_id % 100 < 87 then 'stopped' when b.quote_id % 100 < 95 then 'never' else 'payoff' end as kind,
        5 + (b.quote_id * 31) % 41 as lag,
        1 + (b.quote_id * 17) % greatest(1, b.months - 1) as stop_at
      from loan_book b join loan_book_instalment i on i.quote_id = b.quote_id and i.number = 1
    ),
    paid as (
      select k.*, n, (k.start_on + make_interval(months => n))::date
        + case when k.kind = 'late' then k.lag else 0 end as paid_on,
        (k.kind = 'payoff' and n = k.stop_at) as pays_off
      from kinds k cross join lateral generate_series(1, k.months) n
      where k.kind <> 'never' and (k.kind not in ('stopped', 'payoff') or n <= k.stop_at)
    ),
    due as (select * from paid where paid_on <= ${today}::date),
    rows as (
      select d.quote_id, d.paid_on, d.cohort_month, d.start_on, d.n, d.months,
        case when d.pays_off then d.financed - (d.financed / d.months) * (d.n - 1) + d.amount / 10 else d.amount end
          as amount,
        case when d.pays_off then d.financed - (d.financed / d.months) * (d.n - 1) else d.financed / d.months end
          as principal,
        case when d.pays_off or d.n = d.months then 0 else d.financed - (d.financed / d.months) * d.n end
          as principal_after,
        d.pays_off
      from due d
    )
    insert into loan_book_entry (quote_id, paid_on, amount, principal, interest, principal_after, cum_paid,
      first_unpaid_due, valid_to, month_offset, cohort_month)
    select r.quote_id, r.paid_on, r.amount, r.principal, r.amount - r.principal, r.principal_after,
      sum(r.amount) over w,
      case when r.principal_after = 0 then null
        else (r.start_on + make_interval(months => r.n + 1))::date end,
      lead(r.paid_on) over w,
      ((extract(year from r.paid_on) - extract(year from r.start_on)) * 12
        + extract(month from r.paid_on) - extract(month from r.start_on))::int
        + case when r.paid_on > (r.start_on + make_interval(months => ((extract(year from r.paid_on)
          - extract(year from r.start_on)) * 12 + extract(month from r.paid_on) - extract(month from r.start_on))::int))::date
          then 1 else 0 end,
      r.cohort_month
    from rows r
    window w as (partition by r.quote_id order by r.paid_on, r.n)`.execute(db);
  // The loans' positions now, from their latest entries; a few long-stopped loans are written off.
  await sql`
    update loan_book b set first_paid_on = f.first_paid_on, last_paid_on = l.paid_on, outstanding = l.principal_after,
      cum_paid = l.cum_paid, first_unpaid_due = l.first_unpaid_due,
      closed_on = case when l.principal_after = 0 then l.paid_on end
    from (select distinct on (quote_id) * from loan_book_entry order by quote_id, paid_on desc, id desc) l,
      (select quote_id, min(paid_on) as first_paid_on from loan_book_entry group by quote_id) f
    where l.quote_id = b.quote_id and f.quote_id = b.quote_id`.execute(db);
  await sql`update loan_book set first_unpaid_due = first_due_on where first_paid_on is null`.execute(db);
  await sql`
    update loan_book set written_off_on = first_unpaid_due + 200, written_off_principal = outstanding,
      written_off_reason = 'Bench: no contact'
    where quote_id % 7 = 0 and outstanding > 0 and first_unpaid_due + 200 <= ${today}::date`.execute(db);
  // The updates above left two dead versions of every loan's row, which a live book (one row updated per payment,
  // vacuumed as it goes) never carries all at once: compact it as it would be.
  await sql`vacuum full analyze loan_book`.execute(db);
  await sql`vacuum analyze loan_book_instalment`.execute(db);
  await sql`vacuum analyze loan_book_entry`.execute(db);
}

async function counts(db: Kysely<Database>) {
  const { rows } = await sql<{ loans: number; instalments: number; entries: number; overdue: number }>`
    select (select count(*) from loan_book)::int as loans,
      (select count(*) from loan_book_instalment)::int as instalments,
      (select count(*) from loan_book_entry)::int as entries,
      (select count(*) from loan_book where first_unpaid_due < current_date and written_off_on is null)::int as overdue
  `.execute(db);
  return rows[0]!;
}

async function main() {
  const databaseUrl = await freshDatabase();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 5,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === 20 || oid === 1700
          ? Number
          : oid === 1082
            ? (v: string) => v
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const settings = { kind: 'postgres' as const, url: databaseUrl, poolSize: 5 };
  const app = await buildApp(testConfig({ database: settings }), {
    database: { db, kind: 'postgres', listen: listenOnServer(databaseUrl), close: () => db.destroy() },
    rateLimitPerMinute: 1_000_000,
  });
  await seedReferenceData(db);
  await seedDemoAccounts(db, PASSWORD);
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

  console.log(`Generating ${LOANS.toLocaleString()} loans on PostgreSQL (load ${load()})…`);
  const started = Date.now();
  // Bulk generation: no triggers, no foreign-key checks for these inserts (the rows are made consistent by design).
  await db.connection().execute(async (c) => {
    await sql`set session_replication_role = replica`.execute(c);
    await salesTeam(c);
    await quotes(c, today);
    await book(c);
    await payments(c, today);
  });
  const made = await counts(db);
  console.log(
    `  ${made.loans.toLocaleString()} loans, ${made.instalments.toLocaleString()} instalments, ` +
      `${made.entries.toLocaleString()} entries (${(made.instalments + made.entries).toLocaleString()} rows), ` +
      `${made.overdue.toLocaleString()} overdue today; generated in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/ClientUser/Login',
    payload: { email: 'admin@demo.imole.ng', password: PASSWORD },
  });
  const token = login.json().token as string;
  const filters = (
    await app.inject({
      method: 'GET',
      url: '/api/v1/Portfolio/GetFilters',
      headers: { authorization: `Bearer ${token}` },
    })
  ).json().data;
  const pastMonthEnd = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1, 0))
    .toISOString()
    .slice(0, 10);
  const cases: [string, string][] = [
    ['unfiltered (today)', ''],
    [`as of ${pastMonthEnd}`, `asOf=${pastMonthEnd}`],
    ['state', `stateId=${filters.states[0].id}`],
    ['package', `packageId=${filters.packages[0].id}`],
    ['custom systems', 'packageId=custom'],
    ['agent', `agentId=${filters.agents[0].id}`],
    ['coordinator', `coordinatorId=${filters.coordinators[0].id}`],
    ['partner bank', `financialInstitutionId=${filters.financialInstitutions[0].id}`],
  ];
  console.log(`\nGET v1/Portfolio/GetSummary, median of ${RUNS} (after one warm-up), target ${TARGET_MS} ms:`);
  const results: { name: string; median: number; activeLoans: number }[] = [];
  for (const [name, query] of cases) {
    const times: number[] = [];
    let activeLoans = 0;
    for (let i = 0; i <= RUNS; i++) {
      const t0 = performance.now();
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/Portfolio/GetSummary?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      const ms = performance.now() - t0;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      activeLoans = res.json().data.activeLoans;
      if (i > 0) times.push(ms);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(times.length / 2)]!;
    results.push({ name, median, activeLoans });
    console.log(
      `  ${name.padEnd(26)} ${median.toFixed(0).padStart(6)} ms  ${median <= TARGET_MS ? 'meets' : 'MISSES'} the target` +
        `  (${activeLoans.toLocaleString()} active loans)`,
    );
  }
  const worst = Math.max(...results.map((r) => r.median));
  console.log(
    `\nWorst median ${worst.toFixed(0)} ms (target ${TARGET_MS} ms); load average ${load()} on ${os.cpus().length} cores.`,
  );
  await app.close();
}

await main();
