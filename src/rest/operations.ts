// What each REST operation takes and answers, declared by the *.rest.ts file that serves it, beside
// its router: the OpenAPI document (rest/openapi.ts) is generated from these declarations and the
// route table, so a route without one fails test/e2e/openapi.test.ts instead of going undocumented.
//
// A declaration is keyed `METHOD /pattern`, with the pattern exactly as the router writes it; path
// parameters come from the pattern. Fields are named as clients send them (snake_case).

export type FieldType = 'string' | 'integer' | 'amount' | 'number' | 'boolean' | 'date' | 'object' | 'integer[]' | 'string[]' | 'object[]' | 'any';

export class Field {
  constructor(
    readonly type: FieldType,
    readonly description?: string,
    readonly isRequired = false,
    readonly values?: readonly string[],
    readonly isNullable = false,
    // The fields of an object, or of each object of an array.
    readonly fields?: Fields,
  ) {}

  required(): Field {
    return new Field(this.type, this.description, true, this.values, this.isNullable, this.fields);
  }

  // Explicit null clears the field (updates).
  nullable(): Field {
    return new Field(this.type, this.description, this.isRequired, this.values, true, this.fields);
  }

  oneOf(...values: string[]): Field {
    return new Field(this.type, this.description, this.isRequired, values, this.isNullable, this.fields);
  }
}

// The field types Input (rest/input.ts) reads: `amount` is an integer in minor units, `integer`
// also comes as a numeric string, `object` also as a JSON string of one, `date` an ISO date or
// date-time.
export const f = {
  string: (description?: string) => new Field('string', description),
  integer: (description?: string) => new Field('integer', description),
  amount: (description = 'Amount in the subunit of the currency (kobo, pesewas, cents)') => new Field('amount', description),
  number: (description?: string) => new Field('number', description),
  boolean: (description?: string) => new Field('boolean', description),
  date: (description?: string) => new Field('date', description),
  object: (description?: string, fields?: Fields) => new Field('object', description, false, undefined, false, fields),
  integers: (description?: string) => new Field('integer[]', description),
  strings: (description?: string) => new Field('string[]', description),
  objects: (description?: string, fields?: Fields) => new Field('object[]', description, false, undefined, false, fields),
  any: (description?: string) => new Field('any', description),
};

export type Fields = Record<string, Field>;

// What a successful reply carries. `object` and `list` are the envelope {status, message, data,
// meta?} with `data` an object or an array; `none` the envelope without data. The others are not
// JSON envelopes: pages, assets, files, redirects and the few plain JSON documents.
export type Reply = 'object' | 'list' | 'none' | 'html' | 'text' | 'csv' | 'javascript' | 'css' | 'svg' | 'icon' | 'json' | 'redirect' | 'empty' | 'file';

export interface Operation {
  summary: string;
  description?: string;
  // Descriptions of the path parameters, by name (each is a required string).
  params?: Record<string, string>;
  query?: Fields;
  body?: Fields;
  // A JSON array as the whole body (bulk routes), of objects with these fields.
  bodyArray?: Fields;
  // An offset or cursor page: adds page, perPage, use_cursor, next, previous and a paging meta.
  paged?: boolean;
  // Default: `list` when paged, else `object`.
  reply?: Reply;
  // The success status when not 200.
  status?: number;
}

export type RouteKey = `${'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'OPTIONS'} /${string}`;

export interface Described extends Operation {
  tag: string;
}

const registry = new Map<string, Described>();

// Declares a group of operations (one tag in the document). Called once per *.rest.ts, at load.
export function describeRoutes(tag: string, ops: Partial<Record<RouteKey, Operation>>): void {
  for (const [key, op] of Object.entries(ops) as Array<[string, Operation]>) {
    if (registry.has(key)) throw new Error(`${key} is described twice`);
    registry.set(key, { ...op, tag });
  }
}

export function describedOperation(method: string, path: string): Described | undefined {
  return registry.get(`${method} ${path}`);
}

export function describedKeys(): string[] {
  return [...registry.keys()];
}
