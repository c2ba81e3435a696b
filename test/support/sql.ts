import type { DataSource, Logger as TypeOrmLogger } from 'typeorm';
import type { TestServer } from './server';

// Row counts straight from the database, to prove a refused request changed nothing.
export async function countRows(server: TestServer, table: string): Promise<number> {
  const rows: Array<{ n: string | number }> = await server.services.db.ds.query(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(rows[0]!.n);
}

// Counts the SQL statements the server issues while `fn` runs, through TypeORM's logger hook
// (every query runner calls logger.logQuery before executing; db/statements.ts `execute` does the
// same for prepared statements). Background work that may overlap (the outbox dispatcher, the
// webhook runner, the settings-cache poll and the request log's batched writes: statements on
// `events`, `webhook_*`, `kobo_meta` and `request_logs`,
// and transaction brackets) is left out.
// The statements TypeORM runs on `ds` while `fn` runs, whitespace folded. By default the outbox,
// webhook and settings-watcher statements (background work) and transaction control are left out;
// `keep` chooses otherwise.
const isBackgroundOrControl = (q: string) =>
  /\bevents\b|\bwebhook_|\bkobo_meta\b|\brequest_logs\b/.test(q) || /^\s*(START TRANSACTION|BEGIN|COMMIT|ROLLBACK)/i.test(q);
export async function countQueries<T>(
  ds: DataSource,
  fn: () => Promise<T>,
  keep: (query: string) => boolean = (q) => !isBackgroundOrControl(q),
): Promise<{ result: T; queries: string[] }> {
  const original = ds.logger;
  const queries: string[] = [];
  const counting: TypeOrmLogger = {
    logQuery: (query) => {
      if (keep(query)) queries.push(query.replace(/\s+/g, ' ').trim());
    },
    logQueryError: () => undefined,
    logQuerySlow: () => undefined,
    logSchemaBuild: () => undefined,
    logMigration: () => undefined,
    log: () => undefined,
  };
  (ds as { logger: TypeOrmLogger }).logger = counting;
  try {
    const result = await fn();
    return { result, queries };
  } finally {
    (ds as { logger: TypeOrmLogger }).logger = original;
  }
}
