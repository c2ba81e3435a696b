// Services throw DomainError; each transport maps `kind` once (rest/errors.ts, graphql/errors.ts).
// `code` is the machine-readable code the envelope carries (Paystack's `code` field).
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unprocessable'
  | 'rate_limited'
  // The service cannot answer now (its database is out of reach); the client retries later.
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly code: string = defaultCode(kind),
    readonly field?: string,
    // What the error reply carries as `data`, where Paystack's does (the product a page could not add).
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

function defaultCode(kind: ErrorKind): string {
  switch (kind) {
    case 'validation':
      return 'invalid_params';
    case 'unauthorized':
      return 'unauthorized';
    case 'forbidden':
      return 'forbidden';
    case 'not_found':
      return 'not_found';
    case 'conflict':
      return 'conflict';
    case 'payload_too_large':
      return 'payload_too_large';
    case 'unprocessable':
      return 'invalid_params';
    case 'rate_limited':
      return 'rate_limited';
    case 'unavailable':
      return 'service_unavailable';
  }
}

export const invalid = (field: string, message: string): DomainError => new DomainError('validation', message, 'invalid_params', field);

export const missing = (field: string, message = `${field} is required`): DomainError => new DomainError('validation', message, 'missing_params', field);

export const notFound = (message: string, code = 'not_found'): DomainError => new DomainError('not_found', message, code);

export const INVALID_KEY = 'Invalid key';
export const invalidKey = (): DomainError => new DomainError('unauthorized', INVALID_KEY);
