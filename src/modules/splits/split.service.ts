import { In, type EntityManager } from 'typeorm';
import { SPLIT_CODE, SUBACCOUNT_CODE } from '../../core/codes';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { valueOrJson } from '../../core/json';
import { isNumericId, newCode } from '../../core/ids';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { oneOf, requireText } from '../../core/validate';
import { forUpdate, type Dialect } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { InsertStatement } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Subaccount } from '../subaccounts/subaccount.entity';
import { presentSplit, type SplitView } from './split.presenter';
import { Split, SplitSubaccount, SPLIT_MEMBER_INDEX } from './split.entity';
import { SPLIT_BEARERS, SPLIT_TYPES, type SplitBearerType, type SplitType } from './split.rules';

export interface SplitMemberParams {
  subaccount?: unknown;
  share?: unknown;
}

export interface CreateSplitParams {
  name?: string;
  type?: string;
  currency?: string;
  subaccounts?: unknown;
  bearerType?: string;
  bearerSubaccount?: string | null;
}

export interface UpdateSplitParams {
  name?: string;
  active?: boolean;
  bearerType?: string;
  bearerSubaccount?: string | null;
}

export interface SplitFilter {
  name?: string;
  active?: boolean;
  from?: Date;
  to?: Date;
}

export const BEARER_TYPE_MESSAGE = 'Invalid bearer type : must be one of: subaccount, account, all-proportional or all';

// Split groups (POST/GET/PUT /split, /split/:id/subaccount/add|remove): a named set of
// subaccounts and their shares that a payment names by `split_code` (split-payment.service.ts
// applies it). Every change is one transaction with its event (split.created, split.updated).
export class SplitService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
  ) {}

  async create(ctx: RequestContext, params: CreateSplitParams): Promise<SplitView> {
    const name = requireText(params.name, 'name', 100);
    if (params.type === undefined || params.type.trim() === '') throw missing('type', 'Split type is required');
    const type = oneOf(params.type.trim().toLowerCase(), SPLIT_TYPES, 'type');
    if (params.currency === undefined || params.currency.trim() === '') throw missing('currency', 'Currency is required');
    const currency = merchantCurrency(ctx, params.currency);
    const bearerType = this.bearerType(params.bearerType) ?? 'all';
    const wanted = this.members(params.subaccounts, type);
    return this.db.transaction(ctx, async (t) => {
      const subs = await this.subaccountsFor(
        t,
        t.tx.em,
        wanted.map((w) => w.code),
        currency,
      );
      const bearerSubaccountId = this.bearerSubaccount(bearerType, params.bearerSubaccount, subs);
      const now = this.clock.now(t);
      const split = t.tx.em.create(Split, {
        integrationId: t.integration.id,
        domain: t.domain,
        splitCode: newCode('SPL', 10),
        name,
        type,
        currency,
        bearerType,
        bearerSubaccountId,
        active: true,
        createdAt: now,
        updatedAt: now,
      });
      await this.insertSplit(t.tx.em, split);
      const members = wanted.map((w) =>
        t.tx.em.create(SplitSubaccount, { splitId: split.id, subaccountId: subs.get(w.code)!.id, share: w.share, createdAt: now }),
      );
      for (const member of members) await this.insertMember(t.tx.em, member);
      const view = { split, members: members.map((member, k) => ({ member, subaccount: subs.get(wanted[k]!.code)! })) };
      await this.events.record(t, { type: 'split.created', resource: `split:${split.id}`, payload: presentSplit(view) });
      return view;
    });
  }

  async list(ctx: RequestContext, page: PageRequest, filter: SplitFilter = {}): Promise<Page<Split>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: SplitFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  // The members of many groups in two queries (REST lists and the GraphQL loader).
  async views(ctx: RequestContext, splits: Split[]): Promise<SplitView[]> {
    const members = await this.membersOf(
      ctx,
      splits.map((s) => s.id),
    );
    return splits.map((split) => ({ split, members: members.get(split.id) ?? [] }));
  }

  async membersOf(ctx: RequestContext, splitIds: readonly number[]): Promise<Map<number, SplitView['members']>> {
    const out = new Map<number, SplitView['members']>();
    if (!splitIds.length) return out;
    return this.db.read(ctx, async (em) => {
      const rows = await em.find(SplitSubaccount, { where: { splitId: In([...splitIds]) }, order: { id: 'ASC' } });
      const ids = [...new Set(rows.map((r) => r.subaccountId))];
      const subs = new Map(
        (ids.length ? await em.findBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain, id: In(ids) }) : []).map((s) => [s.id, s]),
      );
      for (const member of rows) {
        const subaccount = subs.get(member.subaccountId);
        if (!subaccount) continue;
        const list = out.get(member.splitId) ?? [];
        list.push({ member, subaccount });
        out.set(member.splitId, list);
      }
      return out;
    });
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Split[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Split, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async get(ctx: RequestContext, idOrCode: string): Promise<SplitView> {
    return this.db.read(ctx, async (em) => {
      const split = await this.find(ctx, em, idOrCode);
      if (!split) throw splitNotFound();
      return this.viewIn(ctx, em, split);
    });
  }

  async update(ctx: RequestContext, idOrCode: string, params: UpdateSplitParams): Promise<SplitView> {
    const name = params.name === undefined ? undefined : requireText(params.name, 'name', 100);
    const bearerType = this.bearerType(params.bearerType);
    return this.change(ctx, idOrCode, async (t, split, view) => {
      if (name !== undefined) split.name = name;
      if (params.active !== undefined) split.active = params.active;
      if (bearerType !== undefined || params.bearerSubaccount !== undefined) {
        const subs = new Map(view.members.map((m) => [m.subaccount.subaccountCode, m.subaccount]));
        const type = bearerType ?? split.bearerType;
        const keep =
          split.bearerSubaccountId === null ? undefined : view.members.find((m) => m.subaccount.id === split.bearerSubaccountId)?.subaccount.subaccountCode;
        split.bearerSubaccountId = this.bearerSubaccount(type, params.bearerSubaccount === undefined ? keep : params.bearerSubaccount, subs);
        split.bearerType = type;
      }
      await t.tx.em.update(
        Split,
        { id: split.id },
        { name: split.name, active: split.active, bearerType: split.bearerType, bearerSubaccountId: split.bearerSubaccountId },
      );
    });
  }

  // Adds a subaccount, or changes the share of one already in the group (Paystack's add/update).
  async addSubaccount(ctx: RequestContext, idOrCode: string, params: SplitMemberParams): Promise<SplitView> {
    return this.change(ctx, idOrCode, async (t, split, view) => {
      const [wanted] = this.members([params], split.type, 'subaccount');
      const existing = view.members.find((m) => m.subaccount.subaccountCode === wanted!.code);
      const shares = view.members.filter((m) => m !== existing).map((m) => m.member.share);
      this.checkTotal(split.type, [...shares, wanted!.share]);
      if (existing) {
        await t.tx.em.update(SplitSubaccount, { id: existing.member.id }, { share: wanted!.share });
        existing.member.share = wanted!.share;
        return;
      }
      const subs = await this.subaccountsFor(t, t.tx.em, [wanted!.code], split.currency);
      const member = t.tx.em.create(SplitSubaccount, {
        splitId: split.id,
        subaccountId: subs.get(wanted!.code)!.id,
        share: wanted!.share,
        createdAt: this.clock.now(t),
      });
      try {
        await this.insertMember(t.tx.em, member);
      } catch (err) {
        if (isUniqueViolation(err, SPLIT_MEMBER_INDEX))
          throw new DomainError('conflict', 'This split was updated by another request; fetch it again and retry', 'concurrent_update');
        throw err;
      }
      view.members.push({ member, subaccount: subs.get(wanted!.code)! });
    });
  }

  async removeSubaccount(ctx: RequestContext, idOrCode: string, params: { subaccount?: unknown }): Promise<SplitView> {
    return this.change(ctx, idOrCode, async (t, split, view) => {
      const code = typeof params.subaccount === 'string' ? params.subaccount.trim() : '';
      if (!code) throw missing('subaccount', 'Subaccount is required');
      const found = view.members.find((m) => m.subaccount.subaccountCode === code);
      if (!found) throw notFound('Subaccount not found', 'not_found');
      if (split.bearerSubaccountId === found.subaccount.id)
        throw invalid('subaccount', 'The bearer subaccount cannot be removed; change bearer_subaccount first');
      await t.tx.em.delete(SplitSubaccount, { id: found.member.id });
      view.members.splice(view.members.indexOf(found), 1);
    });
  }

  // ---- internals ----

  private splitInsert?: InsertStatement<Split>;
  private memberInsert?: InsertStatement<SplitSubaccount>;

  private insertSplit(em: EntityManager, row: Split): Promise<Split> {
    this.splitInsert ??= new InsertStatement(em.connection, Split);
    return this.splitInsert.insert(em, row);
  }

  private insertMember(em: EntityManager, row: SplitSubaccount): Promise<SplitSubaccount> {
    this.memberInsert ??= new InsertStatement(em.connection, SplitSubaccount);
    return this.memberInsert.insert(em, row);
  }

  // One change to a group under its row lock, then its event.
  private async change(ctx: RequestContext, idOrCode: string, work: (t: TxContext, split: Split, view: SplitView) => Promise<void>): Promise<SplitView> {
    return this.db.transaction(ctx, async (t) => {
      const split = await this.find(t, t.tx.em, idOrCode, true);
      if (!split) throw splitNotFound();
      const view = await this.viewIn(t, t.tx.em, split);
      await work(t, split, view);
      split.updatedAt = this.clock.now(t);
      await t.tx.em.update(Split, { id: split.id }, { updatedAt: split.updatedAt });
      await this.events.record(t, { type: 'split.updated', resource: `split:${split.id}`, payload: presentSplit(view) });
      return view;
    });
  }

  private async viewIn(ctx: RequestContext, em: EntityManager, split: Split): Promise<SplitView> {
    const rows = await em.find(SplitSubaccount, { where: { splitId: split.id }, order: { id: 'ASC' } });
    const subs = rows.length
      ? await em.findBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain, id: In(rows.map((r) => r.subaccountId)) })
      : [];
    const byId = new Map(subs.map((s) => [s.id, s]));
    return { split, members: rows.filter((r) => byId.has(r.subaccountId)).map((member) => ({ member, subaccount: byId.get(member.subaccountId)! })) };
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: SplitFilter) {
    const qb = em.createQueryBuilder(Split, 's').where('s.integration_id = :i AND s.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (filter.name?.trim()) qb.andWhere('s.name = :name', { name: filter.name.trim() });
    if (filter.active !== undefined) qb.andWhere('s.active = :active', { active: filter.active });
    if (filter.from) qb.andWhere('s.created_at >= :from', { from: filter.from });
    if (filter.to) qb.andWhere('s.created_at <= :to', { to: filter.to });
    return qb;
  }

  private async find(ctx: RequestContext, em: EntityManager, idOrCode: string, lock = false): Promise<Split | null> {
    const ref = String(idOrCode ?? '').trim();
    const qb = em.createQueryBuilder(Split, 's').where('s.integration_id = :i AND s.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (isNumericId(ref)) qb.andWhere('s.id = :id', { id: Number(ref) });
    else if (SPLIT_CODE.test(ref)) qb.andWhere('s.split_code = :code', { code: ref });
    else return null;
    return (lock ? forUpdate(qb, this.db.dialect as Dialect) : qb).getOne();
  }

  private bearerType(value: string | undefined): SplitBearerType | undefined {
    if (value === undefined) return undefined;
    const v = value.trim().toLowerCase();
    if (!(SPLIT_BEARERS as readonly string[]).includes(v)) throw invalid('bearer_type', BEARER_TYPE_MESSAGE);
    return v as SplitBearerType;
  }

  // bearer_subaccount: required with bearer_type `subaccount`, and one of the group's subaccounts.
  private bearerSubaccount(type: SplitBearerType, code: string | null | undefined, members: Map<string, Subaccount>): number | null {
    if (type !== 'subaccount') return null;
    const c = code?.trim();
    if (!c) throw missing('bearer_subaccount', 'bearer_subaccount is required when bearer_type is subaccount');
    const sub = members.get(c);
    if (!sub) throw invalid('bearer_subaccount', "bearer_subaccount must be one of the split's subaccounts");
    return sub.id;
  }

  // The subaccounts array: objects of a subaccount code and a share, no code twice.
  private members(value: unknown, type: SplitType, field = 'subaccounts'): Array<{ code: string; share: number }> {
    const list =
      typeof value === 'string' && value.trim().startsWith('[')
        ? valueOrJson(value, () => invalid(field, 'subaccounts must be an array of { subaccount, share }'))
        : value;
    if (field === 'subaccounts' && (list === undefined || list === null || list === '')) throw missing('subaccounts', 'Subaccounts are required');
    if (!Array.isArray(list)) throw invalid(field, 'subaccounts must be an array of { subaccount, share }');
    if (!list.length) throw missing('subaccounts', 'Subaccounts are required');
    if (list.length > 50) throw invalid(field, 'A split can have at most 50 subaccounts');
    const out: Array<{ code: string; share: number }> = [];
    for (const item of list) {
      if (!item || typeof item !== 'object' || Array.isArray(item)) throw invalid(field, 'subaccounts must be an array of { subaccount, share }');
      const { subaccount, share } = item as Record<string, unknown>;
      if (subaccount === undefined || subaccount === null || subaccount === '') throw missing('subaccount', 'Subaccount is required');
      if (typeof subaccount !== 'string' || !SUBACCOUNT_CODE.test(subaccount.trim()))
        throw invalid('subaccount', 'subaccount must be a subaccount code (ACCT_…)');
      const code = subaccount.trim();
      if (out.some((o) => o.code === code)) throw invalid('subaccounts', `Subaccount ${code} appears more than once`);
      out.push({ code, share: checkShare(share, type) });
    }
    this.checkTotal(
      type,
      out.map((o) => o.share),
    );
    return out;
  }

  // Percentage shares may not pass 100% together; flat ones are checked against each payment's amount.
  private checkTotal(type: SplitType, shares: number[]): void {
    const total = shares.reduce((a, b) => a + b, 0);
    if (type === 'percentage' && total > 10_000) throw invalid('subaccounts', 'The percentage shares cannot add up to more than 100');
    if (type === 'flat' && !Number.isSafeInteger(total)) throw invalid('subaccounts', 'The flat shares are too large');
  }

  // This integration's subaccounts by code: each must exist, be active and settle in the currency.
  private async subaccountsFor(ctx: RequestContext, em: EntityManager, codes: string[], currency: string): Promise<Map<string, Subaccount>> {
    const rows = codes.length ? await em.findBy(Subaccount, { integrationId: ctx.integration.id, domain: ctx.domain, subaccountCode: In(codes) }) : [];
    const byCode = new Map(rows.map((r) => [r.subaccountCode, r]));
    for (const code of codes) {
      const sub = byCode.get(code);
      if (!sub) throw new DomainError('validation', `Subaccount ${code} not found`, 'invalid_params', 'subaccount');
      if (!sub.active) throw invalid('subaccount', `Subaccount ${code} is not active`);
      if (sub.currency !== currency) throw invalid('currency', `Subaccount ${code} settles in ${sub.currency}, not ${currency}`);
    }
    return byCode;
  }
}

const splitNotFound = () => notFound('Split not found', 'not_found');

// A share as received: percentage in percent with at most two decimals (kept in hundredths), flat
// in minor units.
export function checkShare(value: unknown, type: SplitType): number {
  if (value === undefined || value === null || value === '') throw missing('share', 'Share is required');
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  if (type === 'percentage') {
    if (!Number.isFinite(n) || n <= 0 || n > 100) throw invalid('share', 'A percentage share must be a number above 0 and at most 100');
    const bp = Math.round(n * 100);
    if (Math.abs(n * 100 - bp) > 1e-6) throw invalid('share', 'A percentage share can have at most two decimal places');
    // Within the tolerance above, a share like 1e-9 rounds to 0 hundredths: no share at all.
    if (bp < 1) throw invalid('share', 'A percentage share must be at least 0.01');
    return bp;
  }
  if (!Number.isSafeInteger(n) || n <= 0) throw invalid('share', 'A flat share must be a whole number of minor units above 0');
  return n;
}
