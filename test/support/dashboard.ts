import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations } from './browser';

// Driving the operator dashboard (/dashboard) as a person would: a fresh browser context per
// session (its sessionStorage holds the key), keyboard where the test says so.

export async function dashboardPage(browser: Browser, url: string, options: BrowserContextOptions = {}): Promise<Page> {
  // axe is injected as an inline script: the page's CSP is bypassed (one test keeps it, to see the app run under it).
  const context = await browser.newContext({ bypassCSP: true, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
  });
  (page as Page & { problems?: string[] }).problems = problems;
  await page.goto(`${url}/dashboard`);
  return page;
}

export const problemsOf = (page: Page): string[] => (page as Page & { problems?: string[] }).problems ?? [];

// Keyboard only: Tab until the focused element's accessible text matches.
export async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').replace(/\s+/g, ' ').trim();
    });
    if (typeof name === 'string' ? text === name : name.test(text)) return;
  }
  throw new Error(`no focusable element named ${String(name)}`);
}

export async function signIn(page: Page, key: string): Promise<void> {
  await page.getByLabel('Secret key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation', { name: 'Sections' }).waitFor();
}

// Opens a section by its hash route and waits for its heading.
export async function open(page: Page, hash: string, heading: string | RegExp): Promise<void> {
  await page.evaluate((h) => (window.location.hash = h), hash);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

// axe-core's violations once the page has loaded its data (no "Loading…" left).
export async function axeClean(page: Page): Promise<Array<{ id: string; impact: string; nodes: string[] }>> {
  await page.waitForFunction(() => !document.querySelector('.loading'));
  return axeViolations(page);
}
