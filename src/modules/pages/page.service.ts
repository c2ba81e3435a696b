import type { EntityManager } from 'typeorm';
import { checkSplitCode, checkSubaccountCode } from '../../core/codes';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, notFound } from '../../core/errors';
import { valueOrJson } from '../../core/json';
import { isNumericId, randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { CallerBase, RequestContext } from '../../core/request-context';
import { checkMetadata, optionalText, requireEmail, requireText, type Metadata, checkUrl, SLUG, checkSlug } from '../../core/validate';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import { contextForCapability } from '../../db/capability';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { PlanService } from '../plans/plan.service';
import type { SubaccountService } from '../subaccounts/subaccount.service';
import type { TransactionService } from '../transactions/transaction.service';
import { PAGE_SLUG_INDEX, PaymentPage, type CustomField } from './page.entity';
import { presentPage } from './page.presenter';

export interface CreatePageParams {
  name: string;
  description?: string | null;
  amount?: number | null;
  currency?: string;
  slug?: string;
  redirectUrl?: string | null;
  customFields?: unknown;
  plan?: string | null;
  splitCode?: string | null;
  subaccount?: string | null;
  metadata?: Metadata | null;
  collectPhone?: boolean;
}

export interface UpdatePageParams {
  name?: string;
  description?: string | null;
  amount?: number | null;
  active?: boolean;
  redirectUrl?: string | null;
  customFields?: unknown;
  collectPhone?: boolean;
}

export interface PayParams {
  amount?: number;
  email: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  fields: Record<string, string>;
  callbackUrl?: string | null;
  ipAddress?: string | null;
}

// What a page's plan stands for at checkout.
export interface PlanSummary {
  code: string;
  amount: number | null;
  currency: string;
}

// What another slice says about paying a page, before the transaction is made: products prices a
// product page (the sum of its products) and refuses one with a product sold out. Declared here so
// pages never imports the slices that register one (see addPayCheck).
export type PagePayCheck = (
  ctx: RequestContext,
  page: { id: number; type: string; amount: number | null; currency: string },
) => Promise<{ amount: number } | void>;

export const SLUG_TAKEN = 'Slug already in use';

// Payment pages: create, list, fetch, update, slug check, and paying one (/pay/:slug), which
// initializes a transaction for the hosted checkout.
export class PageService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly transactions: TransactionService,
    private readonly plans: PlanService,
    private readonly subaccounts: SubaccountService,
  ) {}

  private readonly payChecks: PagePayCheck[] = [];

  addPayCheck(check: PagePayCheck): void {
    this.payChecks.push(check);
  }

  async create(ctx: RequestContext, params: CreatePageParams): Promise<PaymentPage> {
    const name = requireText(params.name, 'name', 100);
    const description = optionalText(params.description, 'description', 1024) ?? null;
    const amount = params.amount === undefined || params.amount === null ? null : checkAmount(params.amount);
    const currency = merchantCurrency(ctx, params.currency);
    const slug = params.slug?.trim() ? checkSlug(params.slug.trim()) : null;
    const redirectUrl = params.redirectUrl?.trim() ? checkUrl(params.redirectUrl.trim(), 'redirect_url') : null;
    const customFields = checkCustomFields(params.customFields);
    const splitCode = checkSplitCode(params.splitCode);
    const subaccount = checkSubaccountCode(params.subaccount);
    // A payment is shared one way at a time (a split group already names its subaccounts).
    if (splitCode && subaccount) throw invalid('split_code', 'Pass either subaccount or split_code, not both');
    // Checked now, so a page never leads payers into a checkout that cannot split.
    if (subaccount) await this.subaccounts.get(ctx, subaccount);
    const metadata = checkMetadata(params.metadata) ?? null;
    const plan = params.plan?.toString().trim() || null;
    if (plan) await this.resolvePlan(ctx, plan);
    for (let tries = 0; ; tries++) {
      try {
        return await this.db.transaction(ctx, async (t) => {
          const now = this.clock.now(t);
          const page = t.tx.em.create(PaymentPage, {
            integrationId: t.integration.id,
            domain: t.domain,
            name,
            description,
            amount,
            currency,
            slug: slug ?? randomString(10),
            type: plan ? 'subscription' : 'payment',
            customFields,
            redirectUrl,
            plan,
            splitCode,
            subaccount,
            metadata,
            collectPhone: params.collectPhone ?? false,
            active: true,
            published: true,
            migrate: false,
            createdAt: now,
            updatedAt: now,
          });
          await t.tx.em.save(page);
          await this.events.record(t, { type: 'page.created', resource: `page:${page.id}`, payload: presentPage(page) });
          return page;
        });
      } catch (err) {
        if (!isUniqueViolation(err, PAGE_SLUG_INDEX)) throw err;
        // A generated slug that collided is drawn again; a chosen one is taken.
        if (slug || tries >= 3) throw new DomainError('validation', SLUG_TAKEN, 'duplicate_slug', 'slug');
      }
    }
  }

  async list(ctx: RequestContext, page: PageRequest): Promise<Page<PaymentPage>> {
    return this.db.read(ctx, (em) => paginate(this.scoped(ctx, em), page));
  }

  async count(ctx: RequestContext): Promise<number> {
    return this.db.read(ctx, (em) => this.scoped(ctx, em).getCount());
  }

  async get(ctx: RequestContext, ref: string): Promise<PaymentPage> {
    return this.db.read(ctx, (em) => this.find(ctx, em, ref));
  }

  async update(ctx: RequestContext, ref: string, params: UpdatePageParams): Promise<PaymentPage> {
    const changes: Partial<PaymentPage> = {};
    if (params.name !== undefined) changes.name = requireText(params.name, 'name', 100);
    if (params.description !== undefined) changes.description = optionalText(params.description, 'description', 1024) ?? null;
    if (params.amount !== undefined) changes.amount = params.amount === null ? null : checkAmount(params.amount);
    if (params.active !== undefined) changes.active = params.active;
    if (params.redirectUrl !== undefined) changes.redirectUrl = params.redirectUrl?.trim() ? checkUrl(params.redirectUrl.trim(), 'redirect_url') : null;
    if (params.customFields !== undefined) changes.customFields = checkCustomFields(params.customFields);
    if (params.collectPhone !== undefined) changes.collectPhone = params.collectPhone;
    return this.db.transaction(ctx, async (t) => {
      const page = await this.find(t, t.tx.em, ref);
      Object.assign(page, changes, { updatedAt: this.clock.now(t) });
      await t.tx.em.save(page);
      await this.events.record(t, { type: 'page.updated', resource: `page:${page.id}`, payload: presentPage(page) });
      return page;
    });
  }

  // Products were added to the page (POST /page/:id/product): from now on its payers buy them. A
  // subscription page sells its plan, not products.
  async makeProductPage(ctx: RequestContext, ref: string): Promise<PaymentPage> {
    return this.db.transaction(ctx, async (t) => {
      const page = await this.find(t, t.tx.em, ref);
      if (page.type === 'subscription') throw invalid('page', 'Products can only be added to a product page, not a subscription page');
      if (page.type === 'product') return page;
      Object.assign(page, { type: 'product', updatedAt: this.clock.now(t) });
      await t.tx.em.save(page);
      await this.events.record(t, { type: 'page.updated', resource: `page:${page.id}`, payload: presentPage(page) });
      return page;
    });
  }

  // Slugs are unique across Kobo (the public link names no integration).
  async slugAvailable(slug: string): Promise<boolean> {
    if (!SLUG.test(slug ?? '')) throw invalid('slug', 'Slug is invalid');
    const rows: unknown[] = await this.db.read({}, (em) => em.query('SELECT id FROM pages WHERE slug = ?', [slug]));
    return rows.length === 0;
  }

  // The public page: active pages only; unknown and inactive slugs are "not found" alike.
  async forSlug(base: CallerBase, slug: string): Promise<{ ctx: RequestContext; page: PaymentPage }> {
    const ctx = SLUG.test(slug ?? '') ? await contextForCapability(this.db, base, 'pages', 'slug', slug) : null;
    if (!ctx) throw pageNotFound();
    const page = await this.db.read(ctx, (em) => em.findOneBy(PaymentPage, { integrationId: ctx.integration.id, domain: ctx.domain, slug }));
    if (!page || !page.active) throw pageNotFound();
    return { ctx, page };
  }

  // A payer submits the page: a transaction for the page's amount (or the payer's), with the
  // custom fields in metadata.custom_fields, the plan passed through (it subscribes the payer once
  // plans exist), and the page's redirect URL as the callback.
  async pay(base: CallerBase, slug: string, params: PayParams): Promise<{ accessCode: string; reference: string }> {
    const { ctx, page } = await this.forSlug(base, slug);
    const email = requireEmail(params.email);
    const plan = page.plan ? await this.resolvePlan(ctx, page.plan) : null;
    const amount = page.amount ?? (await this.checkedPrice(ctx, page)) ?? plan?.amount ?? checkAmount(params.amount);
    const customFields = (page.customFields ?? []).map((f) => {
      const value = optionalText(params.fields[f.variable_name], f.display_name, 500) ?? '';
      if (f.required && !value) throw invalid(f.variable_name, `${f.display_name} is required`);
      return { display_name: f.display_name, variable_name: f.variable_name, value };
    });
    const names = {
      first_name: optionalText(params.firstName, 'first_name', 100) ?? undefined,
      last_name: optionalText(params.lastName, 'last_name', 100) ?? undefined,
      phone: optionalText(params.phone, 'phone', 32) ?? undefined,
    };
    if (page.collectPhone && !names.phone) throw invalid('phone', 'Phone is required');
    const result = await this.transactions.initialize(ctx, {
      amount,
      email,
      currency: plan?.currency ?? page.currency,
      callbackUrl: page.redirectUrl ?? params.callbackUrl ?? undefined,
      metadata: {
        custom_fields: customFields,
        page_id: page.id,
        referrer: `/pay/${page.slug}`,
        ...Object.fromEntries(Object.entries(names).filter(([, v]) => v !== undefined)),
      },
      plan: plan?.code,
      subaccount: page.subaccount ?? undefined,
      // The page's split group shares each payment (modules/splits applies it at success).
      splitCode: page.splitCode ?? undefined,
      ipAddress: params.ipAddress ?? null,
    });
    return { accessCode: result.accessCode, reference: result.reference };
  }

  // What the registered pay checks price the page at (a product page: its products), refusing as
  // they do (a product sold out); null when none prices it.
  async checkedPrice(ctx: RequestContext, page: PaymentPage): Promise<number | null> {
    let priced: number | null = null;
    for (const check of this.payChecks) priced = (await check(ctx, page))?.amount ?? priced;
    return priced;
  }

  // An unknown or another integration's plan is "Plan not found" (PlanService.get).
  private async resolvePlan(ctx: RequestContext, ref: string): Promise<PlanSummary> {
    const plan = await this.plans.get(ctx, ref);
    return { code: plan.planCode, amount: plan.amount, currency: plan.currency };
  }

  private scoped(ctx: RequestContext, em: EntityManager) {
    return em.createQueryBuilder(PaymentPage, 'p').where('p.integration_id = :i AND p.domain = :d', { i: ctx.integration.id, d: ctx.domain });
  }

  private async find(ctx: RequestContext, em: EntityManager, ref: string): Promise<PaymentPage> {
    const value = (ref ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    let page: PaymentPage | null = null;
    if (isNumericId(value)) page = await em.findOneBy(PaymentPage, { ...scope, id: Number(value) });
    if (!page && SLUG.test(value)) page = await em.findOneBy(PaymentPage, { ...scope, slug: value });
    if (!page) throw pageNotFound();
    return page;
  }
}

export const pageNotFound = (): DomainError => notFound('Page not found');

function checkCustomFields(value: unknown): CustomField[] | null {
  if (value === undefined || value === null || value === '') return null;
  const parsed = valueOrJson(value, () => invalid('custom_fields', 'custom_fields must be an array of {display_name, variable_name}'));
  if (!Array.isArray(parsed)) throw invalid('custom_fields', 'custom_fields must be an array of {display_name, variable_name}');
  if (parsed.length > 20) throw invalid('custom_fields', 'custom_fields may hold at most 20 fields');
  const seen = new Set<string>();
  return parsed.map((raw: unknown, i) => {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw invalid('custom_fields', `custom_fields[${i}] must be an object`);
    const f = raw as Record<string, unknown>;
    const display = typeof f.display_name === 'string' ? optionalText(f.display_name, 'custom_fields', 100) : null;
    const variable = typeof f.variable_name === 'string' ? f.variable_name.trim() : '';
    if (!display) throw invalid('custom_fields', `custom_fields[${i}].display_name is required`);
    if (!/^[A-Za-z][A-Za-z0-9_]{0,49}$/.test(variable)) throw invalid('custom_fields', `custom_fields[${i}].variable_name must be letters, digits and _`);
    if (seen.has(variable)) throw invalid('custom_fields', `custom_fields variable_name ${variable} is used twice`);
    seen.add(variable);
    return { display_name: display, variable_name: variable, ...(f.required === true ? { required: true } : {}) };
  });
}
