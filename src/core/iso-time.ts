// Date.prototype.toISOString, about four times cheaper: a list of 50 customers formats 100 times,
// and at ~300 ns a call V8's builtin was a tenth of the list's CPU. The date part is formatted by
// the builtin once per day (one entry kept: a page's rows mostly share a day); the time of day is
// arithmetic and table lookups. Dates outside 1970–9999 (and invalid ones, which throw as the
// builtin does) go to the builtin.
const TWO = Array.from({ length: 100 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const DAY_MS = 86_400_000;
const YEAR_10000_MS = 253_402_300_800_000;

let cachedDay = NaN;
let cachedPrefix = '';

export function isoTime(d: Date): string {
  const t = d.getTime();
  if (!(t >= 0 && t < YEAR_10000_MS)) return d.toISOString();
  const day = Math.floor(t / DAY_MS);
  if (day !== cachedDay) {
    cachedPrefix = d.toISOString().slice(0, 11);
    cachedDay = day;
  }
  let rest = t - day * DAY_MS;
  const ms = rest % 1000;
  rest = (rest - ms) / 1000;
  const s = rest % 60;
  rest = (rest - s) / 60;
  const m = rest % 60;
  const h = (rest - m) / 60;
  return `${cachedPrefix}${TWO[h]}:${TWO[m]}:${TWO[s]}.${THREE[ms]}Z`;
}
