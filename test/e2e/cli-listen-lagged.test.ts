import { spawn, type ChildProcess } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { built, freePort, ROOT } from '../support/process';
import { txContext } from '../support/events';
import { waitFor } from '../support/wait';

// `kobo listen` whose process stalls (SIGSTOP) while 3,000 large events go out: the server ends its
// subscription with LAGGED rather than buffering without bound (or dying, before issue 37), and the
// listener, once it runs again, says so, subscribes again and catches up through
// GET /integration/events?after_id=: every event printed exactly once.
jest.setTimeout(300_000);

// Together far more than the loopback socket holds for a reader that is stopped (about 4 MB) plus
// the subscription's queue (1,000), and quick to record: the listener must be stopped for less
// than graphql-ws's keepalive allows (12-24 s without a pong closes the socket instead).
const EVENTS = 3000;
const FILLER = 'x'.repeat(8000);

let db: TestDatabase;
let server: NodeProcess;
let listener: ChildProcess | undefined;
const keys = fixedKeys();
const sk = keys.KOBO_DEFAULT_SECRET_KEY;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startNode({ DATABASE_URL: db.url, ...keys, PORT: String(await freePort()) });
});
afterAll(async () => {
  if (listener && listener.exitCode === null) listener.kill('SIGKILL');
  await server.stop();
  await db.drop();
});

it('catches up by id after the server ends its lagging subscription: every event printed once', async () => {
  const proc = spawn(process.execPath, [built('src/cli.ts'), 'listen', '--api', server.url, '--key', sk, '--events', 'burst.*', '--json'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  listener = proc;
  const out: string[] = [];
  const err: string[] = [];
  let partial = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop()!;
    out.push(...lines.filter(Boolean));
  });
  proc.stderr!.on('data', (chunk: Buffer) => err.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  await waitFor(() => err.some((l) => l.startsWith('kobo listen: printing')), { what: 'the listener to start', timeoutMs: 60_000 });

  const recorder = await recorderFor(db.url);
  try {
    const [{ id: integrationId }] = (await recorder.services.db.read({}, (em) =>
      em.query('SELECT integration_id AS id FROM api_keys WHERE key_value = ?', [sk]),
    )) as Array<{ id: number }>;
    const record = (from: number, count: number) =>
      recorder.services.db.run((em, afterCommit) =>
        recorder.services.events.recordMany(
          txContext(recorder.services, Number(integrationId), 'test', em, afterCommit),
          Array.from({ length: count }, (_, k) => ({
            type: 'burst.test',
            resource: `burst:${from + k}`,
            payload: { reference: `burst-${from + k}`, filler: FILLER },
          })),
        ),
      );
    // Live first: the listener prints a probe event.
    await waitFor(
      async () => {
        await record(-1, 1);
        return out.length > 0;
      },
      { what: 'the listener to print a probe', timeoutMs: 60_000, intervalMs: 500 },
    );
    const probes = out.length;

    proc.kill('SIGSTOP');
    for (let start = 0; start < EVENTS; start += 250) await record(start, 250);
    // The server dispatches them all while the listener is stopped (its queue fills, then it lags).
    await waitFor(
      async () => {
        const [{ n }] = (await recorder.services.db.read({}, (em) => em.query('SELECT COUNT(*) AS n FROM events WHERE dispatched_at IS NULL'))) as Array<{
          n: number;
        }>;
        return Number(n) === 0;
      },
      { what: 'the server to dispatch the burst', timeoutMs: 120_000 },
    );
    proc.kill('SIGCONT');

    await waitFor(() => err.some((l) => l.includes('fell behind the live stream')), { what: 'the listener to report that it lagged', timeoutMs: 120_000 });
    const printedRefs = () =>
      out
        .slice(probes)
        .map((l) => (JSON.parse(l) as { reference: string }).reference)
        .filter((r) => r !== 'burst--1');
    await waitFor(() => new Set(printedRefs()).size >= EVENTS, { what: 'every burst event printed', timeoutMs: 180_000 });
    // A little longer: nothing is printed twice.
    await new Promise((r) => setTimeout(r, 2500));
    const refs = printedRefs();
    expect(refs).toHaveLength(EVENTS);
    expect(new Set(refs).size).toBe(EVENTS);
    expect(err.some((l) => l.includes('connection lost'))).toBe(false);
  } finally {
    await recorder.close();
  }
  proc.kill('SIGINT');
  expect(await exited).toBe(0);
});
