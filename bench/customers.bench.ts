import { createHash, randomBytes } from 'node:crypto';
import type { Pool } from 'mysql2/promise';
import { bootKobo, compare, createBenchDatabase, printTable, startBaseline, type BaselineHandler, type Row } from './lib';

// Customer create (POST /customer, a unique email per request) and list (GET /customer?perPage=50)
// on Kobo, each beside a bare node:http + mysql2 server doing the equivalent SQL: the key lookup,
// then for create one transaction inserting the customer and its outbox event, for list the page
// and the count.
async function authenticate(pool: Pool, header: string | undefined): Promise<{ integrationId: number; domain: string } | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1];
  if (!token) return null;
  const [rows] = await pool.execute(
    'SELECT k.integration_id, k.domain, i.test_clock_offset_ms FROM api_keys k JOIN integrations i ON i.id = k.integration_id WHERE k.key_hash = ? AND k.revoked_at IS NULL',
    [createHash('sha256').update(token).digest('hex')],
  );
  const row = (rows as Array<{ integration_id: string; domain: string }>)[0];
  return row ? { integrationId: Number(row.integration_id), domain: row.domain } : null;
}

const unauthorized = { status: 401, body: { status: false, message: 'Invalid key' } };

const create: BaselineHandler = async ({ pool, body, headers }) => {
  const auth = await authenticate(pool, headers.authorization);
  if (!auth) return unauthorized;
  const email = String(body.email ?? '')
    .trim()
    .toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return { status: 400, body: { status: false, message: 'Invalid Email Address Passed' } };
  const now = new Date();
  const code = `CUS_${randomBytes(8).toString('hex').slice(0, 15)}`;
  const conn = await pool.getConnection();
  try {
    await conn.beginTransaction();
    const [res] = await conn.execute(
      "INSERT INTO customers (integration_id, domain, customer_code, email, first_name, last_name, phone, metadata, risk_action, created_at, updated_at) VALUES (?, ?, ?, ?, NULL, NULL, NULL, NULL, 'default', ?, ?)",
      [auth.integrationId, auth.domain, code, email, now, now],
    );
    const id = (res as { insertId: number }).insertId;
    const customer = {
      id,
      integration: auth.integrationId,
      domain: auth.domain,
      customer_code: code,
      email,
      risk_action: 'default',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    };
    await conn.execute('INSERT INTO events (integration_id, domain, type, resource, payload, created_at, dispatched_at) VALUES (?, ?, ?, ?, ?, ?, NULL)', [
      auth.integrationId,
      auth.domain,
      'customer.created',
      `customer:${id}`,
      JSON.stringify(customer),
      now,
    ]);
    await conn.commit();
    return { status: 200, body: { status: true, message: 'Customer created', data: customer } };
  } catch (err) {
    await conn.rollback();
    throw err;
  } finally {
    conn.release();
  }
};

const list: BaselineHandler = async ({ pool, query, headers }) => {
  const auth = await authenticate(pool, headers.authorization);
  if (!auth) return unauthorized;
  const perPage = Number(query.get('perPage') ?? 50);
  const [[rows], [count]] = await Promise.all([
    pool.execute(`SELECT * FROM customers WHERE integration_id = ? AND domain = ? ORDER BY id DESC LIMIT ${perPage}`, [auth.integrationId, auth.domain]),
    pool.execute('SELECT COUNT(*) AS n FROM customers WHERE integration_id = ? AND domain = ?', [auth.integrationId, auth.domain]),
  ]);
  const total = Number((count as Array<{ n: number }>)[0]!.n);
  const data = (rows as Array<Record<string, any>>).map((c) => ({
    id: Number(c.id),
    integration: Number(c.integration_id),
    domain: c.domain,
    customer_code: c.customer_code,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    phone: c.phone,
    metadata: typeof c.metadata === 'string' ? JSON.parse(c.metadata) : c.metadata,
    risk_action: c.risk_action,
    createdAt: new Date(c.created_at).toISOString(),
    updatedAt: new Date(c.updated_at).toISOString(),
  }));
  return {
    status: 200,
    body: { status: true, message: 'Customers retrieved', data, meta: { total, skipped: 0, perPage, page: 1, pageCount: Math.ceil(total / perPage) } },
  };
};

async function main(): Promise<void> {
  const db = await createBenchDatabase('customers');
  const kobo = await bootKobo(db.url);
  const baseline = await startBaseline(db.url, { 'POST /customer': create, 'GET /customer': list });
  const headers = { authorization: `Bearer ${kobo.secretKey}`, 'content-type': 'application/json' };
  const rows: Row[] = [];
  try {
    const createBody = JSON.stringify({ email: 'c-[<id>]@bench.example.com', first_name: 'Bench' });
    rows.push(
      await compare(
        'POST /customer (create)',
        { url: `${kobo.url}/customer`, method: 'POST', headers, body: createBody },
        { url: `${baseline.url}/customer`, method: 'POST', headers, body: createBody },
      ),
    );
    rows.push(
      await compare(
        'GET /customer?perPage=50 (list)',
        { url: `${kobo.url}/customer?perPage=50`, headers },
        { url: `${baseline.url}/customer?perPage=50`, headers },
      ),
    );
    const [count] = await baseline.pool.query('SELECT COUNT(*) AS n FROM customers');
    process.stdout.write(`customers in the table after the run: ${(count as Array<{ n: number }>)[0]!.n}\n`);
  } finally {
    await baseline.stop();
    await kobo.stop();
    await db.drop();
  }
  printTable(
    `customers (MariaDB, ${process.env.BENCH_CONNECTIONS ?? 20} connections, ${process.env.BENCH_SECONDS ?? 10} s per side in ${process.env.BENCH_ROUNDS ?? 2} alternating rounds, pool ${process.env.BENCH_POOL_SIZE ?? 10})`,
    rows,
  );
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack}\n`);
  process.exit(1);
});
