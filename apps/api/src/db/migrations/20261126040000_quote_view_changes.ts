import { sql, type Kysely } from 'kysely';

/**
 * What lets an API process keep a quote view (GetQuoteRequest) between reads and still never answer an old one
 * (issue 17 §2; docs/performance.md "The quote view"): every write to a row the view reads adds a row here, in the
 * writing transaction, by trigger, so no writer can forget it. A view is kept with its stamp (how many rows its request
 * has here, and the newest id; request 0 stands for every view) and is served again only while the stamp is the same.
 * Rows are only ever added, so two writers never wait on each other here; rows over an hour old are deleted by the
 * hourly prune, which also changes the stamp (a view is then read again, never served old).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table quote_view_change (
      id bigint generated always as identity primary key,
      quote_request_id integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index quote_view_change_request_idx on quote_view_change (quote_request_id, id)`.execute(db);
  await sql`create index quote_view_change_created_idx on quote_view_change (created_at)`.execute(db);

  // Rows that name their request (a request's own row, its components, change log, audit trail, quote).
  await sql`
    create function quote_view_touch_request() returns trigger language plpgsql as $$
    declare
      column_name text := TG_ARGV[0];
      old_id integer;
      new_id integer;
    begin
      if TG_OP <> 'INSERT' then old_id := (to_jsonb(OLD) ->> column_name)::integer; end if;
      if TG_OP <> 'DELETE' then new_id := (to_jsonb(NEW) ->> column_name)::integer; end if;
      if new_id is not null then insert into quote_view_change (quote_request_id) values (new_id); end if;
      if old_id is not null and old_id is distinct from new_id then
        insert into quote_view_change (quote_request_id) values (old_id);
      end if;
      return null;
    end $$`.execute(db);
  // Rows that name their quote (its lines, payments, maintenance checks).
  await sql`
    create function quote_view_touch_quote() returns trigger language plpgsql as $$
    begin
      insert into quote_view_change (quote_request_id)
        select q.quote_request_id from quote q
        where q.id in ((case when TG_OP = 'DELETE' then null else (to_jsonb(NEW) ->> 'quote_id')::integer end),
                       (case when TG_OP = 'INSERT' then null else (to_jsonb(OLD) ->> 'quote_id')::integer end));
      return null;
    end $$`.execute(db);
  // A person's name, contact or photo: the views of their own requests and of the installations they were given.
  await sql`
    create function quote_view_touch_person() returns trigger language plpgsql as $$
    begin
      insert into quote_view_change (quote_request_id)
        select r.id from quote_request r where r.user_id = NEW.id
        union select q.quote_request_id from quote q where q.support_user_id = NEW.id;
      return null;
    end $$`.execute(db);
  // A work e-mail confirmed (or a code tried): the views of the requests of the person the code was for.
  await sql`
    create function quote_view_touch_code() returns trigger language plpgsql as $$
    begin
      insert into quote_view_change (quote_request_id)
        select r.id from quote_request r where r.user_id = NEW.user_id or r.created_by_user_id = NEW.user_id;
      return null;
    end $$`.execute(db);
  // Names every view may show (states, areas, employers; an engineer's rating, an average over their installations).
  await sql`
    create function quote_view_touch_all() returns trigger language plpgsql as $$
    begin
      insert into quote_view_change (quote_request_id) values (0);
      return null;
    end $$`.execute(db);

  for (const [table, column] of [
    ['quote_request', 'id'],
    ['quote_request_component', 'quote_request_id'],
    ['quote_request_change', 'quote_request_id'],
    ['audit_log', 'quote_request_id'],
    ['quote', 'quote_request_id'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_view_change`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function quote_view_touch_request(${sql.lit(column)})`.execute(db);
  }
  for (const table of ['quote_line', 'payment', 'monitoring_schedule']) {
    await sql`create trigger ${sql.raw(`${table}_view_change`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function quote_view_touch_quote()`.execute(db);
  }
  await sql`create trigger app_user_view_change after update on app_user for each row
    when ((old.firstname, old.lastname, old.email, old.phone_number, old.image, old.is_to_perform_survey)
      is distinct from (new.firstname, new.lastname, new.email, new.phone_number, new.image, new.is_to_perform_survey))
    execute function quote_view_touch_person()`.execute(db);
  await sql`create trigger verification_code_view_change after insert or update on verification_code for each row
    when (new.purpose = 'company-email' and new.user_id is not null)
    execute function quote_view_touch_code()`.execute(db);
  await sql`create trigger quote_rating_view_change after update on quote for each row
    when ((old.rating, old.support_user_id) is distinct from (new.rating, new.support_user_id))
    execute function quote_view_touch_all()`.execute(db);
  for (const table of ['state', 'lga', 'employer']) {
    await sql`create trigger ${sql.raw(`${table}_view_change`)} after update or delete on ${sql.table(table)}
      for each statement execute function quote_view_touch_all()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'quote_request',
    'quote_request_component',
    'quote_request_change',
    'audit_log',
    'quote',
    'quote_line',
    'payment',
    'monitoring_schedule',
    'app_user',
    'verification_code',
    'state',
    'lga',
    'employer',
  ]) {
    await sql`drop trigger if exists ${sql.raw(`${table}_view_change`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop trigger if exists quote_rating_view_change on quote`.execute(db);
  for (const fn of ['request', 'quote', 'person', 'code', 'all']) {
    await sql`drop function if exists ${sql.raw(`quote_view_touch_${fn}`)}()`.execute(db);
  }
  await sql`drop table quote_view_change`.execute(db);
}
