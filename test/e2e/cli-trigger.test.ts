import { spawn, type ChildProcess } from 'node:child_process';
import { recipeFor, trigger } from '../../src/cli/trigger';
import { WEBHOOK_EVENTS } from '../../src/events/catalog';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { fixedKeys, recorderFor, startNode, type NodeProcess } from '../support/node-process';
import { built, ROOT } from '../support/process';
import { waitFor } from '../support/wait';

// `kobo trigger <event>` against a Kobo server process, as a developer runs it against a remote Kobo:
// the CLI gets the URL and a test secret key and nothing else (no database in its environment). Every
// event fired is seen by `kobo listen --json`, another process on the same URL and key. To fire the
// whole catalog, most recipes run in this process through trigger() (what the command calls, with
// the same URL and key and nothing else), spread over several integrations (GROUPS).
jest.setTimeout(600_000);

// Catalog events nothing in Kobo records yet: `--list` names them with the reason, and triggering one
// says so (exit 1). A new entry here is a deliberate choice, not an event left without a recipe.
const UNAVAILABLE: string[] = [];

// The available events in groups, one integration each. The groups run side by side and each
// group's events one after another. That is safe because the test clock is per integration: its
// offset is a column of the integration row, and due work, webhook retries and job contexts all read
// their own row's offset, so one integration's clock move neither moves nor races another's recipe.
// Nothing else a recipe touches is shared between integrations (balances, customers and references
// are per integration; account numbers are drawn at random from one space but retried on collision).
// Within an integration a clock move moves everything made before it: a jump of d days renews every
// active daily subscription there d times. So the daily subscriptions share one integration whose
// moves are about a day each, and the month-long move (expiring cards) goes where there are none.
const GROUPS: ReadonlyArray<readonly string[]> = [
  // Card payments, disputes (the reminder 12 h on), customers and dedicated accounts: no long moves.
  [
    'charge.success',
    'charge.dispute.create',
    'charge.dispute.remind',
    'charge.dispute.resolve',
    'customeridentification.success',
    'customeridentification.failed',
    'dedicatedaccount.assign.success',
    'dedicatedaccount.assign.failed',
  ],
  // Daily plans, each renewal or period end a day on.
  [
    'subscription.create',
    'create.subscription',
    'subscription.not_renew',
    'subscription.disable',
    'invoice.create',
    'invoice.update',
    'invoice.payment_failed',
  ],
  // Into next month (an annual plan), then holds that lapse a day on.
  [
    'subscription.expiring_cards',
    'preauthorization.reserve.success',
    'preauthorization.capture.success',
    'preauthorization.release.success',
    'preauthorization.capture.failed',
    'preauthorization.release.failed',
  ],
  // The refund delay (an hour, twice), and payment requests; refunds spend this integration's balance.
  ['refund.pending', 'refund.processing', 'refund.processed', 'refund.failed', 'refund.needs-attention', 'paymentrequest.pending', 'paymentrequest.success'],
  // The simulated bank a minute on: mandates and transfers (which spend this integration's balance).
  [
    'direct_debit.authorization.active',
    'direct_debit.authorization.created',
    'transfer.success',
    'transfer.failed',
    'transfer.reversed',
    'bank.transfer.rejected',
  ],
];
// Fired by a `kobo trigger --json` process, as a developer runs it (one of them moves the clock).
// The others call trigger(), what that command runs, in this process: a process start per event
// was most of this file's time.
const BY_CLI = new Set(['charge.success', 'direct_debit.authorization.active']);

let db: TestDatabase;
let server: NodeProcess;
const listeners: ChildProcess[] = [];
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

interface Fired {
  event: string;
  event_id: number;
  made: Array<{ kind: string; id: string }>;
}

async function fire(event: string, key: string): Promise<Fired> {
  if (BY_CLI.has(event)) {
    const res = await run(['trigger', event, '--api', server.url, '--key', key, '--json']);
    if (res.code !== 0) throw new Error(`kobo trigger ${event} exited ${res.code}: ${res.err}${res.out}`);
    // --json: one document on stdout, and no progress lines.
    expect(res.err).toBe('');
    return JSON.parse(res.out);
  }
  const progress: string[] = [];
  try {
    const r = await trigger({ api: server.url, key, recipe: recipeFor(event)!, timeoutMs: 60_000, progress: (line) => progress.push(line) });
    return { event: r.event, event_id: r.fired.id, made: r.made };
  } catch (err) {
    throw new Error(`trigger ${event} failed: ${(err as Error).message}${progress.map((l) => `\n  ${l}`).join('')}`, { cause: err });
  }
}

// `kobo listen --json` for one key: it prints every webhook event as a JSON line (no --forward-to).
// Resolves once it says it is printing, which is after the server accepted the key.
async function startListener(key: string): Promise<Array<{ id: number; event: string }>> {
  const p = spawn(process.execPath, [built('src/cli.ts'), 'listen', '--api', server.url, '--key', key, '--json'], {
    cwd: ROOT,
    env: cleanEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  listeners.push(p);
  const seen: Array<{ id: number; event: string }> = [];
  let partial = '';
  p.stdout!.on('data', (c: Buffer) => {
    const lines = (partial + c.toString()).split('\n');
    partial = lines.pop()!;
    for (const l of lines.filter(Boolean)) seen.push(JSON.parse(l));
  });
  let err = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`kobo listen did not start in 60 s: ${err}`)), 60_000);
    p.stderr!.on('data', (c: Buffer) => {
      err += c.toString();
      if (err.includes('kobo listen: printing')) {
        clearTimeout(timer);
        resolve();
      }
    });
    p.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`kobo listen exited ${code}: ${err}`));
    });
  });
  return seen;
}

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startNode({ DATABASE_URL: db.url, ...keys });
});
afterAll(async () => {
  for (const l of listeners) if (l.exitCode === null) l.kill('SIGKILL');
  await server?.stop();
  await db?.drop();
});

it('--list covers exactly the webhook catalog, one line each', async () => {
  const list = await run(['trigger', '--list', '--json']);
  expect(list.code).toBe(0);
  const recipes = JSON.parse(list.out) as Array<{ event: string; does: string; available: boolean; reason?: string }>;
  expect(recipes.map((r) => r.event).sort()).toEqual([...WEBHOOK_EVENTS].sort());
  expect(
    recipes
      .filter((r) => !r.available)
      .map((r) => r.event)
      .sort(),
  ).toEqual([...UNAVAILABLE].sort());
  for (const r of recipes) expect(r.does.length).toBeGreaterThan(10);
  const text = await run(['trigger', '--list']);
  expect(text.out.trim().split('\n')).toHaveLength(WEBHOOK_EVENTS.size);
  expect(text.out).toMatch(/^charge\.success +charges the success test card/m);
});

it('fires every event of the catalog through the public API, each seen by kobo listen', async () => {
  const available = [...WEBHOOK_EVENTS].filter((e) => !UNAVAILABLE.includes(e));
  // A new recipe goes into a group deliberately (GROUPS says what to weigh).
  expect(GROUPS.flat().sort()).toEqual([...available].sort());

  // The first group uses the Default integration; the others get one each, made through the service
  // `kobo integrations create` calls. The running server caches only keys it has found, so it looks
  // new ones up; a listener says "printing" only after its key was accepted there.
  const recorder = await recorderFor(db.url);
  const groupKeys = [sk];
  try {
    for (let i = 1; i < GROUPS.length; i++) groupKeys.push((await recorder.services.integrations.create({ name: `Trigger group ${i}` })).keys.test.secret_key);
  } finally {
    await recorder.close();
  }
  const seen = await Promise.all(groupKeys.map((key) => startListener(key)));

  // The groups side by side, each group's events one after another (see GROUPS).
  const outcomes = await Promise.allSettled(
    GROUPS.map(async (events, g) => {
      const fired: Fired[] = [];
      for (const event of events) {
        const out = await fire(event, groupKeys[g]!);
        expect(out.event).toBe(event);
        expect(out.made.length).toBeGreaterThan(0);
        fired.push(out);
      }
      return fired;
    }),
  );
  const failed = outcomes.find((o) => o.status === 'rejected');
  if (failed) throw failed.reason;
  const fired = outcomes.map((o) => (o as PromiseFulfilledResult<Fired[]>).value);

  const missing = () => fired.flatMap((f, g) => f.filter((e) => !seen[g]!.some((s) => s.id === e.event_id)).map((e) => e.event));
  // Thrown, not put in `what`: the timeout then names what was still missing at the end.
  await waitFor(
    () => {
      if (missing().length) throw new Error(`missing: ${missing().join(', ')}`);
      return true;
    },
    { what: "each integration's listener to print its triggered events", timeoutMs: 60_000 },
  );
  fired.forEach((f, g) => {
    for (const e of f) expect(seen[g]!.find((s) => s.id === e.event_id)!.event).toBe(e.event);
  });
  // And no listener printed another integration's events.
  const group = new Map(fired.flatMap((f, g) => f.map((e) => [e.event_id, g] as const)));
  seen.forEach((s, g) => expect(s.filter((e) => group.has(e.id) && group.get(e.id) !== g)).toEqual([]));
  expect(new Set(fired.flat().map((f) => f.event))).toEqual(new Set(available));
  for (const l of listeners) l.kill('SIGINT');
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
  for (const event of UNAVAILABLE.slice(0, 1)) {
    const unavailable = await run(['trigger', event, '--api', server.url, '--key', sk]);
    expect(unavailable.code).toBe(1);
    expect(unavailable.err).toContain('cannot be triggered');
  }
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
    const p = spawn(process.execPath, [built('src/cli.ts'), 'migrations', 'show', '--json'], {
      cwd: ROOT,
      env: { ...cleanEnv(), DATABASE_URL: db.url, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    p.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    p.once('exit', (code) => resolve({ code, out }));
  });
  expect(migrations.code).toBe(0);
  expect(JSON.parse(migrations.out)).toEqual({ pending: false });
});
