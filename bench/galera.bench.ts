// Two Kobo nodes on a three-node Galera cluster (scripts/galera-cluster.sh: node A through Galera node
// 1, node B through Galera node 3) beside the same two nodes on one MariaDB server: the hot paths
// (the six of bench/hot-paths.bench.ts, its own path list) under load on both nodes at once, and
// renewals claimed by both. Besides req/s and p99, per 1,000 requests or renewals: the cluster's
// conflicts (certification failures and brute-force aborts) apart from Kobo's own retries as its
// GET /metrics counts them (transactions redone after a 1213, due-work claims lost to the other node).
//
//   bash scripts/galera-cluster.sh start
//   npx ts-node bench/galera.bench.ts        (BENCH_SECONDS=5 SUBSCRIPTIONS=2000 BENCH_CONNECTIONS=20 BENCH_SEED=2000)
import { randomBytes } from 'node:crypto';
import { createConnection, createPool } from 'mysql2/promise';
import { PATHS, seed, seededIds } from './hot-paths.bench';
import { seedSubscriptions } from './renewals.bench';
import {
  expectCharged,
  galeraConflicts,
  koboApi,
  koboRetries,
  loadAverage,
  loadTest,
  pollUntil,
  startKoboNode,
  stopKoboNode,
  type KoboNode,
  type LoadResult,
  type Retries,
} from './lib';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const SUBSCRIPTIONS = Number(process.env.SUBSCRIPTIONS ?? 2000);
const SINGLE = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306';
const DAY_MS = 86_400_000;
const CARD = { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' };

interface Side {
  name: string;
  // The server each of the two Kobo nodes writes through.
  servers: [string, string];
}

const SIDES: Side[] = [
  { name: 'one server', servers: [SINGLE, SINGLE] },
  { name: 'Galera ×3', servers: ['mysql://root@127.0.0.1:3311', 'mysql://root@127.0.0.1:3313'] },
];

const conflicts = galeraConflicts;

async function withDatabase<T>(server: string, fn: (url: (s: string) => string) => Promise<T>): Promise<T> {
  const name = `kobo_bench_galera_${randomBytes(3).toString('hex')}`;
  const u = new URL(server);
  const admin = await createConnection({ host: u.hostname, port: Number(u.port), user: 'root' });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  try {
    return await fn((s) => `${s}/${name}`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
    await admin.end();
  }
}

// Both nodes under the same load at once; req/s summed, p99 the worse of the two.
async function both(nodes: KoboNode[], secret: string, method: 'GET' | 'POST', path: string, body?: string, values?: string[]): Promise<LoadResult> {
  const runs = await Promise.all(
    nodes.map((n) =>
      loadTest({
        url: `${n.url}${path}`,
        method,
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body,
        values,
        connections: CONNECTIONS,
        seconds: SECONDS,
        warmupSeconds: 1,
      }),
    ),
  );
  return {
    reqPerSec: runs.reduce((s, r) => s + r.reqPerSec, 0),
    p99: Math.max(...runs.map((r) => r.p99)),
    requests: runs.reduce((s, r) => s + r.requests, 0),
    non2xx: runs.reduce((s, r) => s + r.non2xx, 0),
    errors: runs.reduce((s, r) => s + r.errors, 0),
  };
}

type Counted = { conflicts: number; retries: Retries };
interface Figures {
  paths: Array<LoadResult & Counted & { name: string }>;
  renewals: { seconds: number } & Counted;
}

// Conflicts and Kobo's retries over `work`.
async function counted<T>(nodes: KoboNode[], work: () => Promise<T>): Promise<T & Counted> {
  const [c0, r0] = [await conflicts(), await koboRetries(nodes)];
  const result = await work();
  const [c1, r1] = [await conflicts(), await koboRetries(nodes)];
  return { ...result, conflicts: c1 - c0, retries: { transactions: r1.transactions - r0.transactions, claims: r1.claims - r0.claims } };
}

async function measure(side: Side): Promise<Figures> {
  return withDatabase(side.servers[0], async (url) => {
    const secret = `sk_test_${randomBytes(16).toString('hex')}`;
    const env = { KOBO_DEFAULT_SECRET_KEY: secret, KOBO_POLL_MS: '200', DB_POOL_SIZE: '16' };
    const first = await startKoboNode({ DATABASE_URL: url(side.servers[0]), ...env });
    const nodes = [first, await startKoboNode({ DATABASE_URL: url(side.servers[1]), ...env })];
    try {
      const api = (method: string, p: string, body?: unknown) => koboApi(first.url, secret, method, p, body);
      // The hot-paths bench's seed (customers to list, the transaction to verify) and authorization.
      await seed(first.url, secret);
      const ids = await seededIds(first.url, secret);
      const paid = await api('POST', '/charge', { email: 'payer@example.com', amount: 10000, card: CARD });
      const paths: Figures['paths'] = [];
      for (const p of PATHS) {
        const body =
          p.name === 'charge_authorization'
            ? JSON.stringify({ email: 'payer@example.com', amount: 5000, authorization_code: paid.authorization.authorization_code })
            : p.body;
        const values = p.name.startsWith('fetch by id') ? ids : p.values;
        paths.push({ name: p.name, ...(await counted(nodes, () => both(nodes, secret, p.method, p.path, body, values))) });
      }
      const renewals = await counted(nodes, () => renewAll(url(side.servers[0]), api));
      return { paths, renewals };
    } finally {
      await Promise.all(nodes.map(stopKoboNode));
    }
  });
}

// SUBSCRIPTIONS subscriptions written straight into the table (bench/renewals.bench.ts's seeding), all
// due after one clock advance; the time until both nodes renewed every one.
async function renewAll(dbUrl: string, api: (method: string, p: string, body?: unknown) => Promise<any>): Promise<{ seconds: number }> {
  const u = new URL(dbUrl);
  const pool = createPool({ host: u.hostname, port: Number(u.port), user: 'root', database: u.pathname.slice(1), connectionLimit: 2 });
  try {
    const { due } = await seedSubscriptions({ pool, api }, SUBSCRIPTIONS, 'SUB_gbench');
    const now = new Date((await api('GET', '/_test/clock')).now).getTime();
    const started = Date.now();
    await api('POST', '/_test/clock/advance', { seconds: Math.ceil((due - now) / 1000) + 1 });
    await pollUntil(
      async () => {
        const [[row]] = (await pool.query('SELECT COUNT(*) AS n FROM subscriptions WHERE due_ms <= ?', [due - 3 * DAY_MS])) as any;
        return Number(row.n) === 0;
      },
      600_000,
      () => 'renewals',
    );
    const seconds = (Date.now() - started) / 1000;
    await expectCharged(pool, 'SUB-', SUBSCRIPTIONS, 'renewal charges');
    return { seconds };
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  const results: Array<{ side: Side; f: Figures }> = [];
  for (const side of SIDES) {
    const f = await measure(side);
    results.push({ side, f });
    process.stdout.write(
      `${side.name}: ${f.paths.map((p) => `${p.name} ${Math.round(p.reqPerSec)} req/s`).join(', ')}, ${SUBSCRIPTIONS} renewals in ${f.renewals.seconds.toFixed(2)} s\n`,
    );
  }
  const per1000 = (n: number, of: number) => (of ? ((n * 1000) / of).toFixed(1) : '-');
  const [one, cluster] = results.map((r) => r.f) as [Figures, Figures];
  const kobo = (c: Counted, of: number) => `${per1000(c.retries.transactions, of)} / ${per1000(c.retries.claims, of)}`;
  process.stdout.write(
    `\nload average ${loadAverage()}; ${SECONDS} s per path, ${CONNECTIONS} connections per node\n\n| path (2 Kobo nodes) | one server req/s (p99 ms) | Galera ×3 req/s (p99 ms) | ratio | non-2xx one / Galera | Galera conflicts per 1,000 | Kobo retries per 1,000, one server: tx / claims | Kobo retries per 1,000, Galera: tx / claims |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |\n`,
  );
  one.paths.forEach((a, i) => {
    const b = cluster.paths[i]!;
    process.stdout.write(
      `| ${a.name} | ${Math.round(a.reqPerSec)} (${a.p99}) | ${Math.round(b.reqPerSec)} (${b.p99}) | ${(b.reqPerSec / a.reqPerSec).toFixed(2)} | ${a.non2xx + a.errors} / ${b.non2xx + b.errors} | ${per1000(b.conflicts, b.requests)} | ${kobo(a, a.requests)} | ${kobo(b, b.requests)} |\n`,
    );
  });
  const r1 = one.renewals;
  const r2 = cluster.renewals;
  process.stdout.write(
    `| renewals (${SUBSCRIPTIONS}, both nodes) | ${Math.round(SUBSCRIPTIONS / r1.seconds)}/s | ${Math.round(SUBSCRIPTIONS / r2.seconds)}/s | ${(r1.seconds / r2.seconds).toFixed(2)} | - | ${per1000(r2.conflicts, SUBSCRIPTIONS)} | ${kobo(r1, SUBSCRIPTIONS)} | ${kobo(r2, SUBSCRIPTIONS)} |\n`,
  );
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
