import { Counter, Histogram, Registry } from 'prom-client';
import { Metrics } from '../../src/ops/metrics';

// The request metrics are counted without prom-client's per-call label hashing; a scrape must still
// read exactly what prom-client's own Counter and Histogram would have written.
it('exposes the request counter and latency histogram as prom-client writes them', async () => {
  const ours = new Metrics(() => null);
  const reference = new Registry();
  const counter = new Counter({
    name: 'kobo_http_requests_total',
    help: 'HTTP requests by route (and GraphQL operation) and status',
    labelNames: ['method', 'route', 'operation', 'status'],
    registers: [reference],
  });
  const histogram = new Histogram({
    name: 'kobo_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['method', 'route', 'operation'],
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [reference],
  });
  const child = ours.latency.labels({ method: 'GET', route: '/customer' });
  const hits = ours.requests.labels({ method: 'GET', route: '/customer', status: '200' });
  for (const seconds of [0.001, 0.002, 0.004, 0.03, 0.7, 9]) {
    child.observe(seconds);
    hits.inc();
    histogram.observe({ method: 'GET', route: '/customer' }, seconds);
    counter.inc({ method: 'GET', route: '/customer', status: '200' });
  }
  ours.requests.inc({ method: 'POST', route: '/graphql', operation: 'CreateCustomer', status: '200' });
  counter.inc({ method: 'POST', route: '/graphql', operation: 'CreateCustomer', status: '200' });
  ours.latency.observe({ method: 'POST', route: '/graphql', operation: 'CreateCustomer' }, 0.02);
  histogram.observe({ method: 'POST', route: '/graphql', operation: 'CreateCustomer' }, 0.02);

  const text = await ours.registry.metrics();
  for (const name of ['kobo_http_requests_total', 'kobo_http_request_duration_seconds']) {
    expect(section(text, name)).toBe(await reference.getSingleMetricAsString(name));
  }
});

// One metric's lines (HELP, TYPE and its samples) out of a whole scrape.
function section(text: string, name: string): string {
  return text
    .split('\n\n')
    .find((block) => block.startsWith(`# HELP ${name} `))!
    .trim();
}
