// What this machine allows for bulk charges, with no framework at all: the rows a batch of 10,000
// items writes in Kobo (the items stored, then per item a transaction with Kobo's log and session
// sizes, three ledger legs, charge.success, charge.updated and bulkcharge.progress events of Kobo's
// payload sizes, the item's outcome, the batch's counters), written by bare mysql2 in multi-row
// statements, B items per database transaction, C connections at once. The ceiling any
// implementation of the bulk-charges bench can reach here.
//
//   npx ts-node bench/bulk-charges-ceiling.bench.ts    (COUNT=10000 B=200 C=4)
import { randomBytes } from 'node:crypto';
import { createPool } from 'mysql2/promise';
import { clientCpuMeter, createBenchDatabase, startKoboNode, stopKoboNode } from './lib';

const COUNT = Number(process.env.COUNT ?? process.env.ITEMS ?? 10_000);
const B = Number(process.env.B ?? 200);
const C = Number(process.env.C ?? 4);

async function main(): Promise<void> {
  const db = await createBenchDatabase('bulk_ceiling');
  // Kobo's own schema, indexes included.
  await stopKoboNode(await startKoboNode({ DATABASE_URL: db.url }));
  const u = new URL(db.url);
  const pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: 'root', database: db.name, connectionLimit: C });
  const now = new Date();
  const pad = (n: number) => 'x'.repeat(n);
  const meter = clientCpuMeter();
  const started = Date.now();
  // The POST: the batch row and its items, as Kobo's timed window includes them.
  const [batch] = (await pool.query(
    'INSERT INTO bulk_charges (integration_id, domain, batch_code, status, total_charges, processed, succeeded, failed, created_at, updated_at) VALUES (?)',
    [[1, 'test', `BCH_${randomBytes(8).toString('hex')}`, 'active', COUNT, 0, 0, 0, now, now]],
  )) as any;
  const batchId = Number(batch.insertId);
  let first = 0;
  for (let s = 0; s < COUNT; s += 1000) {
    const rows = Array.from({ length: Math.min(1000, COUNT - s) }, (_, k) => [1, 'test', batchId, s + k + 1, s + k + 1, 2500, 'NGN', 'pending', 0, now, now]);
    const [ins] = (await pool.query(
      'INSERT INTO bulk_charge_items (integration_id, domain, bulk_charge_id, authorization_id, customer_id, amount, currency, status, due_ms, created_at, updated_at) VALUES ?',
      [rows],
    )) as any;
    if (s === 0) first = Number(ins.insertId);
  }
  let next = 0;
  const worker = async () => {
    const conn = await pool.getConnection();
    try {
      while (next < COUNT) {
        const from = next;
        next += B;
        const ids = Array.from({ length: Math.min(B, COUNT - from) }, (_, k) => first + from + k);
        await conn.beginTransaction();
        const [locked] = (await conn.query('SELECT id FROM bulk_charge_items WHERE id IN (?) FOR UPDATE', [ids])) as any;
        const tx = ids.map((id) => [
          1,
          'test',
          `BCH-c-${id}`,
          randomBytes(8).toString('hex'),
          'success',
          'success',
          1,
          2500,
          2500,
          'NGN',
          'card',
          'bench@example.com',
          id,
          id,
          38,
          now,
          now,
          now,
          now,
          JSON.stringify({ log: pad(290) }),
          JSON.stringify({ session: pad(340) }),
          'account',
          'charge_authorization',
          'Approved',
        ]);
        const [ins] = (await conn.query(
          'INSERT INTO transactions (integration_id, domain, reference, access_code, status, charge_status, version, amount, requested_amount, currency, channel, email, customer_id, authorization_id, fees, paid_at, created_at, updated_at, state_changed_at, log, charge_session, bearer, source, gateway_response) VALUES ?',
          [tx],
        )) as any;
        const txIds = ids.map((_, k) => Number(ins.insertId) + k);
        const ledger = txIds.flatMap((t) => [
          [1, 'test', 'NGN', 'processor_clearing', -2500, `Transaction ${t}`, 'Transaction', t, now],
          [1, 'test', 'NGN', 'merchant_balance', 2462, `Transaction ${t}`, 'Transaction', t, now],
          [1, 'test', 'NGN', 'fee_revenue', 38, `Transaction ${t}`, 'Transaction', t, now],
        ]);
        await conn.query(
          'INSERT INTO ledger_entries (integration_id, domain, currency, account, amount, reason, model_responsible, model_row, created_at) VALUES ?',
          [ledger],
        );
        const [[b]] = (await conn.query('SELECT processed, succeeded, total_charges FROM bulk_charges WHERE id = ? FOR UPDATE', [batchId])) as any;
        const processed = Number(b.processed);
        const events = txIds.flatMap((t, k) => [
          [1, 'test', 'charge.updated', `transaction:${t}`, JSON.stringify({ reference: `BCH-c-${ids[k]}`, data: pad(90) }), now, null],
          [1, 'test', 'charge.success', `transaction:${t}`, JSON.stringify({ reference: `BCH-c-${ids[k]}`, data: pad(1650) }), now, null],
          [1, 'test', 'bulkcharge.progress', `bulkcharge:${batchId}`, JSON.stringify({ processed: processed + k + 1, data: pad(110) }), now, null],
        ]);
        await conn.query('INSERT INTO events (integration_id, domain, type, resource, payload, created_at, dispatched_at) VALUES ?', [events]);
        const [upd] = (await conn.query(
          `UPDATE bulk_charge_items SET status = 'success', transaction_id = ? + (id - ?), due_ms = NULL, lease_until_ms = NULL, updated_at = ? WHERE id IN (?) AND status = 'pending'`,
          [txIds[0], ids[0], now, ids],
        )) as any;
        const done = processed + ids.length;
        await conn.query('UPDATE bulk_charges SET processed = ?, succeeded = ?, status = ?, updated_at = ? WHERE id = ?', [
          done,
          Number(b.succeeded) + ids.length,
          done >= Number(b.total_charges) ? 'complete' : 'active',
          now,
          batchId,
        ]);
        if (upd.affectedRows !== ids.length || locked.length !== ids.length) throw new Error('lost rows');
        await conn.commit();
      }
    } finally {
      conn.release();
    }
  };
  await Promise.all(Array.from({ length: C }, worker));
  const seconds = (Date.now() - started) / 1000;
  process.stdout.write(
    `bulk charges ceiling: ${COUNT} items stored and their charges' rows, ${B} per transaction, ${C} connections: ${seconds.toFixed(2)} s (${Math.round(COUNT / seconds)} items/s), ${meter.report(COUNT)}\n`,
  );
  await pool.end();
  await db.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
