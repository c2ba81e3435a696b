// Jest orders files by their last run's duration when it has one, and puts the rest first, largest
// first (a clean clone in CI has none). Size is a fair guess, except for files that are short but
// wait long (server processes, browsers, clocks): among the files without a duration, those start
// first, so that none of them begins last and runs on alone at the end.
const path = require('node:path');
// jest's own sequencer, found from jest (whose dependency it is) rather than from this project.
const jestCore = path.dirname(require.resolve('@jest/core/package.json', { paths: [path.dirname(require.resolve('jest/package.json'))] }));
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [jestCore] })).default;

// The longest files of a clean-clone CI run (SQLite, then the MariaDB-only ones), longest first.
const SLOW_FIRST = [
  'live-subscribers',
  'checkout-page',
  'dashboard-commerce',
  'dashboard-act',
  'fuzz-graphql',
  'checkout-channels',
  'dashboard-payments',
  'dashboard-developers',
  'openapi',
  'fuzz-rest',
  'dashboard-lists',
  'fuzz-invalid',
  'explorer',
  'checkout-transfer-qr-eft-apple-pay',
  'invoices-browser',
  'database-failover',
  'inline-js-browser',
  'cli',
  'checkout',
  'bulk-charges',
  'dashboard-billing',
  'build-once',
  'process',
  'cli-trigger',
  'reply-shapes',
  'sqlite-two-processes',
  'idempotency',
];
const rank = (p) => {
  const name = p.replace(/^.*\//, '').replace(/\.test\.ts$/, '');
  const i = SLOW_FIRST.indexOf(name);
  return i === -1 ? SLOW_FIRST.length : i;
};

class SlowFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const guessed = sorted.filter((t) => t.duration == null && !this.hasFailed(t));
    if (!guessed.length) return sorted;
    const byRank = [...guessed].sort((a, b) => rank(a.path) - rank(b.path));
    // The guessed files keep their place in jest's order (after the failed ones, before the timed).
    let next = 0;
    return sorted.map((t) => (guessed.includes(t) ? byRank[next++] : t));
  }
}

module.exports = SlowFirst;
