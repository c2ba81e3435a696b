import type { RequestContext } from '../core/request-context';
import { moduleParts, type Services } from '../container';
export type { Loaders } from '../container';

// Built per HTTP request and per websocket operation, so caches never outlive one operation and
// never cross integrations. Each module contributes its own loaders.
export function createLoaders(services: Services, ctx: RequestContext) {
  return moduleParts(services).loaders(ctx);
}
