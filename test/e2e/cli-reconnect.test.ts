import { spawn, type ChildProcess } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { CARDS } from '../support/payments';
import { built, freePort, ROOT } from '../support/process';
import { waitFor } from '../support/wait';

// `kobo listen` and `kobo logs` (the real CLI) while the server they watch is stopped and started
// again, gracefully and with kill -9: each says once, in one line, that the connection was lost and
// why, stays quiet while the server is down, and carries on when it is back. No object dumps.
jest.setTimeout(300_000);

let db: TestDatabase;
let server: NodeProcess | undefined;
const procs: ChildProcess[] = [];
const keys = fixedKeys();
const sk = keys.KOBO_DEFAULT_SECRET_KEY;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const p of procs) if (p.exitCode === null) p.kill('SIGKILL');
  await server?.stop();
  await db.drop();
});

interface Cli {
  proc: ChildProcess;
  out: string[];
  err: string[];
  exited: Promise<number | null>;
}

function cli(command: 'listen' | 'logs', api: string): Cli {
  const proc = spawn(process.execPath, [built('src/cli.ts'), command, '--api', api, '--key', sk, '--json'], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  procs.push(proc);
  const out: string[] = [];
  const err: string[] = [];
  const lines = (into: string[]) => {
    let pending = '';
    return (chunk: Buffer) => {
      pending += chunk.toString('utf8');
      const parts = pending.split('\n');
      pending = parts.pop()!;
      into.push(...parts);
    };
  };
  proc.stdout!.on('data', lines(out));
  proc.stderr!.on('data', lines(err));
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  return { proc, out, err, exited };
}

const LOST = /^kobo (listen|logs): connection lost \((server closed the connection: code \d{4}(, [\w ]+)?|cannot connect: [^()]+)\); reconnecting…$/;

it('a server restart (SIGTERM, then kill -9) costs one clear line each time, and both commands carry on', async () => {
  const port = await freePort();
  const start = async () => {
    server = await startNode({ DATABASE_URL: db.url, ...keys, PORT: String(port) });
    return new Api(server.url, sk);
  };
  let api = await start();
  const url = server!.url;
  const listen = cli('listen', url);
  const logs = cli('logs', url);

  // Both are live once a charge made now reaches them: listen prints its event, logs its request.
  let n = 0;
  const throughBoth = async () => {
    const reference = `reconnect-${++n}`;
    await waitFor(
      async () => {
        const paid = await api.post('/charge', { email: 'cli@example.com', amount: 10000, card: CARDS.success, reference: `${reference}-${Date.now()}` });
        expect(paid.status).toBe(200);
        const ref: string = paid.body.data.reference;
        const both = () => listen.out.some((l) => l.includes(ref)) && logs.out.some((l) => (JSON.parse(l) as { route: string }).route === '/charge');
        // Not yet subscribed again: the next charge tries once more.
        await waitFor(both, { timeoutMs: 3000 }).catch(() => undefined);
        return both();
      },
      { what: `${reference} through listen and logs`, timeoutMs: 60_000 },
    );
    listen.out.splice(0);
    logs.out.splice(0);
  };
  await throughBoth();

  for (const stop of ['SIGTERM', 'SIGKILL'] as const) {
    const lostBefore = [listen, logs].map((c) => c.err.filter((l) => l.includes('connection lost')).length);
    if (stop === 'SIGTERM') await server!.stop();
    else await server!.kill9();
    await waitFor(() => [listen, logs].every((c, i) => c.err.filter((l) => l.includes('connection lost')).length > lostBefore[i]!), {
      what: 'both to see the connection drop',
      timeoutMs: 30_000,
    });
    // Down a while: the failed attempts meanwhile print nothing.
    await new Promise((r) => setTimeout(r, 1500));
    api = await start();
    await throughBoth();
  }

  for (const [c, name] of [
    [listen, 'listen'],
    [logs, 'logs'],
  ] as const) {
    // The start line, then exactly one line per lost connection.
    expect({ name, head: c.err[0] }).toEqual({ name, head: expect.stringMatching(new RegExp(`^kobo ${name}: .*\\(Ctrl-C to stop\\)$`)) });
    const rest = c.err.slice(1);
    expect({ name, rest }).toEqual({ name, rest: [expect.stringMatching(LOST), expect.stringMatching(LOST)] });
    c.proc.kill('SIGINT');
    expect(await c.exited).toBe(0);
  }
});

it('listen against a server that is not there says so in one line and exits 1', async () => {
  const port = await freePort();
  const c = cli('listen', `http://127.0.0.1:${port}`);
  expect(await c.exited).toBe(1);
  expect(c.err).toEqual([`kobo listen: cannot start on http://127.0.0.1:${port} (fetch failed: connect ECONNREFUSED 127.0.0.1:${port})`]);
});
