import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { DomainError } from '../core/errors';
import { unavailableError } from '../db/errors';

const CODES: Record<DomainError['kind'], string> = {
  validation: 'BAD_USER_INPUT',
  unauthorized: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  payload_too_large: 'BAD_USER_INPUT',
  unprocessable: 'BAD_USER_INPUT',
  rate_limited: 'RATE_LIMITED',
  unavailable: 'SERVICE_UNAVAILABLE',
};

export const graphqlCodeOf = (err: DomainError): string => CODES[err.kind];

// Domain errors keep their message and gain an extensions.code; anything unexpected is logged by
// the caller and reaches the client as a generic message.
export function formatGraphQLError(formatted: GraphQLFormattedError, error: unknown, onUnknown: (err: unknown) => void): GraphQLFormattedError {
  const raw = error instanceof GraphQLError ? error.originalError : error;
  // A database out of reach: SERVICE_UNAVAILABLE with the REST reply's message, never an internal error.
  const original = unavailableError(raw) ?? raw;
  if (original instanceof DomainError) {
    return {
      ...formatted,
      message: original.message,
      extensions: { code: CODES[original.kind], reason: original.code, ...(original.field ? { field: original.field } : {}) },
    };
  }
  if (!original) return { ...formatted, message: withoutInputValues(formatted.message) };
  if (original instanceof GraphQLError) {
    // Parse/validation errors are already client-facing. Apollo relabels every validation error
    // GRAPHQL_VALIDATION_FAILED; keep a rule's own code (QUERY_TOO_DEEP) when it set one.
    const code = original.extensions?.code;
    const message = withoutInputValues(formatted.message);
    return typeof code === 'string' ? { ...formatted, message, extensions: { ...formatted.extensions, code } } : { ...formatted, message };
  }
  if (original instanceof TypeError && /Money|cursor/i.test(original.message)) {
    return { ...formatted, extensions: { ...formatted.extensions, code: 'BAD_USER_INPUT' } };
  }
  onUnknown(original);
  return { message: 'Internal server error', locations: formatted.locations, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

// graphql-js repeats a bad input value in its message ('Variable "$input" got invalid value
// "4084084084084081" at "input.card.number"; …', 'String cannot represent a non string value: 408'):
// card numbers and CVVs would go back to the caller and into any log of the reply. The REST errors
// never echo input; these keep the variable, the path and the reason, without the value.
const VARIABLE = /^(Variable "\$[^"]+" got invalid value )/;
export function withoutInputValues(message: string): string {
  let out = message;
  const head = VARIABLE.exec(out);
  if (head) {
    // The value is printed by graphql's inspect(): strings JSON-quoted, so a path (' at "…"') or
    // the reason's separator ('; ') outside a string ends it.
    let i = head[1].length;
    let inString = false;
    for (; i < out.length; i++) {
      const c = out[i];
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (out.startsWith(' at "', i) || out.startsWith('; ', i)) break;
    }
    out = `${head[1].trimEnd()}${out.slice(i)}`;
  }
  // The reasons that name the value end with it.
  return out.replace(/(cannot represent [^:]*?value): .*$/s, '$1').replace(/(Expected value of type "[^"]+"), found .*$/s, '$1.');
}
