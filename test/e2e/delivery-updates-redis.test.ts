import { createLogger } from '../../src/core/logger';
import type { WebhookDelivery } from '../../src/events/webhook.entity';
import { createKoboPubSub, DELIVERIES_TOPIC, pubSubSink, redisBridge } from '../../src/graphql/pubsub';

// webhookDeliveryUpdated across nodes: a delivery published on one node's bridge reaches another
// node's subscribers through Redis, dates intact; and its subscriptions do not count as event
// listeners (the dispatcher reads payloads only for those).
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

it('reaches the other node through Redis, with its dates as dates', async () => {
  const channel = `kobo:test:deliveries:${process.pid}:${Date.now()}`;
  const log = createLogger('silent');
  const [a, b] = [createKoboPubSub(), createKoboPubSub()];
  const bridges = [await redisBridge(a, REDIS_URL, channel, log), await redisBridge(b, REDIS_URL, channel, log)];
  try {
    const onB = b.subscribe(DELIVERIES_TOPIC, '7:test');
    expect(pubSubSink(b).live!()).toBe(false);
    const next = onB.next();
    const now = new Date();
    const delivery = {
      id: 3,
      integrationId: 7,
      domain: 'test',
      eventId: 11,
      eventType: 'charge.success',
      status: 'failed',
      attempts: 2,
      createdAt: now,
      updatedAt: now,
      deliveredAt: null,
    } as unknown as WebhookDelivery;
    // The subscriber's node may take a moment to be subscribed on Redis: publish until heard.
    let got: IteratorResult<WebhookDelivery> | undefined;
    for (let i = 0; i < 50 && !got; i++) {
      bridges[0]!.publishDelivery(delivery);
      got = await Promise.race([next, new Promise<undefined>((r) => setTimeout(r, 100))]);
    }
    expect(got?.value).toMatchObject({ id: 3, eventId: 11, status: 'failed', attempts: 2, deliveredAt: null });
    expect(got!.value.createdAt).toBeInstanceOf(Date);
    expect(got!.value.createdAt.getTime()).toBe(now.getTime());
    await onB.return!();
  } finally {
    await Promise.all(bridges.map((x) => x.close()));
  }
});
