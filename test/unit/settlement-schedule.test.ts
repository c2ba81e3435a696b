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
    ['manual', '2026-11-25T13:45:00Z', null, null],
  ] as const)('%s at %s: last %s, next %s', (schedule, now, last, next) => {
    expect(iso(lastBoundary(schedule, at(now)))).toBe(last);
    expect(iso(nextBoundary(schedule, at(now)))).toBe(next);
  });
});
