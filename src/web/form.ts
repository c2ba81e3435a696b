import type { Request } from 'express';
import { DomainError } from '../core/errors';

// The fields of a posted form. A browser posts an object of fields; anything else (a JSON array
// sent by a script) is refused as the API refuses it, rather than read as a form with no fields.
export function formFields(req: Request): Record<string, unknown> {
  const body: unknown = req.body ?? {};
  if (Array.isArray(body) || typeof body !== 'object' || body === null) throw new DomainError('validation', 'Request body must be a JSON object', 'invalid_json');
  return body as Record<string, unknown>;
}
