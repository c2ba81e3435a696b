// E2E suites boot a real server per file against their own database (a temp SQLite file, or a
// per-file MariaDB schema when TEST_DATABASE_URL is set), so files run in parallel safely.
const swc = require('fs').readFileSync(__dirname + '/.swcrc', 'utf8');
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // KOBO_SKIP_BROWSER=1 leaves out the files that only drive Chromium (.ci/run runs them on SQLite
  // and skips them on MariaDB: the pages call the same services the other files test on both).
  // KOBO_SKIP_DB_FREE=1 leaves out the files whose outcome does not depend on the database: the pure
  // unit tests, the files that start on SQLite whatever TEST_DATABASE_URL says (npm start, the image),
  // and those that check HTTP, the route table (and the OpenAPI document made from it) or the README's text.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/dist/',
    ...(process.env.KOBO_SKIP_BROWSER === '1' ? ['/invoices-browser\\.test\\.ts$', '/billing-manage\\.test\\.ts$', '/behind-proxy\\.test\\.ts$', '/checkout-page\\.test\\.ts$', '/explorer\\.test\\.ts$', '/mandate-page\\.test\\.ts$', '/dashboard-[\\w-]+\\.test\\.ts$', '/storefront-browser\\.test\\.ts$'] : []),
    ...(process.env.KOBO_SKIP_DB_FREE === '1' ? ['/test/unit/', '/npm-start\\.test\\.ts$', '/image-start\\.test\\.ts$', '/keep-alive\\.test\\.ts$', '/api-reference\\.test\\.ts$', '/readme-snippet\\.test\\.ts$', '/readme-quickstart\\.test\\.ts$', '/delivery-updates-redis\\.test\\.ts$', '/openapi\\.test\\.ts$'] : []),
  ],
  transform: { '^.+\\.ts$': ['@swc/jest', { ...JSON.parse(swc), swcrc: false }] },
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
  // Compiles src/ once for the tests that start the server or the CLI as child processes.
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  testTimeout: 30000,
  maxWorkers: process.env.JEST_MAX_WORKERS || 3,
};
