import type { Request } from 'express';
import { DomainError } from '../core/errors';

// The fields of a posted form. A browser posts an object of fields; anything else (a JSON array
// sent by a script) is refused as the API refuses it, rather than read as a form with no fields.
export function formFields(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (Array.isArray(body) || typeof body !== 'object' || body === null)
    throw new DomainError('validation', 'Request body must be a JSON object', 'invalid_json');
  return body as Record<string, unknown>;
}

export function formText(body: Record<string, unknown>, name: string): string | undefined {
  const v = body[name];
  return typeof v === 'string' ? v : undefined;
}

// A card form's one expiry field: "MM/YY", "MM / YYYY", "MMYY" → ["MM", "YY"]; anything else is
// passed on for the card checks (processor/card.ts) to refuse.
export function splitExpiry(value: string | undefined): [string | undefined, string | undefined] {
  const v = (value ?? '').replace(/\s/g, '');
  const m = /^(\d{1,2})\/?(\d{2}|\d{4})$/.exec(v.includes('/') ? v : v.length === 4 || v.length === 6 ? `${v.slice(0, 2)}/${v.slice(2)}` : v);
  if (!m) return [v ? 'invalid' : undefined, v ? 'invalid' : undefined];
  return [m[1], m[2]];
}
