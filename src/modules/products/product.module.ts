import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import type { PageServices } from '../pages/page.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { ProductResolver } from './product.resolver';
import { productRouter } from './product.rest';
import { ProductService } from './product.service';

export const productsModule = defineModule({
  name: 'products',
  services: (k: Kernel & TransactionServices & PageServices) => {
    const products = new ProductService(k.db, k.clock, k.events);
    // A product page is priced by its products and refused when one is sold out; its successful
    // payments take their stock.
    k.pages.addPayCheck(products.pagePayCheck);
    k.transactionStore.addSuccessHook(products.pageSuccessHook);
    return { products };
  },
  routes: (s) => [productRouter(s.products, s.pages)],
  resolvers: [{ type: ProductResolver, make: (s) => new ProductResolver(s.products) }],
  loaders: (s, ctx) => ({
    productById: loaderById((ids) => s.products.byIds(ctx, ids)),
  }),
});

export type ProductServices = { products: ProductService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof productsModule> {}
}
