import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { col } from '../src/db/dialect';

// The integration's API requests as `kobo logs` and the `requestLogs` query show them: route
// pattern, status, time taken, request id; the masked bodies of failed requests. Kept 24 hours on
// the integration's clock (`expires_ms`), then swept (a DueWorkRunner).
export class RequestLogs1795002310000 implements MigrationInterface {
  name = 'RequestLogs1795002310000';

  async up(qr: QueryRunner): Promise<void> {
    const ms = (name: string, nullable = true) => ({ name, type: 'bigint', isNullable: nullable });
    await qr.createTable(
      new Table({
        name: 'request_logs',
        columns: [
          col.id(qr),
          col.ref('integration_id'),
          col.domain(),
          col.text('request_id', 64, false),
          col.text('method', 8, false),
          col.text('route', 255, false),
          col.int('status'),
          col.int('ms'),
          col.text('request_body', 4096),
          col.text('reply_body', 4096),
          col.time('at'),
          ms('expires_ms', false),
          ms('lease_until_ms'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_request_logs_scope', columnNames: ['integration_id', 'domain', 'id'] }),
          new TableIndex({ name: 'IDX_request_logs_expires', columnNames: ['expires_ms'] }),
        ],
      }),
    );
  }

  async down(qr: QueryRunner): Promise<void> {
    await qr.dropTable('request_logs');
  }
}
