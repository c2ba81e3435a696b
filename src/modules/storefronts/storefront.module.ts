import { loaderById, loaderOfLists } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Storefront, StorefrontProduct } from './storefront.entity';
import type { OrderServices } from '../orders/order.module';
import type { ProductServices } from '../products/product.module';
import { shopWebRouter } from './shop.web';
import { OrderStorefrontResolver, StorefrontResolver } from './storefront.resolver';
import { storefrontRouter } from './storefront.rest';
import { StorefrontService } from './storefront.service';

export const storefrontsModule = defineModule({
  name: 'storefronts',
  entities: [Storefront, StorefrontProduct],
  services: (k: Kernel & ProductServices & OrderServices) => ({ storefronts: new StorefrontService(k.db, k.clock, k.events, k.products, k.orders) }),
  publicRoutes: (s) => [shopWebRouter(s.storefronts, s.config.publicUrl)],
  routes: (s) => [storefrontRouter(s.storefronts)],
  resolvers: [
    { type: StorefrontResolver, make: (s) => new StorefrontResolver(s.storefronts) },
    { type: OrderStorefrontResolver, make: () => new OrderStorefrontResolver() },
  ],
  loaders: (s, ctx) => ({
    storefrontById: loaderById((ids) => s.storefronts.byIds(ctx, ids)),
    storefrontProductIds: loaderOfLists((ids: readonly number[]) => s.storefronts.productIdsOf(ctx, ids)),
  }),
});

export type StorefrontServices = { storefronts: StorefrontService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof storefrontsModule> {}
}
