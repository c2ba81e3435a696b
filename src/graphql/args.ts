import { isNumericId } from '../core/ids';
import { DomainError, invalid } from '../core/errors';

// GraphQL sends explicit nulls where REST leaves a field out; the services expect "absent".
export function withoutNulls<T extends object>(input: T): T {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined)) as T;
}

// An optional ID argument that names a row by its numeric id: absent stays absent, anything but
// digits is bad input naming the field.
export function idArg(value: string | null | undefined, field: string, what: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isNumericId(value)) throw invalid(field, `${field} must be ${what}`);
  return Number(value);
}

// A single-resource query answers null for what does not exist (or is another integration's), as
// GraphQL clients expect; any other failure stays an error.
export async function orNull<T, R>(lookup: Promise<T>, present: (found: T) => R): Promise<R | null> {
  try {
    return present(await lookup);
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'not_found') return null;
    throw err;
  }
}
