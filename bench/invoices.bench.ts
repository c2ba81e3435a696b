import { bootKobo, createBenchDatabase, loadTest, type LoadResult } from './lib';

// Payment requests on MariaDB (Kobo alone; there is no baseline server for these yet): create
// (the request, its offline reference, two outbox events and a simulated e-mail in one
// transaction), create with an invoice number (every request of the mode takes the one counter
// row's lock: the contended path), the public verify, and the list with its customers.
async function main(): Promise<void> {
  const db = await createBenchDatabase('invoices');
  const kobo = await bootKobo(db.url);
  const headers = { authorization: `Bearer ${kobo.secretKey}`, 'content-type': 'application/json' };
  const rows: Array<[string, LoadResult]> = [];
  try {
    const customer = await (
      await fetch(`${kobo.url}/customer`, { method: 'POST', headers, body: JSON.stringify({ email: 'bench-payer@example.com' }) })
    ).json();
    const code: string = customer.data.customer_code;
    const one = await (await fetch(`${kobo.url}/paymentrequest`, { method: 'POST', headers, body: JSON.stringify({ customer: code, amount: 5000 }) })).json();
    const body = (extra: object) =>
      JSON.stringify({ customer: code, description: 'bench [<id>]', line_items: [{ name: 'a', amount: 4000 }], tax: [{ name: 'VAT', amount: 300 }], ...extra });
    rows.push([
      'POST /paymentrequest (line items, notification)',
      await loadTest({ url: `${kobo.url}/paymentrequest`, method: 'POST', headers, body: body({ has_invoice: false }) }),
    ]);
    rows.push([
      'POST /paymentrequest (has_invoice: numbered)',
      await loadTest({ url: `${kobo.url}/paymentrequest`, method: 'POST', headers, body: body({ has_invoice: true }) }),
    ]);
    rows.push(['GET /paymentrequest/verify/:code (no key)', await loadTest({ url: `${kobo.url}/paymentrequest/verify/${one.data.request_code}` })]);
    rows.push(['GET /paymentrequest?perPage=50', await loadTest({ url: `${kobo.url}/paymentrequest?perPage=50`, headers })]);
    const [numbers] = (await kobo.services.db.ds.query(
      'SELECT COUNT(*) AS n, COUNT(DISTINCT invoice_number) AS d FROM payment_requests WHERE invoice_number IS NOT NULL',
    )) as Array<{ n: number; d: number }>;
    process.stdout.write(`numbered invoices: ${numbers!.n}, distinct numbers: ${numbers!.d}\n`);
  } finally {
    await kobo.stop();
    await db.drop();
  }
  const lines = [
    `\ninvoices (MariaDB, ${process.env.BENCH_CONNECTIONS ?? 20} connections, ${process.env.BENCH_SECONDS ?? 10} s each, pool ${process.env.BENCH_POOL_SIZE ?? 10})`,
    '| measurement | req/s | p99 ms | non-2xx | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map(([name, r]) => `| ${name} | ${r.reqPerSec.toFixed(0)} | ${r.p99} | ${r.non2xx} | ${r.errors} |`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
