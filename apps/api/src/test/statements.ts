import type { CompiledQuery } from 'kysely';
import type { Db } from '../db/database.ts';

/** Every SQL statement the app runs from now on, in order: for the tests that budget a call's round trips. */
export function recordStatements(db: Db): string[] {
  const statements: string[] = [];
  const executor = db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  executor.executeQuery = <R>(query: CompiledQuery<R>) => {
    statements.push(query.sql);
    return execute(query);
  };
  return statements;
}
