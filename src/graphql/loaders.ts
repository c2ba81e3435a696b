import DataLoader from 'dataloader';
import type { RequestContext } from '../core/request-context';
import type { Services } from '../container';
import type { Customer } from '../modules/customers/customer.entity';
import type { WebhookAttempt } from '../events/webhook.entity';
import type { Authorization } from '../modules/authorizations/authorization.entity';

// Built per HTTP request and per websocket operation, so caches never outlive one operation and
// never cross integrations.
export function createLoaders(services: Services, ctx: RequestContext) {
  return {
    customerById: new DataLoader<number, Customer | null>(async (ids) => {
      const rows = await services.customers.byIds(ctx, ids);
      const byId = new Map(rows.map((c) => [c.id, c]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    webhookAttempts: new DataLoader<number, WebhookAttempt[]>(async (deliveryIds) => {
      const byDelivery = await services.webhooks.attemptsByDelivery(ctx, deliveryIds);
      return deliveryIds.map((id) => byDelivery.get(id) ?? []);
    }),
    authorizationById: new DataLoader<number, Authorization | null>(async (ids) => {
      const rows = await services.authorizations.byIds(ctx, ids);
      const byId = new Map(rows.map((a) => [a.id, a]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
