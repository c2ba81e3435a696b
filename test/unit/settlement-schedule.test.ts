import { lastBoundary, nextBoundary } from '../../src/modules/settlements/schedule';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('settlement boundaries (UTC on the integration clock)', () => {
  it.each([
    ['auto', '2026-11-25T13:45:00Z', '2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
    ['auto', '2026-11-25T00:00:00Z', '2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z'],
    ['weekly', '2026-11-25T13:45:00Z', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'], // a Wednesday
    ['weekly', '2026-11-23T00:00:00Z', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'], // a Monday
    ['weekly', '2026-11-22T23:59:59Z', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'], // a Sunday
    ['monthly', '2026-12-31T23:00:00Z', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
    ['monthly', '2028-02-29T12:00:00Z', '2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z'],
    ['auto', '2026-11-25T23:59:59.999Z', '2026-11-25T00:00:00.000Z', '2026-11-26T00:00:00.000Z'], // the last ms of a day
    ['auto', '2026-12-31T12:00:00Z', '2026-12-31T00:00:00.000Z', '2027-01-01T00:00:00.000Z'], // across a year
    ['auto', '2028-02-28T12:00:00Z', '2028-02-28T00:00:00.000Z', '2028-02-29T00:00:00.000Z'], // into a leap day
    ['weekly', '2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'], // the last ms of a week
    ['weekly', '2026-12-31T12:00:00Z', '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'], // a week across a year
    ['weekly', '2027-01-01T00:00:00Z', '2026-12-28T00:00:00.000Z', '2027-01-04T00:00:00.000Z'],
    ['weekly', '2028-03-01T00:00:00Z', '2028-02-28T00:00:00.000Z', '2028-03-06T00:00:00.000Z'], // a week with a leap day
    ['weekly', '1970-01-01T00:00:00Z', '1969-12-29T00:00:00.000Z', '1970-01-05T00:00:00.000Z'], // the epoch was a Thursday
    ['monthly', '2026-11-01T00:00:00Z', '2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z'], // on the boundary itself
    ['monthly', '2026-10-31T23:59:59.999Z', '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ['monthly', '2026-01-31T12:00:00Z', '2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z'],
    ['monthly', '2027-02-28T23:59:59.999Z', '2027-02-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z'],
    ['manual', '2026-11-25T13:45:00Z', null, null],
    ['manual', '2026-11-01T00:00:00Z', null, null],
  ] as const)('%s at %s: last %s, next %s', (schedule, now, last, next) => {
    expect(iso(lastBoundary(schedule, at(now)))).toBe(last);
    expect(iso(nextBoundary(schedule, at(now)))).toBe(next);
  });
});
