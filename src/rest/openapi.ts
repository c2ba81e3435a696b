import { Router } from 'express';
import type { RouteEntry } from './route-table';
import { describeRoutes, describedOperation, type Described, type Field, type Fields, type Operation, type Reply } from './operations';
import { RECORD_SCHEMAS, REPLY_SCHEMAS } from './reply-schemas.generated';

type Json = Record<string, unknown>;

const paging = (): Json[] => [
  queryParam('page', { type: 'integer', minimum: 1 }, 'The page to retrieve (offset paging)'),
  queryParam('perPage', { type: 'integer', minimum: 1, maximum: 1000 }, 'Records per page (also accepted as per_page)'),
  queryParam('use_cursor', { type: 'boolean' }, 'Page by cursor instead of by offset'),
  queryParam('next', { type: 'string' }, 'The cursor of the next page (meta.next)'),
  queryParam('previous', { type: 'string' }, 'The cursor of the previous page (meta.previous)'),
];

function queryParam(name: string, schema: Json, description?: string, required = false): Json {
  return { name, in: 'query', required, ...(description ? { description } : {}), schema };
}

function schemaOf(field: Field): Json {
  const base: Json = (() => {
    switch (field.type) {
      case 'string':
        return { type: 'string' };
      case 'integer':
        return { type: 'integer' };
      case 'amount':
        return { type: 'integer', minimum: 0 };
      case 'number':
        return { type: 'number' };
      case 'boolean':
        return { type: 'boolean' };
      case 'date':
        return { type: 'string', format: 'date-time' };
      case 'object':
        return field.fields ? objectSchema(field.fields) : { type: 'object', additionalProperties: true };
      case 'integer[]':
        return { type: 'array', items: { type: 'integer' } };
      case 'string[]':
        return { type: 'array', items: { type: 'string' } };
      case 'object[]':
        return { type: 'array', items: field.fields ? objectSchema(field.fields) : { type: 'object', additionalProperties: true } };
      case 'any':
        return {};
    }
  })();
  if (field.values) base.enum = [...field.values];
  if (field.isNullable && base.type) base.type = [base.type, 'null'];
  if (field.description) base.description = field.description;
  return base;
}

function objectSchema(fields: Fields): Json {
  const required = Object.entries(fields)
    .filter(([, f]) => f.isRequired)
    .map(([n]) => n);
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([n, f]) => [n, schemaOf(f)])),
    ...(required.length ? { required } : {}),
  };
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const envelope = (data: Json | null, paged: boolean, optional = false): Json =>
  !data && !paged
    ? ref('Envelope')
    : {
        allOf: [
          ref('Envelope'),
          {
            type: 'object',
            properties: { ...(data ? { data } : {}), ...(paged ? { meta: ref('PageMeta') } : {}) },
            ...(data && !optional ? { required: ['data'] } : {}),
          },
        ],
      };

// A reply's `data` as its handler answers it (reply-schemas.generated.ts, emitted from the
// presenters' types by scripts/emit-reply-schemas.ts); a route the generator could not read keeps
// the generic object or list.
function dataOf(key: string, reply: 'object' | 'list'): { data: Json | null; optional: boolean } {
  const found = REPLY_SCHEMAS[key];
  if (!found)
    return {
      data: reply === 'list' ? { type: 'array', items: { type: 'object', additionalProperties: true } } : { type: 'object', additionalProperties: true },
      optional: false,
    };
  if (found['x-none']) return { data: null, optional: false };
  const { 'x-optional': optional, 'x-status': _status, ...data } = found;
  return { data, optional: Boolean(optional) };
}

// The declared status, else those the handler answers with (`ok(…, 201)`), else 200.
const successStatuses = (key: string, op: Operation): number[] =>
  op.status ? [op.status] : ((REPLY_SCHEMAS[key]?.['x-status'] as number[] | undefined) ?? [200]);

function success(key: string, op: Operation): Json {
  const reply: Reply = op.reply ?? (op.paged ? 'list' : 'object');
  const json = (schema: Json) => ({ description: op.summary, content: { 'application/json': { schema } } });
  const media = (type: string, schema: Json = { type: 'string' }) => ({ description: op.summary, content: { [type]: { schema } } });
  switch (reply) {
    case 'object':
    case 'list': {
      const { data, optional } = dataOf(key, reply);
      return json(envelope(data, Boolean(op.paged), optional));
    }
    case 'none':
      return json(envelope(null, false));
    case 'json':
      return json({ type: 'object', additionalProperties: true });
    case 'html':
      return media('text/html');
    case 'text':
      return media('text/plain');
    case 'csv':
      return media('text/csv');
    case 'javascript':
      return media('application/javascript');
    case 'css':
      return media('text/css');
    case 'svg':
      return media('image/svg+xml');
    case 'icon':
      return media('image/x-icon', { type: 'string', contentMediaType: 'image/x-icon' });
    case 'file':
      return media('application/octet-stream', { type: 'string', contentMediaType: 'application/octet-stream' });
    case 'redirect':
      return { description: op.summary, headers: { Location: { schema: { type: 'string' } } } };
    case 'empty':
      return { description: op.summary };
  }
}

const errorReply = (description: string) => ({ description, content: { 'application/json': { schema: ref('Error') } } });
// The error replies every operation shares, once in components.responses.
const ERROR_REPLIES = {
  BadRequest: errorReply('Invalid input: the message names the field'),
  Unauthorized: errorReply('No secret key, or an invalid one'),
  NotFound: errorReply('Not found'),
  OtherError: errorReply('Any other error (409, 413, 422, 429, 500; 503 with Retry-After while the database is out of reach) in the error envelope'),
};
const replyRef = (name: keyof typeof ERROR_REPLIES) => ({ $ref: `#/components/responses/${name}` });

// `/transaction/verify/:reference` → `/transaction/verify/{reference}`.
export const openApiPath = (pattern: string) => pattern.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const operationId = (method: string, pattern: string) =>
  `${method.toLowerCase()}_${
    pattern
      .replace(/^\//, '')
      .replace(/:([A-Za-z0-9_]+)/g, 'by_$1')
      .replace(/[^A-Za-z0-9]+/g, '_') || 'root'
  }`;

// A request body's schema goes to components.schemas under `<operationId>_body`, named in the
// generated types and shared by its JSON and form-encoded content.
function operationOf(route: RouteEntry, op: Described, schemas: Record<string, Json>): Json {
  const names = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
  const parameters: Json[] = names.map((name) => ({
    name,
    in: 'path',
    required: true,
    ...(op.params?.[name] ? { description: op.params[name] } : {}),
    schema: { type: 'string' },
  }));
  for (const [name, field] of Object.entries(op.query ?? {})) parameters.push(queryParam(name, schemaOf(field), undefined, field.isRequired));
  if (op.paged) parameters.push(...paging());
  const writes = route.method === 'POST' || route.method === 'PUT';
  if (writes && route.access === 'secret') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Kobo addition: a retry with the same key and body within 24 hours returns the first reply without running again',
      schema: { type: 'string', minLength: 1, maxLength: 255 },
    });
  }
  const body = op.bodyArray ? { type: 'array', items: objectSchema(op.bodyArray) } : op.body ? objectSchema(op.body) : null;
  const id = operationId(route.method, route.path);
  if (body) schemas[`${id}_body`] = body;
  const bodyRef = ref(`${id}_body`);
  const key = `${route.method} ${route.path}`;
  const responses: Json = {
    ...Object.fromEntries(successStatuses(key, op).map((status) => [String(status), success(key, op)])),
    '400': replyRef('BadRequest'),
    ...(route.access === 'secret' ? { '401': replyRef('Unauthorized') } : {}),
    '404': replyRef('NotFound'),
    default: replyRef('OtherError'),
  };
  return {
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    operationId: id,
    security: route.access === 'secret' ? [{ secretKey: [] }] : [],
    ...(parameters.length ? { parameters } : {}),
    ...(body
      ? {
          requestBody: {
            required: Boolean(op.bodyArray) || Object.values(op.body ?? {}).some((field) => field.isRequired),
            content: { 'application/json': { schema: bodyRef }, ...(op.bodyArray ? {} : { 'application/x-www-form-urlencoded': { schema: bodyRef } }) },
          },
        }
      : {}),
    responses,
  };
}

// The OpenAPI 3.1 document of the routes in the table, in its order. A route nobody described
// still appears (its path parameters, a generic body and replies) so the document always covers
// what is served; test/e2e/openapi.test.ts fails on it.
export function openApiDocument(routes: readonly RouteEntry[], serverUrl: string): Json {
  const paths: Record<string, Json> = {};
  const bodies: Record<string, Json> = {};
  const tags = new Set<string>();
  for (const route of routes) {
    const op: Described = describedOperation(route.method, route.path) ?? { tag: 'Undescribed', summary: `${route.method} ${route.path} (not described yet)` };
    tags.add(op.tag);
    (paths[openApiPath(route.path)] ??= {})[route.method.toLowerCase()] = operationOf(route, op, bodies);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Kobo',
      version: '1',
      description:
        "Kobo's REST API: Paystack's paths, bodies, envelope and messages, plus Kobo's additions. Generated from the route table and each route's declared inputs. docs/api.md describes each route.",
    },
    servers: [{ url: serverUrl }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: { secretKey: { type: 'http', scheme: 'bearer', description: 'A secret key: sk_test_… acts on test data, sk_live_… on live data' } },
      responses: ERROR_REPLIES,
      schemas: {
        Envelope: {
          type: 'object',
          properties: {
            status: { type: 'boolean', const: true },
            message: { type: 'string' },
            data: {},
            meta: { type: 'object', additionalProperties: true },
          },
          required: ['status', 'message'],
        },
        PageMeta: {
          type: 'object',
          description: 'Offset paging: total, skipped, perPage, page, pageCount. Cursor paging (use_cursor=true): next, previous, perPage.',
          properties: {
            total: { type: 'integer' },
            skipped: { type: 'integer' },
            perPage: { type: 'integer' },
            page: { type: 'integer' },
            pageCount: { type: 'integer' },
            next: { type: ['string', 'null'] },
            previous: { type: ['string', 'null'] },
          },
          additionalProperties: true,
        },
        Error: {
          type: 'object',
          properties: {
            status: { type: 'boolean', const: false },
            message: { type: 'string', description: 'What went wrong; a validation message names the field. A 500 carries the request id.' },
            data: { description: 'What the error is about, where Paystack names it (the product a page could not add)' },
            meta: { type: 'object', properties: { nextStep: { type: 'string', description: 'What to do next' } }, required: ['nextStep'] },
            type: { type: 'string', enum: ['validation_error', 'api_error'] },
            code: { type: 'string', description: 'A stable error code, e.g. duplicate_reference, invalid_params, route_not_found' },
          },
          required: ['status', 'message'],
        },
        ...RECORD_SCHEMAS,
        ...bodies,
      },
    },
  };
}

describeRoutes('Kobo', {
  'GET /openapi.json': { summary: 'This document: every REST operation Kobo serves, as OpenAPI 3.1', reply: 'json' },
});

// GET /openapi.json, no key: the document of the table it is served from, built on first request
// (the table is complete by then) and kept.
export function openApiRouter(routes: () => readonly RouteEntry[], serverUrl: string): Router {
  const r = Router();
  let body: string | null = null;
  r.get('/openapi.json', (_req, res) => {
    body ??= JSON.stringify(openApiDocument(routes(), serverUrl));
    res.type('application/json').send(body);
  });
  return r;
}
