import { startServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('operations endpoints', () => {
  it('reports the database as up', async () => {
    const res = await server.api().get('/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, data: { database: 'up' } });
  });

  it('serves Prometheus metrics that count requests by route and status', async () => {
    const m = await server.newIntegration();
    await m.api.get('/customer');
    const res = await server.api().get('/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    expect(res.text).toMatch(/kobo_http_requests_total\{method="GET",route="\/customer",status="200"\} 1/);
    expect(res.text).toContain('kobo_http_request_duration_seconds_bucket');
    expect(res.text).toMatch(/kobo_db_pool_total/);
    // Kobo's own retries of collided work, apart from a cluster's conflict counters (bench/galera.bench.ts).
    expect(res.text).toMatch(/^kobo_db_transaction_retries_total \d+$/m);
    expect(res.text).toMatch(/^kobo_due_work_claim_conflicts_total \d+$/m);
    // Running totals: counters, which rate() reads.
    for (const name of ['kobo_db_transaction_retries_total', 'kobo_due_work_claim_conflicts_total']) expect(res.text).toContain(`# TYPE ${name} counter`);
  });

  it('stamps every response with a request id, keeping a sane incoming one', async () => {
    const generated = await server.api().get('/health');
    expect(generated.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await server.api().get('/health', { headers: { 'x-request-id': 'trace-123' } });
    expect(kept.headers.get('x-request-id')).toBe('trace-123');
    const replaced = await server.api().get('/health', { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(replaced.headers.get('x-request-id')).not.toBe('bad id with spaces');
  });

  it('answers unknown routes with a 404 envelope', async () => {
    const m = await server.newIntegration();
    const res = await m.api.get('/no/such/route');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false, code: 'route_not_found' });
  });
});
