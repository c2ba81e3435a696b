import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

// Debian's chromium (installed by scripts/ci-services.sh; KOBO_TEST_CHROMIUM names another, as in
// jest.config.js), headless, with nothing reaching out to the network on its own.
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.KOBO_TEST_CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

const AXE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

// axe-core's findings, of every impact, on the page as it stands (or within the elements a selector
// names), each with the elements it found. The page's CSP must allow the injected script: open it
// with bypassCSP. axe is injected once per document: a single-page app is checked many times, and
// a fresh copy of the 500 KB script per check made the checks ~8 times dearer (70 of
// dashboard-act's 111 s, against 9 s).
export async function axeViolations(page: Page, within?: string): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async (selector) => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document | string, opts: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }> }> };
      }
    ).axe;
    const r = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  }, within);
}

export const noHorizontalScroll = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

// A screenshot to look at after a run, named `name` in the OS temp directory (never a path of one
// machine). Under CI (CI=true) no one looks at them, and they were a fifth of a dashboard file's
// time: they are taken there only with KOBO_TEST_SCREENSHOTS=1.
export async function screenshot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.CI === 'true' && process.env.KOBO_TEST_SCREENSHOTS !== '1') return;
  await page.screenshot({ path: path.join(os.tmpdir(), name), ...options });
}
