import type { Lifecycle } from '../lifecycle';
import type { PageService } from '../pages/page.service';
import type { ProductService } from './product.service';

// Every hook the products slice registers on other slices, in one place. Each runs in the DB
// transaction of the work that calls it.
export function registerProductHooks(k: { lifecycle: Lifecycle; pages: PageService }, products: ProductService): void {
  // A product page is priced by its products and refused when one is sold out...
  k.pages.addPayCheck(products.pagePayCheck);
  // ...and its successful payments take their stock (sold out meanwhile refuses the payment).
  k.lifecycle.payment.succeeded.register('products', products.pageSuccessHook);
}
