import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../core/clock';
import { DomainError, invalid, notFound } from '../core/errors';
import type { Page, PageRequest } from '../core/pagination';
import type { RequestContext } from '../core/request-context';
import { isNumericId, randomString } from '../core/ids';
import { oneOf } from '../core/validate';
import { insertRow } from '../db/insert';
import { paginate } from '../db/paginate';
import type { Database } from '../db/unit-of-work';
import { isWebhookEvent, WEBHOOK_EVENTS } from './catalog';
import type { EventRecorder } from './outbox';
import { OutboxEvent } from './event.entity';
import { DELIVERY_STATUSES, WebhookAttempt, WebhookDelivery, type DeliveryStatus } from './webhook.entity';
import { checkConfiguredUrl, policyFor, WebhookTargetError, type Resolver } from './webhook-guard';
import type { WebhookRunner } from './webhook-runner';

export interface EventFilter {
  type?: string;
  resource?: string;
  // Only events with a greater id (what `kobo listen` catches up on after a reconnect).
  afterId?: number;
}

export interface DeliveryFilter {
  type?: string;
  status?: string;
  resource?: string;
  eventId?: number;
}

// Reading the event log and the delivery log, replaying an event, and vetting webhook URLs.
export class WebhookService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly runner: WebhookRunner,
    private readonly opts: { allowPrivateLive: boolean; timeoutMs: number; leaseMarginMs: number; resolve?: Resolver },
    private readonly recorder?: EventRecorder,
  ) {}

  // The dashboard's "send a test event": an event of a webhook type, marked as a test in its data,
  // recorded like any other so it goes out signed through the usual dispatch, delivery and retries.
  async sendTestEvent(ctx: RequestContext, type: string): Promise<OutboxEvent> {
    if (!WEBHOOK_EVENTS.has(type)) throw invalid('type', `type must be a webhook event: ${[...WEBHOOK_EVENTS].join(', ')}`);
    const recorder = this.recorder;
    if (!recorder) throw new DomainError('validation', 'Test events are not available', 'invalid_params', 'type');
    return this.db.transaction(ctx, (t) =>
      // A resource of its own: a test event waiting on a failing endpoint never holds back the next one.
      recorder.record(t, {
        type,
        resource: `test_event:${randomString(12)}`,
        payload: { test_event: true, domain: ctx.domain, sent_at: this.clock.now(ctx).toISOString() },
      }),
    );
  }

  // Called when a webhook URL is configured: a clear 400 instead of a URL that would never be sent to.
  async checkUrl(ctx: Pick<RequestContext, 'domain'>, url: string): Promise<void> {
    try {
      await checkConfiguredUrl(url, policyFor(ctx.domain, this.opts.allowPrivateLive), this.opts.resolve);
    } catch (err) {
      if (err instanceof WebhookTargetError) throw invalid('url', err.message);
      throw err;
    }
  }

  async listEvents(ctx: RequestContext, page: PageRequest, filter: EventFilter = {}): Promise<Page<OutboxEvent>> {
    return this.db.read(ctx, (em) => paginate(this.events(ctx, em, filter), page));
  }

  async countEvents(ctx: RequestContext, filter: EventFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.events(ctx, em, filter).getCount());
  }

  async getEvent(ctx: RequestContext, id: number | string): Promise<OutboxEvent> {
    const n = typeof id === 'number' ? id : isNumericId(String(id).trim()) ? Number(id) : NaN;
    const event = Number.isSafeInteger(n)
      ? await this.db.read(ctx, (em) => em.findOneBy(OutboxEvent, { id: n, integrationId: ctx.integration.id, domain: ctx.domain }))
      : null;
    if (!event) throw notFound('Event not found');
    return event;
  }

  async listDeliveries(ctx: RequestContext, page: PageRequest, filter: DeliveryFilter = {}): Promise<Page<WebhookDelivery>> {
    return this.db.read(ctx, (em) => paginate(this.deliveries(ctx, em, filter), page));
  }

  async countDeliveries(ctx: RequestContext, filter: DeliveryFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.deliveries(ctx, em, filter).getCount());
  }

  // Attempts of several deliveries in one query (REST pages and the GraphQL loader).
  async attemptsOf(ctx: RequestContext, deliveryIds: readonly number[]): Promise<WebhookAttempt[]> {
    if (!deliveryIds.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(WebhookAttempt, {
        where: { integrationId: ctx.integration.id, domain: ctx.domain, deliveryId: In([...deliveryIds]) },
        order: { id: 'ASC' },
      }),
    );
  }

  // The attempts of each delivery, in order, for one page of deliveries (REST and the GraphQL loader).
  async attemptsByDelivery(ctx: RequestContext, deliveryIds: readonly number[]): Promise<Map<number, WebhookAttempt[]>> {
    const byDelivery = new Map<number, WebhookAttempt[]>(deliveryIds.map((id) => [id, []]));
    for (const a of await this.attemptsOf(ctx, deliveryIds)) byDelivery.get(a.deliveryId)?.push(a);
    return byDelivery;
  }

  // Sends the event once more, now, as a new delivery with one attempt, outside the retry schedule
  // and the per-resource order (the merchant asked for this event specifically).
  async replay(ctx: RequestContext, eventId: number | string): Promise<{ delivery: WebhookDelivery; attempts: WebhookAttempt[] }> {
    const event = await this.getEvent(ctx, eventId);
    if (!isWebhookEvent(event.type)) throw invalid('event_id', `Event ${event.type} is not sent to webhooks`);
    const realNow = this.clock.real();
    const delivery = await this.db.transaction(ctx, async (t) => {
      const mode: Array<{ webhook_url: string | null }> = await t.tx.em.query(
        'SELECT webhook_url FROM integration_modes WHERE integration_id = ? AND domain = ?',
        [ctx.integration.id, ctx.domain],
      );
      if (!mode[0]?.webhook_url) throw new DomainError('validation', `No webhook URL is configured for ${ctx.domain} mode`, 'invalid_params', 'url');
      const row = t.tx.em.create(WebhookDelivery, {
        integrationId: ctx.integration.id,
        domain: ctx.domain,
        eventId: event.id,
        eventType: event.type,
        resource: event.resource,
        kind: 'replay',
        status: 'sending',
        attempts: 1,
        nextAttemptMs: null,
        // Owned by this request; if the node dies mid-attempt another node sends it after the lease.
        leaseUntilMs: realNow.getTime() + this.opts.timeoutMs + this.opts.leaseMarginMs,
        lastStatusCode: null,
        lastError: null,
        createdAt: realNow,
        updatedAt: realNow,
        deliveredAt: null,
      });
      return insertRow(t.tx.em, WebhookDelivery, row);
    });
    const [claim] = await this.runner.prepare([delivery]);
    if (claim) await this.runner.attempt(claim);
    const fresh = await this.db.read(ctx, (em) => em.findOneByOrFail(WebhookDelivery, { id: delivery.id }));
    return { delivery: fresh, attempts: await this.attemptsOf(ctx, [delivery.id]) };
  }

  private events(ctx: RequestContext, em: EntityManager, filter: EventFilter) {
    const qb = em
      .createQueryBuilder(OutboxEvent, 'e')
      .where('e.integration_id = :integration AND e.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.type) qb.andWhere('e.type = :type', { type: filter.type });
    if (filter.resource) qb.andWhere('e.resource = :resource', { resource: filter.resource });
    if (filter.afterId !== undefined) qb.andWhere('e.id > :after', { after: filter.afterId });
    return qb;
  }

  private deliveries(ctx: RequestContext, em: EntityManager, filter: DeliveryFilter) {
    const qb = em
      .createQueryBuilder(WebhookDelivery, 'd')
      .where('d.integration_id = :integration AND d.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain });
    if (filter.type) qb.andWhere('d.event_type = :type', { type: filter.type });
    if (filter.status) qb.andWhere('d.status = :status', { status: oneOf(filter.status, DELIVERY_STATUSES, 'status') as DeliveryStatus });
    if (filter.resource) qb.andWhere('d.resource = :resource', { resource: filter.resource });
    if (filter.eventId !== undefined) qb.andWhere('d.event_id = :event', { event: filter.eventId });
    return qb;
  }
}
