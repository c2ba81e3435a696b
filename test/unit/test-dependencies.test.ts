import { execFile } from 'node:child_process';
import path from 'node:path';

// `npm test` on a machine without Debian's chromium or nginx (the README's test command): the files
// that need them are left out with one line saying which and how to install them, instead of
// failing; under CI nothing is left out. jest.config.js decides; `jest --listTests` shows the outcome.
jest.setTimeout(60_000);

const ROOT = path.join(__dirname, '..', '..');
const JEST = require.resolve('jest/bin/jest');

function listTests(env: Record<string, string>): Promise<{ files: string[]; stderr: string }> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(CI|KOBO_|JEST_)/.test(k)));
  return new Promise((resolve, reject) =>
    execFile(process.execPath, [JEST, '--listTests'], { cwd: ROOT, env: { ...base, ...env } }, (err, stdout, stderr) =>
      err
        ? reject(new Error(`${err.message}\n${stderr}`))
        : resolve({
            files: stdout
              .split('\n')
              .filter(Boolean)
              .map((f) => path.relative(ROOT, f)),
            stderr,
          }),
    ),
  );
}

const BROWSER = ['test/e2e/explorer.test.ts', 'test/e2e/dashboard-payments.test.ts', 'test/e2e/checkout.test.ts', 'test/e2e/checkout-page.test.ts'];
const PROXY = 'test/e2e/behind-proxy.test.ts';
const present = process.execPath;

it('leaves out the browser and nginx files, saying so once, when neither binary is there', async () => {
  const { files, stderr } = await listTests({ KOBO_TEST_CHROMIUM: '/nonexistent/chromium', KOBO_TEST_NGINX: '/nonexistent/nginx' });
  for (const f of [...BROWSER, PROXY]) expect(files).not.toContain(f);
  expect(files).toContain('test/e2e/cli.test.ts');
  expect(stderr.trim().split('\n')).toEqual([
    expect.stringMatching(
      /^kobo tests: SKIPPED .*behind-proxy\.test\.ts.*: \/nonexistent\/chromium and \/nonexistent\/nginx not found \(Debian: apt-get install chromium nginx-light\)$/,
    ),
  ]);
});

it('without nginx only the proxy file is left out', async () => {
  const { files, stderr } = await listTests({ KOBO_TEST_CHROMIUM: present, KOBO_TEST_NGINX: '/nonexistent/nginx' });
  expect(files).not.toContain(PROXY);
  for (const f of BROWSER) expect(files).toContain(f);
  expect(stderr.trim()).toBe('kobo tests: SKIPPED behind-proxy.test.ts: /nonexistent/nginx not found (Debian: apt-get install nginx-light)');
});

it('leaves nothing out when both are there, or under CI (where a missing one must fail)', async () => {
  const envs: Array<Record<string, string>> = [
    { KOBO_TEST_CHROMIUM: present, KOBO_TEST_NGINX: present },
    { CI: 'true', KOBO_TEST_CHROMIUM: '/nonexistent/chromium', KOBO_TEST_NGINX: '/nonexistent/nginx' },
  ];
  for (const env of envs) {
    const { files, stderr } = await listTests(env);
    for (const f of [...BROWSER, PROXY]) expect(files).toContain(f);
    expect(stderr).toBe('');
  }
});
