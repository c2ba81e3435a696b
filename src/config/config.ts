import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// The only reader of process.env. Everything else receives this frozen object.
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'mysql';
      url: string;
      // The first of `hosts`: a node starts on it and moves along the list when it fails.
      host: string;
      port: number;
      // Every server the URL names (mysql://u@db1:3306,db2:3306,db3/kobo): the members of one
      // cluster holding the same data (Galera), tried in order (src/db/failover.ts).
      hosts: ReadonlyArray<DatabaseHost>;
      user: string;
      password: string;
      database: string;
    };

export interface DatabaseHost {
  readonly host: string;
  readonly port: number;
}

// REDIS_URL: one server, Sentinels that name the primary, or the seed nodes of a Redis Cluster.
export type RedisConfig =
  | { kind: 'single'; url: string }
  | {
      kind: 'sentinel';
      sentinels: ReadonlyArray<DatabaseHost>;
      name: string;
      username?: string;
      password?: string;
      sentinelPassword?: string;
      db: number;
      tls: boolean;
    }
  | { kind: 'cluster'; nodes: ReadonlyArray<DatabaseHost>; username?: string; password?: string; tls: boolean };

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  // Which peers' X-Forwarded-For/-Host/-Proto headers say who the client is and which address it
  // used (express's `trust proxy`): false, a number of proxy hops, or addresses and subnets.
  readonly trustProxy: false | number | string[];
  readonly database: DatabaseConfig;
  readonly dbPoolSize: number;
  // MySQL/MariaDB: how long a statement waits for a table, metadata or backup lock (the session's
  // lock_wait_timeout; the server's default is a day).
  readonly dbLockWaitTimeoutS: number;
  readonly logLevel: string;
  readonly redisUrl: string | null;
  // REDIS_URL read: null without Redis.
  readonly redis: RedisConfig | null;
  readonly maxBodyBytes: number;
  readonly defaultSecretKey: string | null;
  readonly defaultPublicKey: string | null;
  // KOBO_ROTATE_DEFAULT_KEYS: let the KOBO_DEFAULT_* keys replace the ones the Default integration has.
  readonly rotateDefaultKeys: boolean;
  readonly graphqlMaxDepth: number;
  readonly graphqlMaxCost: number;
  readonly graphqlMaxTokens: number;
  readonly graphqlMaxAliases: number;
  readonly shutdownGraceMs: number;
  // How long an idle keep-alive connection is kept: past the idle timeout of proxies in front.
  readonly keepAliveTimeoutMs: number;
  // KOBO_DISPATCH=off: an API-only node. It records events and due work but runs no background
  // work: no dispatch, no webhooks, no due jobs (other nodes, or its next start, do them).
  readonly dispatchEnabled: boolean;
  readonly pollMs: number;
  readonly abandonSweepMs: number;
  readonly webhookTimeoutMs: number;
  readonly webhookConcurrency: number;
  // How long past its timeout a claimed attempt stays with the node that claimed it.
  readonly webhookLeaseMarginMs: number;
  // Live-mode webhooks to loopback/private/link-local addresses (test mode always allows them).
  readonly allowPrivateWebhooks: boolean;
  // Subscription renewals: rows claimed at once, handled concurrently, and how long a claim lasts.
  readonly renewalBatch: number;
  readonly renewalConcurrency: number;
  // Renewals (bulk charge items) handled together in one DB transaction, their statements merged.
  readonly renewalGroup: number;
  readonly renewalLeaseMs: number;
  // Bulk charge items: claimed per pass, charged at once by one node, and how long a claim is owned.
  readonly bulkChargeBatch: number;
  readonly bulkChargeConcurrency: number;
  readonly bulkChargeGroup: number;
  readonly bulkChargeLeaseMs: number;
  // Idempotency-Key: how long a running request's key stays held past its node's last renewal (a
  // live node renews it while the request runs; a dead node's key is taken over after this), and
  // how long a retry waits for the first request before its 409.
  readonly idempotencyLeaseMs: number;
  readonly idempotencyWaitMs: number;
  // The processor live-mode charges go to ("simulator" until a real acquirer is plugged in).
  readonly liveProcessor: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

// The environment as one schema (zod): every variable is read by its own rule below, and a start
// with bad values reports each bad variable on a line of its own, not just the first.
function envSchema(cwd: string) {
  // A variable read by `read`, which throws ConfigError for a bad value: the error becomes the
  // variable's issue.
  const v = <T>(read: (raw: string | undefined) => T) =>
    z
      .string()
      .optional()
      .transform((raw, ctx) => {
        try {
          return read(raw);
        } catch (err) {
          if (!(err instanceof ConfigError)) throw err;
          ctx.addIssue({ code: 'custom', message: err.message });
          return z.NEVER;
        }
      });
  const int = (name: string, fallback: number, min: number, max: number) => v((raw) => integer(name, raw, fallback, min, max));
  const bool = (name: string, fallback: boolean) => v((raw) => flag(name, raw, fallback));
  return z.object({
    HOST: v((raw) => raw || '127.0.0.1'),
    PORT: int('PORT', 4000, 0, 65535),
    PUBLIC_URL: v((raw) => raw || null),
    KOBO_TRUST_PROXY: v(trustProxy),
    DATABASE_URL: v((raw) => parseDatabaseUrl(raw, cwd)),
    DB_POOL_SIZE: int('DB_POOL_SIZE', 10, 1, 500),
    DB_LOCK_WAIT_TIMEOUT_S: int('DB_LOCK_WAIT_TIMEOUT_S', 30, 1, 31536000),
    LOG_LEVEL: v((raw) => raw || 'info'),
    REDIS_URL: v((raw) => (raw ? { url: raw, redis: parseRedisUrl(raw) } : null)),
    KOBO_MAX_BODY_BYTES: int('KOBO_MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    KOBO_DEFAULT_SECRET_KEY: v((raw) => defaultKey('KOBO_DEFAULT_SECRET_KEY', raw, 'sk_test_')),
    KOBO_DEFAULT_PUBLIC_KEY: v((raw) => defaultKey('KOBO_DEFAULT_PUBLIC_KEY', raw, 'pk_test_')),
    KOBO_ROTATE_DEFAULT_KEYS: bool('KOBO_ROTATE_DEFAULT_KEYS', false),
    KOBO_GRAPHQL_MAX_DEPTH: int('KOBO_GRAPHQL_MAX_DEPTH', 12, 2, 100),
    KOBO_GRAPHQL_MAX_COST: int('KOBO_GRAPHQL_MAX_COST', 20000, 10, 10_000_000),
    KOBO_GRAPHQL_MAX_TOKENS: int('KOBO_GRAPHQL_MAX_TOKENS', 5000, 100, 1_000_000),
    KOBO_GRAPHQL_MAX_ALIASES: int('KOBO_GRAPHQL_MAX_ALIASES', 50, 0, 100_000),
    KOBO_SHUTDOWN_GRACE_MS: int('KOBO_SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    KOBO_KEEP_ALIVE_TIMEOUT_MS: int('KOBO_KEEP_ALIVE_TIMEOUT_MS', 65000, 1000, 3600000),
    KOBO_DISPATCH: bool('KOBO_DISPATCH', true),
    KOBO_POLL_MS: int('KOBO_POLL_MS', 1000, 10, 600000),
    KOBO_ABANDON_SWEEP_MS: int('KOBO_ABANDON_SWEEP_MS', 30000, 100, 3600000),
    KOBO_WEBHOOK_TIMEOUT_MS: int('KOBO_WEBHOOK_TIMEOUT_MS', 30000, 100, 600000),
    KOBO_WEBHOOK_CONCURRENCY: int('KOBO_WEBHOOK_CONCURRENCY', 16, 1, 1000),
    KOBO_WEBHOOK_LEASE_MARGIN_MS: int('KOBO_WEBHOOK_LEASE_MARGIN_MS', 30000, 0, 3600000),
    KOBO_ALLOW_PRIVATE_WEBHOOKS: bool('KOBO_ALLOW_PRIVATE_WEBHOOKS', false),
    KOBO_LIVE_PROCESSOR: v(liveProcessor),
    // Groups of 100: a group's objects live until its COMMIT, and every young-generation GC copies
    // them; with groups of 200 (four at once) a bulk run spent ~40 % more time in GC, and groups of
    // 50 cost MariaDB more per row (bench/RESULTS.md).
    KOBO_RENEWAL_BATCH: int('KOBO_RENEWAL_BATCH', 400, 1, 10000),
    KOBO_RENEWAL_CONCURRENCY: int('KOBO_RENEWAL_CONCURRENCY', 4, 1, 256),
    KOBO_RENEWAL_GROUP: int('KOBO_RENEWAL_GROUP', 100, 1, 1000),
    KOBO_RENEWAL_LEASE_MS: int('KOBO_RENEWAL_LEASE_MS', 60000, 500, 3600000),
    KOBO_BULK_CHARGE_BATCH: int('KOBO_BULK_CHARGE_BATCH', 400, 1, 10000),
    KOBO_BULK_CHARGE_CONCURRENCY: int('KOBO_BULK_CHARGE_CONCURRENCY', 4, 1, 256),
    KOBO_BULK_CHARGE_GROUP: int('KOBO_BULK_CHARGE_GROUP', 100, 1, 1000),
    KOBO_BULK_CHARGE_LEASE_MS: int('KOBO_BULK_CHARGE_LEASE_MS', 60000, 500, 3600000),
    KOBO_IDEMPOTENCY_LEASE_MS: int('KOBO_IDEMPOTENCY_LEASE_MS', 60000, 300, 3600000),
    KOBO_IDEMPOTENCY_WAIT_MS: int('KOBO_IDEMPOTENCY_WAIT_MS', 10000, 0, 600000),
  });
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const parsed = envSchema(cwd).safeParse(env);
  if (!parsed.success) throw new ConfigError(parsed.error.issues.map((i) => i.message).join('\n'));
  const e = parsed.data;
  const host = e.HOST;
  const publicUrl = (e.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${e.PORT}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);
  return Object.freeze({
    host,
    port: e.PORT,
    publicUrl,
    trustProxy: e.KOBO_TRUST_PROXY,
    database: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dbLockWaitTimeoutS: e.DB_LOCK_WAIT_TIMEOUT_S,
    logLevel: e.LOG_LEVEL,
    redisUrl: e.REDIS_URL?.url ?? null,
    redis: e.REDIS_URL?.redis ?? null,
    maxBodyBytes: e.KOBO_MAX_BODY_BYTES,
    defaultSecretKey: e.KOBO_DEFAULT_SECRET_KEY,
    defaultPublicKey: e.KOBO_DEFAULT_PUBLIC_KEY,
    rotateDefaultKeys: e.KOBO_ROTATE_DEFAULT_KEYS,
    graphqlMaxDepth: e.KOBO_GRAPHQL_MAX_DEPTH,
    graphqlMaxCost: e.KOBO_GRAPHQL_MAX_COST,
    graphqlMaxTokens: e.KOBO_GRAPHQL_MAX_TOKENS,
    graphqlMaxAliases: e.KOBO_GRAPHQL_MAX_ALIASES,
    shutdownGraceMs: e.KOBO_SHUTDOWN_GRACE_MS,
    keepAliveTimeoutMs: e.KOBO_KEEP_ALIVE_TIMEOUT_MS,
    dispatchEnabled: e.KOBO_DISPATCH,
    pollMs: e.KOBO_POLL_MS,
    abandonSweepMs: e.KOBO_ABANDON_SWEEP_MS,
    webhookTimeoutMs: e.KOBO_WEBHOOK_TIMEOUT_MS,
    webhookConcurrency: e.KOBO_WEBHOOK_CONCURRENCY,
    webhookLeaseMarginMs: e.KOBO_WEBHOOK_LEASE_MARGIN_MS,
    allowPrivateWebhooks: e.KOBO_ALLOW_PRIVATE_WEBHOOKS,
    liveProcessor: e.KOBO_LIVE_PROCESSOR,
    renewalBatch: e.KOBO_RENEWAL_BATCH,
    renewalConcurrency: e.KOBO_RENEWAL_CONCURRENCY,
    renewalGroup: e.KOBO_RENEWAL_GROUP,
    renewalLeaseMs: e.KOBO_RENEWAL_LEASE_MS,
    bulkChargeBatch: e.KOBO_BULK_CHARGE_BATCH,
    bulkChargeConcurrency: e.KOBO_BULK_CHARGE_CONCURRENCY,
    bulkChargeGroup: e.KOBO_BULK_CHARGE_GROUP,
    bulkChargeLeaseMs: e.KOBO_BULK_CHARGE_LEASE_MS,
    idempotencyLeaseMs: e.KOBO_IDEMPOTENCY_LEASE_MS,
    idempotencyWaitMs: e.KOBO_IDEMPOTENCY_WAIT_MS,
  });
}

// Fixed test keys for the Default integration (the prefix says which kind), or none.
function defaultKey(name: string, raw: string | undefined, prefix: string): string | null {
  if (!raw) return null;
  if (!new RegExp(`^${prefix}[A-Za-z0-9]{8,}$`).test(raw)) throw new ConfigError(`${name} must start with ${prefix} followed by at least 8 letters or digits`);
  return raw;
}

export function parseDatabaseUrl(raw: string | undefined, cwd: string): DatabaseConfig {
  if (!raw) return { kind: 'sqlite', file: path.resolve(cwd, 'data/kobo.sqlite') };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/kobo.sqlite');
    return { kind: 'sqlite', file: path.resolve(cwd, file) };
  }
  // Several hosts (mysql://root@db1:3306,db2:3306,db3:3306/kobo) are no WHATWG URL: the host list
  // is read apart, and the URL parsed with the first of them for its user, password and database.
  const authority = /^([a-z]+:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(.*)$/i.exec(raw);
  const hostList = authority?.[3] ?? '';
  const hosts = hostList.split(',').map((h) => parseHostPort(h.trim(), 3306));
  if (authority && hostList !== '' && hosts.some((h) => h === null)) {
    throw new ConfigError('DATABASE_URL hosts must be host or host:port, separated by commas, e.g. mysql://root@db1:3306,db2:3306,db3:3306/kobo');
  }
  let url: URL;
  try {
    url = new URL(
      authority && hosts.length > 1 ? `${authority[1]}${authority[2] !== undefined ? `${authority[2]}@` : ''}${hostList.split(',')[0]}${authority[4]}` : raw,
    );
  } catch {
    throw new ConfigError(
      'DATABASE_URL is not a valid URL (expected mysql://user:pass@host:3306/db, mysql://user@db1:3306,db2:3306/db, mariadb://… or sqlite:path)',
    );
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConfigError(`DATABASE_URL scheme "${url.protocol.replace(':', '')}" is not supported (use mysql://, mariadb:// or sqlite:)`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname || !database) {
    throw new ConfigError('DATABASE_URL must name a host and a database, e.g. mysql://root@127.0.0.1:3306/kobo');
  }
  const list = hosts as DatabaseHost[];
  return {
    kind: 'mysql',
    url: raw,
    host: list[0]!.host,
    port: list[0]!.port,
    hosts: list,
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database,
  };
}

// host, host:port, [v6] or [v6]:port.
function parseHostPort(raw: string, defaultPort: number): DatabaseHost | null {
  const m = /^(?:\[([0-9a-f:.]+)\]|([^\s:[\]/@]+))(?::(\d{1,5}))?$/i.exec(raw);
  if (!m) return null;
  const port = m[3] ? Number(m[3]) : defaultPort;
  if (port < 1 || port > 65535) return null;
  return { host: m[1] ?? m[2]!, port };
}

// redis://[user:pass@]host:6379[/db] and rediss:// (one server, as ioredis reads them);
// redis-sentinel://[user:pass@]host:26379,host2:26379/mymaster[?db=0&sentinelPassword=…&tls=true];
// redis-cluster://[user:pass@]host:7000,host2:7001[?tls=true].
export function parseRedisUrl(raw: string): RedisConfig {
  const m = /^(redis|rediss|redis-sentinel|redis-cluster):\/\/(?:([^@/?#]*)@)?([^/?#]*)(\/[^?#]*)?(?:\?([^#]*))?$/i.exec(raw.trim());
  if (!m)
    throw new ConfigError(
      'REDIS_URL must be redis://host:6379, rediss://…, redis-sentinel://host:26379,host2:26379/mymaster or redis-cluster://host:7000,host2:7001',
    );
  const scheme = m[1]!.toLowerCase();
  if (scheme === 'redis' || scheme === 'rediss') return { kind: 'single', url: raw.trim() };
  const defaultPort = scheme === 'redis-sentinel' ? 26379 : 6379;
  const hosts = (m[3] ?? '').split(',').map((h) => parseHostPort(h.trim(), defaultPort));
  if (!hosts.length || hosts.some((h) => h === null)) throw new ConfigError(`REDIS_URL ${scheme}:// must list host:port pairs separated by commas`);
  const [user, pass] = (m[2] ?? '').split(':').map((x) => (x ? decodeURIComponent(x) : undefined));
  const query = new URLSearchParams(m[5] ?? '');
  const tls = flag('REDIS_URL tls', query.get('tls') ?? undefined, false);
  const auth = { ...(user ? { username: user } : {}), ...(pass ? { password: pass } : {}) };
  if (scheme === 'redis-cluster') {
    if (m[4] && m[4] !== '/') throw new ConfigError('REDIS_URL redis-cluster:// takes no path (a cluster has only database 0)');
    return { kind: 'cluster', nodes: hosts as DatabaseHost[], tls, ...auth };
  }
  const name = decodeURIComponent((m[4] ?? '').replace(/^\//, ''));
  if (!name)
    throw new ConfigError(
      'REDIS_URL redis-sentinel:// must end with the name of the primary the Sentinels watch, e.g. redis-sentinel://host:26379,host2:26379/mymaster',
    );
  const db = integer('REDIS_URL db', query.get('db') ?? undefined, 0, 0, 15);
  const sentinelPassword = query.get('sentinelPassword') ?? undefined;
  return { kind: 'sentinel', sentinels: hosts as DatabaseHost[], name, db, tls, ...auth, ...(sentinelPassword ? { sentinelPassword } : {}) };
}

// What names one database whichever order a node lists its hosts in: the channels nodes sharing a
// Redis talk on (events, settings) are named after it.
export function databaseIdentity(db: DatabaseConfig): string {
  if (db.kind === 'sqlite' || db.hosts.length === 1) return describeDatabase(db);
  return describeDatabase({ ...db, hosts: [...db.hosts].sort((a, b) => `${a.host}:${a.port}`.localeCompare(`${b.host}:${b.port}`)) });
}

// For messages: the URL without its password.
export function describeDatabase(db: DatabaseConfig): string {
  if (db.kind === 'sqlite') return `sqlite:${db.file}`;
  const hosts = db.hosts.map((h) => `${h.host.includes(':') ? `[${h.host}]` : h.host}:${h.port}`).join(',');
  return `mysql://${db.user}@${hosts}/${db.database}`;
}

function flag(name: string, value: string | undefined, fallback: boolean): boolean {
  const raw = value?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'on', 'yes'].includes(raw)) return true;
  if (['false', '0', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true/on or false/off, got "${value}"`);
}

// off (the default): forwarded headers are ignored, as anyone who reaches Kobo directly could send
// them. on: the peer that connects (one reverse proxy, which sets the headers itself) is trusted.
// A number: that many proxies in a chain. Otherwise a comma-separated list of the proxies' addresses
// or subnets (or express's names: loopback, linklocal, uniquelocal).
function trustProxy(raw: string | undefined): false | number | string[] {
  const value = raw?.trim().toLowerCase() ?? '';
  if (['', 'false', 'off', 'no', '0'].includes(value)) return false;
  if (['true', 'on', 'yes'].includes(value)) return 1;
  if (/^\d+$/.test(value) && Number(value) <= 100) return Number(value);
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const valid = (e: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(e)) return true;
    const [address, bits, ...rest] = e.split('/');
    const family = net.isIP(address ?? '');
    if (!family || rest.length) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
  };
  if (!entries.length || !entries.every(valid)) {
    throw new ConfigError(`KOBO_TRUST_PROXY must be off, on, a number of proxies, or a comma-separated list of addresses/subnets; got "${raw}"`);
  }
  return entries;
}

// Kept in step with src/processor/index.ts (config must not import the processors).
const KNOWN_PROCESSORS = ['simulator'];

function liveProcessor(raw: string | undefined): string {
  const name = raw?.trim() || 'simulator';
  if (!KNOWN_PROCESSORS.includes(name)) throw new ConfigError(`KOBO_LIVE_PROCESSOR must be one of: ${KNOWN_PROCESSORS.join(', ')}; got "${name}"`);
  return name;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
