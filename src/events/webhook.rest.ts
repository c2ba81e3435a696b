import { Router } from 'express';
import { ok } from '../rest/envelope';
import { ctxOf } from '../rest/context';
import { Input } from '../rest/input';
import { pageMeta, pageRequest } from '../rest/pagination';
import { presentDelivery, presentEvent } from './webhook.presenter';
import type { WebhookService } from './webhook.service';
import { describeRoutes, f } from '../rest/operations';

describeRoutes('Webhooks and events', {
  'GET /integration/webhook/deliveries': {
    summary: 'Webhook deliveries, with every attempt',
    query: {
      event_id: f.integer('Only the deliveries of this event'),
      event: f.string('Event type, e.g. charge.success'),
      type: f.string('Another name for event'),
      status: f.string('Delivery status'),
      resource: f.string('The resource the event is about'),
    },
    paged: true,
  },
  'POST /integration/webhook/replay/:event_id': {
    summary: 'Send an event once more, now, as a new delivery',
    params: { event_id: 'The event id' },
  },
  'GET /integration/events': {
    summary: "The integration's events (the outbox), internal ones included",
    query: {
      event: f.string('Event type, e.g. charge.success'),
      type: f.string('Another name for event'),
      resource: f.string('The resource the event is about'),
      after_id: f.integer('Only events after this id'),
    },
    paged: true,
  },
  'GET /integration/events/:id': {
    summary: 'Fetch an event',
    params: { id: 'The event id' },
  },
});

// Kobo's extensions beside GET|PUT /integration/webhook: the delivery log, the event log, replay.
export function webhookRouter(webhooks: WebhookService): Router {
  const r = Router();

  r.get('/integration/webhook/deliveries', async (req, res) => {
    const ctx = ctxOf(res);
    const input = Input.of(req.body, req.query);
    const eventId = input.int('event_id', 'event_id must be an event id');
    const page = await webhooks.listDeliveries(ctx, pageRequest(input, 'webhook_delivery'), {
      type: input.string('event') ?? input.string('type'),
      status: input.string('status'),
      resource: input.string('resource'),
      eventId,
    });
    const attempts = await webhooks.attemptsByDelivery(
      ctx,
      page.items.map((d) => d.id),
    );
    const data = page.items.map((d) => presentDelivery(d, attempts.get(d.id) ?? []));
    ok(res, 'Webhook deliveries retrieved', data, pageMeta(page, 'webhook_delivery'));
  });

  r.post('/integration/webhook/replay/:event_id', async (req, res) => {
    const { delivery, attempts } = await webhooks.replay(ctxOf(res), String(req.params.event_id));
    ok(res, delivery.status === 'delivered' ? 'Event replayed' : 'Event replay failed', presentDelivery(delivery, attempts));
  });

  r.get('/integration/events', async (req, res) => {
    const input = Input.of(req.body, req.query);
    const page = await webhooks.listEvents(ctxOf(res), pageRequest(input, 'event'), {
      type: input.string('event') ?? input.string('type'),
      resource: input.string('resource'),
      afterId: input.int('after_id', 'after_id must be an event id'),
    });
    ok(res, 'Events retrieved', page.items.map(presentEvent), pageMeta(page, 'event'));
  });

  r.get('/integration/events/:id', async (req, res) => {
    ok(res, 'Event retrieved', presentEvent(await webhooks.getEvent(ctxOf(res), String(req.params.id))));
  });

  return r;
}
