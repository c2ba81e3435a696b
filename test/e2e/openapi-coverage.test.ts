import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Every operation of Paystack's OpenAPI document is served: each (method, path) is called with a
// secret test key, path parameters filled with dummy values, and no reply may be the notFound
// handler's `Route <METHOD> <path> not found` (src/rest/errors.ts). Any other answer (a 4xx for the
// dummy values, a resource's own 404) shows that a route exists. The fixture is generated from the
// reference document by `node scripts/openapi-operations.js`.
const OPERATIONS: Array<{ method: string; path: string }> = require('../fixtures/paystack/openapi-operations.json');

// A dummy value per path parameter, so the path is a concrete one.
function concrete(path: string): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => (/(^id$|_id$)/.test(name) ? '123456' : `dummy_${name}`));
}

let server: TestServer;
let m: TestIntegration;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('OpenAPI walk');
});
afterAll(() => server.stop());

describe('the OpenAPI document', () => {
  it('has its operations in the fixture', () => {
    expect(OPERATIONS.length).toBeGreaterThan(150);
    for (const op of OPERATIONS) expect(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).toContain(op.method);
  });

  it.each(OPERATIONS.map((op) => [op.method, op.path] as const))('%s %s is served', async (method, path) => {
    const res = await m.api.request(method, concrete(path), method === 'GET' || method === 'DELETE' ? undefined : {});
    const message = typeof res.body === 'object' && res.body ? String((res.body as { message?: unknown }).message ?? '') : '';
    expect(message).not.toMatch(/^Route \S+ \S+ not found$/);
    expect(res.status).toBeLessThan(500);
  });
});
