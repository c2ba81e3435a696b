import { compileForTests, ROOT } from './build';

export default async function globalSetup(): Promise<void> {
  await compileForTests();
  // `npm start` and `npm run -s cli` (cli.test.ts runs it as the README shows) start from dist/,
  // compiling first when the sources are newer: do that once here, not inside a test's timeout.
  const { build } = require('../../scripts/build.js') as { build(root: string, o: { ifStale: boolean }): number };
  if (build(ROOT, { ifStale: true }) !== 0)
    process.stderr.write('global setup: `npm run build` failed; tests that run `npm start` or `npm run cli` will fail\n');
}
