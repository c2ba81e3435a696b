import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import type { Hooks } from '../../core/hooks';
import { DomainError } from '../../core/errors';
import type { RequestContext, TxContext } from '../../core/request-context';
import { forUpdate, type Dialect } from '../../db/dialect';
import { execute, Hydrator, InsertStatement, UpdateStatement } from '../../db/statements';
import type { EventRecorder } from '../../events/outbox';
import { Customer } from '../customers/customer.entity';
import { Authorization } from '../authorizations/authorization.entity';
import { Transaction, type TransactionLog } from './transaction.entity';
import { presentChargeReply, PRESENTED_TRANSACTION, type ChargeReply, type TransactionReplyView, type TransactionView } from './transaction.presenter';
import { PRESENTED_CUSTOMER_SUMMARY } from '../customers/customer.presenter';
import { PRESENTED_AUTHORIZATION_FIELDS } from '../authorizations/authorization.presenter';
import { assertTransition, statusOf, type ChargeState } from './transaction.state';

const WAITING: readonly ChargeState[] = ['pending', 'pay_offline', 'open_url'];

// Every column a transition may write (all are written, from the row as it will be).
const MUTABLE = [
  'status',
  'chargeStatus',
  'version',
  'updatedAt',
  'stateChangedAt',
  'gatewayResponse',
  'message',
  'channel',
  'fees',
  'paidAt',
  'authorizationId',
  'chargeSession',
  'log',
  'ipAddress',
  'dueMs',
] as const;
// A success whose `charged` hooks worked a split's shares out again at the channel's fee writes
// those too (the rare case: every other transition leaves the split columns alone).
const MUTABLE_REPRICED = [...MUTABLE, 'split', 'splitGroup'] as const;

// Extra initialize/charge options other slices understand. A price rule (plans: `plan`,
// `quantity`) may replace the amount and currency; option checks (splits: `subaccount`, `bearer`,
// `transaction_charge`) then see the final price and return fields for the new row. Both run inside
// the transaction before the row is inserted and may reject with a DomainError.

// The plan and split options a payment carries (checked by checkTransactionOptions).
export type TransactionOptions = Pick<Transaction, 'planCode' | 'subaccountCode' | 'splitCode' | 'invoiceLimit' | 'quantity' | 'transactionCharge' | 'bearer'>;

export interface OptionCheckInput {
  amount: number;
  currency: string;
  email: string;
  options: Partial<TransactionOptions>;
}
export type PriceRule = (t: TxContext, input: OptionCheckInput) => Promise<Partial<Pick<OptionCheckInput, 'amount' | 'currency'>> | void>;
export type OptionCheck = (t: TxContext, input: OptionCheckInput) => Promise<Partial<Transaction> | void>;
// The payment about to succeed, with the fee its channel costs (`fees`).
export type ChargedPayment = Pick<Transaction, 'amount' | 'currency' | 'channel' | 'split' | 'splitGroup'> & { fees: number };
export type FeeCheck = (t: TxContext, payment: Readonly<ChargedPayment>) => Promise<Partial<Pick<Transaction, 'split' | 'splitGroup'>> | void>;

export type TransitionChanges = Partial<
  Pick<Transaction, 'gatewayResponse' | 'message' | 'channel' | 'fees' | 'paidAt' | 'authorizationId' | 'chargeSession' | 'log' | 'ipAddress' | 'dueMs'>
>;

// A charge made by another slice on its own account rather than by a merchant's call or a checkout
// (a subscription renewal): it fixes the price (no price rule runs) and adds fields of its own to
// charge.success. Hooks are handed it, so they can tell such a charge from the others.
export interface ChargeCaller {
  name: string;
  amount: number;
  currency: string;
  successFields: Record<string, unknown>;
}

// Runs inside the transaction that makes a payment succeed (so it commits or rolls back with it);
// may return fields to add to the charge.success webhook payload. Other slices (invoices,
// subscriptions) register one instead of this module importing them. `caller`: see ChargeCaller.
export type SuccessHook = (t: TxContext, view: TransactionView, caller: ChargeCaller | null) => Promise<Record<string, unknown> | void>;
export type AfterSuccessHook = (t: TxContext, view: TransactionView, caller: ChargeCaller | null) => Promise<void>;

// A payment's hook points, run by this store; their participants and order are declared in
// modules/lifecycle.ts.
export interface PaymentHookPoints {
  priced: Hooks<PriceRule>;
  checked: Hooks<OptionCheck>;
  charged: Hooks<FeeCheck>;
  succeeded: Hooks<SuccessHook>;
  // Work a later slice does because a charge succeeded, in the same DB transaction but after the
  // charge's own events, so its events follow charge.success (a refund of the card-update charge).
  afterSucceeded: Hooks<AfterSuccessHook>;
}

// Persistence shared by the transaction and charge services: scoped lookups, batched views (no
// N+1), and the one place a transaction's state changes.
export class TransactionStore {
  constructor(
    private readonly dialect: Dialect,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly hooks: PaymentHookPoints,
  ) {}

  // The amount and currency to charge, and the extra row fields, once every rule and check has
  // looked at the options. Nothing registered, or no option given: no statement.
  async checkOptions(
    t: TxContext,
    input: OptionCheckInput,
    caller: ChargeCaller | null = null,
  ): Promise<{ amount: number; currency: string } & Partial<Transaction>> {
    let { amount, currency } = caller ?? input;
    if (!caller)
      for (const rule of this.hooks.priced.hooks) {
        const changed = await rule(t, { ...input, amount, currency });
        if (changed) ({ amount = amount, currency = currency } = changed);
      }
    let extra: Partial<Transaction> = {};
    for (const check of this.hooks.checked.hooks) extra = { ...extra, ...((await check(t, { ...input, amount, currency })) ?? {}) };
    return { ...extra, amount, currency };
  }

  async byAccessCode(ctx: RequestContext, em: EntityManager, accessCode: string, lock = false): Promise<Transaction | null> {
    const qb = em.createQueryBuilder(Transaction, 't').where('t.integration_id = :integration AND t.domain = :domain AND t.access_code = :accessCode', {
      integration: ctx.integration.id,
      domain: ctx.domain,
      accessCode,
    });
    return (lock ? forUpdate(qb, this.dialect) : qb).getOne();
  }

  async byReference(ctx: RequestContext, em: EntityManager, reference: string, lock = false): Promise<Transaction | null> {
    const qb = em.createQueryBuilder(Transaction, 't').where('t.integration_id = :integration AND t.domain = :domain AND t.reference = :reference', {
      integration: ctx.integration.id,
      domain: ctx.domain,
      reference,
    });
    return (lock ? forUpdate(qb, this.dialect) : qb).getOne();
  }

  async byId(ctx: RequestContext, em: EntityManager, id: number, lock = false): Promise<Transaction | null> {
    const qb = em
      .createQueryBuilder(Transaction, 't')
      .where('t.integration_id = :integration AND t.domain = :domain AND t.id = :id', { integration: ctx.integration.id, domain: ctx.domain, id });
    return (lock ? forUpdate(qb, this.dialect) : qb).getOne();
  }

  // One transaction with its customer and authorization in a single round trip (the verify path),
  // with SQL built once.
  async viewWhere(ctx: RequestContext, em: EntityManager, where: { id: number } | { reference: string }): Promise<TransactionView | null> {
    return readJoined(this.hydrators(em), ctx, em, where);
  }

  // The verify and fetch replies: the same read, narrowed to the columns the Transaction record
  // presents (PRESENTED_* beside the presenters): 53 columns instead of 79, each a column
  // definition the driver parses on every execute, and no charge session JSON to parse.
  // With the three rows' versions, read in the same statement (reply-document.ts keys on them).
  async replyWhere(
    ctx: RequestContext,
    em: EntityManager,
    where: { id: number } | { reference: string },
  ): Promise<(TransactionReplyView & { versions: RowVersions }) | null> {
    this.replyHydratorCache ??= viewHydrators(em, {
      t: PRESENTED_TRANSACTION,
      c: PRESENTED_CUSTOMER_SUMMARY,
      a: PRESENTED_AUTHORIZATION_FIELDS,
      versions: true,
    });
    const view = await readJoined(this.replyHydratorCache, ctx, em, where);
    return view && { ...view, versions: view.versions! };
  }

  private hydratorCache?: ViewHydrators;
  private replyHydratorCache?: ViewHydrators;

  private hydrators(em: EntityManager) {
    return (this.hydratorCache ??= viewHydrators(em));
  }

  async views(ctx: RequestContext, em: EntityManager, rows: Transaction[]): Promise<TransactionView[]> {
    if (!rows.length) return [];
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    const customerIds = [...new Set(rows.map((r) => r.customerId))];
    const authIds = [...new Set(rows.map((r) => r.authorizationId).filter((id): id is number => id !== null))];
    const [customers, auths] = await Promise.all([
      em.findBy(Customer, { ...scope, id: In(customerIds) }),
      authIds.length ? em.findBy(Authorization, { ...scope, id: In(authIds) }) : Promise.resolve([] as Authorization[]),
    ]);
    const customerById = new Map(customers.map((c) => [c.id, c]));
    const authById = new Map(auths.map((a) => [a.id, a]));
    return rows.map((transaction) => {
      const customer = customerById.get(transaction.customerId);
      if (!customer) throw new Error(`transaction ${transaction.id} has no customer ${transaction.customerId}`);
      return { transaction, customer, authorization: transaction.authorizationId ? (authById.get(transaction.authorizationId) ?? null) : null };
    });
  }

  async view(ctx: RequestContext, em: EntityManager, row: Transaction): Promise<TransactionView> {
    const [v] = await this.views(ctx, em, [row]);
    return v!;
  }

  // Money given back to the payer, by whatever way (a refund processed, a dispute lost): the
  // transaction's status follows what has actually gone back, not what is only reserved
  // (`refunded_amount` also holds refunds still under way, which may yet fail): `reversed` once all
  // of it is back, `success` while any of it is not. The caller holds the row's lock, so two ways of
  // giving back on one transaction add up here one after the other.
  async giveBack(t: TxContext, row: Transaction, amount: number, known: { customer?: Customer } = {}): Promise<TransactionView> {
    const em = t.tx.em;
    await execute(em, 'UPDATE transactions SET given_back_amount = given_back_amount + ? WHERE id = ?', [amount, row.id]);
    // Read back rather than added in memory: the row as committed by whoever gave back before.
    const { rows } = await execute(em, 'SELECT given_back_amount FROM transactions WHERE id = ?', [row.id]);
    row.givenBackAmount = Number(rows[0]!.given_back_amount);
    if (row.givenBackAmount >= row.amount && row.chargeStatus === 'success') return this.transition(t, row, 'reversed', {}, known);
    return this.view(t, em, row);
  }

  // Moves a transaction through the state table as one guarded UPDATE (id, state and version must
  // still be what this request read; zero rows means another request moved it first: 409). A real
  // state change records `charge.updated` (and `charge.success`) in the same DB transaction.
  // Staying in the same state (a bad PIN, a still-pending check) only saves the changes.
  // `known` passes records the caller already holds, so the view is built without reading them again.
  async transition(
    t: TxContext,
    row: Transaction,
    to: ChargeState,
    changes: TransitionChanges = {},
    known: { customer?: Customer; authorization?: Authorization | null } = {},
    caller: ChargeCaller | null = null,
  ): Promise<TransactionView> {
    const from = row.chargeStatus;
    const moved = from !== to;
    if (moved) assertTransition(from, to);
    const now = this.clock.now(t);
    // Built by assignment, not spreads: `changes` comes in many shapes, and spreading it (or the
    // whole row, below) took a tenth of a bulk charge's node CPU.
    const values: Partial<Transaction> = {};
    // Only a charge still waiting on the payer may have a check due.
    if (!WAITING.includes(to)) values.dueMs = null;
    Object.assign(values, changes);
    values.chargeStatus = to;
    values.status = statusOf(to);
    values.version = row.version + 1;
    values.updatedAt = now;
    if (moved) values.stateChangedAt = now;
    let repriced = false;
    if (moved && to === 'success' && typeof changes.fees === 'number') {
      // What a fee check reads (ChargedPayment), as the row will be; of these only the channel is
      // among the changes a transition takes.
      const payment: ChargedPayment = {
        amount: row.amount,
        currency: row.currency,
        channel: changes.channel !== undefined ? changes.channel : row.channel,
        split: row.split,
        splitGroup: row.splitGroup,
        fees: changes.fees,
      };
      for (const check of this.hooks.charged.hooks) {
        const fields = await check(t, payment);
        if (fields) {
          Object.assign(values, fields);
          repriced = true;
        }
      }
    }
    if (this.unwritten.delete(row)) {
      Object.assign(row, values);
      await this.write(t, row);
    } else {
      const columns = repriced ? MUTABLE_REPRICED : MUTABLE;
      const update = repriced
        ? (this.updateRepriced ??= new UpdateStatement(t.tx.em.connection, Transaction, MUTABLE_REPRICED, ['id', 'chargeStatus', 'version']))
        : (this.update ??= new UpdateStatement(t.tx.em.connection, Transaction, MUTABLE, ['id', 'chargeStatus', 'version']));
      // The written columns as the row will be (the row itself changes only once the UPDATE is in).
      const next: Partial<Transaction> = {};
      for (const c of columns) (next as Record<string, unknown>)[c] = c in values ? values[c] : row[c];
      const affected = await update.run(t.tx.em, next, row);
      if (affected !== 1) {
        throw new DomainError('conflict', 'This transaction was updated by another request; fetch it again and retry', 'concurrent_update');
      }
      Object.assign(row, values);
    }
    const authorizationKnown = row.authorizationId === null || (known.authorization != null && known.authorization.id === row.authorizationId);
    const view: TransactionView =
      known.customer && known.customer.id === row.customerId && authorizationKnown
        ? { transaction: row, customer: known.customer, authorization: row.authorizationId === null ? null : known.authorization! }
        : await this.view(t, t.tx.em, row);
    if (moved) {
      const extra: Record<string, unknown> = {};
      if (to === 'success') {
        for (const hook of this.hooks.succeeded.hooks) Object.assign(extra, await hook(t, view, caller));
        if (caller) Object.assign(extra, caller.successFields);
      }
      const data = presentChargeReply(view);
      this.replies.set(view, data);
      // charge.updated feeds live status (GraphQL chargeUpdated), which reads the reply's status
      // fields and loads the transaction itself: a settled charge's full record goes out once, in
      // charge.success, not twice in every successful charge's events.
      const reply = to === 'success' || to === 'reversed' ? { reference: row.reference, status: data.status } : data;
      const updated = {
        type: 'charge.updated',
        resource: `transaction:${row.id}`,
        payload: { reference: row.reference, status: data.status as string, data: reply },
      };
      if (to === 'success') {
        // A success reply's data is the transaction record itself: present it once. Both events in
        // one INSERT (one round trip fewer on every successful charge).
        await this.events.recordMany(t, [updated, { type: 'charge.success', resource: `transaction:${row.id}`, payload: { ...data, ...extra } }]);
        for (const hook of this.hooks.afterSucceeded.hooks) await hook(t, view, caller);
      } else await this.events.record(t, updated);
    }
    return view;
  }

  private update?: UpdateStatement<Transaction>;
  private updateRepriced?: UpdateStatement<Transaction>;

  // The charge reply for a view: the one its transition presented for the events (the view is new
  // per transition, and nothing changes its row after), or presented now, so a charge's answer and
  // its events present the transaction once.
  reply(view: TransactionView): ChargeReply {
    return this.replies.get(view) ?? presentChargeReply(view);
  }

  private readonly replies = new WeakMap<TransactionView, ChargeReply>();
  private insert?: InsertStatement<Transaction>;
  // Rows built by a use case whose first transition follows in the same DB transaction (POST
  // /charge and charge_authorization: the first attempt is made at once): that transition writes
  // the row whole, one INSERT instead of an INSERT and an UPDATE. Until then the row has no id and
  // nothing else may read it.
  private readonly unwritten = new WeakSet<Transaction>();

  // Writes a new transaction now, or (`deferred`) at its first transition.
  async create(t: TxContext, row: Transaction, deferred = false): Promise<Transaction> {
    if (deferred) this.unwritten.add(row);
    else await this.write(t, row);
    return row;
  }

  private async write(t: TxContext, row: Transaction): Promise<void> {
    this.insert ??= new InsertStatement(t.tx.em.connection, Transaction);
    await this.insert.insert(t.tx.em, row);
  }

  // Appends to the transaction timeline (`log`). Times are whole seconds since the first attempt.
  appendLog(row: Transaction, nowMs: number, entry: { type: string; message: string }, update: Partial<TransactionLog> = {}): TransactionLog {
    const nowS = Math.floor(nowMs / 1000);
    const log: TransactionLog = row.log
      ? { ...row.log, history: [...row.log.history] }
      : { start_time: nowS, time_spent: 0, attempts: 0, authentication: null, errors: 0, success: false, mobile: false, input: [], channel: null, history: [] };
    const time = Math.max(0, nowS - log.start_time);
    log.history.push({ type: entry.type, message: entry.message, time });
    log.time_spent = time;
    return Object.assign(log, update);
  }
}

interface ViewHydrators {
  t: Hydrator<Transaction>;
  c: Hydrator<Customer>;
  a: Hydrator<Authorization>;
  // Whether the three rows' versions are selected too.
  versions: boolean;
  // The statement by id and by reference, built once (mysql2 finds its prepared statement by the text).
  byId: string;
  byReference: string;
}

// The row versions the migration ReplyDocuments keeps by trigger; the authorization's is null when
// the transaction has none.
export interface RowVersions {
  t: string;
  c: string;
  a: string | null;
}

// A transaction with its customer and authorization, in the caller's integration and mode: the
// FROM of the joined reads here and of reply-document.ts, which selects the three versions beside
// its document.
export const JOINED_FROM =
  'FROM transactions t INNER JOIN customers c ON c.id = t.customer_id LEFT JOIN authorizations a ON a.id = t.authorization_id WHERE t.integration_id = ? AND t.domain = ?';
export const VERSIONS_SELECT = 't.row_version AS v_t, c.row_version AS v_c, a.row_version AS v_a';
export const versionsOf = (raw: Record<string, unknown>): RowVersions => ({
  t: String(raw.v_t),
  c: String(raw.v_c),
  a: raw.v_a === null ? null : String(raw.v_a),
});

// A transaction joined with its customer and authorization, every column or only those named, and
// with `versions` the three rows' versions.
function viewHydrators(
  em: EntityManager,
  only: { t?: readonly string[]; c?: readonly string[]; a?: readonly string[]; versions?: boolean } = {},
): ViewHydrators {
  const t = new Hydrator(em.connection, Transaction, 't', only.t);
  const c = new Hydrator(em.connection, Customer, 'c', only.c);
  const a = new Hydrator(em.connection, Authorization, 'a', only.a);
  const versions = only.versions === true;
  const select = `SELECT ${t.select}, ${c.select}, ${a.select}${versions ? `, ${VERSIONS_SELECT}` : ''} ${JOINED_FROM}`;
  return { t, c, a, versions, byId: `${select} AND t.id = ?`, byReference: `${select} AND t.reference = ?` };
}

async function readJoined(h: ViewHydrators, ctx: RequestContext, em: EntityManager, where: { id: number } | { reference: string }) {
  const [sql, value] = 'id' in where ? [h.byId, where.id] : [h.byReference, where.reference];
  const { rows } = await execute(em, sql, [ctx.integration.id, ctx.domain, value]);
  const raw = rows[0];
  if (!raw) return null;
  const transaction = h.t.hydrate(raw)!;
  const customer = h.c.hydrate(raw);
  if (!customer) throw new Error(`transaction ${transaction.id} has no customer`);
  return { transaction, customer, authorization: h.a.hydrate(raw), versions: h.versions ? versionsOf(raw) : undefined };
}
