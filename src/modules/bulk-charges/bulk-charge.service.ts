import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { valueOrJson } from '../../core/json';
import { isNumericId, newCode } from '../../core/ids';
import { checkAmount, checkCurrency, readMinor } from '../../core/money';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { problemOf, type RowProblem } from '../../core/row-problems';
import { checkMetadata, checkReference, oneOf, type Metadata } from '../../core/validate';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { dialectOf, forUpdate } from '../../db/dialect';
import { dbTime, execute, Hydrator, InsertStatement } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Authorization } from '../authorizations/authorization.entity';
import { Customer } from '../customers/customer.entity';
import type { PaymentRecords } from '../transactions/payment-records.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import { BulkCharge, BulkChargeItem, type BulkChargeStatus } from './bulk-charge.entity';

const BULK_CHARGE_STATUSES: readonly BulkChargeStatus[] = ['active', 'paused', 'complete'];

// Kobo's own ceiling on one batch (the spec names none): it keeps one request's body and insert bounded.
export const MAX_BATCH_ITEMS = 10_000;
const INSERT_CHUNK = 500;
const READ_CHUNK = 1000;

export interface BulkChargeEntry {
  authorization?: unknown;
  amount?: unknown;
  currency?: unknown;
  reference?: unknown;
  metadata?: unknown;
}

export interface BulkProgress {
  batchCode: string;
  processed: number;
  succeeded: number;
  failed: number;
  total: number;
  status: string;
}

export interface ItemView {
  item: BulkChargeItem;
  customer: Customer | null;
  authorization: Authorization | null;
  transaction: TransactionView | null;
}

export const batchNotFound = (): DomainError => notFound('Bulk charge batch not found', 'bulkcharge_not_found');
const duplicateReference = (field = 'reference'): DomainError => new DomainError('validation', 'Duplicate Transaction Reference', 'duplicate_reference', field);

// POST /bulkcharge and its batch life: reads, pause and resume. The items are charged one at a time
// by BulkChargeWorker (bulk-charge.worker.ts).
export class BulkChargeService {
  private insertBatch?: InsertStatement<BulkCharge>;
  private insertItem?: InsertStatement<BulkChargeItem>;
  // Kicks this node's worker when a batch becomes due (create, resume).
  onDue: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly payments: PaymentRecords,
  ) {}

  // Everything is checked before anything is written: a rejected batch stores nothing.
  async create(ctx: RequestContext, body: unknown, batchReference?: string): Promise<BulkCharge> {
    if (!Array.isArray(body)) throw invalid('charges', 'Request body must be an array of charges');
    if (!body.length) throw missing('charges', 'Please provide at least one charge');
    if (body.length > MAX_BATCH_ITEMS) throw invalid('charges', `A batch holds at most ${MAX_BATCH_ITEMS} charges`);
    const entries = body.map((raw, i) => checkEntry(raw, i));
    const codes = new Set<string>();
    const refs = new Set<string>();
    for (const [i, e] of entries.entries()) {
      if (codes.has(e.authorization)) throw invalid(`[${i}].authorization`, 'Authorizations must be unique within a batch');
      codes.add(e.authorization);
      if (e.reference) {
        if (refs.has(e.reference)) throw duplicateReference(`[${i}].reference`);
        refs.add(e.reference);
      }
    }
    const batch = await this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const auths = await this.chargeable(t, em, [...codes]);
      for (const [i, e] of entries.entries()) {
        const refused = authorizationProblem(auths.get(e.authorization), i);
        if (refused) throw refused;
      }
      const refList = [...refs].sort();
      const taken = await this.takenReferences(t, em, refList, false);
      if (taken.size) throw duplicateReference(`[${entries.findIndex((e) => e.reference !== undefined && taken.has(e.reference))}].reference`);
      const now = this.clock.now(t);
      this.insertBatch ??= new InsertStatement(em.connection, BulkCharge);
      this.insertItem ??= new InsertStatement(em.connection, BulkChargeItem);
      const row = em.create(BulkCharge, {
        integrationId: t.integration.id,
        domain: t.domain,
        batchCode: newCode('BCH'),
        reference: batchReference?.trim() || null,
        status: 'active',
        totalCharges: entries.length,
        processed: 0,
        succeeded: 0,
        failed: 0,
        createdAt: now,
        updatedAt: now,
      });
      await this.insertBatch.insert(em, row);
      // Claimed in the batch's own transaction, in one order (no deadlock between two batches):
      // another batch holding one of these references, committed or racing, makes this one a 400.
      for (let i = 0; i < refList.length; i += INSERT_CHUNK) {
        const chunk = refList.slice(i, i + INSERT_CHUNK);
        try {
          await em.query(
            `INSERT INTO bulk_charge_references (integration_id, domain, reference, bulk_charge_id) VALUES ${chunk.map(() => '(?, ?, ?, ?)').join(', ')}`,
            chunk.flatMap((reference) => [t.integration.id, t.domain, reference, row.id]),
          );
        } catch (err) {
          if (isUniqueViolation(err)) throw duplicateReference();
          throw err;
        }
      }
      const dueMs = now.getTime();
      // Plain rows of the entity's class: em.create walks the metadata for every property of every
      // item (a tenth of a 10,000-item POST).
      const items = entries.map((e) => {
        const a = auths.get(e.authorization)!;
        return Object.assign(new BulkChargeItem(), {
          integrationId: t.integration.id,
          domain: t.domain,
          bulkChargeId: row.id,
          authorizationId: a.id,
          customerId: a.customerId,
          amount: e.amount,
          currency: e.currency,
          reference: e.reference ?? null,
          metadata: e.metadata ?? null,
          status: 'pending',
          transactionId: null,
          message: null,
          dueMs,
          leaseUntilMs: null,
          createdAt: now,
          updatedAt: now,
        });
      });
      for (let i = 0; i < items.length; i += INSERT_CHUNK) await this.insertItem.insertMany(em, items.slice(i, i + INSERT_CHUNK));
      await this.events.record(t, { type: 'bulkcharge.created', resource: `bulkcharge:${row.id}`, payload: progressPayload(row) });
      t.tx.afterCommit.push(() => this.onDue());
      return row;
    });
    return batch;
  }

  // The dashboard's preview of a batch: the checks of create, every row's at once, without writing,
  // with each row's card and customer. References another batch holds are named too (create finds
  // those when it claims them).
  async check(ctx: RequestContext, body: unknown[]): Promise<BulkChargeCheck> {
    const problems: RowProblem[] = [];
    if (!body.length) problems.push({ row: null, field: 'charges', message: 'Please provide at least one charge' });
    if (body.length > MAX_BATCH_ITEMS) problems.push({ row: null, field: 'charges', message: `A batch holds at most ${MAX_BATCH_ITEMS} charges` });
    const entries = new Map<number, CheckedEntry>();
    body.forEach((raw, i) => {
      try {
        entries.set(i, checkEntry(raw, i));
      } catch (err) {
        problems.push(problemOf(err, i, (err as DomainError).field?.replace(/^\[\d+\]\.?/, '') || null));
      }
    });
    const codes = new Set<string>();
    const refs = new Set<string>();
    for (const [i, e] of entries) {
      if (codes.has(e.authorization)) problems.push({ row: i, field: 'authorization', message: 'Authorizations must be unique within a batch' });
      codes.add(e.authorization);
      if (e.reference && refs.has(e.reference)) problems.push({ row: i, field: 'reference', message: 'Duplicate Transaction Reference' });
      if (e.reference) refs.add(e.reference);
    }
    const rows: BulkChargeCheck['rows'] = [];
    await this.db.read(ctx, async (em) => {
      const auths = await this.authorizations(ctx, em, [...codes]);
      const customers = new Map<number, Customer>();
      const ids = [...new Set([...auths.values()].map((a) => a.customerId))];
      for (let i = 0; i < ids.length; i += INSERT_CHUNK)
        for (const c of await em.findBy(Customer, { integrationId: ctx.integration.id, domain: ctx.domain, id: In(ids.slice(i, i + INSERT_CHUNK)) }))
          customers.set(c.id, c);
      const taken = await this.takenReferences(ctx, em, [...refs], true);
      for (const [i, e] of entries) {
        const a = auths.get(e.authorization);
        const refused = authorizationProblem(a, i);
        if (refused) problems.push(problemOf(refused, i, 'authorization'));
        if (e.reference && taken.has(e.reference)) problems.push({ row: i, field: 'reference', message: 'Duplicate Transaction Reference' });
        rows.push({ row: i, authorization: refused ? null : a!, customer: (a && customers.get(a.customerId)) ?? null });
      }
    });
    problems.sort((a, b) => (a.row ?? -1) - (b.row ?? -1));
    return { problems, rows };
  }

  // What create needs of the integration's authorizations by code (its checks and the item's
  // ids), a chunk at a time in one narrow statement each: hydrating whole entities through the ORM
  // was half of a 10,000-item POST.
  private chargeableRows?: Hydrator<Authorization>;
  private async chargeable(ctx: RequestContext, em: EntityManager, codes: string[]): Promise<Map<string, Chargeable>> {
    const h = (this.chargeableRows ??= new Hydrator(em.connection, Authorization, 'a', ['customerId', 'authorizationCode', 'active', 'reusable']));
    const auths = new Map<string, Chargeable>();
    for (let i = 0; i < codes.length; i += READ_CHUNK) {
      const chunk = codes.slice(i, i + READ_CHUNK);
      const rows: Array<Record<string, unknown>> = await em.query(
        `SELECT ${h.select} FROM authorizations a
          WHERE a.authorization_code IN (${chunk.map(() => '?').join(', ')}) AND a.integration_id = ? AND a.domain = ?`,
        [...chunk, ctx.integration.id, ctx.domain],
      );
      for (const r of rows) {
        const a = h.hydrate(r)!;
        auths.set(a.authorizationCode, a);
      }
    }
    return auths;
  }

  // The integration's authorizations by code, a chunk at a time.
  private async authorizations(ctx: RequestContext, em: EntityManager, codes: string[]): Promise<Map<string, Authorization>> {
    const auths = new Map<string, Authorization>();
    for (let i = 0; i < codes.length; i += INSERT_CHUNK) {
      const rows = await em.findBy(Authorization, {
        integrationId: ctx.integration.id,
        domain: ctx.domain,
        authorizationCode: In(codes.slice(i, i + INSERT_CHUNK)),
      });
      for (const a of rows) auths.set(a.authorizationCode, a);
    }
    return auths;
  }

  // The references already a payment's, and with `claimed` also those another batch holds for its
  // charges (bulk_charge_references).
  private async takenReferences(ctx: RequestContext, em: EntityManager, refs: string[], claimed: boolean): Promise<Set<string>> {
    const taken = new Set<string>();
    for (let i = 0; i < refs.length; i += INSERT_CHUNK) {
      const chunk = refs.slice(i, i + INSERT_CHUNK);
      for (const r of await this.payments.referencesTaken(ctx, em, chunk)) taken.add(r);
      if (!claimed) continue;
      const held: Array<{ reference: string }> = await em.query(
        `SELECT reference FROM bulk_charge_references WHERE integration_id = ? AND domain = ? AND reference IN (${chunk.map(() => '?').join(', ')})`,
        [ctx.integration.id, ctx.domain, ...chunk],
      );
      for (const h of held) taken.add(h.reference);
    }
    return taken;
  }

  async list(ctx: RequestContext, page: PageRequest, filter: { status?: string } = {}): Promise<Page<BulkCharge>> {
    return this.db.read(ctx, (em) => paginate(this.batches(ctx, em, filter), page));
  }

  private batches(ctx: RequestContext, em: EntityManager, filter: { status?: string }) {
    const qb = em.createQueryBuilder(BulkCharge, 'b').where('b.integration_id = :i AND b.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.status) qb.andWhere('b.status = :s', { s: oneOf(filter.status, BULK_CHARGE_STATUSES, 'status') });
    return qb;
  }

  async fetch(ctx: RequestContext, idOrCode: string): Promise<BulkCharge> {
    const row = await this.db.read(ctx, (em) => this.find(ctx, em, idOrCode));
    if (!row) throw batchNotFound();
    return row;
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<BulkCharge[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(BulkCharge, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async items(ctx: RequestContext, idOrCode: string, page: PageRequest, status?: string): Promise<Page<ItemView>> {
    return this.db.read(ctx, async (em) => {
      const p = await this.pageOf(ctx, em, idOrCode, page, status);
      return { ...p, items: await this.itemViews(ctx, em, p.items) } as Page<ItemView>;
    });
  }

  async itemPage(ctx: RequestContext, idOrCode: string, page: PageRequest, status?: string): Promise<Page<BulkChargeItem>> {
    return this.db.read(ctx, (em) => this.pageOf(ctx, em, idOrCode, page, status));
  }

  private async pageOf(ctx: RequestContext, em: EntityManager, idOrCode: string, page: PageRequest, status?: string): Promise<Page<BulkChargeItem>> {
    if (status !== undefined && !['pending', 'success', 'failed'].includes(status)) throw invalid('status', 'Status must be one of: pending, success, failed');
    const batch = await this.find(ctx, em, idOrCode);
    if (!batch) throw batchNotFound();
    return paginate(this.itemQuery(em, batch.id, status), page);
  }

  async countItems(ctx: RequestContext, idOrCode: string, status?: string): Promise<number> {
    return this.db.read(ctx, async (em) => {
      const batch = await this.find(ctx, em, idOrCode);
      return batch ? this.itemQuery(em, batch.id, status).getCount() : 0;
    });
  }

  async countBatches(ctx: RequestContext, filter: { status?: string } = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.batches(ctx, em, filter).getCount());
  }

  private itemQuery(em: EntityManager, batchId: number, status?: string) {
    const qb = em.createQueryBuilder(BulkChargeItem, 'i').where('i.bulk_charge_id = :b', { b: batchId });
    if (status) qb.andWhere('i.status = :s', { s: status });
    return qb;
  }

  async itemViews(ctx: RequestContext, em: EntityManager, items: BulkChargeItem[]): Promise<ItemView[]> {
    if (!items.length) return [];
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    const [customers, auths, txs] = await Promise.all([
      em.findBy(Customer, { ...scope, id: In([...new Set(items.map((i) => i.customerId))]) }),
      em.findBy(Authorization, { ...scope, id: In([...new Set(items.map((i) => i.authorizationId))]) }),
      items.some((i) => i.transactionId !== null)
        ? this.payments.byIds(
            ctx,
            em,
            items.flatMap((i) => (i.transactionId === null ? [] : [i.transactionId])),
          )
        : Promise.resolve([]),
    ]);
    const c = new Map(customers.map((r) => [r.id, r]));
    const a = new Map(auths.map((r) => [r.id, r]));
    const tx = new Map(txs.map((r) => [r.id, r]));
    return items.map((item) => {
      const customer = c.get(item.customerId) ?? null;
      const transaction = item.transactionId === null ? undefined : tx.get(item.transactionId);
      return {
        item,
        customer,
        authorization: a.get(item.authorizationId) ?? null,
        transaction: transaction && customer ? { transaction, customer, authorization: a.get(transaction.authorizationId ?? -1) ?? null } : null,
      };
    });
  }

  // Items are parked (due_ms NULL) in the same transaction that marks the batch paused. An item
  // already being charged either committed before this (it counts) or finds its guarded UPDATE
  // matching nothing and rolls its charge back: no new charge starts after the pause commits.
  // Items first, then the batch row, the order the worker takes them in: no deadlock.
  async pause(ctx: RequestContext, code: string): Promise<BulkCharge> {
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const batch = await this.find(t, em, code);
      if (!batch) throw batchNotFound();
      if (batch.status === 'complete') throw new DomainError('validation', 'Bulk charge batch has already completed', 'bulkcharge_complete');
      if (batch.status === 'paused') return batch;
      await em.query(`UPDATE bulk_charge_items SET due_ms = NULL WHERE bulk_charge_id = ? AND status = 'pending'`, [batch.id]);
      const now = this.clock.now(t);
      const res = await execute(em, `UPDATE bulk_charges SET status = 'paused', updated_at = ? WHERE id = ? AND status = 'active'`, [
        dbTime(em, BulkCharge, now),
        batch.id,
      ]);
      // The batch as it is now, not as this transaction's first read saw it: the worker may have
      // completed it (or another request paused it) while this waited for the items.
      const fresh = await this.current(em, batch.id);
      if (fresh.status === 'complete') throw new DomainError('validation', 'Bulk charge batch has already completed', 'bulkcharge_complete');
      if (res.affected === 1) await this.events.record(t, { type: 'bulkcharge.paused', resource: `bulkcharge:${batch.id}`, payload: progressPayload(fresh) });
      return fresh;
    });
  }

  // A current read of the batch (locking on MySQL, where a plain read would show this transaction's
  // snapshot).
  private async current(em: EntityManager, id: number): Promise<BulkCharge> {
    return (await forUpdate(em.createQueryBuilder(BulkCharge, 'b').where('b.id = :id', { id }), dialectOf(em.connection)).getOne())!;
  }

  // The pending items fall due again now and lose any lease, so the work continues at once from
  // where it stopped (done items keep their outcome).
  async resume(ctx: RequestContext, code: string): Promise<BulkCharge> {
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const batch = await this.find(t, em, code);
      if (!batch) throw batchNotFound();
      if (batch.status !== 'paused') return batch;
      const now = this.clock.now(t);
      await em.query(`UPDATE bulk_charge_items SET due_ms = ?, lease_until_ms = NULL WHERE bulk_charge_id = ? AND status = 'pending'`, [
        now.getTime(),
        batch.id,
      ]);
      const res = await execute(em, `UPDATE bulk_charges SET status = 'active', updated_at = ? WHERE id = ? AND status = 'paused'`, [
        dbTime(em, BulkCharge, now),
        batch.id,
      ]);
      const fresh = await this.current(em, batch.id);
      // Another request resumed it first: that one announced it.
      if (res.affected === 1) await this.events.record(t, { type: 'bulkcharge.resumed', resource: `bulkcharge:${batch.id}`, payload: progressPayload(fresh) });
      t.tx.afterCommit.push(() => this.onDue());
      return fresh;
    });
  }

  private async find(ctx: RequestContext, em: EntityManager, idOrCode: string): Promise<BulkCharge | null> {
    const key = String(idOrCode ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    if (isNumericId(key)) return em.findOneBy(BulkCharge, { ...scope, id: Number(key) });
    if (!key) return null;
    return em.findOneBy(BulkCharge, { ...scope, batchCode: key });
  }
}

export interface BulkChargeCheck {
  // Every problem of the rows and the batch create would refuse it for (it names only the first).
  problems: RowProblem[];
  rows: Array<{ row: number; authorization: Authorization | null; customer: Customer | null }>;
}

interface CheckedEntry {
  authorization: string;
  amount: number;
  currency: string;
  reference?: string;
  metadata?: Metadata | null;
}

// Why a row's authorization cannot be charged (another integration's or mode's code is simply unknown here).
type Chargeable = Pick<Authorization, 'id' | 'customerId' | 'active' | 'reusable'>;

function authorizationProblem(a: Chargeable | undefined, i: number): DomainError | null {
  if (!a || !a.active) return new DomainError('validation', 'Invalid Authorization Code', 'invalid_authorization', `[${i}].authorization`);
  if (!a.reusable) return new DomainError('validation', 'This authorization is not reusable', 'authorization_not_reusable', `[${i}].authorization`);
  return null;
}

function checkEntry(raw: unknown, i: number): CheckedEntry {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid(`[${i}]`, 'Each charge must be an object with authorization and amount');
  const e = raw as BulkChargeEntry;
  if (typeof e.authorization !== 'string' || !e.authorization.trim()) throw missing(`[${i}].authorization`, 'Authorization code is required');
  let amount: number | undefined;
  if (e.amount !== undefined && e.amount !== null) {
    const n = readMinor(e.amount);
    if (n === 'not an integer') throw invalid(`[${i}].amount`, 'Amount must be an integer');
    if (n === 'too large') throw invalid(`[${i}].amount`, 'Amount is too large');
    amount = n;
  }
  const currency = checkCurrency(e.currency === undefined || e.currency === null ? undefined : String(e.currency));
  let reference: string | undefined;
  if (e.reference !== undefined && e.reference !== null) {
    if (typeof e.reference !== 'string') throw invalid(`[${i}].reference`, 'reference must be a string');
    reference = checkReference(e.reference);
  }
  const metadata = valueOrJson(e.metadata, () => invalid(`[${i}].metadata`, 'metadata must be an object or a JSON string of one'));
  return {
    authorization: e.authorization.trim(),
    amount: checkAmount(amount, `[${i}].amount`),
    currency,
    reference,
    metadata: checkMetadata(metadata, 'metadata'),
  };
}

export function progressPayload(b: BulkCharge) {
  return { batch_code: b.batchCode, processed: b.processed, succeeded: b.succeeded, failed: b.failed, total_charges: b.totalCharges, status: b.status };
}
