// What this machine allows for renewals, with no framework at all: the rows 10,000 renewals write
// (a transaction, its ledger postings, three events with Kobo's payload sizes, an invoice, the
// subscription moved on), written by bare mysql2 in multi-row statements, B renewals per database
// transaction, C connections at once. The ceiling any implementation of the renewals bench can reach here.
//
//   npx ts-node bench/renewals-ceiling.bench.ts    (COUNT=10000 B=200 C=4)
import { randomBytes } from 'node:crypto';
import { createPool } from 'mysql2/promise';
import { clientCpuMeter, createBenchDatabase, startKoboNode, stopKoboNode } from './lib';

const COUNT = Number(process.env.COUNT ?? 10_000);
const B = Number(process.env.B ?? 200);
const C = Number(process.env.C ?? 4);

async function main(): Promise<void> {
  const db = await createBenchDatabase('renewals_ceiling');
  // Kobo's own schema, indexes included.
  await stopKoboNode(await startKoboNode({ DATABASE_URL: db.url }));
  const u = new URL(db.url);
  const pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: 'root', database: db.name, connectionLimit: C });
  const now = new Date();
  const subs = Array.from({ length: COUNT }, (_, i) => [
    1,
    'test',
    `SUB_c${String(i).padStart(10, '0')}`,
    randomBytes(8).toString('hex'),
    1,
    1,
    1,
    'active',
    1,
    100000,
    0,
    0,
    now,
    0,
    now,
    null,
    0,
    null,
    now,
    now,
  ]);
  for (let s = 0; s < COUNT; s += 1000) {
    await pool.query(
      'INSERT INTO subscriptions (integration_id, domain, subscription_code, email_token, customer_id, plan_id, authorization_id, status, quantity, amount, invoice_limit, payments_count, anchor_at, period, next_payment_at, open_invoice, due_ms, lease_until_ms, created_at, updated_at) VALUES ?',
      [subs.slice(s, s + 1000)],
    );
  }
  const [[first]] = (await pool.query('SELECT MIN(id) AS id FROM subscriptions')) as any;
  const pad = (n: number) => 'x'.repeat(n);
  const meter = clientCpuMeter();
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    const conn = await pool.getConnection();
    try {
      while (next < COUNT) {
        const from = next;
        next += B;
        const ids = Array.from({ length: Math.min(B, COUNT - from) }, (_, k) => Number(first.id) + from + k);
        await conn.beginTransaction();
        const [locked] = (await conn.query('SELECT id FROM subscriptions WHERE id IN (?) FOR UPDATE', [ids])) as any;
        const tx = ids.map((id) => [
          1,
          'test',
          `SUB-c-${id}`,
          randomBytes(8).toString('hex'),
          'success',
          'success',
          1,
          100000,
          100000,
          'NGN',
          'card',
          'bench@example.com',
          1,
          1,
          1500,
          now,
          now,
          now,
          now,
          JSON.stringify({ log: pad(600) }),
          JSON.stringify({ session: pad(300) }),
          JSON.stringify({ subscription_code: `SUB_${id}` }),
          'account',
          'charge_authorization',
        ]);
        const [ins] = (await conn.query(
          'INSERT INTO transactions (integration_id, domain, reference, access_code, status, charge_status, version, amount, requested_amount, currency, channel, email, customer_id, authorization_id, fees, paid_at, created_at, updated_at, state_changed_at, log, charge_session, metadata, bearer, source) VALUES ?',
          [tx],
        )) as any;
        const txIds = ids.map((_, k) => ins.insertId + k);
        const ledger = txIds.flatMap((t) => [
          [1, 'test', 'NGN', 'processor_clearing', -100000, `Transaction ${t}`, 'Transaction', t, now],
          [1, 'test', 'NGN', 'merchant_balance', 98500, `Transaction ${t}`, 'Transaction', t, now],
          [1, 'test', 'NGN', 'fee_revenue', 1500, `Transaction ${t}`, 'Transaction', t, now],
        ]);
        await conn.query(
          'INSERT INTO ledger_entries (integration_id, domain, currency, account, amount, reason, model_responsible, model_row, created_at) VALUES ?',
          [ledger],
        );
        const events = txIds.flatMap((t, k) => [
          [1, 'test', 'charge.updated', `transaction:${t}`, JSON.stringify({ reference: `SUB-c-${ids[k]}`, data: pad(2300) }), now, null],
          [1, 'test', 'charge.success', `transaction:${t}`, JSON.stringify({ reference: `SUB-c-${ids[k]}`, data: pad(2400) }), now, null],
          [1, 'test', 'invoice.update', `subscription:${ids[k]}`, JSON.stringify({ invoice: pad(4100) }), now, null],
        ]);
        await conn.query('INSERT INTO events (integration_id, domain, type, resource, payload, created_at, dispatched_at) VALUES ?', [events]);
        const invoices = ids.map((id, k) => [
          1,
          'test',
          id,
          0,
          `INV_${randomBytes(7).toString('hex')}`,
          100000,
          'NGN',
          'success',
          1,
          null,
          txIds[k],
          now,
          now,
          now,
          now,
          now,
        ]);
        await conn.query(
          'INSERT INTO subscription_invoices (integration_id, domain, subscription_id, period, invoice_code, amount, currency, status, paid, description, transaction_id, period_start, period_end, paid_at, created_at, updated_at) VALUES ?',
          [invoices],
        );
        const [upd] = (await conn.query(
          `UPDATE subscriptions SET period = period + 1, payments_count = payments_count + 1, next_payment_at = ?, due_ms = ?, lease_until_ms = NULL, updated_at = ? WHERE id IN (?) AND period = 0`,
          [now, Date.now() + 1e9, now, ids],
        )) as any;
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
    `renewals ceiling: ${COUNT} renewals' rows, ${B} per transaction, ${C} connections: ${seconds.toFixed(2)} s (${Math.round(COUNT / seconds)}/s), ${meter.report(COUNT)}\n`,
  );
  await pool.end();
  await db.drop();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
