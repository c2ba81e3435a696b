import { bootKobo, createBenchDatabase } from './lib';

// Payouts (issue 13), on MariaDB: POST /transfer with the OTP requirement off, from concurrent
// clients of one integration. Every transfer of an integration and mode queues on its money lock
// (the balance check must see every earlier transfer), so this is the per-integration ceiling; then
// the simulated bank settles them all through the DueWorkRunner.
//
//   npm run bench -- transfers     (BENCH_TRANSFERS, BENCH_CLIENTS, BENCH_DATABASE_URL)
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 2000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);

async function main() {
  const db = await createBenchDatabase('transfers');
  const kobo = await bootKobo(db.url, { KOBO_POLL_MS: '600000' });
  const headers = { authorization: `Bearer ${kobo.secretKey}`, 'content-type': 'application/json' };
  const post = (path: string, body?: unknown) =>
    fetch(`${kobo.url}${path}`, { method: 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) }).then((r) => r.json() as Promise<any>);
  try {
    const ds = kobo.services.db.ds;
    // Funds for all but the last tenth of the transfers (NGN 1,000 + NGN 10 fee each): the tail is refused.
    const fits = Math.floor(TRANSFERS * 0.9);
    await ds.query(
      "INSERT INTO ledger_entries (integration_id, domain, currency, account, amount, reason, model_responsible, model_row, created_at) VALUES (?, 'test', 'NGN', 'merchant_balance', ?, 'bench', 'Transaction', 0, NOW(3)), (?, 'test', 'NGN', 'processor_clearing', ?, 'bench', 'Transaction', 0, NOW(3))",
      [kobo.integrationId, fits * 101_000, kobo.integrationId, -fits * 101_000],
    );
    await post('/transfer/disable_otp');
    await post('/transfer/disable_otp_finalize', { otp: '123456' });
    const rcp = (await post('/transferrecipient', { type: 'nuban', name: 'Bench vendor', account_number: '0123456789', bank_code: '058' })).data.recipient_code;

    let next = 0;
    let queued = 0;
    let refused = 0;
    let other = 0;
    let started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        for (let i = next++; i < TRANSFERS; i = next++) {
          const res = await post('/transfer', { source: 'balance', amount: 100_000, recipient: rcp, reference: `bench-${i}` });
          if (res.status) queued++;
          else if (res.message === 'Your balance is not enough to fulfill this request') refused++;
          else other++;
        }
      }),
    );
    const createMs = performance.now() - started;
    console.log(
      `\nPOST /transfer: ${TRANSFERS} from ${CLIENTS} clients in ${createMs.toFixed(0)} ms (${(TRANSFERS / (createMs / 1000)).toFixed(0)}/s); ${queued} queued (expected ${fits}), ${refused} refused for balance, ${other} other`,
    );

    await ds.query('UPDATE integrations SET test_clock_offset_ms = test_clock_offset_ms + 120000 WHERE id = ?', [kobo.integrationId]);
    started = performance.now();
    await kobo.services.transferRunner.drain();
    const settleMs = performance.now() - started;
    const done = Number((await ds.query("SELECT COUNT(*) AS n FROM transfers WHERE status = 'success'"))[0].n);
    const balance = Number((await ds.query("SELECT SUM(amount) AS n FROM ledger_entries WHERE account = 'merchant_balance'"))[0].n);
    console.log(`settled: ${done} in ${settleMs.toFixed(0)} ms (${(done / (settleMs / 1000)).toFixed(0)}/s); balance after: ${balance}`);
  } finally {
    await kobo.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
