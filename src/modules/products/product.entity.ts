import { Column, Entity } from 'typeorm';
import { BoolColumn, IdColumn, JsonColumn, MoneyColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

// Counts come back from MySQL as strings.
const count = { to: (v: number | null) => v, from: (v: string | number | null) => (v === null || v === undefined ? null : Number(v)) };

// A product with its stock: `quantity` in stock when not `unlimited`, `quantity_sold` moved only by
// ProductService.takeStock's guarded UPDATE.
@Entity({ name: 'products' })
export class Product {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('product_code', 32, false) productCode: string;
  @TextColumn('name', 100, false) name: string;
  // The name until the product is deleted (a unique index keeps live names apart).
  @TextColumn('live_name', 100) liveName: string | null;
  @TextColumn('description', 1024) description: string | null;
  @TextColumn('slug', 120, false) slug: string;
  @TextColumn('currency', 3, false) currency: string;
  @MoneyColumn('price') price: number;
  @Column({ name: 'quantity', type: 'int', nullable: true, transformer: count }) quantity: number | null;
  @Column({ name: 'quantity_sold', type: 'int', transformer: count }) quantitySold: number;
  @BoolColumn('unlimited') unlimited: boolean;
  @TextColumn('type', 16, false) type: string;
  @BoolColumn('is_shippable') isShippable: boolean;
  @BoolColumn('active') active: boolean;
  @TextColumn('split_code', 64) splitCode: string | null;
  @JsonColumn('metadata') metadata: Record<string, unknown> | null;
  @Column({ name: 'minimum_orderable', type: 'int', transformer: count }) minimumOrderable: number;
  @Column({ name: 'maximum_orderable', type: 'int', nullable: true, transformer: count }) maximumOrderable: number | null;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
  @TimeColumn('deleted_at', true) deletedAt: Date | null;
}

// A product offered on a payment page.
@Entity({ name: 'page_products' })
export class PageProduct {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('page_id') pageId: number;
  @RefColumn('product_id') productId: number;
  @TimeColumn('created_at') createdAt: Date;
}

export const inStock = (p: Product): boolean => p.unlimited || (p.quantity ?? 0) > p.quantitySold;
