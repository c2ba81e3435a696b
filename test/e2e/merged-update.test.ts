import { StatementBatcher } from '../../src/db/batcher';
import { UpdateStatement } from '../../src/db/statements';
import { BulkChargeItem } from '../../src/modules/bulk-charges/bulk-charge.entity';
import { seedAuthorizations } from '../support/bulk';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { countQueries } from '../support/sql';

// The merged UPDATE of a group (db/statements.ts UpdateStatement, MySQL/MariaDB): a column with one
// new value for every row is set once, one whose values differ through CASE; a guard with one value
// is checked once, guards that differ per row by a row-value IN list, or, where a value is NULL, by
// one null-safe term per row. Every form must change exactly the rows asked for, each to its own
// values, and a row whose guard no longer holds must spoil the whole statement.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  // No background runner or dispatch: the items stay as the test leaves them.
  server = await startServer({ KOBO_DISPATCH: 'off' });
  m = await server.newIntegration('Merged updates');
});
afterAll(async () => {
  await server.stop();
});

const sql = (q: string, params: unknown[] = []) => server.services.db.read({}, (em) => em.query(q, params)) as Promise<Array<Record<string, any>>>;

type Change = { id: number; set: Partial<BulkChargeItem>; guard: Partial<BulkChargeItem> };

// Runs the changes as one group: every handler's UPDATE is handed in before the first await, so
// they merge into one statement. Returns the UPDATE statements sent and the outcome.
async function group(changes: Change[]): Promise<{ statements: string[]; error: unknown }> {
  const update = new UpdateStatement(
    server.services.db.ds,
    BulkChargeItem,
    ['status', 'transactionId', 'message', 'dueMs', 'leaseUntilMs', 'updatedAt'],
    ['id', 'status', 'message'],
  );
  let error: unknown = null;
  const { queries } = await countQueries(server.services.db.ds, () =>
    server.services.db
      .run(async (em) => {
        const batcher = new StatementBatcher(em, changes.length);
        batcher.attach();
        try {
          const counts = await Promise.all(changes.map((c) => update.run(em, c.set, { id: c.id, ...c.guard })));
          if (batcher.spoiled) throw batcher.spoiled;
          expect(counts).toEqual(changes.map(() => 1));
        } finally {
          batcher.detach();
        }
      })
      .catch((err: unknown) => {
        error = err;
      }),
  );
  return { statements: queries.filter((q) => q.startsWith('UPDATE `bulk_charge_items`')), error };
}

let ids: number[] = [];
beforeAll(async () => {
  const codes = await seedAuthorizations(server.services, m.api, 8, 'merged');
  const res = await m.api.post(
    '/bulkcharge',
    codes.map((authorization) => ({ authorization, amount: 1000 })),
  );
  expect(res.status).toBe(200);
  ids = (await sql('SELECT id FROM bulk_charge_items WHERE bulk_charge_id = ? ORDER BY id', [res.body.data.id])).map((r) => Number(r.id));
  expect(ids).toHaveLength(8);
});

const rows = async () =>
  new Map(
    (await sql(`SELECT id, status, transaction_id, message, due_ms, lease_until_ms FROM bulk_charge_items WHERE id IN (${ids.join(',')})`)).map((r) => [
      Number(r.id),
      {
        status: r.status,
        transactionId: r.transaction_id === null ? null : Number(r.transaction_id),
        message: r.message,
        dueMs: r.due_ms,
        lease: r.lease_until_ms,
      },
    ]),
  );

it('sets shared values once and differing ones per row, checking shared guards once and differing ones per row', async () => {
  const mysql = server.services.db.dialect === 'mysql';
  const now = new Date();
  // Four rows: one status and message for all (set once), each its own transaction id (CASE);
  // guards shared (status pending, message NULL).
  const first = ids.slice(0, 4).map((id, k) => ({
    id,
    set: { status: 'success' as const, transactionId: 1000 + k, message: null, dueMs: null, leaseUntilMs: null, updatedAt: now },
    guard: { status: 'pending' as const, message: null },
  }));
  const a = await group(first);
  expect(a.error).toBeNull();
  let seen = await rows();
  for (const [k, id] of ids.slice(0, 4).entries())
    expect(seen.get(id)).toMatchObject({ status: 'success', transactionId: 1000 + k, message: null, dueMs: null });
  for (const id of ids.slice(4)) expect(seen.get(id)).toMatchObject({ status: 'pending', transactionId: null });
  if (mysql) {
    expect(a.statements).toHaveLength(1);
    // Only the transaction id differs from row to row.
    expect(a.statements[0]!.match(/CASE/g)).toHaveLength(1);
    expect(a.statements[0]).not.toMatch(/ OR /);
  }

  // Guards that differ per row, none NULL: a row-value IN list. Each row moves to its own status and message.
  const second = ids.slice(0, 4).map((id, k) => ({
    id,
    set: {
      status: k % 2 ? ('failed' as const) : ('success' as const),
      transactionId: 2000 + k,
      message: `m${k}`,
      dueMs: null,
      leaseUntilMs: null,
      updatedAt: now,
    },
    guard: { status: 'success' as const, message: null },
  }));
  expect((await group(second)).error).toBeNull();
  const third = ids.slice(0, 4).map((id, k) => ({
    id,
    set: { status: 'success' as const, transactionId: 3000 + k, message: `n${k}`, dueMs: 5, leaseUntilMs: null, updatedAt: now },
    guard: { status: k % 2 ? ('failed' as const) : ('success' as const), message: `m${k}` },
  }));
  const c = await group(third);
  expect(c.error).toBeNull();
  seen = await rows();
  for (const [k, id] of ids.slice(0, 4).entries()) expect(seen.get(id)).toMatchObject({ status: 'success', transactionId: 3000 + k, message: `n${k}` });
  if (mysql) expect(c.statements[0]).toMatch(/\(`id`, `status`, `message`\) IN \(\(/);

  // Guards that differ and include NULL: one null-safe term per row.
  const fourth = [...ids.slice(2, 4), ...ids.slice(4, 6)].map((id, k) => ({
    id,
    set: { status: 'failed' as const, transactionId: 4000 + k, message: 'declined', dueMs: null, leaseUntilMs: null, updatedAt: now },
    guard: k < 2 ? { status: 'success' as const, message: `n${k + 2}` } : { status: 'pending' as const, message: null },
  }));
  const d = await group(fourth);
  expect(d.error).toBeNull();
  seen = await rows();
  for (const [k, id] of [...ids.slice(2, 4), ...ids.slice(4, 6)].entries())
    expect(seen.get(id)).toMatchObject({ status: 'failed', transactionId: 4000 + k, message: 'declined' });
  if (mysql) expect(d.statements[0]).toMatch(/ OR /);
});

it('a row whose guard no longer holds spoils the whole merged statement: nothing of the group is written', async () => {
  const before = await rows();
  const now = new Date();
  type Guard = { status: 'pending' | 'success' | 'failed'; message: string | null };
  // Row 0 is `success` with message n0, rows 2 and 3 `failed` with `declined`, rows 6 and 7 pending.
  const forms: Array<Array<[number, Guard]>> = [
    // shared guards: row 0's status has moved on
    [
      [ids[0]!, { status: 'pending', message: null }],
      [ids[6]!, { status: 'pending', message: null }],
      [ids[7]!, { status: 'pending', message: null }],
    ],
    // differing guards, none NULL (a row-value IN list): row 0's message is another
    [
      [ids[0]!, { status: 'success', message: 'stale' }],
      [ids[2]!, { status: 'failed', message: 'declined' }],
      [ids[3]!, { status: 'failed', message: 'declined' }],
    ],
    // differing guards with NULL (a term per row): row 0's message is another
    [
      [ids[0]!, { status: 'success', message: 'stale' }],
      [ids[6]!, { status: 'pending', message: null }],
      [ids[7]!, { status: 'pending', message: null }],
    ],
  ];
  for (const form of forms) {
    const changes = form.map(([id, guard], k) => ({
      id,
      set: { status: 'success' as const, transactionId: 9000 + k, message: null, dueMs: null, leaseUntilMs: null, updatedAt: now },
      guard,
    }));
    const { error } = await group(changes);
    if (server.services.db.dialect === 'mysql') expect(String(error)).toMatch(/changed 2 of 3 rows/);
    else expect(error).not.toBeNull();
    expect(await rows()).toEqual(before);
  }
});
