import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/unit-of-work';
import { RequestLog } from './request-log.entity';
import { maskBody } from './mask';

const KEPT_MS = 24 * 60 * 60 * 1000;
const FLUSH_MS = 200;
const MAX_BUFFER = 500;

// One answered request, as `kobo logs` streams it.
export interface LoggedRequest {
  integrationId: number;
  domain: string;
  requestId: string;
  method: string;
  route: string;
  status: number;
  ms: number;
  at: Date;
  // Masked; for failed requests always, for others only while someone watches (verbose).
  requestBody: string | null;
  replyBody: string | null;
}

export interface RequestLogFilter {
  status?: number;
  route?: string;
  from?: Date;
  to?: Date;
}

// The integration's API requests: streamed live to `requestLogged` subscribers (through the
// listeners app.ts adds: local pubsub, Redis) and kept 24 hours for the `requestLogs` query.
// Rows are written in batches off the request's path (one multi-row INSERT every 200 ms at most):
// a request never waits for its log line, and a crash loses at most that moment's lines, which are
// logs, not money.
export class RequestLogService {
  private buffer: Array<{ entry: LoggedRequest; expiresMs: number; keepBodies: boolean }> = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly listeners: Array<(entry: LoggedRequest) => void> = [];
  // Whether a subscriber wants the bodies of successful requests of this integration and mode.
  watching: (integrationId: number, domain: string) => boolean = () => false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  onLogged(listener: (entry: LoggedRequest) => void): void {
    this.listeners.push(listener);
  }

  // Called once the reply is sent. Bodies are masked here, and only when they will be shown.
  // `failed`: for a reply whose status does not say it (GraphQL errors come with a 200).
  record(
    ctx: RequestContext,
    r: { requestId: string; method: string; route: string; status: number; ms: number; failed?: boolean; requestBody: () => unknown; replyBody: () => unknown },
  ): void {
    const failed = r.status >= 400 || r.failed === true;
    const live = this.watching(ctx.integration.id, ctx.domain);
    const withBodies = failed || live;
    const entry: LoggedRequest = {
      integrationId: ctx.integration.id,
      domain: ctx.domain,
      requestId: r.requestId,
      method: r.method,
      route: r.route,
      status: r.status,
      ms: Math.round(r.ms),
      at: this.clock.now(ctx),
      requestBody: withBodies ? maskBody(r.requestBody()) : null,
      replyBody: withBodies ? maskBody(r.replyBody()) : null,
    };
    for (const listener of this.listeners) listener(entry);
    this.buffer.push({ entry, expiresMs: entry.at.getTime() + KEPT_MS, keepBodies: failed });
    if (this.buffer.length >= MAX_BUFFER) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS);
  }

  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const rows = this.buffer.splice(0);
    if (!rows.length) return this.flushing;
    this.flushing = this.flushing.then(() =>
      // One autocommitted statement: no transaction around it.
      Promise.resolve(this.db.ds)
        .then(async (ds) => {
          const atColumn = ds.getMetadata(RequestLog).findColumnWithPropertyName('at')!;
          const values = rows.flatMap(({ entry: e, expiresMs, keepBodies }) => [
            e.integrationId,
            e.domain,
            e.requestId,
            e.method,
            e.route.slice(0, 255),
            e.status,
            e.ms,
            keepBodies ? e.requestBody : null,
            keepBodies ? e.replyBody : null,
            ds.driver.preparePersistentValue(e.at, atColumn),
            expiresMs,
          ]);
          await ds.query(
            `INSERT INTO request_logs (integration_id, domain, request_id, method, route, status, ms, request_body, reply_body, at, expires_ms) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
            values,
          );
        })
        .catch((err: unknown) => this.log.warn({ err, lines: rows.length }, 'request log lines not kept')),
    );
    return this.flushing;
  }

  async list(ctx: RequestContext, page: PageRequest, filter: RequestLogFilter): Promise<Page<RequestLog>> {
    await this.flush();
    return this.db.read(ctx, (em) => paginate(this.query(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: RequestLogFilter): Promise<number> {
    return this.db.read(ctx, (em) => this.query(ctx, em, filter).getCount());
  }

  private query(ctx: RequestContext, em: import('typeorm').EntityManager, filter: RequestLogFilter) {
    const qb = em
      .createQueryBuilder(RequestLog, 'r')
      .where('r.integration_id = :integration AND r.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.status !== undefined) qb.andWhere('r.status = :status', { status: filter.status });
    if (filter.route) qb.andWhere('r.route = :route', { route: filter.route });
    if (filter.from) qb.andWhere('r.at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('r.at <= :to', { to: filter.to });
    return qb;
  }
}
