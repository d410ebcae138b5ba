import { Migrator, type MigrationResultSet } from 'kysely';
import type { Db } from './database.ts';
import { migrations } from './migrations/index.ts';

export function migrator(db: Db): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => migrations } });
}

/** Applies every pending migration; throws with the failing migration's name and cause. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const result: MigrationResultSet = await migrator(db).migrateToLatest();
  const failed = result.results?.find((r) => r.status === 'Error');
  if (result.error || failed) {
    const cause = result.error instanceof Error ? result.error.message : String(result.error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`, { cause: result.error });
  }
  return (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** True while a migration in the list has not been applied (the readiness check). */
export async function hasPendingMigrations(db: Db): Promise<boolean> {
  const known = await migrator(db).getMigrations();
  return known.some((m) => m.executedAt === undefined);
}
