import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { isUniqueViolation } from '../../db/errors';
import { dbTime, execute } from '../../db/statements';
import { IdempotencyKey } from './idempotency-key.entity';
import type { Database } from '../../db/unit-of-work';

const KEY_INDEX = { name: 'UQ_idempotency_keys_key', table: 'idempotency_keys', columns: ['integration_id', 'domain', 'idem_key'] };
const KEPT_MS = 24 * 60 * 60 * 1000;

export interface StoredReply {
  status: number;
  type: string | null;
  body: string;
}

export type Claim = { kind: 'first'; id: number } | { kind: 'replay'; reply: StoredReply };

export interface IdempotencyOptions {
  // How long a first request's key stays held past its node's last renewal: the node renews it
  // while the request runs (every third of this), so only a node that died (or lost its database
  // for this long) lets a retry run the request again; its key must not stay taken for a day.
  runningMs: number;
  // How long a retry waits for a first request that is still running before it gets 409.
  waitMs: number;
  pollMs: number;
}

export const idempotencyDefaults: IdempotencyOptions = { runningMs: 60_000, waitMs: 10_000, pollMs: 25 };

// Idempotency-Key (a Kobo addition; Paystack has none): the first request with a key runs and its
// reply is kept for 24 hours on the integration's clock; a retry with the same key and the same
// request gets that reply back without running again, from any node (the key is a row with a
// unique index, so two nodes racing for one key cannot both run it). The same key on another
// request is refused (422); a retry while the first still runs waits for it, and gets 409 if it
// takes too long. A reply of 5xx is not kept: the key is let go, and a retry runs the request.
// However long the first request runs (a refund waiting on a row lock), its node keeps renewing
// the key's lease until the reply is kept, so a retry on another node waits rather than runs it
// twice. What no key can promise: a node killed after its request committed but before the reply
// was kept leaves a running key, which a retry takes over once its lease lapses and runs again.
export class IdempotencyService {
  // The keys this node's running requests hold: id → the lease it last wrote, which fences the
  // renewal (a key taken over after a lapse has another lease, and is not renewed from here).
  private readonly held = new Map<number, { until: number; timer: NodeJS.Timeout; renewing: boolean }>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly opts: IdempotencyOptions = idempotencyDefaults,
  ) {}

  // Takes the key for this request (`fingerprint`: what makes two requests the same one, decided by
  // the transport), or finds the reply to replay. Throws the 422 for another
  // request's key and the 409 for one still running past the wait.
  async claim(ctx: RequestContext, key: string, fingerprint: string): Promise<Claim> {
    const deadline = Date.now() + this.opts.waitMs;
    for (;;) {
      const now = this.clock.real().getTime();
      try {
        const id = await this.insert(ctx, key, fingerprint, now);
        this.hold(id, now + this.opts.runningMs);
        return { kind: 'first', id };
      } catch (err) {
        if (!isUniqueViolation(err, KEY_INDEX)) throw err;
      }
      const row = await this.find(ctx, key);
      if (!row) continue; // swept or let go meanwhile: take it
      if (row.fingerprint !== fingerprint) {
        throw new DomainError('unprocessable', 'This Idempotency-Key was already used with a different request', 'idempotency_key_reused');
      }
      if (row.state === 'done') return { kind: 'replay', reply: { status: row.reply_status, type: row.reply_type, body: row.reply_body ?? '' } };
      if (Number(row.running_until_ms) < now && (await this.takeOver(row.id, now))) {
        this.hold(row.id, now + this.opts.runningMs);
        return { kind: 'first', id: row.id };
      }
      if (Date.now() >= deadline) {
        throw new DomainError('conflict', 'A request with this Idempotency-Key is still being processed; retry later', 'idempotency_key_in_use');
      }
      await new Promise((r) => setTimeout(r, this.opts.pollMs));
    }
  }

  // The first request's reply: kept for replays, or the key let go for a 5xx.
  async finish(id: number, reply: StoredReply): Promise<void> {
    this.release(id);
    await this.db.run(async (em) => {
      if (reply.status >= 500) await em.query(`DELETE FROM idempotency_keys WHERE id = ? AND state = 'running'`, [id]);
      else {
        await em.query(`UPDATE idempotency_keys SET state = 'done', running_until_ms = NULL, reply_status = ?, reply_type = ?, reply_body = ? WHERE id = ?`, [
          reply.status,
          reply.type,
          reply.body,
          id,
        ]);
      }
    });
  }

  private async insert(ctx: RequestContext, key: string, fingerprint: string, realNow: number): Promise<number> {
    const expires = this.clock.now(ctx).getTime() + KEPT_MS;
    const { insertId } = await this.db.run((em) =>
      execute(
        em,
        `INSERT INTO idempotency_keys (integration_id, domain, idem_key, fingerprint, state, running_until_ms, expires_ms, created_at) VALUES (?, ?, ?, ?, 'running', ?, ?, ?)`,
        [ctx.integration.id, ctx.domain, key, fingerprint, realNow + this.opts.runningMs, expires, dbTime(em, IdempotencyKey, new Date(realNow))],
      ),
    );
    return insertId;
  }

  // Keeps a key this node's request runs under held until finish (or until someone else has it).
  private hold(id: number, until: number): void {
    this.release(id);
    const timer = setInterval(() => void this.renew(id), Math.max(1, Math.floor(this.opts.runningMs / 3)));
    timer.unref();
    this.held.set(id, { until, timer, renewing: false });
  }

  private release(id: number): void {
    const h = this.held.get(id);
    if (!h) return;
    clearInterval(h.timer);
    this.held.delete(id);
  }

  private async renew(id: number): Promise<void> {
    const h = this.held.get(id);
    if (!h || h.renewing) return; // a slow renewal still under way: one at a time, or it fences itself out
    h.renewing = true;
    const until = Math.max(h.until + 1, this.clock.real().getTime() + this.opts.runningMs);
    try {
      const { affected } = await this.db.run((em) =>
        execute(em, `UPDATE idempotency_keys SET running_until_ms = ? WHERE id = ? AND state = 'running' AND running_until_ms = ?`, [until, id, h.until]),
      );
      if (this.held.get(id) !== h) return; // finished meanwhile
      if (affected === 1) h.until = until;
      else this.release(id); // finished, let go or taken over: no longer this node's to hold
    } catch {
      // The database is unreachable: the next tick tries again; past the lease, the key lapses.
    } finally {
      h.renewing = false;
    }
  }

  private async takeOver(id: number, realNow: number): Promise<boolean> {
    const { affected } = await this.db.run((em) =>
      execute(em, `UPDATE idempotency_keys SET running_until_ms = ? WHERE id = ? AND state = 'running' AND running_until_ms < ?`, [
        realNow + this.opts.runningMs,
        id,
        realNow,
      ]),
    );
    return affected === 1;
  }

  private async find(ctx: RequestContext, key: string) {
    const rows: Array<{
      id: number;
      fingerprint: string;
      state: string;
      running_until_ms: number | string | null;
      reply_status: number;
      reply_type: string | null;
      reply_body: string | null;
    }> = await this.db.read({}, (em) =>
      em.query(
        'SELECT id, fingerprint, state, running_until_ms, reply_status, reply_type, reply_body FROM idempotency_keys WHERE integration_id = ? AND domain = ? AND idem_key = ?',
        [ctx.integration.id, ctx.domain, key],
      ),
    );
    const row = rows[0];
    return row ? { ...row, id: Number(row.id), reply_status: Number(row.reply_status) } : null;
  }
}
