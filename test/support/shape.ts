import fs from 'node:fs';
import path from 'node:path';

// Reference replies copied from Paystack's documentation samples (test/fixtures/paystack).
export function sample(resource: string, name: string, status = '200'): any {
  const file = path.join(__dirname, '..', 'fixtures', 'paystack', resource, `${name}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8'))[status].data;
}

const kind = (v: unknown): string => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

// Every key of the sample is present in `actual` with the same JSON type (null on either side is
// accepted: Paystack's own samples show the same fields as null or filled; arrays are compared through their first element). Returns the mismatches, so a failing
// expectation lists them all.
export function shapeMismatches(actual: unknown, reference: unknown, at = '$'): string[] {
  if (reference === null || actual === null) return [];
  if (kind(actual) !== kind(reference)) return [`${at}: expected ${kind(reference)}, got ${kind(actual)}`];
  if (Array.isArray(reference)) {
    if (!reference.length || !(actual as unknown[]).length) return [];
    return shapeMismatches((actual as unknown[])[0], reference[0], `${at}[0]`);
  }
  if (typeof reference === 'object') {
    const out: string[] = [];
    for (const [key, value] of Object.entries(reference as Record<string, unknown>)) {
      if (!(key in (actual as Record<string, unknown>))) out.push(`${at}.${key}: missing`);
      // The metadata sample holds merchant data, not a shape to follow.
      else if (key !== 'metadata') out.push(...shapeMismatches((actual as Record<string, unknown>)[key], value, `${at}.${key}`));
    }
    return out;
  }
  return [];
}
