import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll, screenshot } from './browser';
import { sdk } from './markets';
import { startServer, type TestIntegration, type TestServer } from './server';

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

// The set-up of a dashboard test file: a server, one integration, its `paystack-api` client, and
// Chromium signed in with its test key (at `width` px wide when given). End it with endDashboard.
export interface DashboardSession {
  server: TestServer;
  m: TestIntegration;
  paystack: any;
  browser: Browser;
  page: Page;
}

export async function startDashboard(integration: string, width?: number): Promise<DashboardSession> {
  const server = await startServer();
  const m = await server.newIntegration(integration);
  const browser = await launchChromium();
  const page = await dashboardPage(browser, server.url);
  await signIn(page, m.test.secret_key);
  if (width) await page.setViewportSize({ width, height: 800 });
  return { server, m, paystack: sdk(server, m.test.secret_key), browser, page };
}

export async function endDashboard(session: Partial<DashboardSession>): Promise<void> {
  await session.browser?.close();
  await session.server?.stop();
}

// The page's errors since the last call: each test answers for its own, so one console error fails
// the test it happened in, not every later test sharing the page.
export const problemsOf = (page: Page): string[] => (page as Page & { problems?: string[] }).problems?.splice(0) ?? [];

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

// The focused control's label without the required mark, and the focused element's text.
export const focusedLabel = (page: Page): Promise<string | null> =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent?.replace(/\s*\*$/, '').trim() ?? null);
export const focusedText = (page: Page): Promise<string> => page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());

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

// A page as a person meets it at 1280 and at 360 px: axe-clean (only `within` that selector when
// given), nothing scrolling sideways, and a screenshot of each width to look at
// (`<name>-<width>.png` in the OS temp directory). The viewport is left `endWidth` wide.
export async function checkAtWidths(page: Page, name: string, opts: { within?: string; endWidth?: number } = {}): Promise<void> {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    const found = opts.within ? await axeViolations(page, opts.within) : await axeClean(page);
    expect({ name, width, found }).toEqual({ name, width, found: [] });
    expect({ name, width, fits: await noHorizontalScroll(page) }).toEqual({ name, width, fits: true });
    await screenshot(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: opts.endWidth ?? 1280, height: 800 });
}

// Keyboard only: Tab to the form control labelled `label` (its <label>'s text, without the
// required mark).
export async function tabToField(page: Page, label: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLInputElement | null;
      return (el?.labels?.[0]?.textContent ?? '').replace(/\s*\*$/, '').trim();
    });
    if (name === label) return;
  }
  throw new Error(`no field labelled ${label}`);
}

// Tab to a field, empty it and type `text`.
export async function typeIn(page: Page, label: string, text: string): Promise<void> {
  await tabToField(page, label);
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

// Opens the dialog behind a button, by keyboard; answers the dialog.
export async function openDialog(page: Page, button: string | RegExp, title: string | RegExp) {
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

// A dialog sent closes; when it stays open, what it says is the test's failure.
export async function closed(dialog: ReturnType<Page['getByRole']>): Promise<void> {
  await dialog.waitFor({ state: 'detached' }).catch(async (err) => {
    throw new Error(`the dialog stayed open: ${(await dialog.innerText().catch(() => '')).replace(/\s+/g, ' ')}\n${err}`);
  });
}

// What a dialog says is wrong: the messages by its fields and above its buttons.
export async function dialogProblems(dialog: ReturnType<Page['getByRole']>): Promise<string> {
  return (await dialog.locator('.field-error, [role="alert"]').allTextContents()).join(' ').trim();
}
