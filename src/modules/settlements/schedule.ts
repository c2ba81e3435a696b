import type { SettlementSchedule as Schedule } from '../subaccounts/subaccount.entity';

// Settlement boundaries, in UTC on the integration's clock (docs/guide.md "Settlements"):
//   auto    every day at 00:00 (a payment settles the next day, T+1);
//   weekly  every Monday at 00:00;
//   monthly the 1st of every month at 00:00;
//   manual  never on its own (only through the settleNow mutation).
// A run at time `now` settles what was paid before the latest boundary at or before `now`.
const DAY = 86_400_000;

export function lastBoundary(schedule: Schedule, nowMs: number): number | null {
  const days = Math.floor(nowMs / DAY);
  switch (schedule) {
    case 'auto':
      return days * DAY;
    case 'weekly': {
      // 1970-01-01 was a Thursday: (days + 3) % 7 is the number of days since Monday.
      return (days - ((days + 3) % 7)) * DAY;
    }
    case 'monthly': {
      const d = new Date(nowMs);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
    case 'manual':
      return null;
  }
}

export function nextBoundary(schedule: Schedule, nowMs: number): number | null {
  const last = lastBoundary(schedule, nowMs);
  if (last === null) return null;
  switch (schedule) {
    case 'auto':
      return last + DAY;
    case 'weekly':
      return last + 7 * DAY;
    default: {
      const d = new Date(last);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
}
