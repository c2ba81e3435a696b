import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { checkCurrency } from '../../core/money';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, newCode, randomString, sha256Hex } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, Tx, TxContext } from '../../core/request-context';
import { atRow } from '../../core/row-problems';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import { moveGuarded } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import type { LedgerService, Posting } from '../../ledger/ledger.service';
import { Recipient } from '../recipients/recipient.entity';
import { presentRecipient } from '../recipients/recipient.presenter';
import type { RecipientService } from '../recipients/recipient.service';
import type { MoneyLock } from '../../ledger/money-lock';
import { Transfer } from './transfer.entity';
import {
  BALANCE_NOT_ENOUGH,
  checkTransfer,
  currencyMismatch,
  MAX_BULK_TRANSFERS,
  OTP_REQUIRED_FOR_BULK,
  recipientInvalid,
  REFERENCE_EXISTS,
  repeatedReferences,
  TRANSFER_CODE_INVALID,
  type CheckedTransfer,
  type InitiateTransferParams,
} from './transfer.rules';

import { judgeOtp, newOtp, OTP_VALID_MS, type TransferOtpService } from './transfer-otp.service';
import { transferFee } from './transfer.fees';
import { presentTransfer } from './transfer.presenter';
import { assertTransferTransition, TRANSFER_STATUSES, type TransferStatus } from './transfer.state';

// One entry of a send as planned (TransferService.plan): null recipient and fee when it has none.
export interface PlannedTransfer {
  c: CheckedTransfer;
  recipient: Recipient | null;
  fee: number | null;
  problems: DomainError[];
}

export interface TransferFilter {
  recipient?: string;
  status?: string;
  // Held anywhere in the code, reference or reason, or the recipient's name, code or account (the dashboard's search box).
  search?: string;
  from?: Date;
  to?: Date;
}

// The simulated bank answers a pending transfer this long after it is queued (integration clock).
export const SETTLE_DELAY_MS = 60_000;
// Recipient account numbers (any bank) the simulated bank fails or reverses (docs/guide.md "Transfers").
export const TRANSFER_TEST_ACCOUNTS: Readonly<Record<string, 'failed' | 'reversed'>> = { '0100000001': 'failed', '0100000002': 'reversed' };
// Transfers out of the merchant's balance. The amount and the fee are taken from the balance (into
// `transfer_clearing`) in the transaction that makes the transfer, after the balance is checked
// under the integration's money lock (the row refunds lock too), so concurrent transfers and
// refunds never spend the same money. The simulated bank settles on the clock (handleDue).
export class TransferService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly ledger: LedgerService,
    private readonly recipients: RecipientService,
    private readonly otp: TransferOtpService,
    private readonly money: MoneyLock,
    private readonly log: Logger,
  ) {}

  async initiate(ctx: RequestContext, params: InitiateTransferParams): Promise<Transfer> {
    const checked = checkTransfer(params);
    const currency = params.currency === undefined ? undefined : checkCurrency(params.currency);
    await this.money.ensure(ctx);
    return this.db.transaction(ctx, async (t) => {
      await this.money.lock(t);
      const settings = await this.otp.settingsRow(t, false);
      const [transfer] = await this.create(t, [checked], currency, settings.otpRequired);
      return transfer!;
    });
  }

  // POST /transfer/bulk: only while OTP is off; every entry checked and the whole batch covered by
  // the balance, or nothing is queued. An entry's error names its row (`transfers[2].recipient`):
  // the dashboard shows it on that line of the CSV.
  async bulk(
    ctx: RequestContext,
    params: { source?: string; currency?: string; transfers: InitiateTransferParams[] },
  ): Promise<Array<{ transfer: Transfer; recipient: Recipient }>> {
    if (!params.transfers.length) throw missing('transfers', 'transfers is required');
    if (params.transfers.length > MAX_BULK_TRANSFERS) throw invalid('transfers', `A bulk transfer can hold at most ${MAX_BULK_TRANSFERS} transfers`);
    const checked = params.transfers.map((p, i) => {
      try {
        return checkTransfer({ ...p, source: params.source ?? p.source });
      } catch (err) {
        throw atRow(err, 'transfers', i);
      }
    });
    const refs = checked.map((c) => c.reference).filter((r): r is string => r !== undefined);
    const dupes = repeatedReferences(refs);
    if (dupes.length) throw duplicates(dupes, checked);
    const currency = params.currency === undefined ? undefined : checkCurrency(params.currency);
    await this.money.ensure(ctx);
    return this.db.transaction(ctx, async (t) => {
      await this.money.lock(t);
      const settings = await this.otp.settingsRow(t, false);
      if (settings.otpRequired) throw new DomainError('validation', OTP_REQUIRED_FOR_BULK, 'invalid_params', 'otp');
      const transfers = await this.create(t, checked, currency, false, true);
      const byId = new Map((await t.tx.em.findBy(Recipient, { id: In(transfers.map((x) => x.recipientId)) })).map((r) => [r.id, r]));
      return transfers.map((transfer) => ({ transfer, recipient: byId.get(transfer.recipientId)! }));
    });
  }

  // Each entry's recipient and fee and everything that refuses it (the recipient unknown or
  // inactive, another currency than asked, a reference already a transfer's), and the currencies
  // whose balance does not cover the entries it can send: what a send is refused for (the first
  // problem) and what the bulk preview shows (all of them).
  async plan(t: TxContext, entries: CheckedTransfer[], currencyParam: string | undefined): Promise<{ rows: PlannedTransfer[]; short: string[] }> {
    const em = t.tx.em;
    const refs = entries.map((c) => c.reference).filter((r): r is string => r !== undefined);
    const taken = new Set(
      refs.length ? (await em.findBy(Transfer, { integrationId: t.integration.id, domain: t.domain, reference: In(refs) })).map((x) => x.reference) : [],
    );
    const rows: PlannedTransfer[] = [];
    const need = new Map<string, number>();
    for (const c of entries) {
      const problems: DomainError[] = [];
      const found = await this.recipients.find(t, em, c.recipient);
      const recipient = found?.active ? found : null;
      if (!recipient) problems.push(recipientInvalid());
      else if (currencyParam && currencyParam !== recipient.currency) problems.push(invalid('currency', currencyMismatch(recipient.currency)));
      if (c.reference && taken.has(c.reference)) problems.push(new DomainError('validation', REFERENCE_EXISTS, 'duplicate_reference', 'reference'));
      const fee = recipient ? transferFee(recipient.currency, c.amount, recipient.type) : null;
      if (recipient) need.set(recipient.currency, (need.get(recipient.currency) ?? 0) + c.amount + fee!);
      rows.push({ c, recipient, fee, problems });
    }
    const short: string[] = [];
    for (const [currency, total] of need) if ((await this.money.balance(t, currency)) < total) short.push(currency);
    return { rows, short };
  }

  private async create(t: TxContext, entries: CheckedTransfer[], currencyParam: string | undefined, otp: boolean, bulk = false): Promise<Transfer[]> {
    const em = t.tx.em;
    const { rows, short } = await this.plan(t, entries, currencyParam);
    // A bulk request names every reference already used, in Paystack's words, before anything else.
    const taken = rows.filter((r) => r.problems.some((p) => p.code === 'duplicate_reference')).map((r) => r.c.reference!);
    if (bulk && taken.length) throw duplicates(taken, entries);
    for (const [i, r] of rows.entries()) if (r.problems.length) throw bulk ? atRow(r.problems[0], 'transfers', i) : r.problems[0];
    if (short.length) throw new DomainError('validation', BALANCE_NOT_ENOUGH, 'insufficient_balance', 'amount');
    const planned = rows as Array<PlannedTransfer & { recipient: Recipient; fee: number }>;
    const now = this.clock.now(t);
    const out: Transfer[] = [];
    for (const p of planned) {
      const code = newOtp(t);
      const transfer = em.create(Transfer, {
        integrationId: t.integration.id,
        domain: t.domain,
        transferCode: newCode('TRF'),
        reference: p.c.reference ?? randomString(16),
        recipientId: p.recipient.id,
        amount: p.c.amount,
        fee: p.fee,
        currency: p.recipient.currency,
        source: 'balance',
        reason: p.c.reason,
        status: (otp ? 'otp' : 'pending') as TransferStatus,
        failures: null,
        otpHash: otp ? sha256Hex(code) : null,
        otpFailures: 0,
        otpLockedUntilMs: null,
        transferredAt: null,
        dueMs: now.getTime() + (otp ? OTP_VALID_MS : SETTLE_DELAY_MS),
        createdAt: now,
        updatedAt: now,
      });
      try {
        await em.insert(Transfer, transfer);
        transfer.id = Number(transfer.id);
      } catch (err) {
        if (isUniqueViolation(err, { name: 'UQ_transfers_reference', table: 'transfers', columns: ['integration_id', 'domain', 'reference'] })) {
          throw new DomainError('validation', REFERENCE_EXISTS, 'duplicate_reference', 'reference');
        }
        throw err;
      }
      await this.post(t, transfer, transfer.reason ?? `Transfer ${transfer.transferCode}`, [
        { account: 'merchant_balance', amount: -(transfer.amount + transfer.fee) },
        { account: 'transfer_clearing', amount: transfer.amount + transfer.fee },
      ]);
      if (otp)
        await this.otp.notify(
          t,
          `transfer:${transfer.transferCode}`,
          `Your OTP to confirm transfer ${transfer.transferCode} of ${transfer.currency} ${(transfer.amount / 100).toFixed(2)} is ${code}. It is valid for 30 minutes.`,
        );
      await this.events.record(t, { type: 'transfer.created', resource: `transfer:${transfer.id}`, payload: this.payload(transfer, p.recipient) });
      out.push(transfer);
    }
    return out;
  }

  // POST /transfer/finalize_transfer.
  async finalize(ctx: RequestContext, transferCode: string | undefined, otp: string | undefined): Promise<Transfer> {
    const code = requiredCode(transferCode);
    const given = otp?.trim();
    if (!given) throw missing('otp', 'OTP is required');
    // A wrong code is refused after its count commits (transfer-otp.service.ts).
    const outcome = await this.db.transaction(ctx, async (t) => {
      const transfer = await this.awaitingOtp(t, code);
      const now = this.clock.now(t).getTime();
      if (transfer.dueMs !== null && transfer.dueMs <= now) throw new DomainError('validation', 'OTP has expired', 'invalid_params', 'otp');
      const wrong = judgeOtp(transfer, transfer.otpHash, given, now);
      if (wrong) {
        if (wrong.tries) await t.tx.em.update(Transfer, { id: transfer.id }, wrong.tries);
        return wrong.refused;
      }
      await this.move(t, transfer, 'pending', { otpHash: null, dueMs: now + SETTLE_DELAY_MS, otpFailures: 0, otpLockedUntilMs: null });
      return transfer;
    });
    if (outcome instanceof DomainError) throw outcome;
    return outcome;
  }

  // POST /transfer/resend_otp: a new code (live) while the transfer waits; the 30 minutes run from
  // when it was made.
  async resendOtp(ctx: RequestContext, transferCode: string | undefined, reason: string | undefined): Promise<void> {
    const code = requiredCode(transferCode);
    const why = reason?.trim();
    if (!why) throw missing('reason', 'Reason is required');
    if (!['resend_otp', 'transfer', 'disable_otp'].includes(why)) throw invalid('reason', 'Reason must be one of resend_otp, transfer, disable_otp');
    await this.db.transaction(ctx, async (t) => {
      const transfer = await this.awaitingOtp(t, code);
      const otp = newOtp(t);
      await t.tx.em.update(Transfer, { id: transfer.id }, { otpHash: sha256Hex(otp), updatedAt: this.clock.now(t) });
      await this.otp.notify(t, `transfer:${transfer.transferCode}`, `Your new OTP to confirm transfer ${transfer.transferCode} is ${otp}.`);
    });
  }

  // The transfer a code names, locked, while it waits for its OTP.
  private async awaitingOtp(t: TxContext, code: string): Promise<Transfer> {
    const transfer = await this.lockByCode(t, code);
    if (!transfer || transfer.status !== 'otp') throw new DomainError('validation', TRANSFER_CODE_INVALID, 'invalid_params', 'transfer_code');
    return transfer;
  }

  // ---- reads ----

  // Transfers with the recipient their fetch, list and verify replies embed (one query for all).
  async withRecipients(ctx: RequestContext, rows: Transfer[]): Promise<Array<{ transfer: Transfer; recipient: Recipient | undefined }>> {
    const found = await this.recipients.byIds(ctx, [...new Set(rows.map((t) => t.recipientId))]);
    const byId = new Map(found.map((x) => [x.id, x]));
    return rows.map((transfer) => ({ transfer, recipient: byId.get(transfer.recipientId) }));
  }

  async getView(ctx: RequestContext, idOrCode: string) {
    return (await this.withRecipients(ctx, [await this.get(ctx, idOrCode)]))[0]!;
  }

  async verifyView(ctx: RequestContext, reference: string) {
    return (await this.withRecipients(ctx, [await this.verify(ctx, reference)]))[0]!;
  }

  async listViews(ctx: RequestContext, page: PageRequest, filter: TransferFilter = {}) {
    const rows = await this.list(ctx, page, filter);
    return { ...rows, items: await this.withRecipients(ctx, rows.items) };
  }

  async get(ctx: RequestContext, idOrCode: string): Promise<Transfer> {
    const v = idOrCode.trim();
    return this.db.read(ctx, async (em) => {
      const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
      const row = isNumericId(v)
        ? await em.findOneBy(Transfer, { ...scope, id: Number(v) })
        : /^TRF_[a-z0-9]{1,28}$/i.test(v)
          ? await em.findOneBy(Transfer, { ...scope, transferCode: v })
          : null;
      if (!row) throw notFound('Transfer not found', 'transfer_not_found');
      return row;
    });
  }

  async verify(ctx: RequestContext, reference: string): Promise<Transfer> {
    return this.db.read(ctx, async (em) => {
      const row = reference.length <= 100 ? await em.findOneBy(Transfer, { integrationId: ctx.integration.id, domain: ctx.domain, reference }) : null;
      if (!row) throw notFound('Transfer not found', 'transfer_not_found');
      return row;
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Transfer[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Transfer, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async list(ctx: RequestContext, page: PageRequest, filter: TransferFilter = {}): Promise<Page<Transfer>> {
    return this.db.read(ctx, async (em) => paginate(await this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: TransferFilter = {}): Promise<number> {
    return this.db.read(ctx, async (em) => (await this.filtered(ctx, em, filter)).getCount());
  }

  // The integration's transfers the filter matches, as a query (lists, counts, the CSV export).
  async filtered(ctx: RequestContext, em: EntityManager, filter: TransferFilter) {
    const qb = em.createQueryBuilder(Transfer, 't').where('t.integration_id = :i AND t.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.recipient) {
      const r = await this.recipients.find(ctx, em, filter.recipient);
      qb.andWhere('t.recipient_id = :r', { r: r?.id ?? 0 });
    }
    if (filter.status) {
      if (!(TRANSFER_STATUSES as readonly string[]).includes(filter.status)) throw invalid('status', `status must be one of ${TRANSFER_STATUSES.join(', ')}`);
      qb.andWhere('t.status = :s', { s: filter.status });
    }
    const search = searchText(filter.search);
    if (search) {
      const own = anyColumnContains(['t.transfer_code', 't.reference', 't.reason'], search, 'kobo_q');
      const recipients = this.recipients.matchingIds(ctx, search);
      qb.andWhere(`(${own.sql} OR t.recipient_id IN (${recipients.sql}))`, { ...own.params, ...recipients.params });
    }
    if (filter.from) qb.andWhere('t.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('t.created_at <= :to', { to: filter.to });
    return qb;
  }

  // ---- the simulated bank, on the clock ----

  // One step of a due transfer, for the DueWorkRunner (inside its transaction).
  async handleDue(tx: Tx, id: number): Promise<void> {
    const rows: Array<{ integration_id: string | number; domain: 'test' | 'live' }> = await tx.em.query(
      'SELECT integration_id, domain FROM transfers WHERE id = ?',
      [id],
    );
    if (!rows[0]) return;
    const t = await jobContext(tx, this.log, Number(rows[0].integration_id), rows[0].domain);
    const transfer = await forUpdate(t.tx.em.createQueryBuilder(Transfer, 't').where('t.id = :id', { id }), this.db.dialect).getOne();
    if (!transfer) return;
    const now = this.clock.now(t);
    if (transfer.status !== 'otp' && transfer.status !== 'pending') {
      if (transfer.dueMs !== null) await t.tx.em.update(Transfer, { id }, { dueMs: null });
      return;
    }
    if (transfer.dueMs === null || transfer.dueMs > now.getTime()) return;
    const recipient = await t.tx.em.findOneByOrFail(Recipient, { id: transfer.recipientId });
    if (transfer.status === 'otp') {
      await this.giveBack(t, transfer, 'abandoned');
      await this.move(t, transfer, 'abandoned', { otpHash: null, dueMs: null }, recipient);
      return;
    }
    const outcome = (recipient.accountNumber && TRANSFER_TEST_ACCOUNTS[recipient.accountNumber]) || 'success';
    if (outcome === 'success') {
      await this.post(t, transfer, transfer.reason ?? `Transfer ${transfer.transferCode}`, [
        { account: 'transfer_clearing', amount: -(transfer.amount + transfer.fee) },
        { account: 'transfer_payouts', amount: transfer.amount },
        { account: 'fee_revenue', amount: transfer.fee },
      ]);
      await this.move(t, transfer, 'success', { transferredAt: now, dueMs: null }, recipient);
      return;
    }
    await this.giveBack(t, transfer, outcome);
    const failures =
      outcome === 'failed' ? 'The bank could not process the transfer' : 'The receiving bank could not credit the account; the transfer was reversed';
    await this.move(t, transfer, outcome, { failures, dueMs: null }, recipient);
  }

  // Amount and fee back to the balance.
  private async giveBack(t: TxContext, transfer: Transfer, why: string): Promise<void> {
    await this.post(t, transfer, `Transfer ${transfer.transferCode} ${why}`, [
      { account: 'transfer_clearing', amount: -(transfer.amount + transfer.fee) },
      { account: 'merchant_balance', amount: transfer.amount + transfer.fee },
    ]);
  }

  // One movement of a transfer's money, recorded against the transfer.
  private async post(t: TxContext, transfer: Transfer, reason: string, legs: Posting['legs']): Promise<void> {
    await this.ledger.post(t, { currency: transfer.currency, reason, modelResponsible: 'Transfer', modelRow: transfer.id, legs });
  }

  private async move(t: TxContext, transfer: Transfer, to: TransferStatus, changes: Partial<Transfer>, recipient?: Recipient): Promise<void> {
    assertTransferTransition(transfer.status, to);
    await moveGuarded(t.tx.em, Transfer, transfer, { ...changes, status: to, updatedAt: this.clock.now(t) }, 'transfer');
    const r = recipient ?? (await t.tx.em.findOneByOrFail(Recipient, { id: transfer.recipientId }));
    await this.events.record(t, { type: `transfer.${to}`, resource: `transfer:${transfer.id}`, payload: this.payload(transfer, r) });
  }

  // The transfer.* webhooks' `data` (docs/guide.md "Transfers"), after Paystack's transfer event samples.
  payload(transfer: Transfer, recipient: Recipient): Record<string, unknown> {
    const view = presentTransfer(transfer, presentRecipient(recipient));
    return {
      ...view,
      fee_charged: transfer.fee,
      gateway_response: transfer.status === 'success' ? 'Approved' : transfer.failures,
      session: { provider: 'kobo', id: transfer.status === 'success' ? `KOBO-${transfer.transferCode}` : null },
    };
  }

  // ---- helpers ----

  private lockByCode(t: TxContext, code: string): Promise<Transfer | null> {
    if (!/^TRF_[a-z0-9]{1,28}$/i.test(code)) return Promise.resolve(null);
    return forUpdate(
      t.tx.em
        .createQueryBuilder(Transfer, 't')
        .where('t.integration_id = :i AND t.domain = :d AND t.transfer_code = :c', { i: t.integration.id, d: t.domain, c: code }),
      this.db.dialect,
    ).getOne();
  }
}

function requiredCode(transferCode: string | undefined): string {
  const code = transferCode?.trim();
  if (!code) throw missing('transfer_code', 'Transfer code is required');
  return code;
}

// Paystack's reply to references already used (404 \`duplicate_reference\`), named at the first row
// that holds one.
function duplicates(refs: string[], rows: CheckedTransfer[]): DomainError {
  const row = rows.findIndex((c) => c.reference !== undefined && refs.includes(c.reference));
  return new DomainError('not_found', `Duplicate reference(s) found: ${refs.join(',')}`, 'duplicate_reference', `transfers[${row}].reference`);
}
