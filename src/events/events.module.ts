import { loaderOfLists } from '../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../modules/module';
import { WebhookAttempt, WebhookDelivery } from './webhook.entity';
import { SimulatedEmail } from './notification.entity';
import type { IntegrationServices } from '../modules/integrations/integration.module';
import { EventResolver } from './event.resolver';
import { NotificationOutbox } from './notification-outbox';
import { NotificationResolver } from './notification.resolver';
import { WebhookRunner } from './webhook-runner';
import { WebhookResolver } from './webhook.resolver';
import { webhookRouter } from './webhook.rest';
import { WebhookService } from './webhook.service';

// Webhook delivery of dispatched events (the runner, the delivery log and replays), and the
// simulated outbox of notices to people that every slice records in.
export const eventsModule = defineModule({
  name: 'events',
  entities: [WebhookDelivery, WebhookAttempt, SimulatedEmail],
  services: (k: Kernel & IntegrationServices) => {
    const { config } = k;
    const webhookRunner = new WebhookRunner(k.db, k.clock, k.log.child({ component: 'webhooks' }), {
      concurrency: config.webhookConcurrency,
      timeoutMs: config.webhookTimeoutMs,
      leaseMarginMs: config.webhookLeaseMarginMs,
      pollMs: config.pollMs,
      allowPrivateLive: config.allowPrivateWebhooks,
      enabled: config.dispatchEnabled,
      resolve: k.resolve,
    });
    // New deliveries send at once rather than at the next poll.
    k.dispatcher.onBatch((_batch, deliveries, modes) => {
      if (deliveries > 0) webhookRunner.delivered(modes);
    });
    const webhooks = new WebhookService(
      k.db,
      k.clock,
      webhookRunner,
      {
        allowPrivateLive: config.allowPrivateWebhooks,
        timeoutMs: config.webhookTimeoutMs,
        leaseMarginMs: config.webhookLeaseMarginMs,
        resolve: k.resolve,
      },
      k.events,
    );
    k.integrations.addWebhookUrlCheck((ctx, url) => webhooks.checkUrl(ctx, url));
    return { webhookRunner, webhooks, notifications: new NotificationOutbox(k.db, k.clock) };
  },
  routes: (s) => [webhookRouter(s.webhooks)],
  resolvers: [
    { type: EventResolver, make: () => new EventResolver() },
    { type: WebhookResolver, make: (s) => new WebhookResolver(s.webhooks) },
    { type: NotificationResolver, make: (s) => new NotificationResolver(s.notifications) },
  ],
  loaders: (s, ctx) => ({
    webhookAttempts: loaderOfLists((deliveryIds: readonly number[]) => s.webhooks.attemptsByDelivery(ctx, deliveryIds)),
  }),
  // A moved test clock may have made retries due.
  jobs: (s) => [{ start: () => s.webhookRunner.start(), stop: () => s.webhookRunner.stop(), clockMoved: () => s.webhookRunner.kick(), afterDispatch: true }],
});

declare module '../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof eventsModule> {}
}

export type NotificationServices = { notifications: NotificationOutbox };
