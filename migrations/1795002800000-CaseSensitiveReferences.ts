import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../src/db/dialect';

// The references and keys a client chooses are case-sensitive, as Paystack's are: `ABC` and `abc`
// are two transactions, and an Idempotency-Key `ABC…` must not replay the reply stored for `abc…`.
// SQLite compares text byte for byte already (BINARY), but MySQL and MariaDB compare a varchar by
// its collation, and the database's (utf8mb4_unicode_ci) ignores case: a lookup, a unique index and
// a replay all matched across cases there. These columns get the binary collation, so both
// databases answer the same; the indexes on them stay as they are.
//
// Server-made codes (CUS_…, PLN_…, TRF_…) are left alone: Kobo makes them in one case.
export const CASE_SENSITIVE_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['transactions', 'reference'],
  ['refunds', 'transaction_reference'],
  ['transfers', 'reference'],
  ['idempotency_keys', 'idem_key'],
  ['bulk_charges', 'reference'],
  ['bulk_charge_items', 'reference'],
  ['bulk_charge_references', 'reference'],
  ['dedicated_account_transfers', 'reference'],
  ['preauthorizations', 'reference'],
];

export class CaseSensitiveReferences1795002800000 implements MigrationInterface {
  name = 'CaseSensitiveReferences1795002800000';

  async up(qr: QueryRunner): Promise<void> {
    await collate(qr, 'utf8mb4_bin');
  }

  // Back to the table's own collation. Refused by a unique index if two rows now differ only in case.
  async down(qr: QueryRunner): Promise<void> {
    await collate(qr, undefined);
  }
}

async function collate(qr: QueryRunner, collation: string | undefined): Promise<void> {
  if (dialectOf(qr) !== 'mysql') return;
  for (const [tableName, columnName] of CASE_SENSITIVE_COLUMNS) {
    const table = await qr.getTable(tableName);
    const old = table?.findColumnByName(columnName);
    // Only a database whose migrations ran out of order lacks one (as a test of an earlier
    // migration arranges): nothing there to compare.
    if (!table || !old) continue;
    const column = old.clone();
    column.charset = collation ? 'utf8mb4' : undefined;
    column.collation = collation;
    await qr.changeColumn(table, old, column);
  }
}
