import type { Domain } from '../../src/core/request-context';
import type { EntityManager } from 'typeorm';
import type { Services } from '../../src/container';
import { marketOf } from '../../src/core/markets';

// A TestServer, or services on the database of server processes (node-process.ts recorderFor).
export interface LedgerTarget {
  services: Pick<Services, 'db' | 'ledger' | 'log'>;
}

type Row = Record<string, string | number | null>;
const num = (v: unknown): number => Number(v ?? 0);

// The ledger's invariants over the whole database, for any slice that moves money. Call it in
// afterAll (before server.stop()) of every test file that does:
// - every posting's legs sum to zero, so for each integration, mode and currency the entries do;
// - every balance is the sum of its entries: GET /balance (LedgerService.balances) equals the SQL
//   sum of merchant_balance entries, for every integration and mode;
// - what reserves or moves money agrees with the ledger: a settled settlement's payout entries
//   equal its total_amount; a transaction's refunded_amount equals its refunds that did not fail,
//   and is never above its amount; what it has given back (given_back_amount) equals its processed
//   refunds and lost dispute, and it is `reversed` exactly when that is all of its amount.
// Every check reads one snapshot (one transaction: REPEATABLE READ on MariaDB, the write lock on
// SQLite), so work still running in the background (a refund the clock moved on, a transfer) cannot
// commit between a balance and the sum it is compared with.
export async function expectLedgerSound(server: LedgerTarget): Promise<void> {
  await server.services.db.run((em, afterCommit) => checkLedger(server, em, afterCommit));
}

async function checkLedger(server: LedgerTarget, em: EntityManager, afterCommit: Array<() => void>): Promise<void> {
  const q = (sql: string, params: unknown[] = []): Promise<Row[]> => em.query(sql, params);
  // A failed statement leaves the transaction open on both databases.
  const tableExists = (table: string) =>
    q(`SELECT 1 FROM ${table} WHERE 1 = 0`).then(
      () => true,
      () => false,
    );
  const totals = await q('SELECT integration_id, domain, currency, SUM(amount) AS total FROM ledger_entries GROUP BY integration_id, domain, currency');
  for (const r of totals) expect({ ...r, total: num(r.total) }).toEqual({ ...r, total: 0 });

  const integrations = await q('SELECT id, country FROM integrations');
  for (const i of integrations) {
    for (const domain of ['test', 'live'] as Domain[]) {
      const ctx = {
        integration: { id: num(i.id), testClockOffsetMs: 0, country: String(i.country) },
        domain,
        requestId: 'ledger-check',
        log: server.services.log,
        tx: { em, afterCommit },
      };
      const balances = await server.services.ledger.balances(ctx as never);
      const sums = await q(
        "SELECT currency, SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = 'merchant_balance' GROUP BY currency",
        [i.id, domain],
      );
      const expected = sums.length
        ? sums.map((s) => ({ currency: String(s.currency), balance: num(s.total) }))
        : [{ currency: marketOf(ctx).currency, balance: 0 }];
      const byCurrency = (a: { currency: string }, b: { currency: string }) => a.currency.localeCompare(b.currency);
      expect([...balances].sort(byCurrency)).toEqual(expected.sort(byCurrency));
    }
  }

  if (await tableExists('settlements')) {
    // What went out is effective_amount: the settled net, or less when transfers or refunds had
    // already spent part of the merchant balance; never more.
    const settled = await q("SELECT id, total_amount, effective_amount FROM settlements WHERE status = 'success'");
    for (const s of settled) {
      const paid = await q(
        "SELECT SUM(amount) AS total FROM ledger_entries WHERE model_responsible = 'Settlement' AND model_row = ? AND account = 'settled_payouts'",
        [s.id],
      );
      expect({ settlement: s.id, paid: num(paid[0]?.total) }).toEqual({ settlement: s.id, paid: num(s.effective_amount) });
      expect(num(s.effective_amount)).toBeLessThanOrEqual(num(s.total_amount));
    }
  }
  if (await tableExists('refunds')) {
    // A dispute resolved against the merchant gives back what it took (disputes.refunded), as a refund does.
    const disputed = (await tableExists('disputes')) ? ' + (SELECT COALESCE(SUM(d.refunded), 0) FROM disputes d WHERE d.transaction_id = t.id)' : '';
    const rows = await q(
      `SELECT t.id, t.amount, t.refunded_amount, (SELECT COALESCE(SUM(r.amount), 0) FROM refunds r WHERE r.transaction_id = t.id AND r.status <> 'failed')${disputed} AS reserved FROM transactions t WHERE t.refunded_amount <> 0 OR EXISTS (SELECT 1 FROM refunds r2 WHERE r2.transaction_id = t.id)`,
    );
    for (const r of rows) {
      expect({ id: r.id, refunded: num(r.refunded_amount) }).toEqual({ id: r.id, refunded: num(r.reserved) });
      expect(num(r.refunded_amount)).toBeLessThanOrEqual(num(r.amount));
    }
    const lost = (await tableExists('disputes'))
      ? " + (SELECT COALESCE(SUM(d.refunded), 0) FROM disputes d WHERE d.transaction_id = t.id AND d.status = 'resolved')"
      : '';
    const given = await q(
      `SELECT t.id, t.amount, t.charge_status, t.given_back_amount, (SELECT COALESCE(SUM(r.amount), 0) FROM refunds r WHERE r.transaction_id = t.id AND r.status = 'processed')${lost} AS back FROM transactions t WHERE t.refunded_amount <> 0 OR t.given_back_amount <> 0 OR t.charge_status = 'reversed'`,
    );
    for (const r of given) {
      expect({ id: r.id, givenBack: num(r.given_back_amount) }).toEqual({ id: r.id, givenBack: num(r.back) });
      expect({ id: r.id, status: r.charge_status }).toEqual({ id: r.id, status: num(r.back) >= num(r.amount) ? 'reversed' : 'success' });
    }
  }
  if (await tableExists('transfers')) {
    // What a transfer holds in transfer_clearing: amount + fee while it is open, nothing once final;
    // a successful one paid out its amount, and the others gave everything back.
    const rows = await q(
      "SELECT t.id, t.status, t.amount, t.fee, (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.model_responsible = 'Transfer' AND l.model_row = t.id AND l.account = 'transfer_clearing') AS held, (SELECT COALESCE(SUM(l.amount), 0) FROM ledger_entries l WHERE l.model_responsible = 'Transfer' AND l.model_row = t.id AND l.account = 'merchant_balance') AS taken FROM transfers t",
    );
    for (const r of rows) {
      const open = r.status === 'otp' || r.status === 'pending';
      const cost = num(r.amount) + num(r.fee);
      expect({ id: r.id, held: num(r.held) }).toEqual({ id: r.id, held: open ? cost : 0 });
      expect({ id: r.id, taken: num(r.taken) }).toEqual({ id: r.id, taken: open || r.status === 'success' ? -cost : 0 });
    }
  }
}
