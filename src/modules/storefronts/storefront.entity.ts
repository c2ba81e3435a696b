import { Entity } from 'typeorm';
import { IdColumn, RefColumn, TextColumn, TimeColumn } from '../../db/columns';
import type { Domain } from '../../core/request-context';

export type StorefrontStatus = 'inactive' | 'active';

// A storefront: `inactive` until published, then the hosted shop `/shop/<slug>`.
@Entity({ name: 'storefronts' })
export class Storefront {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @TextColumn('name', 100, false) name: string;
  @TextColumn('slug', 100, false) slug: string;
  @TextColumn('description', 1024) description: string | null;
  @TextColumn('currency', 3, false) currency: string;
  @TextColumn('status', 16, false) status: StorefrontStatus;
  @TimeColumn('created_at') createdAt: Date;
  @TimeColumn('updated_at') updatedAt: Date;
}

@Entity({ name: 'storefront_products' })
export class StorefrontProduct {
  @IdColumn() id: number;
  @RefColumn('integration_id') integrationId: number;
  @TextColumn('domain', 4, false) domain: Domain;
  @RefColumn('storefront_id') storefrontId: number;
  @RefColumn('product_id') productId: number;
  @TimeColumn('created_at') createdAt: Date;
}

export const STOREFRONT_SLUG_INDEX = { name: 'UQ_storefronts_slug', table: 'storefronts', columns: ['slug'] };
