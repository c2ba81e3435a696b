import { bootKobo, createBenchDatabase, loadTest, type LoadResult } from './lib';

// Money after the payment (issue 12), on MariaDB:
// 1. POST /transaction/charge_authorization without and with a subaccount: what a split costs on
//    the payment's hot path (the option check's subaccount read, the split posting);
// 2. one settlement run over every payment made in (1), main account and subaccount: the run marks
//    the main account's transactions and the subaccount's share rows and reads its amounts from the
//    ledger in set statements, then pays out;
// 3. POST /refund (partial, concurrent) and their processing through the DueWorkRunner.
//
//   npm run bench -- money     (BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_DATABASE_URL as elsewhere)
const REFUNDS = Number(process.env.BENCH_REFUNDS ?? 500);

async function main() {
  const db = await createBenchDatabase('money');
  // Background polling slowed right down: the runners measured here are driven by this script.
  const kobo = await bootKobo(db.url, { KOBO_POLL_MS: '600000' });
  const headers = { authorization: `Bearer ${kobo.secretKey}`, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    fetch(`${kobo.url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) => r.json() as Promise<any>);
  try {
    const paid = await post('/charge', {
      email: 'bench@example.com',
      amount: 10_000,
      card: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
    });
    const auth = paid.data.authorization.authorization_code;
    const sub = (await post('/subaccount', { business_name: 'Bench', settlement_bank: '058', account_number: '0123456789', percentage_charge: 20 })).data;
    const body = (extra: Record<string, unknown>) => JSON.stringify({ authorization_code: auth, email: 'bench@example.com', amount: 10_000, ...extra });
    const url = `${kobo.url}/transaction/charge_authorization`;
    // Alternating rounds, so drift in the machine's load hits both alike.
    const rounds: Record<'plain' | 'split', LoadResult[]> = { plain: [], split: [] };
    for (let i = 0; i < 2; i++) {
      for (const kind of i % 2 ? (['split', 'plain'] as const) : (['plain', 'split'] as const)) {
        rounds[kind].push(await loadTest({ url, method: 'POST', headers, body: body(kind === 'split' ? { subaccount: sub.subaccount_code } : {}) }));
      }
    }
    const merge = (rs: LoadResult[]): LoadResult => ({
      ...rs[0]!,
      reqPerSec: rs.reduce((s, r) => s + r.reqPerSec, 0) / rs.length,
      p99: Math.max(...rs.map((r) => r.p99)),
      non2xx: rs.reduce((s, r) => s + r.non2xx, 0),
      errors: rs.reduce((s, r) => s + r.errors, 0),
    });
    const plain = merge(rounds.plain);
    const split = merge(rounds.split);
    const row = (name: string, r: LoadResult) =>
      `| ${name} | ${r.reqPerSec.toFixed(0)} | ${r.p99} | ${r.cpuMsPerRequest?.toFixed(2) ?? '-'} | ${r.non2xx + r.errors} |`;
    console.log('\n| charge_authorization | req/s | p99 ms | server CPU ms/req | non-2xx |\n| --- | ---: | ---: | ---: | ---: |');
    console.log(row('plain', plain));
    console.log(row('with subaccount (split)', split));

    const ds = kobo.services.db.ds;
    const count = async (sql: string) => Number((await ds.query(sql))[0].n);
    const txs = await count("SELECT COUNT(*) AS n FROM transactions WHERE status = 'success'");
    const splits = await count("SELECT COUNT(*) AS n FROM transactions WHERE status = 'success' AND split IS NOT NULL");
    // A day later on the test clock (written directly: no clock event, so no background kick).
    await ds.query('UPDATE integrations SET test_clock_offset_ms = test_clock_offset_ms + ? WHERE id = ?', [2 * 86_400_000, kobo.integrationId]);
    let started = performance.now();
    await kobo.services.settlementRunner.drain();
    await kobo.services.payoutRunner.drain();
    const settleMs = performance.now() - started;
    const settlements = await ds.query('SELECT subaccount_id, transaction_count, total_amount FROM settlements');
    console.log(
      `\nsettlement run: ${txs} payments (${splits} split) in ${settlements.length} settlements, ${settleMs.toFixed(0)} ms (${((txs + splits) / (settleMs / 1000)).toFixed(0)} transaction marks/s)`,
    );

    const refundable: Array<{ reference: string }> = await ds.query(`SELECT reference FROM transactions WHERE status = 'success' ORDER BY id LIMIT ${REFUNDS}`);
    await ds.query('INSERT INTO money_settings (integration_id, domain, refund_delay_s, allow_negative_balance, updated_at) VALUES (?, ?, 0, 1, NOW(3))', [
      kobo.integrationId,
      'test',
    ]);
    started = performance.now();
    let next = 0;
    let refused = 0;
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (let i = next++; i < refundable.length; i = next++)
          if (!(await post('/refund', { transaction: refundable[i]!.reference, amount: 1_000 })).status) refused++;
      }),
    );
    const createMs = performance.now() - started;
    started = performance.now();
    for (let pass = 0; pass < 3; pass++) await kobo.services.refundRunner.drain();
    const processMs = performance.now() - started;
    const processed = await count("SELECT COUNT(*) AS n FROM refunds WHERE status = 'processed'");
    console.log(
      `refunds: ${refundable.length} created in ${createMs.toFixed(0)} ms (${(refundable.length / (createMs / 1000)).toFixed(0)}/s, ${refused} refused); ${processed} processed (two steps each) in ${processMs.toFixed(0)} ms (${(processed / (processMs / 1000)).toFixed(0)}/s)`,
    );
  } finally {
    await kobo.stop();
    await db.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
