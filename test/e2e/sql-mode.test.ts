import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config';
import { createDataSource } from '../../src/db/data-source';
import { usingMysql } from '../support/database';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { startPrivateMariadb, type PrivateMariadb } from '../support/private-mariadb';
import { TRICKY } from '../support/text-values';

const Paystack = require('paystack-api');

// A MariaDB server whose sql_mode holds NO_BACKSLASH_ESCAPES (a global setting, so on a server of
// this file's own). Kobo sends some statements as text with its strings backslash-escaped (TypeORM's
// writes, a request group's merged INSERTs); each of its connections takes that mode off for itself,
// so what a merchant sends is stored as sent. Without that, the customer update below stored its JSON
// with doubled backslashes, which the column's JSON check refused: a 500.
jest.setTimeout(120_000);

const onMysql = usingMysql() ? describe : describe.skip;

onMysql('a server with NO_BACKSLASH_ESCAPES in its sql_mode', () => {
  let db: PrivateMariadb;
  let node: NodeProcess;
  let api: Api;
  const keys = fixedKeys();
  beforeAll(async () => {
    db = await startPrivateMariadb(['sql_mode=NO_BACKSLASH_ESCAPES,STRICT_TRANS_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION']);
    node = await startNode({ ...keys, DATABASE_URL: db.url });
    api = new Api(node.url, keys.KOBO_DEFAULT_SECRET_KEY);
  });
  afterAll(async () => {
    await node?.stop();
    await db?.stop();
  });

  // The statements themselves, as text-statements.test.ts sends them to the shared server: a value's
  // first statement through mysql2's formatter, the later ones through Kobo's (db/query-format.ts).
  it('reads back every quoting trap exactly from statements sent as text, and stores it so', async () => {
    let ds: DataSource | undefined;
    try {
      ds = await createDataSource(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', DB_POOL_SIZE: '2' }), []);
      await ds.query('CREATE TABLE kobo.t (id INT AUTO_INCREMENT PRIMARY KEY, s VARCHAR(1024), j JSON) CHARACTER SET utf8mb4');
      for (const [k, v] of TRICKY.entries()) {
        for (let sighting = 1; sighting <= 3; sighting++) {
          const [row] = (await ds.query(`SELECT ? AS v /* value ${k} */`, [v])) as Array<{ v: string }>;
          if (row!.v !== v) throw new Error(`sighting ${sighting}: ${JSON.stringify(v)} came back as ${JSON.stringify(row!.v)}`);
        }
      }
      const json = TRICKY.map((v) => JSON.stringify({ v }));
      for (let sighting = 1; sighting <= 2; sighting++) {
        await ds.query('DELETE FROM kobo.t');
        await ds.query(
          `INSERT INTO kobo.t (s, j) VALUES ${TRICKY.map(() => '(?, ?)').join(', ')}`,
          TRICKY.flatMap((v, i) => [v, json[i]]),
        );
        const rows = (await ds.query('SELECT s, CAST(j AS CHAR) AS j FROM kobo.t ORDER BY id')) as Array<{ s: string; j: string }>;
        expect(rows.map((r) => r.s)).toEqual(TRICKY);
        expect(rows.map((r) => JSON.parse(r.j).v)).toEqual(TRICKY);
      }
    } finally {
      await ds?.destroy();
    }
  });

  it('stores backslashes, quotes and newlines as sent, in prepared statements and in statements sent as text', async () => {
    const admin = await db.admin();
    try {
      // The hazard itself: in this mode a backslash in a literal is just a backslash.
      const [[mode]] = (await admin.query("SELECT @@GLOBAL.sql_mode AS m, 'a\\\\b' AS v")) as any;
      expect(mode.m).toContain('NO_BACKSLASH_ESCAPES');
      expect(mode.v).toBe('a\\\\b');

      const name = (i: number) => `O\\Brien ${i} 'quoted' "double"`;
      // A newline and a backslash in a JSON string, no quote: text that still parses as JSON if its
      // backslashes are doubled, so nothing but the stored value would show it.
      const metadata = (i: number) => ({ note: `line one\nline two \\ ${i}` });
      // At once, as a merchant's import would send them (joined into request groups or not).
      const created = await Promise.all(
        Array.from({ length: 24 }, (_, i) => api.post('/customer', { email: `nbe-${i}@example.com`, first_name: name(i), metadata: metadata(i) })),
      );
      expect(created.map((r) => r.status)).toEqual(Array(24).fill(200));
      for (const [i, r] of created.entries()) {
        const fetched = await api.get(`/customer/${r.body.data.customer_code}`);
        expect(fetched.body.data).toMatchObject({ first_name: name(i), metadata: metadata(i) });
      }
      const [rows] = (await admin.query("SELECT first_name FROM kobo.customers WHERE email LIKE 'nbe-%' ORDER BY email")) as any;
      expect(rows).toHaveLength(24);
      for (const r of rows) expect(r.first_name).toMatch(/^O\\Brien \d+ 'quoted' "double"$/);

      // An update through the paystack-api client (a body without a content type): TypeORM's UPDATE,
      // sent as text.
      const paystack = Paystack(keys.KOBO_DEFAULT_SECRET_KEY);
      paystack.endpoint = node.url;
      const code = created[0]!.body.data.customer_code;
      const updated = await paystack.customer.update({ id: code, last_name: 'back\\slash', metadata: { path: 'C:\\Users\\kobo' } });
      expect(updated.status).toBe(true);
      expect((await api.get(`/customer/${code}`)).body.data).toMatchObject({ last_name: 'back\\slash', metadata: { path: 'C:\\Users\\kobo' } });
    } finally {
      await admin.end();
    }
  });
});
