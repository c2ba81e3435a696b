import { isoTime } from '../../src/core/iso-time';

describe('isoTime', () => {
  it('is toISOString, byte for byte, across the range it formats itself and at its edges', () => {
    const edges = [0, 1, 999, 1000, 59_999, 86_399_999, 86_400_000, 951_782_400_000 /* 2000-02-29 */, 253_402_300_799_999];
    for (const t of edges) expect(isoTime(new Date(t))).toBe(new Date(t).toISOString());
    let seed = 1;
    const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    const mismatches: string[] = [];
    for (let i = 0; i < 200_000; i++) {
      const d = new Date(Math.floor(random() * 253_402_300_800_000));
      if (isoTime(d) !== d.toISOString()) mismatches.push(`${isoTime(d)} != ${d.toISOString()}`);
    }
    expect(mismatches).toEqual([]);
    // Rows of one day in turn with rows of another: the cached day is replaced, never reused wrongly.
    const a = new Date('2026-11-26T23:59:59.999Z');
    const b = new Date('2026-11-27T00:00:00.000Z');
    for (const d of [a, b, a, b]) expect(isoTime(d)).toBe(d.toISOString());
  });

  it('hands what it does not format to the builtin: before 1970, after 9999, invalid (which throws)', () => {
    for (const d of [new Date(-1), new Date('1969-07-20T20:17:40.000Z'), new Date(253_402_300_800_000), new Date(8.64e15)])
      expect(isoTime(d)).toBe(d.toISOString());
    expect(() => isoTime(new Date(NaN))).toThrow(RangeError);
  });
});
