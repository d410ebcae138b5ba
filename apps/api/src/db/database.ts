import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql, type Transaction as KyselyTransaction } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { listenInProcess, listenOnServer, type Listen } from './listen.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { preparingPool } from './prepared-statements.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;
export type Transaction = KyselyTransaction<Database>;
/** Repository functions take either; a function that locks rows demands a Transaction. */
export type DbOrTx = Db | Transaction;

const OID = { INT8: 20, NUMERIC: 1700, DATE: 1082 } as const;

/** BIGINT holds kobo and ids: values stay far below 2^53, and a value that does not is a bug worth failing on. */
function parseInt8(value: string): number {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`BIGINT value ${value} is beyond the safe integer range`);
  return parsed;
}

const parseNumeric = (value: string): number => Number(value);
/** DATE stays a 'YYYY-MM-DD' string: no time zone may shift a calendar day. */
const parseDate = (value: string): string => value;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** LISTEN/NOTIFY on this database (docs/performance.md: the catalogue version). */
  listen: Listen;
  close(): Promise<void>;
}

export async function openDatabase(settings: AppConfig['database']): Promise<DatabaseHandle> {
  if (settings.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: settings.url,
      max: settings.poolSize,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
          if (oid === OID.INT8) return parseInt8;
          if (oid === OID.NUMERIC) return parseNumeric;
          if (oid === OID.DATE) return parseDate;
          return pg.types.getTypeParser(oid, format);
        }) as typeof pg.types.getTypeParser,
      },
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    return { db, kind: 'postgres', listen: listenOnServer(settings.url), close: () => db.destroy() };
  }

  if (settings.dataDir) await fs.mkdir(path.dirname(settings.dataDir), { recursive: true });
  const client = await PGlite.create({
    ...(settings.dataDir ? { dataDir: settings.dataDir } : {}),
    parsers: { [OID.INT8]: parseInt8, [OID.NUMERIC]: parseNumeric, [OID.DATE]: parseDate },
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', listen: listenInProcess(client), close: () => db.destroy() };
}

export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
