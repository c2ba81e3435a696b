// The sweep of expired rows: how fast a node deletes a day's request-log lines once they expire.
//   npx ts-node bench/sweep.bench.ts      (ROWS=200000 BENCH_DATABASE_URL=mysql://root@127.0.0.1:3306)
// A fresh MariaDB database, migrated by a first start of Kobo; ROWS request-log lines of one
// integration that expired a second ago; then one node started (default KOBO_POLL_MS) and timed
// until none is left. Reports rows per second (the node's start included) and the node's and the
// database server's CPU per row, from /proc. An API answering N requests a second writes N lines a
// second, and its nodes must delete as many.
import { randomBytes } from 'node:crypto';
import { createPool, type RowDataPacket } from 'mysql2/promise';
import { cpuSeconds, createBenchDatabase, databasePid, loadAverage, startKoboNode, stopKoboNode } from './lib';

const ROWS = Number(process.env.ROWS ?? 200_000);

async function main(): Promise<void> {
  const db = await createBenchDatabase('sweep');
  const u = new URL(db.url);
  const pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username || 'root'), database: db.name });
  const keys = { KOBO_DEFAULT_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`, KOBO_DEFAULT_PUBLIC_KEY: `pk_test_${randomBytes(16).toString('hex')}` };
  try {
    await stopKoboNode(await startKoboNode({ DATABASE_URL: db.url, ...keys }));
    const [[integration]] = await pool.query<RowDataPacket[]>('SELECT id FROM integrations ORDER BY id LIMIT 1');
    const expired = Date.now() - 1_000;
    for (let s = 0; s < ROWS; s += 2_000) {
      const n = Math.min(2_000, ROWS - s);
      const rows = Array.from({ length: n }, (_, k) => [integration!.id, 'live', `req_${s + k}`, 'GET', '/customer', 200, 3, new Date(), expired]);
      await pool.query('INSERT INTO request_logs (integration_id, domain, request_id, method, route, status, ms, at, expires_ms) VALUES ?', [rows]);
    }
    const dbPid = databasePid();
    const [d0, t0] = [dbPid ? cpuSeconds(dbPid) : NaN, Date.now()];
    const node = await startKoboNode({ DATABASE_URL: db.url, ...keys });
    let left = ROWS;
    while (left > 0 && Date.now() - t0 < 300_000) {
      await new Promise((r) => setTimeout(r, 100));
      left = Number((await pool.query<RowDataPacket[]>('SELECT COUNT(*) AS n FROM request_logs'))[0][0]!.n);
    }
    const s = (Date.now() - t0) / 1000;
    const [nodeCpu, dbCpu] = [cpuSeconds(node.proc.pid!), dbPid ? cpuSeconds(dbPid) - d0 : NaN];
    await stopKoboNode(node);
    const per = (cpu: number) => ((cpu * 1000) / (ROWS - left)).toFixed(3);
    process.stdout.write(
      `sweep: ${ROWS - left} of ${ROWS} expired request-log lines deleted in ${s.toFixed(1)} s (${Math.round((ROWS - left) / s)} rows/s, the node's start included); CPU per row ${per(nodeCpu)} ms node (its start included) + ${per(dbCpu)} ms database; load ${loadAverage()}\n`,
    );
  } finally {
    await pool.end();
    await db.drop();
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
