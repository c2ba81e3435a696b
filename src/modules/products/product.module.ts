import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { PageProduct, Product } from './product.entity';
import type { PageServices } from '../pages/page.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { ProductResolver } from './product.resolver';
import { productRouter } from './product.rest';
import { ProductService } from './product.service';
import { registerProductHooks } from './product.hooks';

export const productsModule = defineModule({
  name: 'products',
  entities: [Product, PageProduct],
  services: (k: Kernel & TransactionServices & PageServices) => {
    const products = new ProductService(k.db, k.clock, k.events);
    registerProductHooks(k, products);
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
