import { spawn, type ChildProcess } from 'node:child_process';
import { WEBHOOK_EVENTS } from '../../src/events/catalog';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { built, ROOT } from '../support/process';
import { waitFor } from '../support/wait';

// `kobo trigger <event>` against a Kobo server process, as a developer runs it against a remote Kobo:
// the CLI gets the URL and a test secret key and nothing else (no database in its environment). Every
// event it fires is seen by `kobo listen --json`, another process on the same URL and key.
jest.setTimeout(600_000);

// Catalog events nothing in Kobo records yet: `--list` names them with the reason, and triggering one
// says so (exit 1). A new entry here is a deliberate choice, not an event left without a recipe.
const UNAVAILABLE = [
  'create.subscription',
  'subscription.expiring_cards',
  'bank.transfer.rejected',
  'preauthorization.reserve.success',
  'preauthorization.capture.success',
  'preauthorization.capture.failed',
  'preauthorization.release.success',
  'preauthorization.release.failed',
];

let db: TestDatabase;
let server: NodeProcess;
let listener: ChildProcess | undefined;
const keys = fixedKeys();
const sk = keys.KOBO_DEFAULT_SECRET_KEY;

// The CLI's environment without anything that names a database or a key: only the flags reach it.
const cleanEnv = () => Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|KOBO_|TEST_)/.test(k)));

function run(args: string[], timeoutMs = 120_000): Promise<{ code: number | null; out: string; err: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [built('src/cli.ts'), ...args], { cwd: ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    const timer = setTimeout(() => p.kill('SIGKILL'), timeoutMs);
    p.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    p.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    p.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, out, err });
    });
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startNode({ DATABASE_URL: db.url, ...keys });
});
afterAll(async () => {
  if (listener && listener.exitCode === null) listener.kill('SIGKILL');
  await server?.stop();
  await db?.drop();
});

it('--list covers exactly the webhook catalog, one line each', async () => {
  const list = await run(['trigger', '--list', '--json']);
  expect(list.code).toBe(0);
  const recipes = JSON.parse(list.out) as Array<{ event: string; does: string; available: boolean; reason?: string }>;
  expect(recipes.map((r) => r.event).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  expect(recipes.filter((r) => !r.available).map((r) => r.event).sort()).toEqual([...UNAVAILABLE].sort());
  for (const r of recipes) expect(r.does.length).toBeGreaterThan(10);
  const text = await run(['trigger', '--list']);
  expect(text.out.trim().split('\n')).toHaveLength(WEBHOOK_EVENTS.size);
  expect(text.out).toMatch(/^charge\.success +charges the success test card/m);
});

it('fires every event of the catalog through the public API, each seen by kobo listen', async () => {
  // The listener prints every webhook event as a JSON line (no --forward-to).
  listener = spawn(process.execPath, [built('src/cli.ts'), 'listen', '--api', server.url, '--key', sk, '--json'], { cwd: ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  const seen: Array<{ id: number; event: string }> = [];
  const listenErr: string[] = [];
  let partial = '';
  listener.stdout!.on('data', (c: Buffer) => {
    const lines = (partial + c.toString()).split('\n');
    partial = lines.pop()!;
    for (const l of lines.filter(Boolean)) seen.push(JSON.parse(l));
  });
  listener.stderr!.on('data', (c: Buffer) => listenErr.push(c.toString()));
  await waitFor(() => listenErr.join('').includes('kobo listen: printing'), { what: 'the listener to start', timeoutMs: 60_000 });

  const fired: Array<{ event: string; event_id: number; made: Array<{ kind: string; id: string }> }> = [];
  const available = [...WEBHOOK_EVENTS].filter((e) => !UNAVAILABLE.includes(e));
  // One server, one after another: recipes that move the test clock do not race each other.
  for (const event of available) {
    const res = await run(['trigger', event, '--api', server.url, '--key', sk, '--json']);
    if (res.code !== 0) throw new Error(`kobo trigger ${event} exited ${res.code}: ${res.err}${res.out}`);
    // --json: one document on stdout, and no progress lines.
    expect(res.err).toBe('');
    const out = JSON.parse(res.out);
    expect(out.event).toBe(event);
    expect(out.made.length).toBeGreaterThan(0);
    fired.push(out);
  }
  await waitFor(() => fired.every((f) => seen.some((s) => s.id === f.event_id)), {
    what: `the listener to print every triggered event (missing: ${fired.filter((f) => !seen.some((s) => s.id === f.event_id)).map((f) => f.event)})`,
    timeoutMs: 60_000,
  });
  for (const f of fired) expect(seen.find((s) => s.id === f.event_id)!.event).toBe(f.event);
  expect(new Set(fired.map((f) => f.event))).toEqual(new Set(available));
  listener.kill('SIGINT');
});

it('shows its progress on stderr and what it made on stdout', async () => {
  const res = await run(['trigger', 'subscription.disable', '--api', server.url, '--key', sk]);
  expect(res.code).toBe(0);
  expect(res.out).toMatch(/^subscription\.disable fired: event \d+ \(subscription:\d+\)/);
  expect(res.out).toMatch(/^ {2}subscription +SUB_\w+$/m);
  expect(res.out).toMatch(/^ {2}plan +PLN_\w+$/m);
  const steps = res.err.trim().split('\n');
  expect(steps.every((l) => /^kobo trigger: \[\d+\.\d s\] /.test(l))).toBe(true);
  expect(steps.some((l) => l.includes('advancing the test clock 1 d'))).toBe(true);
  expect(steps.at(-1)).toContain('waiting for subscription.disable');
});

it('refuses a live key, an unknown event and a missing key as usage errors; an unavailable event says why', async () => {
  const live = await run(['trigger', 'charge.success', '--api', server.url, '--key', 'sk_live_0123456789abcdef']);
  expect(live.code).toBe(2);
  expect(live.err).toContain('test secret key only');
  expect((await run(['trigger', 'charge.nope', '--api', server.url, '--key', sk])).code).toBe(2);
  expect((await run(['trigger', 'charge.success', '--api', server.url])).code).toBe(2);
  expect((await run(['trigger'])).code).toBe(2);
  const unavailable = await run(['trigger', 'subscription.expiring_cards', '--api', server.url, '--key', sk]);
  expect(unavailable.code).toBe(1);
  expect(unavailable.err).toContain('cannot be triggered');
  // A refused request is reported with the server's message, not a stack trace.
  const wrongKey = await run(['trigger', 'charge.success', '--api', server.url, '--key', 'sk_test_notakey']);
  expect(wrongKey.code).toBe(1);
  expect(wrongKey.err).toMatch(/^kobo trigger: charge\.success failed: GET \/integration\/events.* answered 401/m);
});

it('every command has --help, and --json', async () => {
  for (const command of ['integrations', 'migrations', 'listen', 'logs', 'trigger']) {
    const help = await run([command, '--help']);
    expect(help.code).toBe(0);
    expect(help.out).toContain(`  ${command} `);
    expect(help.out).toContain('--json');
  }
  const migrations = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const p = spawn(process.execPath, [built('src/cli.ts'), 'migrations', 'show', '--json'], { cwd: ROOT, env: { ...cleanEnv(), DATABASE_URL: db.url, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    p.once('exit', (code) => resolve({ code, out }));
  });
  expect(migrations.code).toBe(0);
  expect(JSON.parse(migrations.out)).toEqual({ pending: false });
});
