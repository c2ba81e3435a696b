import { inStock, type Product } from './product.entity';

// The spec's Product record (create/fetch/list samples).
export function presentProduct(p: Product) {
  return {
    id: p.id,
    integration: p.integrationId,
    domain: p.domain,
    name: p.name,
    description: p.description,
    product_code: p.productCode,
    slug: p.slug,
    currency: p.currency,
    price: p.price,
    quantity: p.quantity,
    quantity_sold: p.quantitySold,
    unlimited: p.unlimited,
    type: p.type,
    is_shippable: p.isShippable,
    // Kobo takes no shipping settings for a product: no delivery note, address or regional fees.
    shipping_fields: { delivery_note: 'disabled', shipping_address: 'disabled', shipping_fees: [] },
    active: p.active,
    in_stock: inStock(p),
    // Paystack answers an object, empty when the product was made without metadata.
    metadata: p.metadata ?? {},
    files: [],
    digital_assets: [],
    variant_options: [],
    features: null,
    success_message: null,
    redirect_url: null,
    split_code: p.splitCode,
    notification_emails: null,
    minimum_orderable: p.minimumOrderable,
    maximum_orderable: p.maximumOrderable,
    low_stock_alert: false,
    stock_threshold: null,
    expires_in: null,
    file_path: null,
    image_path: null,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

// A product as a page lists it (POST /page/:id/product sample).
export function presentPageProduct(p: Product, pageId: number) {
  return {
    product_id: p.id,
    name: p.name,
    description: p.description,
    product_code: p.productCode,
    page: pageId,
    price: p.price,
    currency: p.currency,
    quantity: p.quantity,
    quantity_sold: p.quantitySold,
    unlimited: p.unlimited,
    type: p.type,
    features: null,
    // 0/1 here, as the sample shows them.
    is_shippable: p.isShippable ? 1 : 0,
    domain: p.domain,
    integration: p.integrationId,
    active: p.active ? 1 : 0,
    in_stock: inStock(p) ? 1 : 0,
  };
}
