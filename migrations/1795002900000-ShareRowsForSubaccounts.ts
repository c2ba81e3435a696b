import { TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { dialectOf } from '../src/db/dialect';

// One record of a subaccount's share. A payment made with a single `subaccount` was settled through
// its transaction row (the share in the `split` JSON, the subaccount's settlement in
// `subaccount_settlement_id`), a split-group payment through share rows (transaction_split_shares).
// Now both have share rows, a single subaccount being a group of one, and a subaccount's settlement
// marks only those. Every stored payment with a single-subaccount split that succeeded (success, or
// since reversed: the ones whose share the ledger moved and a settlement could mark) gets its row,
// carrying the settlement that already paid it, if any; then the column goes.
const BATCH = 200;

interface SplitJson {
  subaccount: { id: number };
  fees_split: { subaccount: number; params?: { transaction_charge?: number | string; percentage_charge?: string } };
  gross?: { subaccount: number };
}

export class ShareRowsForSubaccounts1795002900000 implements MigrationInterface {
  name = 'ShareRowsForSubaccounts1795002900000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = dialectOf(qr) === 'mysql';
    // MySQL runs migrations outside a transaction (its DDL commits anyway): a run cut short is run
    // again, so each step skips what an earlier run did (the NOT EXISTS, the index and column checks).
    let after = 0;
    for (;;) {
      const rows: Array<{ id: string | number; amount: string | number; split: unknown }> = await qr.query(
        `SELECT id, amount, split FROM transactions WHERE id > ? AND split IS NOT NULL AND status IN ('success', 'reversed')
            AND NOT EXISTS (SELECT 1 FROM transaction_split_shares s WHERE s.transaction_id = transactions.id) ORDER BY id LIMIT ${BATCH}`,
        [after],
      );
      if (!rows.length) break;
      after = Number(rows[rows.length - 1]!.id);
      // The dates and ids are copied by the database (each driver reads and binds dates its own
      // way); only the share, from the JSON, is bound.
      const shares = rows.map((r) => ({
        id: Number(r.id),
        ...shareOf(Number(r.amount), (typeof r.split === 'string' ? JSON.parse(r.split) : r.split) as SplitJson),
      }));
      const values = shares.map((_, i) => (i === 0 ? 'SELECT ? AS id, ? AS subaccount_id, ? AS gross, ? AS net' : 'SELECT ?, ?, ?, ?')).join(' UNION ALL ');
      await qr.query(
        `INSERT INTO transaction_split_shares (integration_id, domain, transaction_id, subaccount_id, currency, gross, net, paid_at, settlement_id)
         SELECT t.integration_id, t.domain, t.id, v.subaccount_id, t.currency, v.gross, v.net, COALESCE(t.paid_at, t.created_at), t.subaccount_settlement_id
           FROM transactions t JOIN (${values}) v ON v.id = t.id
           ORDER BY t.id`,
        shares.flatMap((s) => [s.id, s.subaccountId, s.gross, s.net]),
      );
    }
    // Settlements of a share look it up by settlement (GET /settlement/:id/transactions), as the
    // dropped index did on the transactions table.
    if (!(await qr.getTable('transaction_split_shares'))!.indices.some((i) => i.name === 'IDX_transaction_split_shares_settlement')) {
      await qr.createIndex('transaction_split_shares', new TableIndex({ name: 'IDX_transaction_split_shares_settlement', columnNames: ['settlement_id'] }));
    }
    if (!(await qr.getTable('transactions'))!.findColumnByName('subaccount_settlement_id')) return;
    // Plain DROP INDEX / DROP COLUMN: TypeORM's dropColumn rebuilds a SQLite table by copying it,
    // which loses the columns and triggers of migration ReplyDocuments. SQLite refuses to drop an
    // indexed column, so the index goes first.
    if (mysql) {
      await qr.query('ALTER TABLE transactions DROP INDEX IDX_transactions_subaccount_settlement, DROP COLUMN subaccount_settlement_id');
    } else {
      await qr.query('DROP INDEX IDX_transactions_subaccount_settlement');
      await qr.query('ALTER TABLE transactions DROP COLUMN subaccount_settlement_id');
    }
  }

  // Back to the mark on the transaction row: the single-subaccount share rows give their settlement
  // back to the column and go.
  async down(qr: QueryRunner): Promise<void> {
    const mysql = dialectOf(qr) === 'mysql';
    await qr.query(`ALTER TABLE transactions ADD COLUMN subaccount_settlement_id ${mysql ? 'BIGINT UNSIGNED' : 'BIGINT'} NULL`);
    await qr.query(
      `UPDATE transactions SET subaccount_settlement_id = (SELECT s.settlement_id FROM transaction_split_shares s WHERE s.transaction_id = transactions.id)
        WHERE split IS NOT NULL AND id IN (SELECT s.transaction_id FROM transaction_split_shares s WHERE s.settlement_id IS NOT NULL)`,
    );
    await qr.query('DELETE FROM transaction_split_shares WHERE transaction_id IN (SELECT id FROM transactions WHERE split IS NOT NULL)');
    await qr.query('CREATE INDEX IDX_transactions_subaccount_settlement ON transactions (integration_id, domain, subaccount_code, subaccount_settlement_id)');
    await qr.dropIndex('transaction_split_shares', 'IDX_transaction_split_shares_settlement');
  }
}

// The subaccount's share of a payment as its settlement counted it: net what the ledger moved
// (fees_split.subaccount), gross the share before fees. Splits stored before `gross` was kept carry
// only the parameters: the main account's gross is the flat charge, else the percentage of the
// amount rounded down, and the subaccount's is the rest (modules/subaccounts/split.ts).
function shareOf(amount: number, split: SplitJson): { subaccountId: number; gross: number; net: number } {
  const net = split.fees_split.subaccount;
  let gross = split.gross?.subaccount;
  if (gross === undefined) {
    const params = split.fees_split.params ?? {};
    const flat = params.transaction_charge === '' || params.transaction_charge === undefined ? null : Number(params.transaction_charge);
    const bp = Math.round(Number(params.percentage_charge ?? 0) * 100);
    const charge = flat ?? Number((BigInt(amount) * BigInt(bp)) / 10000n);
    gross = amount - Math.min(amount, charge);
  }
  return { subaccountId: split.subaccount.id, gross, net };
}
