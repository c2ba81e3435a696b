import net from 'node:net';
import path from 'node:path';

// The only reader of process.env. Everything else receives this frozen object.
export type DatabaseConfig =
  | { kind: 'sqlite'; file: string }
  | { kind: 'mysql'; url: string; host: string; port: number; user: string; password: string; database: string };

export interface Config {
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  // Which peers' X-Forwarded-For/-Host/-Proto headers say who the client is and which address it
  // used (express's `trust proxy`): false, a number of proxy hops, or addresses and subnets.
  readonly trustProxy: false | number | string[];
  readonly database: DatabaseConfig;
  readonly dbPoolSize: number;
  readonly logLevel: string;
  readonly redisUrl: string | null;
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
  // KOBO_DISPATCH=off: record events but neither dispatch them nor send webhooks on this node.
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
  // The processor live-mode charges go to ("simulator" until a real acquirer is plugged in).
  readonly liveProcessor: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const host = env.HOST || '127.0.0.1';
  const port = integer(env, 'PORT', 4000, 0, 65535);
  const publicUrl = (env.PUBLIC_URL || `http://${host.includes(':') ? `[${host}]` : host}:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^\s/]+/.test(publicUrl)) throw new ConfigError(`PUBLIC_URL must be an http(s) URL, got "${publicUrl}"`);

  const defaultSecretKey = env.KOBO_DEFAULT_SECRET_KEY || null;
  const defaultPublicKey = env.KOBO_DEFAULT_PUBLIC_KEY || null;
  if (defaultSecretKey && !/^sk_test_[A-Za-z0-9]{8,}$/.test(defaultSecretKey)) {
    throw new ConfigError('KOBO_DEFAULT_SECRET_KEY must start with sk_test_ followed by at least 8 letters or digits');
  }
  if (defaultPublicKey && !/^pk_test_[A-Za-z0-9]{8,}$/.test(defaultPublicKey)) {
    throw new ConfigError('KOBO_DEFAULT_PUBLIC_KEY must start with pk_test_ followed by at least 8 letters or digits');
  }

  return Object.freeze({
    host,
    port,
    publicUrl,
    trustProxy: trustProxy(env.KOBO_TRUST_PROXY),
    database: parseDatabaseUrl(env.DATABASE_URL, cwd),
    dbPoolSize: integer(env, 'DB_POOL_SIZE', 10, 1, 500),
    logLevel: env.LOG_LEVEL || 'info',
    redisUrl: env.REDIS_URL || null,
    maxBodyBytes: integer(env, 'KOBO_MAX_BODY_BYTES', 1024 * 1024, 1024, 64 * 1024 * 1024),
    defaultSecretKey,
    defaultPublicKey,
    rotateDefaultKeys: flag(env, 'KOBO_ROTATE_DEFAULT_KEYS', false),
    graphqlMaxDepth: integer(env, 'KOBO_GRAPHQL_MAX_DEPTH', 12, 2, 100),
    graphqlMaxCost: integer(env, 'KOBO_GRAPHQL_MAX_COST', 20000, 10, 10_000_000),
    graphqlMaxTokens: integer(env, 'KOBO_GRAPHQL_MAX_TOKENS', 5000, 100, 1_000_000),
    graphqlMaxAliases: integer(env, 'KOBO_GRAPHQL_MAX_ALIASES', 50, 0, 100_000),
    shutdownGraceMs: integer(env, 'KOBO_SHUTDOWN_GRACE_MS', 10000, 0, 600000),
    keepAliveTimeoutMs: integer(env, 'KOBO_KEEP_ALIVE_TIMEOUT_MS', 65000, 1000, 3600000),
    dispatchEnabled: flag(env, 'KOBO_DISPATCH', true),
    pollMs: integer(env, 'KOBO_POLL_MS', 1000, 10, 600000),
    abandonSweepMs: integer(env, 'KOBO_ABANDON_SWEEP_MS', 30000, 100, 3600000),
    webhookTimeoutMs: integer(env, 'KOBO_WEBHOOK_TIMEOUT_MS', 30000, 100, 600000),
    webhookConcurrency: integer(env, 'KOBO_WEBHOOK_CONCURRENCY', 16, 1, 1000),
    webhookLeaseMarginMs: integer(env, 'KOBO_WEBHOOK_LEASE_MARGIN_MS', 30000, 0, 3600000),
    allowPrivateWebhooks: flag(env, 'KOBO_ALLOW_PRIVATE_WEBHOOKS', false),
    liveProcessor: liveProcessor(env.KOBO_LIVE_PROCESSOR),
    renewalBatch: integer(env, 'KOBO_RENEWAL_BATCH', 800, 1, 10000),
    renewalConcurrency: integer(env, 'KOBO_RENEWAL_CONCURRENCY', 4, 1, 256),
    renewalGroup: integer(env, 'KOBO_RENEWAL_GROUP', 200, 1, 1000),
    renewalLeaseMs: integer(env, 'KOBO_RENEWAL_LEASE_MS', 60000, 500, 3600000),
    bulkChargeBatch: integer(env, 'KOBO_BULK_CHARGE_BATCH', 800, 1, 10000),
    bulkChargeConcurrency: integer(env, 'KOBO_BULK_CHARGE_CONCURRENCY', 4, 1, 256),
    bulkChargeGroup: integer(env, 'KOBO_BULK_CHARGE_GROUP', 200, 1, 1000),
    bulkChargeLeaseMs: integer(env, 'KOBO_BULK_CHARGE_LEASE_MS', 60000, 500, 3600000),
  });
}

export function parseDatabaseUrl(raw: string | undefined, cwd: string): DatabaseConfig {
  if (!raw) return { kind: 'sqlite', file: path.resolve(cwd, 'data/kobo.sqlite') };
  if (raw.startsWith('sqlite:')) {
    const file = raw.slice('sqlite:'.length).replace(/^\/\//, '');
    if (!file) throw new ConfigError('DATABASE_URL sqlite: needs a file path, e.g. sqlite:./data/kobo.sqlite');
    return { kind: 'sqlite', file: path.resolve(cwd, file) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL (expected mysql://user:pass@host:3306/db, mariadb://… or sqlite:path)');
  }
  if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
    throw new ConfigError(`DATABASE_URL scheme "${url.protocol.replace(':', '')}" is not supported (use mysql://, mariadb:// or sqlite:)`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname || !database) {
    throw new ConfigError('DATABASE_URL must name a host and a database, e.g. mysql://root@127.0.0.1:3306/kobo');
  }
  return {
    kind: 'mysql',
    url: raw,
    host: url.hostname,
    port: url.port ? Number(url.port) : 3306,
    user: decodeURIComponent(url.username || 'root'),
    password: decodeURIComponent(url.password),
    database,
  };
}

// For messages: the URL without its password.
export function describeDatabase(db: DatabaseConfig): string {
  return db.kind === 'sqlite' ? `sqlite:${db.file}` : `mysql://${db.user}@${db.host}:${db.port}/${db.database}`;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['true', '1', 'on', 'yes'].includes(raw)) return true;
  if (['false', '0', 'off', 'no'].includes(raw)) return false;
  throw new ConfigError(`${name} must be true/on or false/off, got "${env[name]}"`);
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
  const entries = value.split(',').map((e) => e.trim()).filter(Boolean);
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

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}
