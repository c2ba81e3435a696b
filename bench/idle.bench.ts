// An idle node beside tables of rows due later: what its polls cost while nothing is due.
//   npx ts-node bench/idle.bench.ts      (ROWS=200000 SECONDS=20 KOBO_POLL_MS=1000 BENCH_DATABASE_URL=…)
// One Kobo node on a fresh MariaDB database, measured idle twice over SECONDS: with its tables as
// migrated, then after ROWS request-log lines that expire in 23 hours (a day of an API's requests,
// swept by a due job; every active subscription's next renewal is the same shape). Reports the
// node's and the database server's CPU per second of wall time, from /proc, and the rows the
// server's handlers read meanwhile (Handler_read_*, the whole server's).
import { randomBytes } from 'node:crypto';
import { createPool, type RowDataPacket } from 'mysql2/promise';
import { cpuSeconds, createBenchDatabase, databasePid, loadAverage, startKoboNode, stopKoboNode } from './lib';

const ROWS = Number(process.env.ROWS ?? 200_000);
const SECONDS = Number(process.env.SECONDS ?? 20);
const POLL_MS = process.env.KOBO_POLL_MS ?? '1000';

async function main(): Promise<void> {
  const db = await createBenchDatabase('idle');
  const u = new URL(db.url);
  const pool = createPool({ host: u.hostname, port: Number(u.port || 3306), user: decodeURIComponent(u.username || 'root'), database: db.name });
  const node = await startKoboNode({
    DATABASE_URL: db.url,
    KOBO_POLL_MS: POLL_MS,
    KOBO_DEFAULT_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
    KOBO_DEFAULT_PUBLIC_KEY: `pk_test_${randomBytes(16).toString('hex')}`,
  });
  const dbPid = databasePid();
  const rowsRead = async () => (await pool.query<RowDataPacket[]>("SHOW GLOBAL STATUS LIKE 'Handler_read%'"))[0].reduce((sum, r) => sum + Number(r.Value), 0);
  const measure = async (label: string) => {
    await new Promise((r) => setTimeout(r, 3_000));
    const [n0, d0, r0, t0] = [cpuSeconds(node.proc.pid!), dbPid ? cpuSeconds(dbPid) : NaN, await rowsRead(), Date.now()];
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const [n1, d1, r1, t1] = [cpuSeconds(node.proc.pid!), dbPid ? cpuSeconds(dbPid) : NaN, await rowsRead(), Date.now()];
    const s = (t1 - t0) / 1000;
    const line = `idle: ${label}, poll ${POLL_MS} ms: node ${(((n1 - n0) * 1000) / s).toFixed(1)} ms CPU/s, database ${(((d1 - d0) * 1000) / s).toFixed(1)} ms CPU/s, ${Math.round((r1 - r0) / s)} rows read/s; load ${loadAverage()}`;
    process.stdout.write(`${line}\n`);
  };
  try {
    await measure('tables as migrated');
    const [[integration]] = await pool.query<RowDataPacket[]>('SELECT id FROM integrations ORDER BY id LIMIT 1');
    const expires = Date.now() + 23 * 3_600_000;
    for (let s = 0; s < ROWS; s += 2_000) {
      const n = Math.min(2_000, ROWS - s);
      const rows = Array.from({ length: n }, (_, k) => [integration!.id, 'live', `req_${s + k}`, 'GET', '/customer', 200, 3, new Date(), expires + s + k]);
      await pool.query('INSERT INTO request_logs (integration_id, domain, request_id, method, route, status, ms, at, expires_ms) VALUES ?', [rows]);
    }
    await measure(`${ROWS} request-log lines due in 23 h`);
  } finally {
    await stopKoboNode(node);
    await pool.end();
    await db.drop();
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
