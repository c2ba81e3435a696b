// Waiting for a condition instead of sleeping a fixed time: the test goes on as soon as the
// condition holds, and a slow machine only makes it wait longer, never fail.
export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  // Said in the error when the condition never held.
  what?: string;
  // What the state was when it gave up, said in the error beside the last probe.
  describe?: () => string;
}

export async function waitForValue<T>(probe: () => T | Promise<T>, opts: WaitOptions = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + (opts.timeoutMs ?? 10_000);
  let last: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) {
      const state = opts.describe ? `; ${opts.describe()}` : '';
      throw new Error(`timed out waiting for ${opts.what ?? 'the condition'} (last: ${last instanceof Error ? last.message : JSON.stringify(last)}${state})`);
    }
    await sleep(opts.intervalMs ?? 50);
  }
}

export async function waitFor(probe: () => boolean | Promise<boolean>, opts: WaitOptions = {}): Promise<void> {
  await waitForValue(probe, opts);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

// For a test that proves something does NOT happen (no second delivery, no double charge). An
// absence cannot be awaited, so this is a time window on purpose: `happened` is polled through
// the whole window and the test fails as soon as it holds. Prefer a later marker that proves
// ordering (an event dispatched after the one that must not repeat) where the code offers one;
// use this only where nothing observable follows the thing that must not happen.
export async function expectNothingWithin(ms: number, happened: () => boolean | Promise<boolean>, what: string, intervalMs = 50): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    if (await happened()) throw new Error(`${what} happened within ${ms} ms`);
    const left = end - Date.now();
    if (left <= 0) return;
    await sleep(Math.min(intervalMs, left));
  }
}
