import { isNumericId } from '../core/ids';
import { DomainError, invalid, missing } from '../core/errors';
import { readMinor } from '../core/money';
import { assertPlainText } from '../core/validate';
import { parseJson, valueOrJson } from './json';

// Reads one request's parameters with the coercions real clients need: integers as numeric
// strings, booleans as "true"/"false" in any case (Python's requests sends "True"), metadata as an
// object or a JSON string. JSON null in a field is the field left out, as Paystack reads it (SDKs
// serialise every optional field they were not given as null); only nullableString and json keep
// null, to clear a value on update. Anything else of the wrong type is a 400 naming the field.
export class Input {
  constructor(readonly raw: Record<string, unknown>) {}

  // Only the sources' own keys, copied into an object without a prototype: Object.assign would run
  // the `__proto__` setter for a body key of that name and let it supply any field by inheritance.
  // A JSON array where an object is expected (only batch routes take one, and read it themselves)
  // is refused rather than read as no fields at all.
  static of(...sources: unknown[]): Input {
    const merged: Record<string, unknown> = Object.create(null);
    for (const source of sources) {
      if (Array.isArray(source)) throw new DomainError('validation', 'Request body must be a JSON object', 'invalid_json');
      if (!source || typeof source !== 'object') continue;
      for (const key of Object.keys(source)) {
        if (key !== '__proto__') merged[key] = (source as Record<string, unknown>)[key];
      }
    }
    return new Input(merged);
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined;
  }

  string(name: string): string | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return assertPlainText(v, name);
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    throw invalid(name, `${name} must be a string`);
  }

  // Explicit null clears a field on update.
  nullableString(name: string): string | null | undefined {
    return this.raw[name] === null ? null : this.string(name);
  }

  requiredString(name: string, message?: string): string {
    const v = this.string(name);
    if (v === undefined || v.trim() === '') throw missing(name, message);
    return v;
  }

  int(name: string, message = `${name} must be an integer`): number | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
    if (typeof v === 'string' && /^-?\d{1,16}$/.test(v.trim()) && Number.isSafeInteger(Number(v))) return Number(v);
    throw invalid(name, message);
  }

  // An amount in minor units (core/money.ts readMinor): given empty, it is refused, not absent.
  amount(name: string, message = 'Amount must be an integer'): number | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    const n = readMinor(v);
    if (n === 'not an integer') throw invalid(name, message);
    if (n === 'too large') throw invalid(name, `${name === 'amount' ? 'Amount' : name} is too large`);
    return n;
  }

  // A positive decimal, as a number or a string of digits (a plan's quantity).
  number(name: string): number | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return undefined;
    const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isFinite(n)) throw invalid(name, `${name} must be a number`);
    return n;
  }

  // A row id given as a filter: a whole number above 0.
  id(name: string, message: string): number | undefined {
    const v = this.int(name, message);
    if (v !== undefined && v < 1) throw invalid(name, message);
    return v;
  }

  requiredInt(name: string, message?: string): number {
    const v = this.int(name, message);
    if (v === undefined) throw missing(name);
    return v;
  }

  bool(name: string): boolean | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'boolean') return v;
    const text = typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (text === 'true' || text === '1' || text === 1) return true;
    if (text === 'false' || text === '0' || text === 0) return false;
    throw invalid(name, `${name} must be true or false`);
  }

  // An ISO 8601 date or date-time. Anything else is refused rather than left to Date's parser,
  // which reads `-1` or `1` as the year 2001.
  date(name: string): Date | undefined {
    const v = this.string(name);
    if (v === undefined || v === '') return undefined;
    const d = new Date(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00.000Z` : v);
    if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}|$)/.test(v) || Number.isNaN(d.getTime())) throw invalid(name, `Invalid '${name}' date`);
    return d;
  }

  // An object, a JSON string holding one, or null.
  json(name: string): Record<string, unknown> | null | undefined {
    const v = this.raw[name];
    if (v === undefined || v === '') return undefined;
    if (v === null) return null;
    const value = valueOrJson(v, () => invalid(name, `${name} must be an object or a JSON string of one`));
    if (value === null) return null;
    if (typeof value !== 'object' || Array.isArray(value)) throw invalid(name, `${name} must be an object or a JSON string of one`);
    return value as Record<string, unknown>;
  }

  // Whole numbers, as an array or a JSON string of one (SDKs send both); numeric strings count.
  intArray(name: string): number[] | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    const value = valueOrJson(v, () => invalid(name, `${name} must be an array of integers`));
    if (!Array.isArray(value)) throw invalid(name, `${name} must be an array of integers`);
    return value.map((item) => {
      const n = typeof item === 'number' ? item : typeof item === 'string' && isNumericId(item.trim()) ? Number(item) : NaN;
      if (!Number.isSafeInteger(n) || n < 1) throw invalid(name, `${name} must be an array of integers`);
      return n;
    });
  }

  stringArray(name: string): string[] | undefined {
    const v = this.raw[name];
    if (v === undefined || v === null) return undefined;
    let value: unknown = v;
    if (typeof v === 'string') {
      try {
        value = v.trim().startsWith('[') ? parseJson(v) : v.split(',').map((s) => s.trim());
      } catch (err) {
        if (err instanceof DomainError) throw err;
        throw invalid(name, `${name} must be an array of strings`);
      }
    }
    if (!Array.isArray(value) || !value.every((s) => typeof s === 'string')) throw invalid(name, `${name} must be an array of strings`);
    for (const s of value as string[]) assertPlainText(s, name);
    return value as string[];
  }
}
