import { invalid, missing } from './errors';

// Semantic checks shared by both transports. Type coercion of wire input (numeric strings, JSON
// strings) happens in the REST adapter; these run on already-typed values.
const EMAIL = /^[^\s@"'<>()[\]\\,;:]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

export function requireEmail(value: string | undefined | null, field = 'email'): string {
  if (value === undefined || value === null || value === '') throw missing(field, 'Email is required');
  const email = value.trim().toLowerCase();
  if (email.length > 254 || !EMAIL.test(email)) throw invalid(field, 'Invalid Email Address Passed');
  return email;
}

export function optionalText(value: string | undefined | null, field: string, max = 255): string | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const text = value.trim();
  if (text.length > max) throw invalid(field, `${field} must be at most ${max} characters`);
  return text === '' ? null : text;
}

export function requireText(value: string | undefined | null, field: string, max = 255): string {
  const text = optionalText(value, field, max);
  if (!text) throw missing(field);
  return text;
}

export function oneOf<T extends string>(value: string, allowed: readonly T[], field: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalid(field, `${field} must be one of: ${allowed.join(', ')}`);
  }
  return value as T;
}

export type Metadata = Record<string, unknown>;

export function checkMetadata(value: unknown, field = 'metadata'): Metadata | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(field, `${field} must be an object`);
  if (JSON.stringify(value).length > 64 * 1024) throw invalid(field, `${field} is too large`);
  return value as Metadata;
}
