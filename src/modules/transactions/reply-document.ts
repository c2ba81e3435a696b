import type { EntityManager } from 'typeorm';
import type { JsonText } from '../../core/json';
import type { RequestContext } from '../../core/request-context';
import { isRetryableConflict } from '../../db/errors';
import { CoalescedRead } from '../../db/coalesced-read';
import { dialectOf } from '../../db/dialect';
import { execute } from '../../db/statements';
import type { ChargeState } from './transaction.state';
import { presentTransaction } from './transaction.presenter';
import { JOINED_FROM, versionsOf, VERSIONS_SELECT, type RowVersions, type TransactionStore } from './transaction.store';

// The verify and fetch replies as stored documents: one small statement and no presenting for the
// most read record of the API. A transaction row keeps the `data` of its reply (reply_doc) and the
// key it was built under (reply_key): the reply shape and the versions of the transaction, customer
// and authorization rows it was built from. Triggers bump those versions on every UPDATE by any
// writer (migration ReplyDocuments), so a document is served only while none of the three rows has
// changed since; otherwise the reply is built from the rows and stored again.
//
// Change REPLY_SHAPE whenever presentTransaction's output changes: documents stored by earlier code
// then stop matching. test/unit/reply-shape.test.ts fingerprints the presenter's output and names
// the new value.
export const REPLY_SHAPE = 'r3';

export interface ReplyDocument {
  transaction: { id: number; chargeStatus: ChargeState };
  json: JsonText<TransactionRecord>;
}

export type TransactionRecord = ReturnType<typeof presentTransaction>;

export const replyKey = (v: RowVersions) => `${REPLY_SHAPE}.${v.t}.${v.c}.${v.a ?? '-'}`;

type Where = { id: number } | { reference: string };

const MAX_KEYS = 64;
const KEPT_KEYS = 8;
const FROM = JOINED_FROM.slice(0, JOINED_FROM.indexOf(' WHERE '));
type Column = 'id' | 'reference';
// A read and the rows it finds meet under this key. An id is a number: its decimal form. The
// reference column's binary collation (migration CaseSensitiveReferences) compares bytes with PAD
// SPACE: two references are equal there exactly when they are equal once trailing spaces are
// dropped, so the key drops them too.
function keyOf(column: Column, integrationId: number, domain: string, value: unknown): string {
  if (column === 'id') return `${integrationId}:${domain}:${Number(value)}`;
  const reference = String(value);
  let end = reference.length;
  while (end > 0 && reference.charCodeAt(end - 1) === 32) end--;
  return `${integrationId}:${domain}:${reference.slice(0, end)}`;
}

export class ReplyDocuments {
  private statements?: { byId: string; byReference: string; store: string | null };

  constructor(private readonly store: TransactionStore) {}

  async read(ctx: RequestContext, em: EntityManager, where: Where): Promise<ReplyDocument | null> {
    const s = this.sql(em);
    if (!s.store) return this.build(ctx, em, where, null);
    let row: Record<string, unknown> | undefined;
    if (!ctx.tx && dialectOf(em.connection) === 'mysql') {
      // Verify and fetch, the most read calls: with the other reads of this turn of the event loop
      // that look the same column up.
      const [column, value] = 'id' in where ? (['id', where.id] as const) : (['reference', where.reference] as const);
      const reads = (this.coalesced[column] ??= new CoalescedRead((keys) => this.readMany(em, column, keys)));
      row = (await reads.read([ctx.integration.id, ctx.domain, value], keyOf(column, ctx.integration.id, ctx.domain, value)))[0];
    } else {
      const [sql, value] = 'id' in where ? [s.byId, where.id] : [s.byReference, where.reference];
      row = (await execute(em, sql, [ctx.integration.id, ctx.domain, value])).rows[0];
    }
    if (!row) return null;
    const transaction = { id: Number(row.id), chargeStatus: row.charge_status as ChargeState };
    if (row.reply_key === replyKey(versionsOf(row))) return { transaction, json: row.reply_doc as JsonText<TransactionRecord> };

    // Never stored, or one of the rows changed since.
    return this.build(ctx, em, where, s.store);
  }

  // Built from the rows (read with their versions in one statement), then stored under those
  // versions; not inside a caller's transaction, whose writes have not committed.
  private async build(ctx: RequestContext, em: EntityManager, where: Where, store: string | null): Promise<ReplyDocument | null> {
    const view = await this.store.replyWhere(ctx, em, where);
    if (!view) return null;
    const json: JsonText<TransactionRecord> = JSON.stringify(presentTransaction(view));
    if (store && !ctx.tx) await this.keep(ctx, em, store, view.transaction.id, view.versions, json);
    return { transaction: { id: view.transaction.id, chargeStatus: view.transaction.chargeStatus }, json };
  }

  // Stored only if the transaction row still has the version the document was read at (a writer
  // that changed it since made this document stale already), and not again by a concurrent reader.
  // On MariaDB the store never waits for a row lock: a transaction that holds the row is changing
  // it, and the next read stores the document. Nor for a table or backup lock (lock_wait_timeout,
  // a day by default): a Galera donor's FLUSH TABLES WITH READ LOCK during an rsync state transfer,
  // an operator's LOCK TABLES or ALTER TABLE would otherwise hold every verify until it ends.
  // A read never depends on this write: whatever refuses it (a lock, a Galera node outside the
  // Primary Component, a read-only server, a lost connection), the reply built from the rows just
  // read is answered, and the next read tries to store it again.
  private async keep(ctx: RequestContext, em: EntityManager, sql: string, id: number, versions: RowVersions, json: string): Promise<void> {
    const key = replyKey(versions);
    try {
      await execute(em, sql, [json, key, id, versions.t, key]);
    } catch (err) {
      if (!isRetryableConflict(err)) ctx.log.warn({ err: (err as Error).message, transaction: id }, 'reply document not stored; answered from the rows');
    }
  }

  private readonly coalesced: Partial<Record<Column, CoalescedRead<Record<string, unknown>>>> = {};

  // Several ids' or references' documents in one statement: each (integration, mode, id or
  // reference) an equality on the primary key or the unique index, OR-ed (ranges of one index). Up
  // to 8 keys a prepared statement kept per count; more go as text (a count that rarely recurs).
  private async readMany(em: EntityManager, column: Column, keys: unknown[][]): Promise<Map<string, Array<Record<string, unknown>>>> {
    const out = new Map<string, Array<Record<string, unknown>>>();
    const merged = (this.merged[column] ??= []);
    for (let at = 0; at < keys.length; at += MAX_KEYS) {
      const chunk = keys.slice(at, at + MAX_KEYS);
      const sql = (merged[chunk.length] ??= `${this.selectList}, t.integration_id AS k_i, t.domain AS k_d, t.${column} AS k_v ${FROM} WHERE ${chunk
        .map(() => `(t.integration_id = ? AND t.domain = ? AND t.${column} = ?)`)
        .join(' OR ')}`);
      const params = chunk.flat();
      const rows: Array<Record<string, unknown>> = chunk.length <= KEPT_KEYS ? (await execute(em, sql, params)).rows : await em.query(sql, params);
      for (const r of rows) {
        const id = keyOf(column, Number(r.k_i), String(r.k_d), r.k_v);
        const list = out.get(id);
        if (list) list.push(r);
        else out.set(id, [r]);
      }
    }
    return out;
  }

  private readonly merged: Partial<Record<Column, string[]>> = {};
  private readonly selectList = `SELECT t.id AS id, t.charge_status AS charge_status, t.reply_key AS reply_key, t.reply_doc AS reply_doc, ${VERSIONS_SELECT}`;

  private sql(em: EntityManager) {
    if (this.statements) return this.statements;
    const type = em.connection.options.type;
    const select = `${this.selectList} ${JOINED_FROM}`;
    const update = 'UPDATE transactions SET reply_doc = ?, reply_key = ? WHERE id = ? AND row_version = ?';
    // MySQL has no per-statement lock wait timeout (SET STATEMENT is MariaDB's): there the reply is
    // built from the rows on every read, and nothing is stored.
    const store =
      type === 'mariadb'
        ? `SET STATEMENT innodb_lock_wait_timeout = 0, lock_wait_timeout = 0 FOR ${update} AND NOT (reply_key <=> ?)`
        : type === 'mysql'
          ? null
          : `${update} AND reply_key IS NOT ?`;
    this.statements = { byId: `${select} AND t.id = ?`, byReference: `${select} AND t.reference = ?`, store };
    return this.statements;
  }
}
