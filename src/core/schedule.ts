// Billing intervals and their calendar arithmetic (UTC). Period n of a schedule falls due at
// anchor + n intervals, always computed from the anchor, never from the previous date:
// - hourly, daily, weekly: fixed lengths (1 h, 24 h, 7 × 24 h);
// - monthly, quarterly (3 months), biannually (6 months), annually (12 months): the anchor's day
//   of month and time of day; in a month without that day, the month's last day. So a subscription
//   anchored on 31 January bills on 28 (or 29) February, 31 March, 30 April, 31 May, … and never
//   drifts to the 28th for good.
export const INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'] as const;
export type Interval = (typeof INTERVALS)[number];

const FIXED_MS: Partial<Record<Interval, number>> = { hourly: 3_600_000, daily: 86_400_000, weekly: 7 * 86_400_000 };
const MONTHS: Partial<Record<Interval, number>> = { monthly: 1, quarterly: 3, biannually: 6, annually: 12 };

export function periodDate(anchor: Date, interval: Interval, n: number): Date {
  const fixed = FIXED_MS[interval];
  if (fixed !== undefined) return new Date(anchor.getTime() + n * fixed);
  const months = MONTHS[interval]! * n;
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(anchor.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

// The first period whose date is after `after` (for re-enabling a cancelled schedule).
export function firstPeriodAfter(anchor: Date, interval: Interval, after: Date, from = 0): number {
  let n = from;
  while (periodDate(anchor, interval, n).getTime() <= after.getTime()) n++;
  return n;
}

// Paystack's `cron_expression` (min hour dom month dow) for the schedule. Cron cannot say "or the
// last day", so a monthly schedule shows its anchor day; periodDate above is what Kobo follows.
export function cronExpression(anchor: Date, interval: Interval): string {
  const min = anchor.getUTCMinutes();
  const hour = anchor.getUTCHours();
  const dom = anchor.getUTCDate();
  switch (interval) {
    case 'hourly':
      return `${min} * * * *`;
    case 'daily':
      return `${min} ${hour} * * *`;
    case 'weekly':
      return `${min} ${hour} * * ${anchor.getUTCDay()}`;
    case 'monthly':
      return `${min} ${hour} ${dom} * *`;
    case 'quarterly':
      return `${min} ${hour} ${dom} */3 *`;
    case 'biannually':
      return `${min} ${hour} ${dom} */6 *`;
    case 'annually':
      return `${min} ${hour} ${dom} ${anchor.getUTCMonth() + 1} *`;
  }
}
