import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection, type Connection } from 'mysql2/promise';
import { freePort } from './process';

// A MariaDB server of one test's own (its own data directory, port and socket, run as user mysql
// like the Galera nodes of scripts/galera-cluster.sh), for server settings a test may not change on
// the machine's shared server while other files run on it: a global sql_mode, say. `settings` are
// lines of its [mysqld] section. About five seconds to start.
export interface PrivateMariadb {
  url: string;
  admin(): Promise<Connection>;
  stop(): Promise<void>;
}

export async function startPrivateMariadb(settings: string[]): Promise<PrivateMariadb> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-mariadb-'));
  const socket = path.join(dir, 'mysqld.sock');
  const port = await freePort();
  fs.mkdirSync(path.join(dir, 'data'));
  // Not the system's /tmp itself: a starting server deletes every #sql… file in its tmpdir, and there
  // those are the shared server's live temporary tables.
  fs.mkdirSync(path.join(dir, 'tmp'));
  const cnf = path.join(dir, 'my.cnf');
  fs.writeFileSync(
    cnf,
    [
      '[mysqld]',
      'user=mysql',
      `datadir=${dir}/data`,
      `tmpdir=${dir}/tmp`,
      `socket=${socket}`,
      `pid-file=${dir}/mysqld.pid`,
      `log-error=${dir}/error.log`,
      'bind-address=127.0.0.1',
      `port=${port}`,
      'innodb_buffer_pool_size=32M',
      'innodb_log_file_size=16M',
      'performance_schema=OFF',
      'skip-log-bin',
      ...settings,
      '',
    ].join('\n'),
  );
  execFileSync('chown', ['-R', 'mysql:mysql', dir]);
  execFileSync('mariadb-install-db', [`--defaults-file=${cnf}`, '--auth-root-authentication-method=normal', '--skip-test-db'], { stdio: 'ignore' });
  const server = spawn('/usr/sbin/mariadbd', [`--defaults-file=${cnf}`], { stdio: 'ignore', detached: true });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const admin = () => createConnection({ socketPath: socket, user: 'root' });
  const stop = async () => {
    server.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 20_000)))]);
    clearTimeout(timer);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    const conn = await waitForServer(admin, server, dir);
    try {
      // Root over TCP from 127.0.0.1 without a password, as the shared server is used.
      await conn.query("CREATE USER IF NOT EXISTS 'root'@'127.0.0.1' IDENTIFIED BY ''");
      await conn.query("GRANT ALL PRIVILEGES ON *.* TO 'root'@'127.0.0.1' WITH GRANT OPTION");
      await conn.query('CREATE DATABASE kobo CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci');
    } finally {
      await conn.end();
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `mysql://root@127.0.0.1:${port}/kobo`, admin, stop };
}

async function waitForServer(connect: () => Promise<Connection>, server: ReturnType<typeof spawn>, dir: string): Promise<Connection> {
  const until = Date.now() + 60_000;
  for (;;) {
    try {
      return await connect();
    } catch (err) {
      if (server.exitCode !== null || Date.now() > until) {
        const log = fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : '';
        throw new Error(`the private MariaDB server did not start: ${(err as Error).message}\n${log.slice(-2000)}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
