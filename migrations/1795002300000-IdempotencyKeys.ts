import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col, dialectOf } from '../src/db/dialect';

// Idempotency-Key (a Kobo addition, docs/api.md): one row per key, integration and mode. While the
// first request runs the row is `running` under a lease; once answered it holds the reply, replayed
// byte for byte to a retry, until `expires_ms` (24 h on the integration's clock) when the sweep
// (a DueWorkRunner) deletes it.
export class IdempotencyKeys1795002300000 implements MigrationInterface {
  name = 'IdempotencyKeys1795002300000';

  async up(qr: QueryRunner): Promise<void> {
    const ms = (name: string, nullable = true) => ({ name, type: 'bigint', isNullable: nullable });
    await qr.createTable(
      new Table({
        name: 'idempotency_keys',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('idem_key', 255, false),
          col.text('fingerprint', 64, false),
          col.text('state', 8, false),
          ms('running_until_ms'),
          col.int('reply_status', undefined, true),
          col.text('reply_type', 255),
          { name: 'reply_body', type: dialectOf(qr) === 'mysql' ? 'mediumtext' : 'text', isNullable: true },
          ms('expires_ms', false),
          ms('lease_until_ms'),
          col.time('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'UQ_idempotency_keys_key', columnNames: ['integration_id', 'domain', 'idem_key'], isUnique: true }),
          new TableIndex({ name: 'IDX_idempotency_keys_expires', columnNames: ['expires_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('idempotency_keys');
  }
}
