import { randomBytes } from 'node:crypto';
import { IsNull, type EntityManager } from 'typeorm';
import { ConfigError } from '../../config/config';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, invalidKey, missing, notFound } from '../../core/errors';
import { sha256Hex } from '../../core/ids';
import type { Domain, IntegrationRef, RequestContext } from '../../core/request-context';
import { DEFAULT_COUNTRY, isMarketCountry, MARKET_COUNTRIES } from '../../core/markets';
import { checkUrl } from '../../core/validate';
import { insertRow } from '../../db/insert';
import { execute } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { ApiKey, type KeyKind } from './api-key.entity';
import { IntegrationMode } from './integration-mode.entity';
import { Integration } from './integration.entity';
import { SettingsCache, type CachedKey, type CachedMode, type ModeSettings } from './settings-cache';

export interface KeySet {
  test: { secret_key: string; public_key: string };
  live: { secret_key: string; public_key: string };
}

export interface CreatedIntegration {
  integration: Integration;
  keys: KeySet;
}

export interface AuthenticatedKey {
  integration: IntegrationRef;
  domain: Domain;
}

export type { ModeSettings };

const KEY_PATTERN = /^(sk|pk)_(test|live)_[A-Za-z0-9]{8,128}$/;
const MAX_ADVANCE_SECONDS = 10 * 366 * 24 * 3600;

export const generateKey = (kind: KeyKind, domain: Domain): string => `${kind === 'secret' ? 'sk' : 'pk'}_${domain}_${randomBytes(20).toString('hex')}`;

// Vets a new webhook URL for the key's mode (events/webhook.service.ts refuses private targets in live).
export type WebhookUrlCheck = (ctx: RequestContext, url: string) => Promise<void>;

// Integrations are administered from the CLI (no request context) and read per request by auth.
export class IntegrationService {
  private readonly webhookUrlChecks: WebhookUrlCheck[] = [];

  addWebhookUrlCheck(check: WebhookUrlCheck): void {
    this.webhookUrlChecks.push(check);
  }

  // Per-node cache of keys and mode settings (settings-cache.ts); the composition root starts its
  // watcher with the node's background work.
  readonly cache: SettingsCache;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
  ) {
    this.cache = new SettingsCache(db);
  }

  async create(params: {
    name: string;
    businessPhone?: string | null;
    country?: string;
    keys?: Partial<Record<Domain, Partial<Record<KeyKind, string>>>>;
  }): Promise<CreatedIntegration> {
    const name = params.name?.trim();
    if (!name) throw missing('name', 'Integration name is required');
    if (name.length > 100) throw invalid('name', 'Integration name must be at most 100 characters');
    const country = (params.country ?? DEFAULT_COUNTRY).trim().toUpperCase();
    if (!isMarketCountry(country)) throw invalid('country', `Country must be one of ${MARKET_COUNTRIES.join(', ')}`);
    return this.db.run(async (em) => {
      const now = this.clock.real();
      const integration = await insertRow(
        em,
        Integration,
        em.create(Integration, { name, businessPhone: params.businessPhone ?? null, country, testClockOffsetMs: 0, createdAt: now, updatedAt: now }),
      );
      for (const domain of ['test', 'live'] as const) {
        await em.insert(IntegrationMode, {
          integrationId: integration.id,
          domain,
          webhookUrl: null,
          callbackUrl: null,
          transferOtpRequired: false,
          paymentSessionTimeout: 0,
          createdAt: now,
          updatedAt: now,
        });
      }
      const keys = await this.issueKeys(em, integration.id, params.keys ?? {});
      return { integration, keys };
    });
  }

  async list(): Promise<Array<Integration & { keys: ApiKey[] }>> {
    return this.db.read({}, async (em) => {
      const integrations = await em.find(Integration, { order: { id: 'ASC' } });
      const keys = await em.find(ApiKey, { where: { revokedAt: IsNull() }, order: { id: 'ASC' } });
      return integrations.map((i) => Object.assign(i, { keys: keys.filter((k) => k.integrationId === i.id && !k.revokedAt) }));
    });
  }

  async rotateKeys(integrationId: number): Promise<KeySet> {
    return this.db.run(async (em, afterCommit) => {
      const integration = await em.findOneBy(Integration, { id: integrationId });
      if (!integration) throw notFound('Integration not found');
      await em.update(ApiKey, { integrationId, revokedAt: IsNull() }, { revokedAt: this.clock.real() });
      await this.cache.changed(em, afterCommit);
      return this.issueKeys(em, integrationId, {});
    });
  }

  // The dashboard's key rotation: only the key's own mode, so a test key can never revoke the live
  // keys. The keys of the other mode and open sessions on them are untouched.
  async rotateModeKeys(ctx: RequestContext): Promise<{ secret_key: string; public_key: string }> {
    return this.db.run(async (em, afterCommit) => {
      await em.update(ApiKey, { integrationId: ctx.integration.id, domain: ctx.domain, revokedAt: IsNull() }, { revokedAt: this.clock.real() });
      await this.cache.changed(em, afterCommit);
      const now = this.clock.real();
      const out = { secret_key: generateKey('secret', ctx.domain), public_key: generateKey('public', ctx.domain) };
      await em.insert(ApiKey, newKeyRow(ctx.integration.id, ctx.domain, 'secret', out.secret_key, now));
      await em.insert(ApiKey, newKeyRow(ctx.integration.id, ctx.domain, 'public', out.public_key, now));
      return out;
    });
  }

  // Called on every authenticated request: from the node's cache (settings-cache.ts), else one
  // indexed lookup by the key's hash that also brings the mode's settings and the test clock.
  async authenticate(presented: string | undefined, kind: KeyKind = 'secret'): Promise<AuthenticatedKey> {
    if (!presented || !KEY_PATTERN.test(presented) || !presented.startsWith(kind === 'secret' ? 'sk_' : 'pk_')) throw invalidKey();
    const hash = this.hashOf(presented);
    const found = this.cache.key(hash) ?? (await this.cache.loadKey(hash, () => this.loadKey(hash)));
    if (!found || found.kind !== kind) throw invalidKey();
    return { integration: found.mode.integration, domain: found.mode.domain };
  }

  // Keys presented lately and their hashes: the same few keys come with every request, and a SHA-256
  // per request was a measurable share of a cheap read's CPU. Emptied when full, so a stream of
  // made-up keys cannot grow it.
  private readonly hashes = new Map<string, string>();
  private hashOf(key: string): string {
    let hash = this.hashes.get(key);
    if (hash === undefined) {
      if (this.hashes.size >= 1000) this.hashes.clear();
      this.hashes.set(key, (hash = sha256Hex(key)));
    }
    return hash;
  }

  private async loadKey(hash: string): Promise<CachedKey | null> {
    const { rows } = await this.db.read({}, (em) => execute(em, KEY_SQL, [hash]));
    const row = rows[0];
    return row ? { kind: row.kind as KeyKind, mode: modeFromRow(row) } : null;
  }

  // The mode's active public key: safe to show (it only starts payments), so the dashboard shows it.
  async publicKey(ctx: RequestContext): Promise<string> {
    const key = await this.db.read(ctx, (em) =>
      em.findOneBy(ApiKey, { integrationId: ctx.integration.id, domain: ctx.domain, kind: 'public', revokedAt: IsNull() }),
    );
    if (!key) throw notFound('Integration has no active public key');
    return key.keyValue;
  }

  async secretKey(integrationId: number, domain: Domain): Promise<string> {
    const key = await this.db.read({}, (em) => em.findOneBy(ApiKey, { integrationId, domain, kind: 'secret', revokedAt: IsNull() }));
    if (!key) throw notFound('Integration has no active secret key');
    return key.keyValue;
  }

  // The modes whose payment sessions time out, with each integration's clock as it is now (for the
  // abandonment sweep, which runs outside any request).
  async modesWithSessionTimeout(integrationId?: number): Promise<AuthenticatedKey[]> {
    const rows: Array<{ integration_id: string | number; domain: Domain; clock_offset: string | number }> = await this.db.read({}, (em) =>
      em.query(
        `SELECT m.integration_id, m.domain, i.test_clock_offset_ms AS clock_offset FROM integration_modes m JOIN integrations i ON i.id = m.integration_id
         WHERE m.payment_session_timeout > 0${integrationId === undefined ? '' : ' AND m.integration_id = ?'} ORDER BY m.id`,
        integrationId === undefined ? [] : [integrationId],
      ),
    );
    return rows.map((r) => ({ integration: { id: Number(r.integration_id), testClockOffsetMs: Number(r.clock_offset) }, domain: r.domain }));
  }

  async settings(ctx: RequestContext): Promise<ModeSettings> {
    const cached = this.cache.mode(ctx.integration.id, ctx.domain);
    if (cached) return cached.settings;
    // Inside a transaction the row is read there (and not cached: it may be about to change).
    const load = () =>
      this.db.read(ctx, async (em) => {
        const { rows } = await execute(em, MODE_SQL, [ctx.integration.id, ctx.domain]);
        return rows[0] ? modeFromRow(rows[0]) : null;
      });
    const mode = ctx.tx ? await load() : await this.cache.loadMode(ctx.integration.id, ctx.domain, load);
    if (!mode) throw notFound('Integration not found');
    return mode.settings;
  }

  // The name payers see on hosted pages (checkout, receipts): the integration's business name.
  async businessName(ctx: RequestContext): Promise<string> {
    const integration = await this.db.read(ctx, (em) => em.findOne(Integration, { where: { id: ctx.integration.id }, select: { id: true, name: true } }));
    if (!integration) throw notFound('Integration not found');
    return integration.name;
  }

  // What a payer's checkout names of the merchant (GET /order/:code/validate): the business name
  // and the mode's current public key.
  async checkoutProfile(ctx: RequestContext): Promise<{ name: string; publicKey: string | null }> {
    return this.db.read(ctx, async (em) => {
      const integration = await em.findOne(Integration, { where: { id: ctx.integration.id }, select: { id: true, name: true } });
      if (!integration) throw notFound('Integration not found');
      const key = await em.findOne(ApiKey, {
        where: { integrationId: ctx.integration.id, domain: ctx.domain, kind: 'public', revokedAt: IsNull() },
        order: { id: 'DESC' },
      });
      return { name: integration.name, publicKey: key?.keyValue ?? null };
    });
  }

  async updateSettings(ctx: RequestContext, changes: Partial<ModeSettings>): Promise<ModeSettings> {
    if (changes.paymentSessionTimeout !== undefined) {
      const t = changes.paymentSessionTimeout;
      if (!Number.isInteger(t) || t < 0 || t > 7 * 24 * 3600) throw invalid('timeout', 'timeout must be a whole number of seconds from 0 to 604800');
    }
    for (const [field, value] of [
      ['webhookUrl', changes.webhookUrl],
      ['callbackUrl', changes.callbackUrl],
    ] as const) {
      if (value) checkUrl(value, field === 'webhookUrl' ? 'url' : 'callback_url');
    }
    if (changes.webhookUrl) for (const check of this.webhookUrlChecks) await check(ctx, changes.webhookUrl);
    return this.db.transaction(ctx, async (t) => {
      const repo = t.tx.em.getRepository(IntegrationMode);
      const mode = await repo.findOneBy({ integrationId: ctx.integration.id, domain: ctx.domain });
      if (!mode) throw notFound('Integration not found');
      Object.assign(mode, stripUndefined(changes), { updatedAt: this.clock.real() });
      await repo.save(mode);
      await this.cache.changedIn(t);
      const settings = pickSettings(mode);
      await this.events.record(t, { type: 'integration.settings_updated', resource: `integration:${ctx.integration.id}`, payload: { ...settings } });
      return settings;
    });
  }

  now(ctx: RequestContext): Date {
    return this.clock.now(ctx);
  }

  // Moves the integration's test clock forward. Live mode has no test clock: the caller answers 404.
  async advanceTestClock(ctx: RequestContext, seconds: number): Promise<Date> {
    if (ctx.domain !== 'test') throw testClockNeedsTestKey();
    if (!Number.isInteger(seconds) || seconds <= 0 || seconds > MAX_ADVANCE_SECONDS) {
      throw invalid('seconds', `seconds must be a positive whole number up to ${MAX_ADVANCE_SECONDS}`);
    }
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      await em.query('UPDATE integrations SET test_clock_offset_ms = test_clock_offset_ms + ? WHERE id = ?', [seconds * 1000, ctx.integration.id]);
      await this.cache.changedIn(t);
      const fresh = await em.findOneByOrFail(Integration, { id: ctx.integration.id });
      const now = this.clock.now({ integration: fresh, domain: 'test' });
      await this.events.record(t, {
        type: 'test_clock.advanced',
        resource: `integration:${ctx.integration.id}`,
        payload: { seconds, now: now.toISOString() },
      });
      return now;
    });
  }

  // First start on an empty database creates "Default". KOBO_DEFAULT_* keys are (re)applied on
  // every start so a merchant's test suite can hard-code them. The kobo_meta row makes creation
  // happen once even when several nodes start together.
  // The Default integration, created on the first start with the KOBO_DEFAULT_* test keys when they
  // are set. On later starts those keys must be the ones it has: a node configured with other keys
  // (a second node with another KOBO_DEFAULT_SECRET_KEY, or a key rotated since) refuses to start
  // rather than replace them under the clients of the nodes already running, unless `rotate` says so.
  async ensureDefault(fixed: {
    secret: string | null;
    public: string | null;
    rotate?: boolean;
  }): Promise<{ created: boolean; id: number; testKeys?: { secret_key: string; public_key: string } }> {
    const existing = await this.db.read({}, (em) => em.findOne(Integration, { where: {}, order: { id: 'ASC' } }));
    let id: number;
    let created = false;
    let testKeys: { secret_key: string; public_key: string } | undefined;
    if (!existing) {
      const claimed = await this.db
        .run((em) => em.query("INSERT INTO kobo_meta (name, value) VALUES ('default_integration', 'creating')"))
        .then(() => true)
        .catch(() => false);
      if (!claimed) {
        // Another node is creating it (nodes started together on a fresh database): its keys are
        // checked against ours once it has.
        const other = await this.waitForDefault();
        if (!other) return { created: false, id: 0 };
        id = other;
      } else {
        const made = await this.create({
          name: 'Default',
          keys: { test: { secret: fixed.secret ?? undefined, public: fixed.public ?? undefined } },
        });
        await this.db.run((em) => em.query("UPDATE kobo_meta SET value = ? WHERE name = 'default_integration'", [String(made.integration.id)]));
        id = made.integration.id;
        created = true;
        testKeys = made.keys.test;
      }
    } else {
      id = existing.id;
    }
    if (!created && (fixed.secret || fixed.public)) await this.applyFixedTestKeys(id, fixed);
    return { created, id, testKeys };
  }

  private async waitForDefault(timeoutMs = 30_000): Promise<number | null> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const rows: Array<{ value: string }> = await this.db.read({}, (em) => em.query("SELECT value FROM kobo_meta WHERE name = 'default_integration'"));
      const id = Number(rows[0]?.value);
      if (Number.isSafeInteger(id) && id > 0) return id;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  private async applyFixedTestKeys(integrationId: number, fixed: { secret: string | null; public: string | null; rotate?: boolean }): Promise<void> {
    await this.db.run(async (em, afterCommit) => {
      let changed = false;
      for (const [kind, value] of [
        ['secret', fixed.secret],
        ['public', fixed.public],
      ] as const) {
        if (!value) continue;
        const name = `KOBO_DEFAULT_${kind.toUpperCase()}_KEY`;
        const hash = sha256Hex(value);
        const current = await em.findOneBy(ApiKey, { keyHash: hash });
        if (current && current.integrationId !== integrationId) {
          throw new ConfigError(`${name} already belongs to integration ${current.integrationId}`);
        }
        if (current && !current.revokedAt) continue;
        if (!fixed.rotate) {
          throw new ConfigError(
            `${name} is not the test ${kind} key integration ${integrationId} (Default) has in the database (another node was started with another key, or the key was rotated): ` +
              `start with the key it has, or set KOBO_ROTATE_DEFAULT_KEYS=1 to replace it (clients using the old key then get 401)`,
          );
        }
        if (!changed) await this.cache.changed(em, afterCommit);
        changed = true;
        await em.update(ApiKey, { integrationId, domain: 'test', kind, revokedAt: IsNull() }, { revokedAt: this.clock.real() });
        if (current) await em.update(ApiKey, { id: current.id }, { revokedAt: null });
        else await em.insert(ApiKey, newKeyRow(integrationId, 'test', kind, value, this.clock.real()));
      }
    });
  }

  private async issueKeys(em: EntityManager, integrationId: number, fixed: Partial<Record<Domain, Partial<Record<KeyKind, string>>>>): Promise<KeySet> {
    const now = this.clock.real();
    const out = { test: {}, live: {} } as KeySet;
    for (const domain of ['test', 'live'] as const) {
      for (const kind of ['secret', 'public'] as const) {
        const value = fixed[domain]?.[kind] ?? generateKey(kind, domain);
        await em.insert(ApiKey, newKeyRow(integrationId, domain, kind, value, now));
        out[domain][kind === 'secret' ? 'secret_key' : 'public_key'] = value;
      }
    }
    return out;
  }
}

function newKeyRow(integrationId: number, domain: Domain, kind: KeyKind, value: string, now: Date): Partial<ApiKey> {
  return { integrationId, domain, kind, keyHash: sha256Hex(value), keyValue: value, createdAt: now, revokedAt: null };
}

const MODE_COLUMNS = 'm.integration_id, m.domain, m.webhook_url, m.callback_url, m.payment_session_timeout, i.test_clock_offset_ms, i.country';
const KEY_SQL =
  `SELECT ${MODE_COLUMNS}, k.kind FROM api_keys k JOIN integration_modes m ON m.integration_id = k.integration_id AND m.domain = k.domain` +
  ' JOIN integrations i ON i.id = k.integration_id WHERE k.key_hash = ? AND k.revoked_at IS NULL';
const MODE_SQL = `SELECT ${MODE_COLUMNS} FROM integration_modes m JOIN integrations i ON i.id = m.integration_id WHERE m.integration_id = ? AND m.domain = ?`;

function modeFromRow(row: Record<string, unknown>): CachedMode {
  return {
    integration: { id: Number(row.integration_id), testClockOffsetMs: Number(row.test_clock_offset_ms), country: String(row.country) },
    domain: row.domain as Domain,
    settings: {
      webhookUrl: (row.webhook_url as string | null) ?? null,
      callbackUrl: (row.callback_url as string | null) ?? null,
      paymentSessionTimeout: Number(row.payment_session_timeout),
    },
  };
}

function pickSettings(mode: IntegrationMode): ModeSettings {
  return {
    webhookUrl: mode.webhookUrl,
    callbackUrl: mode.callbackUrl,
    paymentSessionTimeout: mode.paymentSessionTimeout,
  };
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

// A live key on the test clock: a 403 that says why (not a 404 that sends the caller hunting for a
// typo in the path). REST and GraphQL answer the same.
export function testClockNeedsTestKey(): DomainError {
  return new DomainError('forbidden', 'The test clock only works with test keys (sk_test_…): live time cannot be moved', 'test_mode_only');
}
