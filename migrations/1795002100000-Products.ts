import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Products (POST /product) with their stock, and the products on a payment page
// (POST /page/:id/product). `quantity_sold` only moves through one guarded UPDATE, so stock is
// never oversold; `deleted_at` keeps a deleted product for the pages and orders that name it.
export class Products1795002100000 implements MigrationInterface {
  name = 'Products1795002100000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'products',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('product_code', 32, false),
          col.text('name', 100, false),
          // The name while the product is not deleted (NULL after): unique per integration and mode,
          // so two concurrent creates of one name cannot both succeed, and a deleted name is free again.
          col.text('live_name', 100),
          col.text('description', 1024),
          col.text('slug', 120, false),
          col.text('currency', 3, false),
          col.money('price'),
          col.int('quantity', undefined, true),
          col.int('quantity_sold', 0),
          col.bool('unlimited', false),
          col.text('type', 16, false),
          col.bool('is_shippable', false),
          col.bool('active', true),
          col.text('split_code', 64),
          col.json('metadata'),
          col.int('minimum_orderable', 1),
          col.int('maximum_orderable', undefined, true),
          col.time('created_at'),
          col.time('updated_at'),
          col.time('deleted_at', true),
        ],
        indices: [
          new TableIndex({ name: 'UQ_products_code', columnNames: ['product_code'], isUnique: true }),
          new TableIndex({ name: 'UQ_products_live_name', columnNames: ['integration_id', 'domain', 'live_name'], isUnique: true }),
          new TableIndex({ name: 'IDX_products_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'page_products',
        columns: [col.id(qr), col.ref('integration_id'), col.domain(), col.ref('page_id'), col.ref('product_id'), col.time('created_at')],
        indices: [new TableIndex({ name: 'UQ_page_products_page_product', columnNames: ['page_id', 'product_id'], isUnique: true })],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('page_products');
    await qr.dropTable('products');
  }
}
