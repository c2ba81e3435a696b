import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../core/errors';

const CODES: Record<DomainError['kind'], string> = {
  validation: 'BAD_USER_INPUT',
  unauthorized: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payload_too_large: 'BAD_USER_INPUT',
  unprocessable: 'BAD_USER_INPUT',
  rate_limited: 'RATE_LIMITED',
};

export const graphqlCodeOf = (err: DomainError): string => CODES[err.kind];

// Domain errors keep their message and gain an extensions.code; anything unexpected is logged by
// the caller and reaches the client as a generic message.
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, onUnknown: (err: unknown) => void): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? error.originalError : error;
  if (original instanceof DomainError) {
    return {
      ...formatted,
      message: original.message,
      extensions: { code: CODES[original.kind], reason: original.code, ...(original.field ? { field: original.field } : {}) },
    };
  }
  if (!original) return formatted;
  if (original instanceof GraphQLError) {
    // Parse/validation errors are already client-facing. Apollo relabels every validation error
    // GRAPHQL_VALIDATION_FAILED; keep a rule's own code (QUERY_TOO_DEEP) when it set one.
    const code = original.extensions?.code;
    return typeof code === 'string' ? { ...formatted, extensions: { ...formatted.extensions, code } } : formatted;
  }
  if (original instanceof TypeError && /Money|cursor/i.test(original.message)) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
  }
  onUnknown(original);
  return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}
