import { namedValue, readableChanges, unnamedIds, type ReadableChange, type StoredChange } from '@imole/domain';
import type { DbOrTx } from '../../db/database.ts';
import { changeLogNames } from './change-log.repository.ts';

/**
 * The change log in words (docs/quote-request.md "Change log"). A change records the names of the ids it holds
 * (`shown`) when it is made, so the log reads as it did then; entries written before that are named when read.
 */

/** A change about to be recorded, with the area, employer, package and components in words. */
export async function withNames(db: DbOrTx, changes: StoredChange[]): Promise<StoredChange[]> {
  const names = await changeLogNames(db, unnamedIds([changes]));
  return changes.map((c) => {
    const shown = namedValue(c, names);
    return shown === undefined ? c : { ...c, shown };
  });
}

/** Each entry of a change log as a person reads it; one lookup of names, only when old entries need it. */
export async function readableChangeLog<T extends { changes: unknown }>(
  db: DbOrTx,
  entries: readonly T[],
): Promise<(Omit<T, 'changes'> & { changes: ReadableChange[] })[]> {
  const stored = entries.map((e) => (Array.isArray(e.changes) ? (e.changes as StoredChange[]) : []));
  const ids = unnamedIds(stored);
  const needed = ids.lgaIds.length + ids.employerIds.length + ids.productIds.length + ids.componentIds.length > 0;
  const names = needed ? await changeLogNames(db, ids) : undefined;
  return entries.map((e, i) => ({ ...e, changes: readableChanges(stored[i]!, names) }));
}
