import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../support/build';
import { startServer, type TestServer } from '../support/server';
import { describedKeys, describedOperation, type Operation } from '../../src/rest/operations';

// GET /openapi.json is generated from the route table and each route's declared inputs
// (src/rest/operations.ts): it covers exactly the routes served, passes a standard OpenAPI 3.1
// validator, and an off-the-shelf generator (openapi-typescript for the types, openapi-fetch as
// the client) makes from it a client that type-checks and calls Kobo.
jest.setTimeout(120_000);
const run = promisify(execFile);

type Doc = {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security: unknown[]; parameters?: Array<{ name: string; in: string }>; requestBody?: unknown; responses: Record<string, unknown> }>
  >;
  components: Record<string, Record<string, unknown>>;
};

let server: TestServer;
let doc: Doc;
beforeAll(async () => {
  server = await startServer();
  const res = await fetch(`${server.url}/openapi.json`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  doc = (await res.json()) as Doc;
});
afterAll(() => server.stop());

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

describe('GET /openapi.json', () => {
  it('has every route described beside its router (describeRoutes in src/rest/operations.ts)', () => {
    expect(server.app.routes.entries.filter((e) => !describedOperation(e.method, e.path)).map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('needs no key and lists every method and path of the route table, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const served = server.app.routes.entries.map((e) => `${e.method} ${e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`).sort();
    const documented = Object.entries(doc.paths)
      .flatMap(([p, ops]) =>
        Object.keys(ops)
          .filter((m) => METHODS.includes(m))
          .map((m) => `${m.toUpperCase()} ${p}`),
      )
      .sort();
    expect(served.length).toBeGreaterThan(150);
    expect(documented).toEqual(served);
    // No description is left over from a route that is gone.
    const keys = new Set(server.app.routes.entries.map((e) => `${e.method} ${e.path}`));
    expect(describedKeys().filter((k) => !keys.has(k))).toEqual([]);
  });

  it('asks for the secret key exactly where the route table does, and declares the envelope and error replies', () => {
    for (const e of server.app.routes.entries) {
      const op = doc.paths[e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]![e.method.toLowerCase()]!;
      expect({ route: `${e.method} ${e.path}`, security: op.security }).toEqual({
        route: `${e.method} ${e.path}`,
        security: e.access === 'secret' ? [{ secretKey: [] }] : [],
      });
      expect(op.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
      expect(op.responses.default).toEqual({ $ref: '#/components/responses/OtherError' });
      for (const name of e.path.match(/:[A-Za-z0-9_]+/g) ?? [])
        expect(op.parameters).toContainEqual(expect.objectContaining({ name: name.slice(1), in: 'path', required: true }));
    }
    for (const reply of Object.values(doc.components.responses!))
      expect(reply).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } });
    expect(doc.components.securitySchemes).toEqual({ secretKey: expect.objectContaining({ type: 'http', scheme: 'bearer' }) });
    const init = doc.paths['/transaction/initialize']!.post!;
    expect(init.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data: { type: 'object' } } }] } } },
    });
    expect(init.requestBody).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/post_transaction_initialize_body' } } } });
    const initBody = doc.components.schemas!.post_transaction_initialize_body as { required?: string[] };
    expect(initBody).toMatchObject({ type: 'object', properties: { amount: { type: 'integer' }, email: { type: 'string' } } });
    expect([...(initBody.required ?? [])].sort()).toEqual(['amount', 'email']);
    expect(init.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    const list = doc.paths['/customer']!.get!;
    expect(list.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(['email', 'from', 'to', 'page', 'perPage', 'use_cursor', 'next']));
    expect(doc.components.schemas!.Error).toMatchObject({
      properties: { status: { const: false }, message: { type: 'string' }, type: {}, code: {} },
      required: ['status', 'message'],
    });
  });

  it('declares every field a route reads, in its handler or in the helpers of its file', () => {
    // A field added to a handler (or to a helper such as filterOf) without its declaration fails.
    // Helpers are found by name in the route's own source file: the top-level functions and the
    // `const name = (input…) => …` arrows inside the router.
    const READS = /\binput\.(?:string|nullableString|requiredString|int|requiredInt|amount|number|bool|date|json|intArray|stringArray)\('(\w+)'/g;
    const PAGING = new Set(['page', 'perPage', 'per_page', 'use_cursor', 'next', 'previous']);
    const files = fs
      .readdirSync(path.join(ROOT, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.(rest|web)\.ts$/.test(f))
      .map((f) => fs.readFileSync(path.join(ROOT, 'src', f), 'utf8'));
    const helpersOf = (source: string) => {
      const found = new Map<string, string>();
      for (const m of source.matchAll(/^(?:export )?function (\w+)\([^]*?\n\}/gm)) found.set(m[1]!, m[0]);
      for (const m of source.matchAll(/^( +)const (\w+) = \((?:input|i)\b[^]*?\n\1\}\)?;/gm)) found.set(m[2]!, m[0]);
      return found;
    };
    const expand = (text: string, helpers: Map<string, string>, seen = new Set<string>()): string => {
      let out = text;
      for (const [, name] of text.matchAll(/\b(\w+)\)?\(/g)) {
        const body = helpers.get(name!);
        if (!body || seen.has(name!)) continue;
        seen.add(name!);
        out += `\n${expand(body, helpers, seen)}`;
      }
      return out;
    };
    const undeclared: string[] = [];
    let reads = 0;
    for (const e of server.app.routes.entries) {
      const op: Operation = describedOperation(e.method, e.path) ?? { summary: '' };
      const fields = Object.entries({ ...op.query, ...op.body, ...op.bodyArray });
      // Fields of nested objects (a batch's items) count too.
      const declared = new Set([...fields.map(([name]) => name), ...fields.flatMap(([, field]) => Object.keys(field.fields ?? {}))]);
      const own = e.handlers.map((h) => h.toString()).join('\n');
      const file = files.find((source) => source.includes(`'${e.method} ${e.path}'`)) ?? '';
      for (const m of expand(own, helpersOf(file)).matchAll(READS)) {
        reads++;
        if (!declared.has(m[1]!) && !(op.paged && PAGING.has(m[1]!))) undeclared.push(`${e.method} ${e.path}: ${m[1]}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(reads).toBeGreaterThan(200);
  });

  it("describes each JSON reply's data field by field, from the presenters' types kept up to date", async () => {
    // src/rest/reply-schemas.generated.ts is emitted from the handlers and presenters (npm run
    // openapi:emit); a presenter changed without emitting it again fails here. `npm run typecheck`
    // runs the same check: .ci/run, having run it, says so (KOBO_REPLY_SCHEMAS_CHECKED=1), and its
    // ~10 s of CPU are not spent twice.
    if (process.env.KOBO_REPLY_SCHEMAS_CHECKED !== '1')
      await run(process.execPath, [path.join(ROOT, 'node_modules', 'ts-node', 'dist', 'bin.js'), 'scripts/emit-reply-schemas.ts', '--check'], {
        cwd: ROOT,
      }).catch((err: { stderr: string }) => {
        throw new Error(err.stderr);
      });
    // Every envelope reply says what its data is (or that it has none): no generic object left.
    const generic: string[] = [];
    for (const e of server.app.routes.entries) {
      const op = doc.paths[e.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]![e.method.toLowerCase()]!;
      const text = JSON.stringify(Object.entries(op.responses).filter(([status]) => status.startsWith('2')));
      if (text.includes('"items":{"type":"object","additionalProperties":true}') || text.includes('"data":{"type":"object","additionalProperties":true}'))
        generic.push(`${e.method} ${e.path}`);
    }
    expect(generic).toEqual([]);
    const transfer = doc.paths['/transfer/{ref}']!.get!.responses['200'] as {
      content: { 'application/json': { schema: { allOf: Array<{ properties?: { data?: unknown } }> } } };
    };
    expect(transfer.content['application/json'].schema.allOf[1]!.properties!.data).toEqual({ $ref: '#/components/schemas/Transfer' });
    expect(doc.components.schemas!.Transfer).toMatchObject({
      type: 'object',
      properties: { transfer_code: { type: 'string' }, amount: { type: 'number' }, request: { type: 'number' }, session: { type: 'object' } },
      additionalProperties: false,
    });
    // A reply without data is the bare envelope; a created record answers 201.
    expect(doc.paths['/transfer/enable_otp']!.post!.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
    });
    expect(Object.keys(doc.paths['/product']!.post!.responses)).toContain('201');
  });

  it('validates as OpenAPI 3.1 with a standard validator', async () => {
    // The validator is an ES module; a child node loads it as the package intends.
    const script = `import { Validator } from '@seriousme/openapi-schema-validator';
      const v = new Validator(); const r = await v.validate(await (await fetch(process.argv[1])).json());
      console.log(JSON.stringify({ valid: r.valid, version: v.version, errors: r.errors }));`;
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, `${server.url}/openapi.json`], { cwd: ROOT, maxBuffer: 16 << 20 });
    expect(JSON.parse(stdout)).toEqual({ valid: true, version: '3.1' });
  });

  it('generates a typed client (openapi-typescript + openapi-fetch) that calls Kobo', async () => {
    const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache-kobo-openapi-'));
    try {
      // The generator reads the served document over HTTP, as a merchant's build would.
      await run(
        process.execPath,
        [path.join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'), `${server.url}/openapi.json`, '-o', path.join(dir, 'kobo.d.ts')],
        { cwd: ROOT },
      );
      fs.writeFileSync(
        path.join(dir, 'client.cts'),
        `import createClient from 'openapi-fetch';
import type { paths } from './kobo';

const kobo = createClient<paths>({ baseUrl: process.env.KOBO_URL!, headers: { Authorization: \`Bearer \${process.env.KOBO_KEY}\` } });

// Never called: the generated types refuse what the document does not allow.
export function refused() {
  // @ts-expect-error email is required
  void kobo.POST('/customer', { body: { first_name: 'Ada' } });
  // @ts-expect-error amount is an integer, not a string
  void kobo.POST('/transaction/initialize', { body: { email: 'a@example.com', amount: 'lots' } });
  // @ts-expect-error no such path
  void kobo.GET('/no/such/path');
}

async function main() {
  const created = await kobo.POST('/customer', { body: { email: 'openapi@example.com', first_name: 'Ada', metadata: { via: 'openapi-fetch' } } });
  if (!created.data) throw new Error(JSON.stringify(created.error));
  const code: string = created.data.data.customer_code;
  const fetched = await kobo.GET('/customer/{ref}', { params: { path: { ref: code } } });
  const init = await kobo.POST('/transaction/initialize', { body: { email: 'openapi@example.com', amount: 25000, currency: 'NGN' }, params: { header: { 'Idempotency-Key': 'openapi-1' } } });
  const missing = await kobo.GET('/transaction/verify/{reference}', { params: { path: { reference: 'no-such-reference' } } });
  console.log(JSON.stringify({
    created: created.data.message,
    code,
    fetched: fetched.data && { message: fetched.data.message, email: fetched.data.data.email },
    init: init.data && { status: init.data.status, message: init.data.message, data: init.data.data },
    missing: { status: missing.response.status, error: missing.error },
  }));
}
main().catch((err) => { console.error(err); process.exit(1); });
`,
      );
      // Type-checks the client against the generated types: a path, parameter or body field the
      // document lacks fails here.
      await run(
        process.execPath,
        [
          path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
          '--strict',
          '--module',
          'node16',
          '--moduleResolution',
          'node16',
          '--target',
          'es2022',
          '--skipLibCheck',
          '--outDir',
          dir,
          path.join(dir, 'client.cts'),
        ],
        { cwd: dir },
      ).catch((err: { stdout: string }) => {
        throw new Error(`the generated client does not type-check:\n${err.stdout}`);
      });
      const integration = await server.newIntegration('OpenAPI client');
      const { stdout } = await run(process.execPath, [path.join(dir, 'client.cjs')], {
        cwd: dir,
        env: { ...process.env, KOBO_URL: server.url, KOBO_KEY: integration.test.secret_key },
      });
      const out = JSON.parse(stdout);
      expect(out).toMatchObject({
        created: 'Customer created',
        code: expect.stringMatching(/^CUS_/),
        fetched: { message: 'Customer retrieved', email: 'openapi@example.com' },
        init: {
          status: true,
          message: 'Authorization URL created',
          data: { authorization_url: expect.stringContaining('/checkout/'), access_code: expect.any(String), reference: expect.any(String) },
        },
        missing: { status: 404, error: { status: false, message: expect.any(String) } },
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
