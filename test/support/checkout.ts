import type { Browser, Page } from 'playwright-core';
import { axeViolations, noHorizontalScroll, screenshot } from './browser';

// Paying on the hosted checkout as a person on a phone would: a 360 px page, the keyboard alone,
// axe-clean on the way.

export const PHONE = { width: 360, height: 740 };

// A fresh phone-sized page for `work`. axe is injected as a script, which the page's CSP refuses:
// bypassed, except where the page's own script is under test with the CSP it is served with (`csp`).
export async function withPhone(browser: Browser, work: (page: Page) => Promise<void>, csp = false): Promise<void> {
  const context = await browser.newContext({ viewport: PHONE, bypassCSP: !csp });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  try {
    await work(page);
  } finally {
    await context.close();
  }
}

export const focusedText = (page: Page) => page.evaluate(() => (document.activeElement?.textContent ?? '').replace(/\s+/g, ' ').trim());
export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

export async function tabTo(page: Page, name: string | RegExp): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const text = await focusedText(page);
    if (typeof name === 'string' ? text === name : name.test(text)) return;
  }
  throw new Error(`no focusable element named ${String(name)}`);
}

export async function tabToId(page: Page, id: string): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if ((await focusedId(page)) === id) return;
  }
  throw new Error(`no focusable element #${id}`);
}

// Into the tab list (its first tab), then arrows to the channel's tab, as the checkout's tabs work.
export async function chooseTab(page: Page, label: string): Promise<void> {
  await tabTo(page, 'Card');
  for (let i = 0; i < 10 && (await page.getByRole('tab', { selected: true }).textContent()) !== label; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe(label);
}

// axe-clean and no sideways scrolling; photographed as `shot` when given.
export async function expectClean(page: Page, what: string, shot?: string): Promise<void> {
  expect({ what, violations: await axeViolations(page) }).toEqual({ what, violations: [] });
  expect(await noHorizontalScroll(page)).toBe(true);
  if (shot) await screenshot(page, shot, { fullPage: true });
}

// The channels a checkout page offers, in order.
export const tabsOf = async (url: string): Promise<string[]> => [...(await (await fetch(url)).text()).matchAll(/data-channel="([a-z_]+)"/g)].map((x) => x[1]!);
