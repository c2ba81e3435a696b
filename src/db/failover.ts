import net from 'node:net';
import type { DatabaseHost } from '../config/config';
import { isNodeUnusable } from './errors';

// Database hosts for one MySQL/MariaDB data source: the servers DATABASE_URL lists, members of one
// cluster holding the same data (Galera, where every node writes). mysql2 has no multi-host option;
// its pool creates each connection through `stream` (given here), so which server a new
// connection goes to can change while the pool lives. A node stays on one server (the first at
// start) until that server fails it, then moves to the next: a failed connect tries the next
// server at once, and a connection whose server says it cannot serve (lost connection, shutdown,
// not in the Galera Primary Component, read-only) is dropped from the pool and moves the node on.
// Staying (rather than going back to the first server as soon as it answers) keeps a node's
// connections on one server, so its own reads see its own writes without waiting for replication.
export class HostRing {
  private current = 0;

  constructor(readonly hosts: ReadonlyArray<DatabaseHost>) {}

  get index(): number {
    return this.current;
  }

  get active(): DatabaseHost {
    return this.hosts[this.current]!;
  }

  // The server at `index` failed: move on, unless another failure already did.
  failed(index: number): void {
    if (index === this.current) this.current = (this.current + 1) % this.hosts.length;
  }

  // mysql2's connection `stream` factory: a socket to the server in use now, remembering which
  // (by the connection's own config object, which mysql2 passes and which outlives a TLS upgrade).
  stream = (opts?: { config?: object }): net.Socket => {
    const index = this.current;
    const { host, port } = this.hosts[index]!;
    const socket = net.connect(port, host);
    if (opts?.config) hostIndexOf.set(opts.config, index);
    // What mysql2 does for the sockets it opens itself.
    socket.setNoDelay(true);
    socket.once('connect', () => socket.setKeepAlive(true, 0));
    return socket;
  };
}

const hostIndexOf = new WeakMap<object, number>();

type Callback = (err: Error | null, result?: unknown) => void;

interface RawConnection {
  config?: object;
  addCommand(cmd: { onResult?: Callback }): unknown;
  query(sql: string, cb: Callback): unknown;
  destroy(): void;
}

interface RawPool {
  getConnection(cb: (err: Error | null, conn?: RawConnection) => void): void;
}

// Connection errors that say this server is not there: try the next one.
const CONNECT_FAILURES = new Set([
  'ECONNREFUSED',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNRESET',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
]);

export class NodeNotReadyError extends Error {
  override name = 'NodeNotReadyError';
  readonly errno = 1047;
  readonly code = 'WSREP_NOT_READY';
}

// Wraps the pool's getConnection (the one door TypeORM's query runners and the pool's own
// query/execute go through):
// - a connect that fails moves to the next server and tries again, once per server;
// - a new connection to a Galera node outside the Primary Component (wsrep_ready OFF: it accepts
//   connections but refuses every statement with 1047) is closed, and the next server tried;
// - a statement that fails because the server cannot serve destroys its connection (so the pool
//   never hands it out again; mysql2 does this itself only for read-only errors on pool.query) and
//   moves new connections to the next server;
// - the pool's other connections to a server the node moved away from are closed as they come out
//   of the pool, instead of being used.
export function guardPool(pool: RawPool, ring: HostRing | null, log?: (msg: string, fields: Record<string, unknown>) => void): void {
  const getConnection = pool.getConnection.bind(pool);
  const seen = new WeakSet<object>();
  const indexOf = (conn: RawConnection) => (conn.config ? hostIndexOf.get(conn.config) : undefined) ?? ring?.index ?? 0;
  const moveOn = (index: number, why: string) => {
    if (!ring || ring.hosts.length < 2) return;
    const before = ring.index;
    ring.failed(index);
    if (ring.index !== before)
      log?.('database server failed; new connections go to the next one', { failed: describe(ring.hosts[before]!), next: describe(ring.active), why });
  };

  const guard = (conn: RawConnection) => {
    const addCommand = conn.addCommand.bind(conn);
    conn.addCommand = (cmd) => {
      const onResult = cmd.onResult;
      if (typeof onResult === 'function') {
        cmd.onResult = function (this: unknown, err, ...rest: unknown[]) {
          if (err && isNodeUnusable(err)) {
            conn.destroy();
            moveOn(indexOf(conn), (err as { code?: string }).code ?? err.message);
          }
          return (onResult as (...a: unknown[]) => unknown).call(this, err, ...rest);
        };
      }
      return addCommand(cmd);
    };
  };

  (pool as { getConnection: RawPool['getConnection'] }).getConnection = (cb) => {
    let tries = 0;
    const attempt = () => {
      const index = ring?.index ?? 0;
      getConnection((err, conn) => {
        if (err) {
          const code = (err as { code?: string }).code ?? '';
          if (ring && CONNECT_FAILURES.has(code)) {
            moveOn(index, code);
            if (++tries < ring.hosts.length) return attempt();
          }
          return cb(err);
        }
        // A pooled connection to a server the node has moved away from is not used again: that
        // server failed once, and the node's connections stay on one server.
        if (conn && ring && indexOf(conn) !== ring.index) {
          conn.destroy();
          return attempt();
        }
        if (!conn || seen.has(conn)) return cb(null, conn);
        seen.add(conn);
        guard(conn);
        const fail = (e: Error) => {
          conn.destroy();
          cb(e);
        };
        // A new connection: is its server a Galera node outside the Primary Component? Without
        // Galera (wsrep_on OFF, or no such variable on MySQL) it is ready.
        conn.query("SHOW VARIABLES LIKE 'wsrep_on'", (verr, vars) => {
          if (verr) return fail(verr);
          if ((vars as Array<{ Value?: string }>)[0]?.Value !== 'ON') return cb(null, conn);
          conn.query("SHOW STATUS LIKE 'wsrep_ready'", (serr, status) => {
            if (serr) return fail(serr);
            if ((status as Array<{ Value?: string }>)[0]?.Value === 'ON') return cb(null, conn);
            conn.destroy();
            moveOn(indexOf(conn), 'wsrep_ready OFF');
            if (ring && ++tries < ring.hosts.length) return attempt();
            cb(new NodeNotReadyError('WSREP has not yet prepared node for application use (not in the Primary Component)'));
          });
        });
      });
    };
    attempt();
  };
}

const rings = new WeakMap<object, HostRing>();

export function attachRing(ds: object, ring: HostRing): void {
  rings.set(ds, ring);
}

// The server a data source's new connections go to, when DATABASE_URL lists several.
export function activeServer(ds: object): string | null {
  const ring = rings.get(ds);
  return ring && ring.hosts.length > 1 ? describe(ring.active) : null;
}

const describe = (h: DatabaseHost) => `${h.host.includes(':') ? `[${h.host}]` : h.host}:${h.port}`;
