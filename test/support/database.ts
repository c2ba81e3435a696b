import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection } from 'mysql2/promise';

// Each test file gets a database of its own, so files run in parallel: a temp SQLite file by
// default, or a fresh schema on the server named by TEST_DATABASE_URL (MySQL/MariaDB).
export interface TestDatabase {
  url: string;
  kind: 'sqlite' | 'mysql';
  drop(): Promise<void>;
}

export const usingMysql = (): boolean => Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  const name = `kobo_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!base) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-test-'));
    const file = path.join(dir, `${name}.sqlite`);
    return { url: `sqlite:${file}`, kind: 'sqlite', drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const server = new URL(base);
  const admin = () =>
    createConnection({
      host: server.hostname,
      port: Number(server.port || 3306),
      user: decodeURIComponent(server.username || 'root'),
      password: decodeURIComponent(server.password),
    });
  const conn = await admin();
  await conn.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await conn.end();
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
