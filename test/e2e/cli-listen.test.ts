import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { built, freePort, ROOT } from '../support/process';
import { startReceiver, type Receiver } from '../support/receiver';
import { CARDS } from '../support/payments';
import { waitFor } from '../support/wait';

// `kobo listen` against a second Kobo process: events forwarded as signed webhooks, the server
// killed and restarted mid-stream, every event delivered exactly once.
jest.setTimeout(300_000);

let db: TestDatabase;
const nodes: NodeProcess[] = [];
const receivers: Receiver[] = [];
const listeners: ChildProcess[] = [];
const keys = fixedKeys();
const sk = keys.KOBO_DEFAULT_SECRET_KEY;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const l of listeners) if (l.exitCode === null) l.kill('SIGKILL');
  await Promise.all(nodes.map((n) => n.stop()));
  await Promise.all(receivers.map((r) => r.close()));
  await db.drop();
});

async function node(port: number): Promise<NodeProcess> {
  const n = await startNode({ DATABASE_URL: db.url, ...keys, PORT: String(port) });
  nodes.push(n);
  return n;
}

interface Listener {
  proc: ChildProcess;
  out: string[];
  err: string[];
  exited: Promise<number | null>;
}

async function startListener(api: string, args: string[]): Promise<Listener> {
  const proc = spawn(process.execPath, [built('src/cli.ts'), 'listen', '--api', api, '--key', sk, ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  listeners.push(proc);
  const out: string[] = [];
  const err: string[] = [];
  const lines = (into: string[]) => (chunk: Buffer) => into.push(...chunk.toString('utf8').split('\n').filter(Boolean));
  proc.stdout!.on('data', lines(out));
  proc.stderr!.on('data', lines(err));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  await waitFor(() => err.some((l) => l.startsWith('kobo listen: forwarding')), { what: 'the listener to start', timeoutMs: 60_000 });
  return { proc, out, err, exited };
}

const charge = (api: Api, reference: string) => api.post('/charge', { email: 'listen@example.com', amount: 10000, card: CARDS.success, reference });
const signed = (raw: string, signature: unknown) => createHmac('sha512', sk).update(raw).digest('hex') === signature;

it('forwards 100 events with valid signatures, exactly once, across a kill -9 and restart of the server', async () => {
  const port = await freePort();
  let server = await node(port);
  const api = new Api(server.url, sk);
  // An event from before the listener started is not forwarded.
  expect((await charge(api, 'listen-before')).body.data.status).toBe('success');

  const receiver = await startReceiver();
  receivers.push(receiver);
  const listener = await startListener(server.url, ['--forward-to', `${receiver.url}/webhook`, '--events', 'charge.success', '--json']);
  expect((await charge(api, 'listen-probe')).status).toBe(200);
  await waitFor(() => receiver.received.some((r) => r.body.data.reference === 'listen-probe'), {
    what: 'the first event through the listener',
    timeoutMs: 30_000,
  });

  const refs = Array.from({ length: 100 }, (_, i) => `listen-${i}`);
  for (const ref of refs.slice(0, 40)) expect((await charge(api, ref)).status).toBe(200);
  await server.kill9();
  // The listener notices and keeps trying while the server is down.
  await waitFor(() => listener.err.some((l) => l.includes('connection lost')), { what: 'the listener to see the connection drop', timeoutMs: 30_000 });
  server = await node(port);
  const api2 = new Api(server.url, sk);
  // Charges made right after the restart: some before the listener is back, some after.
  for (const ref of refs.slice(40)) expect((await charge(api2, ref)).status).toBe(200);

  await waitFor(() => refs.every((ref) => receiver.received.some((r) => r.body.data.reference === ref)), {
    what: 'all 100 events at the local URL',
    timeoutMs: 60_000,
  });
  // A little longer: nothing arrives twice.
  await new Promise((r) => setTimeout(r, 2500));
  const ours = receiver.received.filter((r) => String(r.body.data.reference).startsWith('listen-') && r.body.data.reference !== 'listen-probe');
  expect(ours.map((r) => r.body.data.reference).sort()).toEqual([...refs].sort());
  expect(receiver.received.some((r) => r.body.data.reference === 'listen-before')).toBe(false);
  for (const r of ours) {
    expect(r.body.event).toBe('charge.success');
    expect(signed(r.raw, r.headers['x-paystack-signature'])).toBe(true);
    expect(r.headers['content-type']).toBe('application/json');
    expect(r.headers['user-agent']).toBe('Kobo-Webhooks/1');
  }
  // One JSON line per forwarded event, with the local reply's status.
  const printed = listener.out.map((l) => JSON.parse(l) as { event: string; reference: string; status: number; ms: number });
  expect(printed.filter((p) => refs.includes(p.reference))).toHaveLength(100);
  expect(printed.every((p) => p.status === 200 && typeof p.ms === 'number')).toBe(true);

  // Ctrl-C: a clean exit.
  listener.proc.kill('SIGINT');
  expect(await listener.exited).toBe(0);
});

it('reports a local endpoint that answers 500 and does not retry it', async () => {
  const server = nodes[nodes.length - 1]!;
  const api = new Api(server.url, sk);
  const failing = await startReceiver(() => ({ status: 500, body: 'boom' }));
  receivers.push(failing);
  const listener = await startListener(server.url, ['--forward-to', failing.url]);
  expect((await charge(api, 'fail-probe')).status).toBe(200);
  await waitFor(() => failing.received.length > 0, { what: 'an event at the failing endpoint', timeoutMs: 30_000 });
  for (let i = 0; i < 3; i++) await charge(api, `fail-${i}`);
  await waitFor(() => [0, 1, 2].every((i) => failing.received.some((r) => r.body.data.reference === `fail-${i}`)), {
    what: 'the three events',
    timeoutMs: 30_000,
  });
  await new Promise((r) => setTimeout(r, 2500));
  for (let i = 0; i < 3; i++) expect(failing.received.filter((r) => r.body.data.reference === `fail-${i}`)).toHaveLength(1);
  expect(listener.out.filter((l) => / fail-\d /.test(l) && l.includes('-> 500'))).toHaveLength(3);
  listener.proc.kill('SIGINT');
  expect(await listener.exited).toBe(0);
});

it('--print-secret prints what a handler needs to check signatures; bad options are usage errors', async () => {
  const run = (args: string[]) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const p = spawn(process.execPath, [built('src/cli.ts'), ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      let err = '';
      p.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      p.stderr!.on('data', (c: Buffer) => (err += c.toString()));
      p.once('exit', (code) => resolve({ code, out, err }));
    });
  const secret = await run(['listen', '--key', sk, '--print-secret', '--json']);
  expect(secret.code).toBe(0);
  expect(JSON.parse(secret.out)).toMatchObject({ signing_secret: sk, header: 'x-paystack-signature' });
  expect((await run(['listen', '--key', 'pk_test_nope'])).code).toBe(2);
  expect((await run(['listen', '--key', sk, '--forward-to', 'ftp://x'])).code).toBe(2);
  const help = await run(['--help']);
  expect(help.out).toContain('listen [--api URL]');
});
