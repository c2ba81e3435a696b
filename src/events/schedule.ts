import type { Domain } from '../core/request-context';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// Paystack's retry schedule (reference/paystack-facts.md §3), as the delays between attempts:
// - test: hourly for 10 hours → 1 attempt + 10 retries, an hour apart;
// - live: every 3 minutes for the first 4 tries, then hourly for the next 72 hours → 1 attempt,
//   4 retries 3 minutes apart, then 72 retries an hour apart (last one 72 h 12 min after the first).
export const RETRY_DELAYS_MS: Readonly<Record<Domain, readonly number[]>> = {
  test: Array<number>(10).fill(HOUR),
  live: [...Array<number>(4).fill(3 * MINUTE), ...Array<number>(72).fill(HOUR)],
};

// After `attemptsMade` failed attempts, how long until the next one; null when the schedule is over.
export function retryDelayMs(domain: Domain, attemptsMade: number): number | null {
  return RETRY_DELAYS_MS[domain][attemptsMade - 1] ?? null;
}

export const maxAttempts = (domain: Domain): number => RETRY_DELAYS_MS[domain].length + 1;
