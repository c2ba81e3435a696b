import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Connection } from 'mysql2';
import type { RedisConfig } from '../../config/config';
import type { Logger } from '../../core/logger';
import { createRedisClient, type RedisClient } from '../../events/redis';
import type { Domain, IntegrationRef, TxContext } from '../../core/request-context';
import { execute } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { KeyKind } from './api-key.entity';

export interface ModeSettings {
  webhookUrl: string | null;
  callbackUrl: string | null;
  paymentSessionTimeout: number;
}

export interface CachedMode {
  integration: IntegrationRef;
  domain: Domain;
  settings: ModeSettings;
}

export interface CachedKey {
  kind: KeyKind;
  mode: CachedMode;
}

const VERSION_ROW = 'settings_version';
// A poll that started longer ago than this no longer vouches for the cache: requests then read the
// database until the next poll answers (a stalled event loop or a slow database never stretches the
// bound below).
export const FRESH_FOR_MS = 800;
export const SETTINGS_POLL_MS = 300;
const MAX_ENTRIES = 10_000;

// What authentication and the mode settings need (key → integration and mode; integration's test
// clock offset; webhook URL, callback URL, OTP setting, payment session timeout), kept per node so
// a request costs no database round trip for them.
//
// Consistency: every change (key rotation or revocation, settings, test clock) writes a new random
// value to the `settings_version` row of kobo_meta in the same DB transaction as the change.
// - The node that made the change clears its cache after commit, before the change returns.
// - Every node polls that row every `pollMs` (300 ms); a new value clears the cache. With Redis
//   the changing node also publishes on a channel, which clears other nodes' caches at once.
// - Entries are trusted only while the last poll that answered started less than FRESH_FOR_MS ago,
//   so a change is seen everywhere within FRESH_FOR_MS (+ one request) of its commit.
// - A load that raced with a clear is not stored (generation check), so a stale read never
//   outlives the clear that should have removed it.
// Only keys that exist are cached: an unknown key costs a lookup every time, and cannot fill memory.
export class SettingsCache {
  private keys = new Map<string, CachedKey>();
  private modes = new Map<string, CachedMode>();
  private generation = 0;
  private seen: string | null | undefined;
  // When the last poll that answered was sent (0: never; the cache is then bypassed).
  private vouchedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private running = false;
  private publisher: RedisClient | null = null;
  private subscriber: RedisClient | null = null;
  private channel = '';
  // MySQL: the poll has a connection of its own, so a saturated pool never delays it (a late poll
  // would make every node distrust its cache exactly when it is busiest).
  private pollConnection: Connection | null = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  get fresh(): boolean {
    return this.running && this.now() - this.vouchedAt < FRESH_FOR_MS;
  }

  key(hash: string): CachedKey | undefined {
    return this.fresh ? this.keys.get(hash) : undefined;
  }

  mode(integrationId: number, domain: Domain): CachedMode | undefined {
    return this.fresh ? this.modes.get(`${integrationId}:${domain}`) : undefined;
  }

  // Loads through the cache: `load` reads the database; its answer is kept unless the cache was
  // cleared while it ran.
  async loadKey(hash: string, load: () => Promise<CachedKey | null>): Promise<CachedKey | null> {
    const generation = this.generation;
    const found = await load();
    if (found && generation === this.generation && this.running) {
      this.trim();
      this.keys.set(hash, found);
      this.modes.set(`${found.mode.integration.id}:${found.mode.domain}`, found.mode);
    }
    return found;
  }

  async loadMode(integrationId: number, domain: Domain, load: () => Promise<CachedMode | null>): Promise<CachedMode | null> {
    const generation = this.generation;
    const found = await load();
    if (found && generation === this.generation && this.running) {
      this.trim();
      this.modes.set(`${integrationId}:${domain}`, found);
    }
    return found;
  }

  clear(): void {
    this.generation++;
    this.keys = new Map();
    this.modes = new Map();
  }

  // Call inside the transaction that changes a key, an integration or a mode setting.
  async changed(em: EntityManager, afterCommit: Array<() => void>): Promise<void> {
    const value = randomBytes(8).toString('hex');
    const sql =
      this.db.dialect === 'mysql'
        ? 'INSERT INTO kobo_meta (name, value) VALUES (?, ?) ON DUPLICATE KEY UPDATE value = VALUES(value)'
        : 'INSERT INTO kobo_meta (name, value) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value';
    await execute(em, sql, [VERSION_ROW, value]);
    // Cleared now as well: reads inside this transaction must not fill the cache with what is
    // about to change (the generation moves on again after commit).
    this.clear();
    afterCommit.push(() => {
      this.seen = value;
      this.clear();
      this.publisher?.publish(this.channel, value).catch(() => undefined);
    });
  }

  changedIn(t: TxContext): Promise<void> {
    return this.changed(t.tx.em, t.tx.afterCommit);
  }

  async start(opts: { pollMs: number; redis?: RedisConfig | string | null; channel?: string; log?: Logger }): Promise<void> {
    if (this.running) return;
    this.running = true;
    if (opts.redis) {
      this.channel = opts.channel ?? 'kobo:settings';
      this.publisher = await createRedisClient(opts.redis, { maxRetriesPerRequest: 3, lazyConnect: false });
      this.subscriber = await createRedisClient(opts.redis, { maxRetriesPerRequest: null });
      for (const client of [this.publisher, this.subscriber])
        client.on('error', (err) => opts.log?.warn({ err: err.message }, 'redis connection error (settings cache)'));
      this.subscriber.on('message', (_channel: string, value: string) => {
        if (value !== this.seen) this.clear();
      });
      this.subscriber
        .subscribe(this.channel)
        .catch((err) => opts.log?.warn({ err: err.message }, 'redis subscribe failed; settings changes reach this node by polling'));
    }
    const tick = async () => {
      await this.poll();
      if (this.running) {
        this.timer = setTimeout(() => void tick(), opts.pollMs);
        this.timer.unref();
      }
    };
    await tick();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.clear();
    for (const client of [this.publisher, this.subscriber]) client?.disconnect();
    this.publisher = this.subscriber = null;
    this.pollConnection?.destroy();
    this.pollConnection = null;
  }

  private async readVersion(): Promise<string | null> {
    if (this.db.dialect !== 'mysql') {
      const { rows } = await this.db.read({}, (em) => execute(em, 'SELECT value FROM kobo_meta WHERE name = ?', [VERSION_ROW]));
      return rows[0] ? String(rows[0].value) : null;
    }
    if (!this.pollConnection) {
      const o = this.db.ds.options as {
        host?: string;
        port?: number;
        username?: string;
        password?: string;
        database?: string;
        extra?: { stream?: () => import('node:net').Socket };
      };
      const { createConnection } = await import('mysql2');
      // With several database servers, `stream` connects to the one the pool uses now.
      const stream = o.extra?.stream ? { stream: o.extra.stream } : {};
      const conn = createConnection({
        host: o.host,
        port: o.port,
        user: o.username,
        password: o.password,
        database: o.database,
        connectTimeout: 2000,
        ...stream,
      });
      conn.on('error', () => {
        if (this.pollConnection === conn) this.pollConnection = null;
        conn.destroy();
      });
      this.pollConnection = conn;
    }
    const conn = this.pollConnection;
    try {
      const rows = await new Promise<Array<{ value: string }>>((resolve, reject) =>
        conn.execute('SELECT value FROM kobo_meta WHERE name = ?', [VERSION_ROW], (err, r) => (err ? reject(err) : resolve(r as Array<{ value: string }>))),
      );
      return rows[0] ? String(rows[0].value) : null;
    } catch (err) {
      if (this.pollConnection === conn) this.pollConnection = null;
      conn.destroy();
      throw err;
    }
  }

  private async poll(): Promise<void> {
    const sentAt = this.now();
    try {
      const value = await this.readVersion();
      if (value !== this.seen) {
        this.seen = value;
        this.clear();
      }
      this.vouchedAt = sentAt;
    } catch {
      // No answer: the cache stops being trusted once FRESH_FOR_MS has passed.
    }
  }

  private trim(): void {
    if (this.keys.size >= MAX_ENTRIES || this.modes.size >= MAX_ENTRIES) this.clear();
  }
}
