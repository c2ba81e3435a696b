import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// Orders (POST /order, and a storefront's checkout) and their lines. An order is paid when a
// transaction carrying its code succeeds; the product names are copied onto the lines so an order
// keeps showing what it sold after a product changes or is deleted.
export class Orders1795002110000 implements MigrationInterface {
  name = 'Orders1795002110000';

  async up(qr: QueryRunner): Promise<void> {
    await qr.createTable(
      new Table({
        name: 'orders',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('order_code', 32, false),
          col.ref('customer_id'),
          col.text('email', 254, false),
          col.text('first_name', 100),
          col.text('last_name', 100),
          col.text('phone', 32),
          col.text('currency', 3, false),
          col.money('amount'),
          col.money('shipping_fee'),
          col.json('shipping'),
          col.bool('is_gift', false),
          col.bool('pay_for_me', false),
          col.text('status', 16, false),
          col.ref('storefront_id', true),
          col.ref('transaction_id', true),
          col.time('paid_at', true),
          col.time('created_at'),
          col.time('updated_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_orders_code', columnNames: ['order_code'], isUnique: true }),
          new TableIndex({ name: 'IDX_orders_integration_domain_id', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_orders_storefront', columnNames: ['storefront_id', 'id'] }),
        ],
      }),
    );
    await qr.createTable(
      new Table({
        name: 'order_items',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.ref('order_id'),
          col.ref('product_id'),
          col.text('product_name', 100, false),
          col.int('quantity'),
          col.money('unit_amount'),
          col.money('amount'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_order_items_order', columnNames: ['order_id'] }),
          new TableIndex({ name: 'IDX_order_items_product', columnNames: ['product_id', 'order_id'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('order_items');
    await qr.dropTable('orders');
  }
}
