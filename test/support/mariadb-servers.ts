import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createConnection } from 'mysql2/promise';

// Standalone MariaDB servers a test may kill and start again (never the shared one on 3306): each
// on its own port (3320–3329) with its own data directory under /tmp, root over TCP without a
// password. Debian's mariadb-server provides the binaries (scripts/ci-services.sh installs it).
export const MARIADBD = '/usr/sbin/mariadbd';
const onPath = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
export const mariadbAvailable = (): boolean => fs.existsSync(MARIADBD) && ['mariadb-install-db', 'mariadb-dump', 'mariadb'].every(onPath);

export class MariadbServer {
  private child: ChildProcess | null = null;

  private constructor(
    readonly port: number,
    readonly dir: string,
  ) {}

  get datadir(): string {
    return path.join(this.dir, 'data');
  }

  get tmpdir(): string {
    return path.join(this.dir, 'tmp');
  }

  // A fresh data directory, initialised, and the server started on it.
  static async create(port: number): Promise<MariadbServer> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kobo-mariadb-${port}-`));
    // mariadbd runs as mysql: it must reach and own its directory.
    fs.chmodSync(dir, 0o755);
    const server = new MariadbServer(port, dir);
    // Its own temporary directory, for the bootstrap too (which reads TMPDIR): a starting mariadbd
    // deletes every `#sql…` file in its tmpdir, and in /tmp those are the live internal temporary
    // tables of the machine's main server, which then fails the queries using them or crashes.
    fs.mkdirSync(server.tmpdir, { mode: 0o1777 });
    fs.chmodSync(server.tmpdir, 0o1777);
    const init = spawnSync(
      'mariadb-install-db',
      ['--no-defaults', '--user=mysql', `--datadir=${server.datadir}`, '--auth-root-authentication-method=normal', '--skip-test-db'],
      { encoding: 'utf8', env: { ...process.env, TMPDIR: server.tmpdir } },
    );
    try {
      if (init.status !== 0) throw new Error(`mariadb-install-db failed: ${init.stderr || init.stdout}`);
      await server.start();
    } catch (err) {
      await server.destroy();
      throw err;
    }
    return server;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const child = spawn(
      MARIADBD,
      [
        '--no-defaults',
        '--user=mysql',
        `--datadir=${this.datadir}`,
        `--tmpdir=${this.tmpdir}`,
        `--port=${this.port}`,
        // In the data directory, which mysql owns.
        `--socket=${path.join(this.datadir, 'mysqld.sock')}`,
        `--pid-file=${path.join(this.datadir, 'mysqld.pid')}`,
        '--bind-address=127.0.0.1',
        '--innodb-buffer-pool-size=32M',
        '--skip-log-bin',
        '--max-connections=200',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr!.on('data', (c) => (stderr += c));
    this.child = child;
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => {
        this.child = null;
        reject(new Error(`mariadbd on ${this.port} exited (${code}): ${stderr.slice(-2000)}`));
      }),
    );
    exited.catch(() => undefined);
    await Promise.race([this.waitReady(child), exited]);
    child.removeAllListeners('exit');
  }

  private async waitReady(child: ChildProcess): Promise<void> {
    for (let i = 0; i < 600 && child.exitCode === null; i++) {
      try {
        const conn = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root', connectTimeout: 1000 });
        await conn.end();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    throw new Error(`mariadbd on ${this.port} did not answer`);
  }

  // Lost at once, as a crash or a pulled cable would lose it: no shutdown, open connections cut.
  async kill(): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }

  async query(sql: string, params: unknown[] = [], database?: string): Promise<unknown> {
    const conn = await createConnection({ host: '127.0.0.1', port: this.port, user: 'root', ...(database ? { database } : {}), multipleStatements: true });
    try {
      const [rows] = await conn.query(sql, params);
      return rows;
    } finally {
      await conn.end();
    }
  }

  // A copy of `database` (schema, triggers, rows) onto another server.
  copyTo(other: MariadbServer, database: string): void {
    const dump = spawnSync(
      'mariadb-dump',
      ['--no-defaults', '-h127.0.0.1', `-P${this.port}`, '-uroot', '--single-transaction', '--triggers', '--databases', database],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
    );
    if (dump.status !== 0) throw new Error(`mariadb-dump failed: ${dump.stderr}`);
    const load = spawnSync('mariadb', ['--no-defaults', '-h127.0.0.1', `-P${other.port}`, '-uroot'], {
      input: dump.stdout,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (load.status !== 0) throw new Error(`loading the dump failed: ${load.stderr}`);
  }

  async destroy(): Promise<void> {
    await this.kill();
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
