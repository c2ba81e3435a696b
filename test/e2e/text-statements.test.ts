import type { DataSource } from 'typeorm';
import { loadConfig } from '../../src/config/config';
import { createDataSource } from '../../src/db/data-source';
import { createTestDatabase, usingMysql, type TestDatabase } from '../support/database';
import { TRICKY } from '../support/text-values';

// Statements sent as text (MySQL/MariaDB) carry their values as literals written by Kobo's own
// formatter (db/query-format.ts): from a statement's second sighting on, strings are quoted by
// `quoteText`, which escapes less than mysql2 does. What the database reads back must be exactly the
// value given, for every character, in a plain SELECT and in the column types Kobo writes (text and
// JSON); and no value, however quoted, may end its literal early.
const describeMysql = usingMysql() ? describe : describe.skip;
jest.setTimeout(60_000);

let db: TestDatabase;
let ds: DataSource;
beforeAll(async () => {
  if (!usingMysql()) return;
  db = await createTestDatabase();
  ds = await createDataSource(loadConfig({ DATABASE_URL: db.url, LOG_LEVEL: 'silent', DB_POOL_SIZE: '2' }), []);
  await ds.query('CREATE TABLE t (id INT AUTO_INCREMENT PRIMARY KEY, s VARCHAR(1024), j JSON) CHARACTER SET utf8mb4');
});
afterAll(async () => {
  await ds?.destroy();
  await db?.drop();
});

// Every BMP character but the lone surrogates (which UTF-8 cannot carry), in strings of 500.
const everyCharacter = (): string[] => {
  const codes = Array.from({ length: 0xffff }, (_, i) => i).filter((c) => c < 0xd800 || c > 0xdfff);
  const out: string[] = [];
  for (let i = 0; i < codes.length; i += 500) out.push(String.fromCharCode(...codes.slice(i, i + 500)));
  return out;
};

describeMysql('values in statements sent as text (MySQL/MariaDB)', () => {
  it('reads back every character and every quoting trap exactly, sighting after sighting', async () => {
    const values = [...TRICKY, ...everyCharacter(), ...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c))];
    // The first sighting of a statement goes through mysql2's formatter, the later ones through the
    // split: each value gets a statement of its own (the comment), sent three times.
    for (const [k, v] of values.entries()) {
      for (let sighting = 1; sighting <= 3; sighting++) {
        const rows: Array<{ v: string; n: number | string }> = await ds.query(`SELECT ? AS v, CHAR_LENGTH(?) AS n /* value ${k} */`, [v, v]);
        expect(rows).toHaveLength(1);
        expect(Object.keys(rows[0]!)).toEqual(['v', 'n']);
        if (rows[0]!.v !== v) throw new Error(`sighting ${sighting}: ${JSON.stringify(v)} came back as ${JSON.stringify(rows[0]!.v)}`);
        expect(Number(rows[0]!.n)).toBe([...v].length);
      }
    }
  });

  it('stores strings and JSON texts in columns as given, in a merged multi-row INSERT', async () => {
    const strings = [...TRICKY, ...everyCharacter().map((s) => s.slice(0, 200))];
    const json = strings.map((s) => JSON.stringify({ s, list: [s, { s }] }));
    const sql = `INSERT INTO t (s, j) VALUES ${strings.map(() => '(?, ?)').join(', ')}`;
    for (let sighting = 1; sighting <= 3; sighting++) {
      await ds.query('DELETE FROM t');
      await ds.query(
        sql,
        strings.flatMap((s, i) => [s, json[i]]),
      );
      const rows: Array<{ s: string; j: string }> = await ds.query('SELECT s, CAST(j AS CHAR) AS j FROM t ORDER BY id');
      expect(rows.map((r) => r.s)).toEqual(strings);
      expect(rows.map((r) => JSON.parse(r.j))).toEqual(json.map((j) => JSON.parse(j)));
    }
  });
});
