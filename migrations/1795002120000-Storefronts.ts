import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Storefronts (POST /storefront): a published one is the hosted shop /shop/:slug, whose buyers
// create orders. Slugs are unique across Kobo, since the public link names no integration.
export class Storefronts1795002120000 implements MigrationInterface {
  name = 'Storefronts1795002120000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'storefronts',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('name', 100, false),
          col.text('slug', 100, false),
          col.text('description', 1024),
          col.text('currency', 3, false),
          col.text('status', 16, false),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_storefronts_slug', columnNames: ['slug'], isUnique: true }),
          new TableIndex({ name: 'IDX_storefronts_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'storefront_products',
        columns: [col.id(qr), col.ref('integration_id'), col.domain(), col.ref('storefront_id'), col.ref('product_id'), col.time('created_at')],
        indices: [new TableIndex({ name: 'UQ_storefront_products_pair', columnNames: ['storefront_id', 'product_id'], isUnique: true })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('storefront_products');
    await qr.dropTable('storefronts');
  }
}
