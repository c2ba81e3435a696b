import { createLogger } from '../../src/core/logger';
import { DueProbe, type DueTable } from '../../src/jobs/due-probe';
import { DueWorkRunner } from '../../src/jobs/due-work';
import { countQueries } from '../support/sql';
import { startServer, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// A node's due tables are polled by one statement per interval (jobs/due-probe.ts), which kicks the
// runners whose table has a row due and unclaimed; idle tables cost no claim. Exercised on scratch
// rows of real due tables, on a server whose own background work is off.
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ KOBO_DISPATCH: 'off' });
});
afterAll(() => server.stop());

const NOTICES: DueTable = { table: 'subscription_card_notices', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms' };
const REFUNDS: DueTable = { table: 'refunds', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: "t.status IN ('pending', 'processing')" };
const MANDATES: DueTable = { table: 'direct_debit_mandates', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: "t.status = 'pending'" };

// A card notice row of a new integration, due at `dueMs` (epoch ms on its clock), leased until `leaseMs`.
async function notice(domain: 'test' | 'live', dueMs: number, leaseMs: number | null = null): Promise<{ id: number; integration: number }> {
  const integration = await server.newIntegration('Probed');
  const { ds } = server.services.db;
  const now = new Date().toISOString().replace('T', ' ').replace('Z', '');
  await ds.query(
    'INSERT INTO subscription_card_notices (integration_id, domain, due_ms, lease_until_ms, marker, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    [integration.id, domain, dueMs, leaseMs, 'm', now, now],
  );
  const [row] = await ds.query('SELECT id FROM subscription_card_notices WHERE integration_id = ?', [integration.id]);
  return { id: Number(row.id), integration: integration.id };
}

const clear = () => server.services.db.ds.query('DELETE FROM subscription_card_notices');

function probeOf(lines: Array<{ level: number; msg: string }> = [], pollMs = 600_000): DueProbe {
  const log = createLogger('debug', { write: (line: string) => lines.push(JSON.parse(line)) });
  return new DueProbe(server.services.db, server.services.clock, log, pollMs);
}

afterEach(clear);

it('asks about every watched table in one statement and kicks only the runners whose table has a row due and unclaimed', async () => {
  const probe = probeOf();
  const kicks = { notices: 0, refunds: 0, mandates: 0 };
  probe.watch('notices', NOTICES, () => kicks.notices++);
  probe.watch('refunds', REFUNDS, () => kicks.refunds++);
  probe.watch('mandates', MANDATES, () => kicks.mandates++);
  // The first watch started the probe's loop, whose first pass runs at once: counted apart.
  await probe.idle();
  try {
    // Nothing due anywhere: no kick.
    const before = { ...kicks };
    const idle = await countQueries(server.services.db.ds, () => probe.probe());
    expect(idle.queries).toHaveLength(1);
    expect(idle.queries[0]).toMatch(/subscription_card_notices.*refunds.*direct_debit_mandates/);
    expect(kicks).toEqual(before);

    // A row claimed by another node (lease still running) is not work for this one.
    await notice('live', Date.now() - 1000, Date.now() + 60_000);
    await probe.probe();
    expect(kicks).toEqual(before);

    // Its lease lapsed: the notices runner is kicked, the others are not.
    await server.services.db.ds.query('UPDATE subscription_card_notices SET lease_until_ms = ?', [Date.now() - 1]);
    const due = await countQueries(server.services.db.ds, () => probe.probe());
    expect(due.queries).toHaveLength(1);
    expect(kicks).toEqual({ ...before, notices: before.notices + 1 });
  } finally {
    await probe.unwatch('notices');
    await probe.unwatch('refunds');
    await probe.unwatch('mandates');
  }
});

it('leaves out the tables whose runner is at work, and asks nothing when all are', async () => {
  const probe = probeOf();
  const kicks = { notices: 0, refunds: 0 };
  const busy = { notices: true, refunds: false };
  probe.watch(
    'notices',
    NOTICES,
    () => kicks.notices++,
    () => busy.notices,
  );
  probe.watch(
    'refunds',
    REFUNDS,
    () => kicks.refunds++,
    () => busy.refunds,
  );
  await probe.idle();
  try {
    await notice('live', Date.now() - 1000);
    // The notices runner is draining its table: the probe asks about refunds alone.
    const before = { ...kicks };
    const one = await countQueries(server.services.db.ds, () => probe.probe());
    expect(one.queries).toHaveLength(1);
    expect(one.queries[0]).toMatch(/refunds/);
    expect(one.queries[0]).not.toMatch(/subscription_card_notices/);
    expect(kicks).toEqual(before);
    // Both at work: no statement at all.
    busy.refunds = true;
    const none = await countQueries(server.services.db.ds, () => probe.probe());
    expect(none.queries).toEqual([]);
    // The notices runner's pass is over and the row is still there: the next probe finds it.
    busy.notices = false;
    busy.refunds = false;
    await probe.probe();
    expect(kicks).toEqual({ ...before, notices: before.notices + 1 });
  } finally {
    await probe.unwatch('notices');
    await probe.unwatch('refunds');
  }
});

it("a runner's pass keeps its table out of its node's probe until the pass is over", async () => {
  const probe = probeOf();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let taken = false;
  const runner = new DueWorkRunner(server.services.db, server.services.clock, createLogger('silent'), {
    name: 'notices',
    table: NOTICES,
    handle: async (tx, id) => {
      taken = true;
      await held;
      await tx.em.query('UPDATE subscription_card_notices SET due_ms = NULL WHERE id = ?', [id]);
    },
    pollMs: 600_000,
    enabled: true,
    probe,
  });
  await notice('live', Date.now() - 1000);
  runner.start();
  try {
    await waitFor(() => taken, { what: 'the runner to take the due row' });
    // Its only watched table is being drained: the probe sends nothing.
    const during = await countQueries(server.services.db.ds, () => probe.probe());
    expect(during.queries).toEqual([]);
    release();
    await runner.idle();
    const after = await countQueries(server.services.db.ds, () => probe.probe());
    expect(after.queries).toHaveLength(1);
    expect(after.queries[0]).toMatch(/subscription_card_notices/);
  } finally {
    release();
    await runner.stop();
  }
});

it("counts a test-mode row due on its integration's test clock", async () => {
  const probe = probeOf();
  let kicks = 0;
  probe.watch('notices', NOTICES, () => kicks++);
  try {
    const { integration } = await notice('test', Date.now() + 3_600_000);
    await probe.probe();
    expect(kicks).toBe(0);
    await server.services.db.ds.query('UPDATE integrations SET test_clock_offset_ms = ? WHERE id = ?', [7_200_000, integration]);
    await probe.probe();
    expect(kicks).toBe(1);
  } finally {
    await probe.unwatch('notices');
  }
});

it("runners kicked by their node's probe handle what falls due, and an idle table costs no claim", async () => {
  const lines: Array<{ level: number; msg: string }> = [];
  const probe = probeOf(lines, 50);
  const log = createLogger('silent');
  const handled: Array<{ job: string; id: number }> = [];
  const runner = (name: string, table: DueTable) =>
    new DueWorkRunner(server.services.db, server.services.clock, log, {
      name,
      table,
      handle: async (tx, id) => {
        handled.push({ job: name, id });
        await tx.em.query(`UPDATE ${table.table} SET due_ms = NULL WHERE id = ?`, [id]);
      },
      pollMs: 50,
      enabled: true,
      probe,
    });
  const runners = [runner('notices', NOTICES), runner('refunds', REFUNDS), runner('mandates', MANDATES)];
  try {
    const { result: row, queries } = await countQueries(server.services.db.ds, async () => {
      for (const r of runners) r.start();
      await new Promise((r) => setTimeout(r, 300));
      // Falls due while the runners run: found by the next probe, handled once.
      const row = await notice('live', Date.now() - 1);
      await waitFor(() => handled.length > 0, { what: 'the due row to be handled' });
      return row;
    });
    expect(handled).toEqual([{ job: 'notices', id: row.id }]);
    // Each runner claims once when it starts; after that only the notices runner claims, when its
    // row fell due. Everything else is the probe, one statement per poll for all three tables.
    const claims = queries.filter((q) => /ORDER BY t\.due_ms/.test(q));
    expect(claims.filter((q) => /FROM refunds/.test(q))).toHaveLength(1);
    expect(claims.filter((q) => /FROM direct_debit_mandates/.test(q))).toHaveLength(1);
    const probes = queries.filter((q) => /^SELECT \(SELECT 1 FROM/.test(q));
    expect(probes.length).toBeGreaterThanOrEqual(3);
    expect(lines.filter((l) => l.level >= 50)).toEqual([]);
  } finally {
    await Promise.all(runners.map((r) => r.stop()));
  }
  // The last runner gone, the probe stops polling.
  const { queries } = await countQueries(server.services.db.ds, () => new Promise((r) => setTimeout(r, 200)));
  expect(queries.filter((q) => /^SELECT \(SELECT 1 FROM/.test(q))).toEqual([]);
});

it('a probe that fails is logged and the next poll goes on', async () => {
  const lines: Array<{ level: number; msg: string }> = [];
  const probe = probeOf(lines, 50);
  let kicks = 0;
  probe.watch('missing', { table: 'no_such_table', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms' }, () => undefined);
  probe.watch('notices', NOTICES, () => kicks++);
  try {
    await waitFor(() => lines.some((l) => l.msg === 'due work probe failed'), { what: 'the failed probe to be logged' });
    await probe.unwatch('missing');
    await notice('live', Date.now() - 1);
    await waitFor(() => kicks > 0, { what: 'the next probe to kick the notices runner' });
  } finally {
    await probe.unwatch('notices');
  }
});
