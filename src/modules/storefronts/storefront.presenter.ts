import type { Product } from '../products/product.entity';
import type { Storefront } from './storefront.entity';

// The spec's Storefront record (create/fetch/list samples).
export function presentStorefront(s: Storefront) {
  return {
    id: s.id,
    integration: s.integrationId,
    domain: s.domain,
    name: s.name,
    slug: s.slug,
    description: s.description,
    status: s.status,
    currency: s.currency,
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

// A product as a storefront lists it (list-products sample).
export function presentStorefrontProduct(p: Product) {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    product_code: p.productCode,
    price: p.price,
    currency: p.currency,
    active: p.active,
    quantity: p.quantity,
    quantity_sold: p.quantitySold,
    unlimited: p.unlimited,
  };
}
