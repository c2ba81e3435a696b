// Waiting for a condition instead of sleeping a fixed time: the test goes on as soon as the
// condition holds, and a slow machine only makes it wait longer, never fail.
export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  // Said in the error when the condition never held.
  what?: string;
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
      throw new Error(`timed out waiting for ${opts.what ?? 'the condition'} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    }
    await sleep(opts.intervalMs ?? 50);
  }
}

export async function waitFor(probe: () => boolean | Promise<boolean>, opts: WaitOptions = {}): Promise<void> {
  await waitForValue(probe, opts);
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
