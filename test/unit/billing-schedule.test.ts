import { cronExpression, firstPeriodAfter, INTERVALS, periodDate, type Interval } from '../../src/core/schedule';

// Plan intervals and the next payment dates they give (core/schedule.ts), in UTC: period n is due
// at anchor + n intervals, computed from the anchor; a month without the anchor's day uses its
// last day. Expected dates written out by hand.
const d = (iso: string) => new Date(iso);

describe('periodDate: the date period n of a schedule falls due', () => {
  it.each<[Interval, string, number, string]>([
    // fixed lengths
    ['hourly', '2025-03-30T00:30:00.000Z', 0, '2025-03-30T00:30:00.000Z'],
    ['hourly', '2025-03-30T00:30:00.000Z', 25, '2025-03-31T01:30:00.000Z'],
    ['daily', '2025-12-31T23:59:59.999Z', 1, '2026-01-01T23:59:59.999Z'],
    ['daily', '2024-02-28T09:00:00.000Z', 1, '2024-02-29T09:00:00.000Z'], // leap day
    ['daily', '2024-01-01T09:00:00.000Z', 366, '2025-01-01T09:00:00.000Z'], // a leap year of days
    ['weekly', '2025-12-29T09:00:00.000Z', 1, '2026-01-05T09:00:00.000Z'],
    ['weekly', '2025-01-01T09:00:00.000Z', 52, '2025-12-31T09:00:00.000Z'],
    // monthly: the anchor's day, else the month's last day, never drifting
    ['monthly', '2025-01-31T09:00:00.000Z', 0, '2025-01-31T09:00:00.000Z'],
    ['monthly', '2025-01-31T09:00:00.000Z', 1, '2025-02-28T09:00:00.000Z'],
    ['monthly', '2025-01-31T09:00:00.000Z', 2, '2025-03-31T09:00:00.000Z'], // back to the 31st
    ['monthly', '2025-01-31T09:00:00.000Z', 3, '2025-04-30T09:00:00.000Z'],
    ['monthly', '2025-01-31T09:00:00.000Z', 13, '2026-02-28T09:00:00.000Z'],
    ['monthly', '2024-01-31T09:00:00.000Z', 1, '2024-02-29T09:00:00.000Z'], // leap February
    ['monthly', '2024-01-30T09:00:00.000Z', 1, '2024-02-29T09:00:00.000Z'],
    ['monthly', '2024-01-29T09:00:00.000Z', 1, '2024-02-29T09:00:00.000Z'],
    ['monthly', '2025-01-29T09:00:00.000Z', 1, '2025-02-28T09:00:00.000Z'],
    ['monthly', '2025-01-28T09:00:00.000Z', 1, '2025-02-28T09:00:00.000Z'],
    ['monthly', '2025-12-15T00:00:00.000Z', 1, '2026-01-15T00:00:00.000Z'], // across a year
    ['monthly', '2025-05-31T23:59:59.999Z', 1, '2025-06-30T23:59:59.999Z'], // time of day kept to the ms
    ['monthly', '2025-01-01T00:00:00.000Z', 120, '2035-01-01T00:00:00.000Z'],
    // quarterly, biannually, annually: 3, 6, 12 months at a time
    ['quarterly', '2025-11-30T09:00:00.000Z', 1, '2026-02-28T09:00:00.000Z'],
    ['quarterly', '2025-11-30T09:00:00.000Z', 2, '2026-05-30T09:00:00.000Z'],
    ['quarterly', '2023-11-30T09:00:00.000Z', 1, '2024-02-29T09:00:00.000Z'],
    ['biannually', '2025-08-31T09:00:00.000Z', 1, '2026-02-28T09:00:00.000Z'],
    ['biannually', '2025-08-31T09:00:00.000Z', 2, '2026-08-31T09:00:00.000Z'],
    ['biannually', '2025-12-31T09:00:00.000Z', 1, '2026-06-30T09:00:00.000Z'],
    ['annually', '2024-02-29T09:00:00.000Z', 1, '2025-02-28T09:00:00.000Z'],
    ['annually', '2024-02-29T09:00:00.000Z', 4, '2028-02-29T09:00:00.000Z'], // the next leap year
    ['annually', '2096-02-29T09:00:00.000Z', 4, '2100-02-28T09:00:00.000Z'], // 2100 is not a leap year
    ['annually', '2096-02-29T09:00:00.000Z', 104, '2200-02-28T09:00:00.000Z'],
    ['annually', '1996-02-29T09:00:00.000Z', 4, '2000-02-29T09:00:00.000Z'], // 2000 is one
  ])('%s from %s, period %i → %s', (interval, anchor, n, due) => {
    expect(periodDate(d(anchor), interval, n).toISOString()).toBe(due);
  });

  it.each(INTERVALS)('%s: dates only move forward, and period 0 is the anchor', (interval) => {
    const anchor = d('2024-01-31T23:30:00.000Z');
    expect(periodDate(anchor, interval, 0).getTime()).toBe(anchor.getTime());
    for (let n = 1; n <= 60; n++) expect(periodDate(anchor, interval, n).getTime()).toBeGreaterThan(periodDate(anchor, interval, n - 1).getTime());
  });
});

describe('firstPeriodAfter: where a re-enabled schedule resumes', () => {
  it.each<[Interval, string, string, number, number]>([
    // interval, anchor, after, from, → period
    ['monthly', '2025-01-31T09:00:00.000Z', '2025-01-31T08:59:59.999Z', 0, 0],
    ['monthly', '2025-01-31T09:00:00.000Z', '2025-01-31T09:00:00.000Z', 0, 1], // strictly after: not the period due at that instant
    ['monthly', '2025-01-31T09:00:00.000Z', '2025-02-28T09:00:00.000Z', 0, 2],
    ['monthly', '2025-01-31T09:00:00.000Z', '2025-02-28T08:59:59.999Z', 0, 1],
    ['monthly', '2025-01-31T09:00:00.000Z', '2025-07-01T00:00:00.000Z', 0, 6], // 31 July
    ['monthly', '2025-01-31T09:00:00.000Z', '2025-01-01T00:00:00.000Z', 3, 3], // never before `from`
    ['weekly', '2025-01-01T09:00:00.000Z', '2025-01-15T09:00:00.001Z', 0, 3],
    ['annually', '2024-02-29T09:00:00.000Z', '2025-03-01T00:00:00.000Z', 0, 2],
  ])('%s from %s, after %s (from period %i) → %i', (interval, anchor, after, from, n) => {
    expect(firstPeriodAfter(d(anchor), interval, d(after), from)).toBe(n);
  });
});

describe("cronExpression: Paystack's cron_expression for the schedule", () => {
  // A Friday, the 31st of January, 09:05 UTC.
  const anchor = d('2025-01-31T09:05:00.000Z');
  it.each<[Interval, string]>([
    ['hourly', '5 * * * *'],
    ['daily', '5 9 * * *'],
    ['weekly', '5 9 * * 5'],
    ['monthly', '5 9 31 * *'],
    ['quarterly', '5 9 31 */3 *'],
    ['biannually', '5 9 31 */6 *'],
    ['annually', '5 9 31 1 *'],
  ])('%s → %s', (interval, cron) => {
    expect(cronExpression(anchor, interval)).toBe(cron);
  });

  it('a Sunday at midnight in December', () => {
    const sunday = d('2025-12-28T00:00:00.000Z');
    expect(cronExpression(sunday, 'weekly')).toBe('0 0 * * 0');
    expect(cronExpression(sunday, 'annually')).toBe('0 0 28 12 *');
  });
});
