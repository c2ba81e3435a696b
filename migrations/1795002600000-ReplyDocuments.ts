import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dialectOf } from '../src/db/dialect';

// The verify and fetch replies kept as documents (modules/transactions/reply-document.ts).
// A document is served only while the row versions it was built from are still the rows' versions.
// The versions are kept by triggers, not by Kobo's writers, so that no writer of a transaction, a
// customer or an authorization (ORM saves, merged statements, raw SQL, an operator's UPDATE) can
// change a row without making the documents built from it stale.
//   transactions.row_version   bumped by every UPDATE except the one that stores a document
//   customers.row_version, authorizations.row_version   bumped by every UPDATE
//   transactions.reply_key     which versions (and reply shape) the stored document was built from
//   transactions.reply_doc     the reply's `data`, as JSON text
const VERSIONED = ['transactions', 'customers', 'authorizations'] as const;

export class ReplyDocuments1795002600000 implements MigrationInterface {
  name = 'ReplyDocuments1795002600000';

  async up(qr: QueryRunner): Promise<void> {
    const mysql = dialectOf(qr) === 'mysql';
    // Plain ALTER TABLE … ADD COLUMN: TypeORM's addColumn rebuilds a SQLite table by copying it.
    const columns: Record<(typeof VERSIONED)[number], string[]> = {
      transactions: ['row_version BIGINT NOT NULL DEFAULT 0', 'reply_key VARCHAR(64) NULL', `reply_doc ${mysql ? 'LONGTEXT' : 'TEXT'} NULL`],
      customers: ['row_version BIGINT NOT NULL DEFAULT 0'],
      authorizations: ['row_version BIGINT NOT NULL DEFAULT 0'],
    };
    for (const table of VERSIONED) {
      if (mysql) await qr.query(`ALTER TABLE ${table} ${columns[table].map((c) => `ADD COLUMN ${c}`).join(', ')}`);
      else for (const c of columns[table]) await qr.query(`ALTER TABLE ${table} ADD COLUMN ${c}`);
    }
    for (const table of VERSIONED) {
      // Only a document store changes reply_key; every other UPDATE of a transaction leaves it as it is.
      const stores = table === 'transactions';
      if (mysql) {
        const body = stores
          ? 'BEGIN IF NEW.reply_key <=> OLD.reply_key THEN SET NEW.row_version = OLD.row_version + 1; END IF; END'
          : 'SET NEW.row_version = OLD.row_version + 1';
        await qr.query(`CREATE TRIGGER ${table}_row_version BEFORE UPDATE ON ${table} FOR EACH ROW ${body}`);
      } else {
        // SQLite's triggers cannot assign NEW: the row is bumped after the update. The WHEN clause
        // leaves out the bump's own UPDATE, should recursive triggers ever be turned on.
        const when = stores ? 'NEW.reply_key IS OLD.reply_key AND NEW.row_version IS OLD.row_version' : 'NEW.row_version IS OLD.row_version';
        await qr.query(
          `CREATE TRIGGER ${table}_row_version AFTER UPDATE ON ${table} FOR EACH ROW WHEN ${when} BEGIN UPDATE ${table} SET row_version = OLD.row_version + 1 WHERE id = OLD.id; END`,
        );
      }
    }
  }

  async down(qr: QueryRunner): Promise<void> {
    for (const table of VERSIONED) await qr.query(`DROP TRIGGER IF EXISTS ${table}_row_version`);
    for (const [table, column] of [['transactions', 'reply_doc'], ['transactions', 'reply_key'], ...VERSIONED.map((t) => [t, 'row_version'])]) {
      await qr.query(`ALTER TABLE ${table} DROP COLUMN ${column}`);
    }
  }
}
