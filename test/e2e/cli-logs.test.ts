import { spawn, type ChildProcess } from 'node:child_process';
import { built, ROOT } from '../support/process';
import { gql } from '../support/graphql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor, waitForValue } from '../support/wait';

// `kobo logs` and the request log behind it: a failing request's status and masked body reach the
// developer within a second; lines are kept 24 hours on the clock and queryable.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
const procs: ChildProcess[] = [];
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Logged');
  other = await server.newIntegration('Not this one');
});
afterAll(async () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
  await server.stop();
});

interface Printed {
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  requestBody?: string | null;
  replyBody?: string | null;
  seenAt: number;
}

function startLogs(args: string[]) {
  const proc = spawn(process.execPath, [built('src/cli.ts'), 'logs', '--api', server.url, '--key', m.test.secret_key, '--json', ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(proc);
  const lines: Printed[] = [];
  const err: string[] = [];
  let pending = '';
  proc.stdout!.on('data', (c: Buffer) => {
    pending += c.toString('utf8');
    const parts = pending.split('\n');
    pending = parts.pop()!;
    for (const p of parts.filter(Boolean)) lines.push({ ...(JSON.parse(p) as Printed), seenAt: Date.now() });
  });
  proc.stderr!.on('data', (c: Buffer) => err.push(c.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, lines, err, exited };
}

it('shows a failing request’s status and masked body within a second, and only this integration’s requests', async () => {
  const cli = startLogs(['--verbose']);
  // Subscribed once a request made now shows up.
  await waitFor(
    async () => {
      await m.api.get('/customer?perPage=1');
      return cli.lines.some((l) => l.route === '/customer');
    },
    { what: 'the logs subscription', timeoutMs: 60_000, intervalMs: 300 },
  );

  await other.api.post('/charge', { email: 'other@example.com', amount: 'nope' });
  const sentAt = Date.now();
  const res = await m.api.post('/charge', {
    email: 'logs@example.com',
    amount: 'abc',
    card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2030' },
    metadata: { note: `my key is ${m.test.secret_key}` },
  });
  expect(res.status).toBe(400);
  const requestId = res.headers.get('x-request-id');
  const line = await waitForValue(() => cli.lines.find((l) => l.requestId === requestId), { what: 'the failing request in kobo logs', timeoutMs: 5000 });
  expect(line.seenAt - sentAt).toBeLessThan(1000);
  expect(line).toMatchObject({ method: 'POST', route: '/charge', status: 400 });
  expect(line.requestBody).toContain('408408******4081');
  expect(line.requestBody).not.toContain('4084084084084081');
  expect(line.requestBody).toContain('"cvv":"[masked]"');
  expect(line.requestBody).not.toContain(m.test.secret_key);
  expect(JSON.parse(line.replyBody!)).toMatchObject({ status: false, message: res.body.message });
  // Verbose: a successful request's bodies too.
  const ok = await m.api.post('/customer', { email: 'verbose@example.com' });
  const okLine = await waitForValue(() => cli.lines.find((l) => l.requestId === ok.headers.get('x-request-id')), { what: 'the successful request' });
  expect(JSON.parse(okLine.replyBody!).data.email).toBe('verbose@example.com');
  // Never another integration's (it posted to /charge too, before this one).
  const otherRequests = cli.lines.filter((l) => l.route === '/charge' && l.requestId !== requestId);
  expect(otherRequests).toEqual([]);

  // A GraphQL request is logged under its operation; one with errors keeps its bodies.
  const failedGql = await gql<any, any>(server.url, m.test.secret_key, 'mutation BadCustomer { createCustomer(input: { email: "not-an-email" }) { id } }');
  expect(failedGql.errors?.length).toBeGreaterThan(0);
  const gqlLine = await waitForValue(() => cli.lines.find((l) => l.route.startsWith('/graphql')), { what: 'the GraphQL request in kobo logs' });
  expect(gqlLine).toMatchObject({ method: 'POST', route: '/graphql BadCustomer', status: failedGql.status });
  expect(JSON.parse(gqlLine.replyBody!).errors[0].message).toBe(failedGql.errors![0]!.message);

  cli.proc.kill('SIGINT');
  expect(await cli.exited).toBe(0);
});

it('keeps lines 24 hours on the clock, queryable with filters; bodies only of failed requests', async () => {
  await m.api.get('/transaction/verify/no-such-ref');
  await m.api.get('/customer?perPage=2');
  const failed = await gql<any, any>(
    server.url,
    m.test.secret_key,
    'query { requestLogs(filter: { status: 404 }, first: 10) { nodes { id method route status ms at requestBody replyBody } } }',
  );
  expect(failed.errors).toBeUndefined();
  const nodes = failed.data.requestLogs.nodes;
  expect(nodes.length).toBeGreaterThanOrEqual(1);
  expect(nodes[0]).toMatchObject({ method: 'GET', route: '/transaction/verify/:reference', status: 404 });
  expect(JSON.parse(nodes[0].replyBody).message).toBe('Transaction reference not found');
  const list = await gql<any, any>(
    server.url,
    m.test.secret_key,
    'query { requestLogs(filter: { route: "/customer", status: 200 }, first: 5) { nodes { status requestBody replyBody } } }',
  );
  expect(list.data.requestLogs.nodes.length).toBeGreaterThan(0);
  for (const n of list.data.requestLogs.nodes) expect(n).toMatchObject({ status: 200, replyBody: null });
  // Another integration sees none of them.
  const theirs = await gql<any, any>(
    server.url,
    other.test.secret_key,
    'query { requestLogs(filter: { route: "/transaction/verify/:reference" }) { nodes { id } } }',
  );
  expect(theirs.data.requestLogs.nodes).toEqual([]);

  expect((await m.api.post('/_test/clock/advance', { seconds: 25 * 3600 })).status).toBe(200);
  await waitForValue(
    async () => {
      const rows: Array<{ n: number | string }> = await server.services.db.ds.query(
        "SELECT COUNT(*) AS n FROM request_logs WHERE integration_id = ? AND domain = 'test' AND route <> '/_test/clock/advance'",
        [m.id],
      );
      return Number(rows[0]!.n) === 0 || null;
    },
    { what: 'the sweep of lines past 24 hours', timeoutMs: 20_000 },
  );
});
