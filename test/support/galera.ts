import { execFile } from 'node:child_process';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createConnection, type Connection } from 'mysql2/promise';
import { ROOT } from './build';

// The three-node MariaDB Galera cluster of scripts/galera-cluster.sh, for test/cluster/. Those files
// run only with KOBO_GALERA=1 (CI runs them once, in a step of their own after the MariaDB suite);
// elsewhere they are skipped with one line saying how to run them.
export const galeraEnabled = (): boolean => process.env.KOBO_GALERA === '1';

export const describeGalera: jest.Describe = galeraEnabled() ? describe : describe.skip;

let told = false;
export function sayWhySkipped(): void {
  if (galeraEnabled() || told) return;
  told = true;
  process.stdout.write('test/cluster: skipped (a 3-node Galera cluster is needed: KOBO_GALERA=1 npx jest test/cluster; scripts/galera-cluster.sh builds it)\n');
}

export type NodeNumber = 1 | 2 | 3;
export const NODES: NodeNumber[] = [1, 2, 3];
export const sqlPort = (n: NodeNumber) => 3310 + n;

const SCRIPT = path.join(ROOT, 'scripts/galera-cluster.sh');

function cluster(args: string[], timeoutMs = 180_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('bash', [SCRIPT, ...args], { timeout: timeoutMs, maxBuffer: 4 << 20 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`galera-cluster.sh ${args.join(' ')} failed: ${err.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

// Brings the cluster up (only the nodes that are down): safe to call from every file.
export const startCluster = () => cluster(['start']);
// SIGKILL: the node vanishes without leaving the group; the others drop it after evs.suspect_timeout.
export const killNode = (n: NodeNumber) => cluster(['kill', String(n)]);
// Starts node n again and waits until it has caught up (IST) and says Synced.
export const restartNode = (n: NodeNumber) => cluster(['restart', String(n)]);
export const clusterStatus = () => cluster(['status']);

export function adminConnection(n: NodeNumber, database?: string): Promise<Connection> {
  return createConnection({
    host: '127.0.0.1',
    port: sqlPort(n),
    user: 'root',
    ...(database ? { database } : {}),
    supportBigNumbers: true,
    bigNumberStrings: true,
  });
}

export interface ClusterDatabase {
  name: string;
  // The URL of this database through node n: a Kobo node on it writes there.
  url(n: NodeNumber): string;
  // A connection to node n that waits for the cluster to catch up before each read
  // (wsrep_sync_wait=1), so a check sees every commit made on any node before it.
  query<T = Record<string, unknown>>(sql: string, params?: unknown[], n?: NodeNumber): Promise<T[]>;
  drop(): Promise<void>;
}

// A fresh schema, created on node 1 (DDL replicates to every node before CREATE returns).
export async function createClusterDatabase(): Promise<ClusterDatabase> {
  const name = `kobo_g_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await adminConnection(1);
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  await admin.end();
  const conns = new Map<NodeNumber, Connection>();
  const conn = async (n: NodeNumber) => {
    let c = conns.get(n);
    if (!c) {
      c = await adminConnection(n, name);
      await c.query('SET SESSION wsrep_sync_wait = 1');
      conns.set(n, c);
    }
    return c;
  };
  return {
    name,
    url: (n) => `mysql://root@127.0.0.1:${sqlPort(n)}/${name}`,
    async query<T>(sql: string, params: unknown[] = [], n: NodeNumber = 1) {
      const [rows] = await (await conn(n)).query(sql, params);
      return rows as T[];
    },
    async drop() {
      for (const c of conns.values()) await c.end().catch(() => undefined);
      conns.clear();
      for (const n of NODES) {
        try {
          const c = await adminConnection(n);
          await c.query(`DROP DATABASE IF EXISTS \`${name}\``);
          await c.end();
          return;
        } catch {
          // that node is down: another one drops it for the cluster
        }
      }
    },
  };
}

// Galera's own count of the transactions it aborted on each node: certification failures (a commit
// that lost to another node's) and brute-force aborts (a local transaction killed by a replicated
// one). Kobo sees each as a 1213 and retries it; the difference over a test is its conflict count.
export async function conflictCounters(): Promise<{ certFailures: number; bfAborts: number }> {
  let certFailures = 0;
  let bfAborts = 0;
  for (const n of NODES) {
    let c: Connection | undefined;
    try {
      c = await adminConnection(n);
      const [rows] = await c.query("SHOW GLOBAL STATUS WHERE Variable_name IN ('wsrep_local_cert_failures', 'wsrep_local_bf_aborts')");
      for (const r of rows as Array<{ Variable_name: string; Value: string }>) {
        if (r.Variable_name === 'wsrep_local_cert_failures') certFailures += Number(r.Value);
        else bfAborts += Number(r.Value);
      }
    } catch {
      // a node that is down counts nothing
    } finally {
      await c?.end().catch(() => undefined);
    }
  }
  return { certFailures, bfAborts };
}
