import type { DataSource } from 'typeorm';
import type { Logger } from '../core/logger';
import { onEveryConnection } from './session-settings';

// What Kobo changes when its database is a node of a MariaDB Galera cluster (wsrep_on=ON), detected
// once at start. docs/operations.md says what the cluster itself must be set to.
//
// Causal reads. A Galera node applies the other nodes' commits a little after they committed there
// (wsrep_sync_wait=0 by default): a payer's charge answered by Kobo node A through Galera node 1, then
// verified by Kobo node B through Galera node 3 a millisecond later, was "not found". With
// wsrep_sync_wait=1 each SELECT (and each BEGIN, so a transaction's reads too) first waits until the
// node has applied everything the cluster had committed when the statement arrived: every reply
// sees every write that was acknowledged before its request came in, whichever node took either.
// It costs a cluster round trip per read, which is the price of read-your-writes across nodes; a
// server already set to wait for reads (its global wsrep_sync_wait has bit 1) is left as it is.
//
// Everything else a cluster changes is handled where it happens and holds on one server too: claims
// are committed leases that only one node can commit (jobs/due-work.ts, events/webhook-claims.ts),
// a 1213 from a certification conflict is retried like a deadlock (db/unit-of-work.ts), ids are not
// assumed to be in commit order (events/dispatcher.ts, cli/listen.ts), and the migration lock is a
// lease row (db/migration-lock.ts).
export interface GaleraInfo {
  galera: boolean;
  syncWait: number;
  clusterSize?: number;
}

const READS = 1;

const info = new WeakMap<DataSource, GaleraInfo>();

export function galeraOf(ds: DataSource): GaleraInfo {
  return info.get(ds) ?? { galera: false, syncWait: 0 };
}

export async function configureGalera(ds: DataSource, log?: Logger): Promise<GaleraInfo> {
  const type = ds.options.type;
  if (type !== 'mysql' && type !== 'mariadb') return { galera: false, syncWait: 0 };
  let rows: Array<{ Variable_name: string; Value: string }>;
  try {
    rows = await ds.query("SHOW VARIABLES WHERE Variable_name IN ('wsrep_on', 'wsrep_sync_wait')");
  } catch {
    return { galera: false, syncWait: 0 };
  }
  const vars = new Map(rows.map((r) => [r.Variable_name, String(r.Value)]));
  if (vars.get('wsrep_on')?.toUpperCase() !== 'ON') {
    info.set(ds, { galera: false, syncWait: 0 });
    return galeraOf(ds);
  }
  const current = Number(vars.get('wsrep_sync_wait') ?? 0);
  const syncWait = current | READS;
  // Set on each pooled connection the first time it is handed out.
  if (syncWait !== current) onEveryConnection(ds, `SET SESSION wsrep_sync_wait = ${syncWait}`);
  const size = await ds.query("SHOW STATUS LIKE 'wsrep_cluster_size'").then(
    (r: Array<{ Value: string }>) => Number(r[0]?.Value),
    () => undefined,
  );
  info.set(ds, { galera: true, syncWait, clusterSize: size });
  log?.info({ cluster_size: size, wsrep_sync_wait: syncWait }, 'database is a Galera cluster node: reads wait for the cluster (causal reads)');
  return galeraOf(ds);
}
