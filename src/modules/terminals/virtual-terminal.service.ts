import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, checkReference, requireEmail, requireText } from '../../core/validate';
import { forUpdate } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { anyColumnContains, searchText } from '../../db/search';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { Customer } from '../customers/customer.entity';
import type { PaymentRecords } from '../transactions/payment-records.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import { TERMINAL_CARD } from './terminal-device.service';
import { VirtualTerminal, VirtualTerminalDestination } from './terminal.entity';
import { insertRow } from './terminal.insert';
import { presentVirtualTerminal } from './terminal.presenter';
import { checkTarget } from './terminal.rules';

export interface DestinationParams {
  target?: unknown;
  name?: unknown;
}

export interface CreateVirtualTerminalParams {
  name?: string;
  destinations?: unknown;
  splitCode?: string;
  metadata?: unknown;
  currency?: string;
}

export interface VirtualTerminalPayParams {
  amount?: number;
  email?: string;
  reference?: string;
  channel?: string;
}

// The dashboard's list filters (GET /virtual_terminal takes none).
export interface VirtualTerminalFilter {
  active?: boolean;
  // Held anywhere in the code or name (any case).
  search?: string;
}

export interface VirtualTerminalView {
  terminal: VirtualTerminal;
  destinations: VirtualTerminalDestination[];
}

// What the terminals slice needs of the others (terminal.module.ts wires them): split groups
// checked and presented by the splits slice, customers, a payment recorded by the transactions
// slice (which applies the split through its own option check and success hook), and a fresh
// reference for each attempt.
export interface VirtualTerminalDeps {
  checkSplit(t: TxContext, splitCode: string, currency: string): Promise<Record<string, unknown>>;
  customerFor(t: TxContext, email: string): Promise<Customer>;
  payments: Pick<PaymentRecords, 'recordReceivedTransfer'>;
  withNewReference<T>(ctx: RequestContext, work: (t: TxContext) => Promise<T>): Promise<T>;
  // A WhatsApp message to a destination (recorded, never sent: the GraphQL `notifications` query).
  notify(t: TxContext, n: { resource: string; recipient: string; subject: string; body: string }): Promise<void>;
}

export const MAX_DESTINATIONS = 20;
export const VT_CHANNELS = ['card', 'bank_transfer'] as const;
const CODE = /^VT_[0-9A-Z]{8}$/;
const vtNotFound = () => notFound('Virtual Terminal not found', 'virtual_terminal_not_found');

// Virtual terminals (POST/GET/PUT /virtual_terminal…): a point of sale without a device, with the
// WhatsApp numbers it notifies and the split group its payments are shared by. In test mode a
// customer pays on one through POST /_test/virtual_terminal/:code/pay.
export class VirtualTerminalService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly deps: VirtualTerminalDeps,
  ) {}

  async create(ctx: RequestContext, params: CreateVirtualTerminalParams): Promise<VirtualTerminalView> {
    const name = requireText(params.name, 'name', 100);
    if (params.destinations === undefined || params.destinations === null) throw missing('destinations', 'destinations is required');
    const destinations = this.destinations(params.destinations);
    const metadata = checkMetadata(params.metadata) ?? null;
    const currency = merchantCurrency(ctx, params.currency);
    const splitCode = params.splitCode?.trim() || null;
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction(ctx, async (t) => {
          if (splitCode) await this.deps.checkSplit(t, splitCode, currency);
          const now = this.clock.now(t);
          const terminal = t.tx.em.create(VirtualTerminal, {
            integrationId: t.integration.id,
            domain: t.domain,
            code: `VT_${randomString(8, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`,
            name,
            currency,
            active: true,
            metadata,
            splitCode,
            createdAt: now,
            updatedAt: now,
          });
          await insertRow(t.tx.em, VirtualTerminal, terminal);
          const rows = await this.insertDestinations(t, terminal, destinations);
          const view = { terminal, destinations: rows };
          await this.events.record(t, {
            type: 'virtual_terminal.created',
            resource: `virtual_terminal:${terminal.id}`,
            payload: presentVirtualTerminal(terminal, rows),
          });
          return view;
        });
      } catch (err) {
        // A code collision: draw another.
        if (!isUniqueViolation(err) || tries >= 3) throw err;
      }
    }
  }

  async list(ctx: RequestContext, page: PageRequest, filter: VirtualTerminalFilter = {}): Promise<Page<VirtualTerminal>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: VirtualTerminalFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  async get(ctx: RequestContext, code: string): Promise<VirtualTerminalView> {
    return this.db.read(ctx, async (em) => {
      const terminal = await this.find(ctx, em, code);
      return { terminal, destinations: await em.find(VirtualTerminalDestination, { where: { virtualTerminalId: terminal.id }, order: { id: 'ASC' } }) };
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<VirtualTerminal[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(VirtualTerminal, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async destinationsOf(ctx: RequestContext, ids: readonly number[]): Promise<VirtualTerminalDestination[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) =>
      em.find(VirtualTerminalDestination, { where: { integrationId: ctx.integration.id, virtualTerminalId: In([...ids]) }, order: { id: 'ASC' } }),
    );
  }

  async update(ctx: RequestContext, code: string, params: { name?: string }): Promise<VirtualTerminalView> {
    if (params.name === undefined || params.name === null || String(params.name).trim() === '') throw missing('name', '"name" is required');
    const name = requireText(params.name, 'name', 100);
    return this.change(ctx, code, 'virtual_terminal.updated', async (t, terminal) => {
      if (terminal.name === name) return false;
      await t.tx.em.update(VirtualTerminal, { id: terminal.id }, { name, updatedAt: this.clock.now(t) });
      terminal.name = name;
      return true;
    });
  }

  // PUT /virtual_terminal/:code/deactivate: its payments are refused from now on.
  async deactivate(ctx: RequestContext, code: string): Promise<VirtualTerminalView> {
    return this.change(ctx, code, 'virtual_terminal.deactivated', async (t, terminal) => {
      if (!terminal.active) return false;
      await t.tx.em.update(VirtualTerminal, { id: terminal.id }, { active: false, updatedAt: this.clock.now(t) });
      terminal.active = false;
      return true;
    });
  }

  async assignDestinations(ctx: RequestContext, code: string, raw: unknown): Promise<VirtualTerminalDestination[]> {
    if (raw === undefined || raw === null) throw missing('destinations', 'destinations is required');
    const wanted = this.destinations(raw);
    let added: VirtualTerminalDestination[] = [];
    await this.change(ctx, code, 'virtual_terminal.destinations_assigned', async (t, terminal) => {
      const existing = await t.tx.em.findBy(VirtualTerminalDestination, { virtualTerminalId: terminal.id });
      const taken = wanted.find((w) => existing.some((e) => e.target === w.target));
      if (taken)
        throw new DomainError(
          'validation',
          `Destination ${taken.target} is already assigned to this Virtual Terminal`,
          'duplicate_destination',
          'destinations',
        );
      if (existing.length + wanted.length > MAX_DESTINATIONS) throw invalid('destinations', `A Virtual Terminal has at most ${MAX_DESTINATIONS} destinations`);
      added = await this.insertDestinations(t, terminal, wanted);
      return true;
    });
    return added;
  }

  async unassignDestinations(ctx: RequestContext, code: string, raw: unknown): Promise<void> {
    if (raw === undefined || raw === null || raw === '') throw missing('targets', 'targets is required');
    if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_DESTINATIONS)
      throw invalid('targets', `targets must be an array of 1 to ${MAX_DESTINATIONS} phone numbers`);
    const targets = [...new Set(raw.map((v, i) => checkTarget(v, `targets[${i}]`)))];
    await this.change(ctx, code, 'virtual_terminal.destinations_unassigned', async (t, terminal) => {
      const rows = await t.tx.em.findBy(VirtualTerminalDestination, { virtualTerminalId: terminal.id, target: In(targets) });
      const missingTarget = targets.find((x) => !rows.some((r) => r.target === x));
      if (missingTarget) throw notFound(`Destination ${missingTarget} is not assigned to this Virtual Terminal`, 'destination_not_found');
      await t.tx.em.delete(VirtualTerminalDestination, { id: In(rows.map((r) => r.id)) });
      return true;
    });
  }

  // PUT /virtual_terminal/:code/split_code: the split group (as the splits slice presents it).
  async addSplitCode(ctx: RequestContext, code: string, splitCode: string | undefined): Promise<Record<string, unknown>> {
    const value = splitCode?.trim();
    if (!value) throw missing('split_code', 'split_code is required');
    let split: Record<string, unknown> = {};
    await this.change(ctx, code, 'virtual_terminal.split_updated', async (t, terminal) => {
      split = await this.deps.checkSplit(t, value, terminal.currency);
      if (terminal.splitCode === value) return false;
      await t.tx.em.update(VirtualTerminal, { id: terminal.id }, { splitCode: value, updatedAt: this.clock.now(t) });
      terminal.splitCode = value;
      return true;
    });
    return split;
  }

  // DELETE /virtual_terminal/:code/split_code: only the code it carries.
  async removeSplitCode(ctx: RequestContext, code: string, splitCode: string | undefined): Promise<VirtualTerminalView> {
    const value = splitCode?.trim();
    if (!value) throw missing('split_code', 'split_code is required');
    return this.change(ctx, code, 'virtual_terminal.split_updated', async (t, terminal) => {
      if (terminal.splitCode !== value) throw new DomainError('validation', 'Payment method does not exist', 'not_found', 'split_code');
      await t.tx.em.update(VirtualTerminal, { id: terminal.id }, { splitCode: null, updatedAt: this.clock.now(t) });
      terminal.splitCode = null;
      return true;
    });
  }

  // POST /_test/virtual_terminal/:code/pay (test mode): a customer pays on the terminal. The payment
  // is a successful transaction (source `virtual_terminal`, the channel the customer chose) with
  // its fees and ledger posting, shared by the terminal's split group, and charge.success.
  async pay(ctx: RequestContext, code: string, params: VirtualTerminalPayParams): Promise<TransactionView> {
    if (ctx.domain !== 'test') throw new DomainError('forbidden', 'Simulated virtual terminal payments only work with test keys (sk_test_…)', 'test_mode_only');
    if (params.amount === undefined || params.amount === null) throw missing('amount', 'Amount is required');
    const amount = checkAmount(params.amount);
    const email = requireEmail(params.email);
    const reference = checkReference(params.reference);
    const channel = params.channel === undefined ? 'card' : params.channel.trim();
    if (!(VT_CHANNELS as readonly string[]).includes(channel)) throw invalid('channel', `channel must be one of: ${VT_CHANNELS.join(', ')}`);
    return this.deps.withNewReference(ctx, async (t) => {
      const terminal = await this.find(t, t.tx.em, code, true);
      if (!terminal.active) throw new DomainError('validation', 'Virtual Terminal is not active', 'virtual_terminal_inactive');
      const customer = await this.deps.customerFor(t, email);
      const payer =
        channel === 'card'
          ? { authorization_code: null, ...TERMINAL_CARD, channel, signature: null, account_name: null }
          : { channel, sender_name: email, sender_bank: 'TEST BANK', sender_bank_account_number: '0123456789' };
      const view = await this.deps.payments.recordReceivedTransfer(t, {
        // Only characters checkReference accepts: a reference Kobo makes is one a merchant could send.
        reference: reference ?? `vt-${randomString(20)}`,
        amount,
        currency: terminal.currency,
        customer,
        payer,
        metadata: { virtual_terminal: terminal.code },
        options: terminal.splitCode ? { splitCode: terminal.splitCode } : {},
        channel,
        source: 'virtual_terminal',
        received: `Paid on virtual terminal ${terminal.code}`,
      });
      // Its destinations hear of the payment, in the payment's transaction.
      const destinations = await t.tx.em.find(VirtualTerminalDestination, { where: { virtualTerminalId: terminal.id }, order: { id: 'ASC' } });
      for (const d of destinations) {
        await this.deps.notify(t, {
          resource: `virtual_terminal:${terminal.code}`,
          recipient: d.target,
          subject: `Payment received on ${terminal.name}`,
          body: `${terminal.currency} ${(amount / 100).toFixed(2)} received from ${email} (${view.transaction.reference}).`,
        });
      }
      return view;
    });
  }

  // Runs one change of a terminal in a transaction; `apply` answers whether it changed anything
  // (an event is recorded only then).
  private async change(
    ctx: RequestContext,
    code: string,
    eventType: string,
    apply: (t: TxContext, terminal: VirtualTerminal) => Promise<boolean>,
  ): Promise<VirtualTerminalView> {
    return this.db.transaction(ctx, async (t) => {
      const terminal = await this.find(t, t.tx.em, code, true);
      const changed = await apply(t, terminal);
      const destinations = await t.tx.em.find(VirtualTerminalDestination, { where: { virtualTerminalId: terminal.id }, order: { id: 'ASC' } });
      if (changed)
        await this.events.record(t, { type: eventType, resource: `virtual_terminal:${terminal.id}`, payload: presentVirtualTerminal(terminal, destinations) });
      return { terminal, destinations };
    });
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: VirtualTerminalFilter) {
    const qb = em.createQueryBuilder(VirtualTerminal, 'v').where('v.integration_id = :i AND v.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.active !== undefined) qb.andWhere('v.active = :active', { active: filter.active });
    const search = searchText(filter.search);
    if (search) {
      const match = anyColumnContains(['v.code', 'v.name'], search, 'kobo_q');
      qb.andWhere(match.sql, match.params);
    }
    return qb;
  }

  private async find(ctx: RequestContext, em: TxContext['tx']['em'], code: string, lock = false): Promise<VirtualTerminal> {
    const v = String(code ?? '').trim();
    if (!CODE.test(v)) throw vtNotFound();
    const qb = em
      .createQueryBuilder(VirtualTerminal, 'v')
      .where('v.integration_id = :i AND v.domain = :d AND v.code = :c', { i: ctx.integration.id, d: ctx.domain, c: v });
    const row = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!row) throw vtNotFound();
    return row;
  }

  private destinations(raw: unknown): Array<{ target: string; name: string }> {
    if (!Array.isArray(raw) || raw.length === 0) throw invalid('destinations', 'destinations must be a non-empty array of {target, name}');
    if (raw.length > MAX_DESTINATIONS) throw invalid('destinations', `A Virtual Terminal has at most ${MAX_DESTINATIONS} destinations`);
    const out = raw.map((d: unknown, i) => {
      if (!d || typeof d !== 'object' || Array.isArray(d)) throw invalid('destinations', `destinations[${i}] must be an object with target and name`);
      const item = d as DestinationParams;
      const target = checkTarget(item.target, `destinations[${i}].target`);
      if (typeof item.name !== 'string')
        throw item.name === undefined ? missing(`destinations[${i}].name`) : invalid(`destinations[${i}].name`, `destinations[${i}].name must be a string`);
      return { target, name: requireText(item.name, `destinations[${i}].name`, 100) };
    });
    if (new Set(out.map((d) => d.target)).size !== out.length) throw invalid('destinations', 'destinations must not repeat a target');
    return out;
  }

  private async insertDestinations(
    t: TxContext,
    terminal: VirtualTerminal,
    wanted: Array<{ target: string; name: string }>,
  ): Promise<VirtualTerminalDestination[]> {
    const now = this.clock.now(t);
    const rows = wanted.map((w) =>
      t.tx.em.create(VirtualTerminalDestination, {
        integrationId: t.integration.id,
        virtualTerminalId: terminal.id,
        target: w.target,
        name: w.name,
        type: 'whatsapp' as const,
        createdAt: now,
        updatedAt: now,
      }),
    );
    for (const row of rows) await insertRow(t.tx.em, VirtualTerminalDestination, row);
    return rows;
  }
}
