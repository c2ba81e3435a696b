import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import type { RowDataPacket } from 'mysql2';

// Each test file gets a database of its own, so files run in parallel: a temp SQLite file by
// default, or a fresh schema on the server named by TEST_DATABASE_URL (MySQL/MariaDB).
export interface TestDatabase {
  url: string;
  kind: 'sqlite' | 'mysql';
  drop(): Promise<void>;
}

export const usingMysql = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

// The migrated database the run's global set-up made (test/support/global-setup.ts), which
// `createTestDatabase({ migrated: true })` copies: a SQLite file's path, or a schema's name.
export const TEMPLATE_ENV = 'KOBO_TEST_TEMPLATE_DB';

const adminOf = (server: URL) => () =>
  createConnection({
    host: server.hostname,
    port: Number(server.port || 3306),
    user: decodeURIComponent(server.username || 'root'),
    password: decodeURIComponent(server.password),
    multipleStatements: true,
  });

// An empty database by default: the files that start Kobo as a process see it migrate a fresh one.
// `migrated` copies the run's template instead, already migrated (a copy costs ~0.2 s of CPU on
// MariaDB where its 35 migrations cost ~1 s; they ran for each of ~90 files), when there is one.
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  const name = `kobo_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.migrated ? process.env[TEMPLATE_ENV] : undefined;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-test-'));
    const file = path.join(dir, `${name}.sqlite`);
    if (template) fs.copyFileSync(template, file);
    return { url: `sqlite:${file}`, kind: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const admin = adminOf(new URL(base));
  const conn = await admin();
  try {
    await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    if (template) await copySchema(conn, template, name);
  } finally {
    await conn.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: 'mysql',
    drop: async () => {
      const c = await admin();
      await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await c.end();
    },
  };
}

type Conn = Awaited<ReturnType<ReturnType<typeof adminOf>>>;

// What a copy of the template repeats: its tables, those holding rows (the migrations' record) and
// its triggers' statements. Read once per worker.
let shape: Promise<{ tables: string[]; filled: string[]; triggers: string[] }> | undefined;

async function copySchema(conn: Conn, from: string, to: string): Promise<void> {
  shape ??= (async () => {
    const [tables] = await conn.query<Array<{ name: string } & RowDataPacket>>(
      'SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? ORDER BY TABLE_NAME',
      [from],
    );
    const filled: string[] = [];
    for (const t of tables) {
      const [[row]] = await conn.query<Array<{ any: number } & RowDataPacket>>(`SELECT EXISTS (SELECT 1 FROM \`${from}\`.\`${t.name}\`) AS any`);
      if (row!.any) filled.push(t.name);
    }
    const [names] = await conn.query<Array<{ name: string } & RowDataPacket>>(
      'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ?',
      [from],
    );
    const triggers: string[] = [];
    for (const t of names) {
      const [[row]] = await conn.query<Array<Record<string, string> & RowDataPacket>>(`SHOW CREATE TRIGGER \`${from}\`.\`${t.name}\``);
      // Created by whoever copies it, in the copy's schema (the statement names its table unqualified).
      triggers.push(row!['SQL Original Statement']!.replace(/^CREATE DEFINER=\S+ /, 'CREATE '));
    }
    return { tables: tables.map((t) => t.name), filled, triggers };
  })();
  const { tables, filled, triggers } = await shape;
  const q = (t: string) => `\`${t}\``;
  await conn.query(
    [
      ...tables.map((t) => `CREATE TABLE ${q(to)}.${q(t)} LIKE ${q(from)}.${q(t)}`),
      ...filled.map((t) => `INSERT INTO ${q(to)}.${q(t)} SELECT * FROM ${q(from)}.${q(t)}`),
      `USE ${q(to)}`,
      ...triggers,
    ].join(';\n'),
  );
}
