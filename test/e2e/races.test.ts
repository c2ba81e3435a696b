import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import type { ApiResponse } from '../support/http';
import { expectLedgerSound } from '../support/ledger';

// Issue 9 item 1: concurrent find-or-create of one customer used to deadlock on MariaDB (a locking
// read after a duplicate-key insert, repeated by every retry) and answer 500. Each race runs five
// times; every reply must be a success or the documented 4xx, or (if retries ran out) a retryable
// 409/503 envelope: never a 500.
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Races');
});
afterEach(() => expectLedgerSound(server));
afterAll(() => server.stop());

const ROUNDS = 5;
const N = 20;

function acceptable(res: ApiResponse, documented: number[]): boolean {
  if (res.status === 200 || documented.includes(res.status)) return res.body?.status === (res.status === 200);
  // Retryable: the documented envelope with a conflict / unavailable code.
  return (res.status === 409 || res.status === 503) && res.body?.status === false && typeof res.body?.message === 'string';
}

function describeBad(replies: ApiResponse[], documented: number[]): string[] {
  return replies.filter((r) => !acceptable(r, documented)).map((r) => `${r.status} ${r.text.slice(0, 200)}`);
}

describe('held races on find-or-create of a customer', () => {
  it(`${N} concurrent initializes with one reference: one transaction, the rest Duplicate Transaction Reference (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const reference = `race-one-ref-${round}`;
      const replies = await Promise.all(
        Array.from({ length: N }, () => m.api.post('/transaction/initialize', { amount: 5000, email: `one-ref-${round}@example.com`, reference })),
      );
      expect(describeBad(replies, [400])).toEqual([]);
      expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
      for (const r of replies.filter((x) => x.status === 400)) expect(r.body.message).toBe('Duplicate Transaction Reference');
      const rows: Array<{ n: string | number }> = await server.services.db.ds.query('SELECT COUNT(*) AS n FROM transactions WHERE reference = ?', [reference]);
      expect(Number(rows[0]!.n)).toBe(1);
    }
  });

  it(`${N} concurrent initializes with distinct references and one new email: one customer, every transaction made (x${ROUNDS})`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const email = `new-email-${round}@example.com`;
      const replies = await Promise.all(
        Array.from({ length: N }, (_, i) => m.api.post('/transaction/initialize', { amount: 5000, email, reference: `race-distinct-${round}-${i}` })),
      );
      expect(describeBad(replies, [])).toEqual([]);
      const customers: Array<{ id: string | number }> = await server.services.db.ds.query('SELECT id FROM customers WHERE email = ?', [email]);
      expect(customers).toHaveLength(1);
      const made: Array<{ n: string | number }> = await server.services.db.ds.query('SELECT COUNT(*) AS n FROM transactions WHERE customer_id = ?', [
        customers[0]!.id,
      ]);
      expect(Number(made[0]!.n)).toBe(replies.filter((r) => r.status === 200).length);
    }
  });

  it(`${N} concurrent POST /customer with one email: one customer, every reply that customer (x${ROUNDS})`, async () => {
    const before = await countRows(server, 'customers');
    for (let round = 0; round < ROUNDS; round++) {
      const email = `same-${round}@example.com`;
      const replies = await Promise.all(Array.from({ length: N }, () => m.api.post('/customer', { email })));
      expect(describeBad(replies, [])).toEqual([]);
      const ok = replies.filter((r) => r.status === 200);
      expect(new Set(ok.map((r) => r.body.data.customer_code)).size).toBe(1);
      expect(ok.every((r) => r.body.message === 'Customer created')).toBe(true);
    }
    expect(await countRows(server, 'customers')).toBe(before + ROUNDS);
    // Exactly one customer.created event per email, however many requests raced.
    const events: Array<{ n: string | number }> = await server.services.db.ds.query(
      "SELECT COUNT(*) AS n FROM events WHERE type = 'customer.created' AND payload LIKE '%same-%'",
    );
    expect(Number(events[0]!.n)).toBe(ROUNDS);
  });
});
