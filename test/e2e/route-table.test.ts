import type { Router } from 'express';
import { moduleParts } from '../../src/modules';
import { opsRouter } from '../../src/ops/ops.rest';
import { Metrics } from '../../src/ops/metrics';
import { frontRouter } from '../../src/web/front.web';
import { openApiRouter } from '../../src/rest/openapi';
import { startServer, type TestServer } from '../support/server';

// The route table (src/rest/route-table.ts) replaced express's walk over every module router. This
// asks express's own matcher (each route layer's `match`, with the router's options) which route it
// would have run for a path, first registered first, and checks the table answers the same route
// with the same parameters, for every route and for each parameter filled with every static word
// that other routes have at that position (where a static route and a parameter could compete).
interface ExpressRouteLayer {
  route: { path: string; _handlesMethod(method: string): boolean };
  match(path: string): { params: Record<string, string> } | false;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

function layersInExpressOrder(): ExpressRouteLayer[] {
  const parts = moduleParts(server.services);
  const routers: Router[] = [
    opsRouter(server.services.db, new Metrics(() => null)),
    frontRouter(server.services.config.publicUrl),
    openApiRouter(() => [], ''),
    ...parts.publicRoutes(),
    ...parts.routes(),
  ];
  return routers.flatMap((r) => (r as unknown as { stack: ExpressRouteLayer[] }).stack);
}

function expressAnswer(layers: ExpressRouteLayer[], method: string, path: string): { path: string; params: Record<string, string> } | null {
  for (const layer of layers) {
    const match = layer.match(path);
    if (!match || !layer.route._handlesMethod(method)) continue;
    return { path: layer.route.path, params: { ...match.params } };
  }
  return null;
}

describe('the route table answers as express did', () => {
  it('for every route, and for parameters that look like the static segments of other routes', () => {
    const layers = layersInExpressOrder();
    const entries = server.app.routes.entries;
    expect(entries.length).toBeGreaterThan(100);
    const staticAt = new Map<number, Set<string>>();
    for (const e of entries) e.path.split('/').forEach((s, i) => s && !s.startsWith(':') && (staticAt.get(i) ?? staticAt.set(i, new Set()).get(i)!).add(s));
    const mismatches: string[] = [];
    let checked = 0;
    for (const e of entries) {
      const segments = e.path.split('/');
      const samples = new Set([segments.map((s) => (s.startsWith(':') ? 'Abc%20123' : s)).join('/')]);
      segments.forEach((s, i) => {
        if (!s.startsWith(':')) return;
        for (const word of staticAt.get(i) ?? []) samples.add(segments.map((x, j) => (j === i ? word : x.startsWith(':') ? 'v1' : x)).join('/'));
      });
      for (const sample of samples) {
        for (const path of [sample, `${sample}/`, sample.toUpperCase()]) {
          for (const method of [e.method, 'HEAD']) {
            const want = expressAnswer(layers, method, path);
            const got = server.app.routes.lookup(method, path);
            checked++;
            const a = want ? `${want.path} ${JSON.stringify(want.params)}` : 'none';
            const b = got ? `${got.route.path} ${JSON.stringify(got.params)}` : 'none';
            if (a !== b) mismatches.push(`${method} ${path}: express ${a}, table ${b}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(mismatches).toEqual([]);
  });

  it('serves a route found in the table with express request and reply objects, and unknown paths as before', async () => {
    const m = await server.newIntegration('Routed');
    const created = await m.api.post('/customer', { email: 'routed@example.com' });
    expect(created.status).toBe(200);
    // Case and a trailing slash as express allowed them; the parameter decoded.
    const fetched = await m.api.get('/CUSTOMER/routed%40example.com/');
    expect(fetched.body.data.email).toBe('routed@example.com');
    expect(fetched.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await m.api.get('/no/such/route')).body).toMatchObject({ status: false, message: 'Route GET /no/such/route not found' });
    expect((await server.api().get('/no/such/route')).status).toBe(401);
    expect((await server.api().get('/customer')).status).toBe(401);
    const head = await fetch(`${server.url}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
  });
});
