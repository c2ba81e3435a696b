import { compileForTests, ROOT } from './build';
import { loadConfig } from '../../src/config/config';
import { createDataSource, runMigrations } from '../../src/db/data-source';
import { ENTITIES } from '../../src/container';
import { createTestDatabase, TEMPLATE_ENV } from './database';

export default async function globalSetup(): Promise<void> {
  await compileForTests();
  // `npm start` and `npm run -s cli` (cli.test.ts runs it as the README shows) start from dist/,
  // compiling first when the sources are newer: do that once here, not inside a test's timeout.
  const { build } = require('../../scripts/build.js') as { build(root: string, o: { ifStale: boolean }): number };
  if (build(ROOT, { ifStale: true }) !== 0)
    process.stderr.write('global setup: `npm run build` failed; tests that run `npm start` or `npm run cli` will fail\n');
  // The migrated database the in-process servers' databases are copied from (test/support/database.ts).
  (globalThis as { dropTemplateDatabase?: () => Promise<void> }).dropTemplateDatabase = await createTemplateDatabase();
}

// The run's template: a database migrated once, whose name reaches the workers in the environment.
// Returns how to drop it.
async function createTemplateDatabase(): Promise<() => Promise<void>> {
  const db = await createTestDatabase();
  const ds = await createDataSource(loadConfig({ HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', DATABASE_URL: db.url }), ENTITIES);
  try {
    await runMigrations(ds);
  } catch (err) {
    await ds.destroy();
    await db.drop();
    throw err;
  }
  // On SQLite, closing the last connection folds the write-ahead log into the file that is copied.
  await ds.destroy();
  process.env[TEMPLATE_ENV] = db.kind === 'sqlite' ? db.url.slice('sqlite:'.length) : new URL(db.url).pathname.slice(1);
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await db.drop();
  };
}
