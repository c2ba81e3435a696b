// E2E suites boot a real server per file against their own database (a temp SQLite file, or a
// per-file MariaDB schema when TEST_DATABASE_URL is set), so files run in parallel safely.
const fs = require('fs');
const path = require('path');
const swc = fs.readFileSync(__dirname + '/.swcrc', 'utf8');

// The files that only drive Chromium, and those that need it or nginx beside other checks.
const BROWSER_ONLY = [
  '/invoices-browser\\.test\\.ts$',
  '/billing-manage\\.test\\.ts$',
  '/behind-proxy\\.test\\.ts$',
  '/checkout-page\\.test\\.ts$',
  '/explorer\\.test\\.ts$',
  '/mandate-page\\.test\\.ts$',
  '/dashboard-[\\w-]+\\.test\\.ts$',
  '/storefront-browser\\.test\\.ts$',
  '/inline-js-browser\\.test\\.ts$',
  '/checkout-transfer-qr-eft-apple-pay\\.test\\.ts$',
  '/checkout-channels\\.test\\.ts$',
];
const NEEDS_CHROMIUM = [...BROWSER_ONLY, '/checkout\\.test\\.ts$'];
const NEEDS_NGINX = ['/behind-proxy\\.test\\.ts$'];

// Debian's chromium and nginx are the suite's only system dependencies (KOBO_TEST_CHROMIUM and
// KOBO_TEST_NGINX name other binaries; test/support/browser.ts and nginx.ts run the same ones). On
// a machine without them the files that need them are left out, with one line saying so. Under CI
// (CI=true: scripts/ci-services.sh installs both) nothing is left out, so a failed install fails.
const onPath = (name) => (process.env.PATH || '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, name)));
const chromium = process.env.KOBO_TEST_CHROMIUM || '/usr/bin/chromium';
const nginx = process.env.KOBO_TEST_NGINX || ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) || 'nginx';
const missing = [];
const unavailable = [];
if (process.env.CI !== 'true') {
  if (!fs.existsSync(chromium)) {
    missing.push({ binary: chromium, debian: 'chromium' });
    unavailable.push(...NEEDS_CHROMIUM);
  }
  if (!(nginx.includes('/') ? fs.existsSync(nginx) : onPath(nginx))) {
    missing.push({ binary: nginx, debian: 'nginx-light' });
    unavailable.push(...NEEDS_NGINX);
  }
  // Said once: jest's workers inherit the environment, and read this file again.
  if (missing.length && !process.env.KOBO_TEST_MISSING_TOLD) {
    process.env.KOBO_TEST_MISSING_TOLD = '1';
    const files = [...new Set(unavailable)].map((p) => p.replace(/^\/|\\|\$$/g, '').replace('[w-]+', '*'));
    process.stderr.write(
      `kobo tests: SKIPPED ${files.join(', ')}: ${missing.map((m) => m.binary).join(' and ')} not found (Debian: apt-get install ${missing.map((m) => m.debian).join(' ')})\n`,
    );
  }
}

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // KOBO_SKIP_BROWSER=1 leaves out the files that only drive Chromium (.ci/run runs them on SQLite
  // and skips them on MariaDB: the pages call the same services the other files test on both).
  // KOBO_SKIP_DB_FREE=1 leaves out the files whose outcome does not depend on the database: the pure
  // unit tests, the files that start on SQLite whatever TEST_DATABASE_URL says (npm start, the image),
  // and those that check HTTP, the route table (and the OpenAPI document made from it) or the README's text,
  // a live subscriber's bounded queue, and the CLI's reconnect lines.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    ...(process.env.KOBO_SKIP_BROWSER === '1' ? BROWSER_ONLY : []),
    ...unavailable,
    ...(process.env.KOBO_SKIP_DB_FREE === '1'
      ? [
          '/test/unit/',
          '/npm-start\\.test\\.ts$',
          '/image-start\\.test\\.ts$',
          '/keep-alive\\.test\\.ts$',
          '/api-reference\\.test\\.ts$',
          '/readme-snippet\\.test\\.ts$',
          '/readme-quickstart\\.test\\.ts$',
          '/delivery-updates-redis\\.test\\.ts$',
          '/redis-failover\\.test\\.ts$',
          '/live-subscribers\\.test\\.ts$',
          '/cli-reconnect\\.test\\.ts$',
          '/openapi\\.test\\.ts$',
        ]
      : []),
  ],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...JSON.parse(swc), swcrc: false }] },
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  // Compiles src/ once for the tests that start the server or the CLI as child processes.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testSequencer: '<rootDir>/test/support/sequencer.js',
  testTimeout: 30000,
  maxWorkers: process.env.JEST_MAX_WORKERS || 3,
};
