import { In, type EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, randomString } from '../../core/ids';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { CallerBase, RequestContext } from '../../core/request-context';
import { optionalText, requireEmail, requireText, SLUG, checkSlug } from '../../core/validate';
import { contextForCapability } from '../../db/capability';
import { isUniqueViolation } from '../../db/errors';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { Order } from '../orders/order.entity';
import type { OrderView } from '../orders/order.presenter';
import type { OrderService } from '../orders/order.service';
import type { Product } from '../products/product.entity';
import type { ProductService } from '../products/product.service';
import { STOREFRONT_SLUG_INDEX, Storefront, StorefrontProduct, type StorefrontStatus } from './storefront.entity';
import { presentStorefront } from './storefront.presenter';
import { liveInOrder } from './storefront.rules';

export interface CreateStorefrontParams {
  name: string;
  slug: string;
  currency?: string;
  description?: string | null;
}

export interface UpdateStorefrontParams {
  name?: string;
  slug?: string;
  description?: string | null;
}

export interface StorefrontFilter {
  status?: string;
}

export interface BuyParams {
  email: string;
  firstName?: string;
  lastName?: string;
  // Product id → how many; products left at 0 are not bought.
  quantities: Record<string, string | undefined>;
  callbackUrl?: string | null;
}

export const STOREFRONT_NOT_FOUND = 'Storefront not found';
const STATUSES: readonly StorefrontStatus[] = ['inactive', 'active'];

// Storefronts: a merchant's shop of products. Published, it is the hosted page /shop/:slug, where a
// buyer picks products and pays through the checkout: that creates an order (OrderService) for the
// storefront, paid when the payment succeeds (the orders slice's success hook).
export class StorefrontService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly products: ProductService,
    private readonly orders: OrderService,
  ) {}

  async create(ctx: RequestContext, params: CreateStorefrontParams): Promise<Storefront> {
    const name = requireText(params.name, 'name', 100);
    if (params.slug === undefined || !params.slug.trim()) throw missing('slug', 'Slug is required');
    const slug = checkSlug(params.slug.trim());
    if (params.currency === undefined) throw missing('currency', 'Currency is required');
    const currency = merchantCurrency(ctx, params.currency);
    const description = optionalText(params.description, 'description', 1024) ?? null;
    return this.insert(ctx, { name, slug, currency, description, status: 'inactive' });
  }

  async list(ctx: RequestContext, page: PageRequest, filter: StorefrontFilter = {}): Promise<Page<Storefront>> {
    const status = checkStatus(filter.status);
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, status), page));
  }

  async count(ctx: RequestContext, filter: StorefrontFilter = {}): Promise<number> {
    const status = checkStatus(filter.status);
    return this.db.read(ctx, (em) => this.filtered(ctx, em, status).getCount());
  }

  async get(ctx: RequestContext, ref: string): Promise<Storefront> {
    return this.db.read(ctx, (em) => this.find(ctx, em, ref));
  }

  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Storefront[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Storefront, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  // The product ids of several storefronts in one query (the GraphQL loader), oldest added first.
  async productIdsOf(ctx: RequestContext, storefrontIds: readonly number[]): Promise<Map<number, number[]>> {
    const links = storefrontIds.length
      ? await this.db.read(ctx, (em) =>
          em.find(StorefrontProduct, {
            where: { integrationId: ctx.integration.id, domain: ctx.domain, storefrontId: In([...storefrontIds]) },
            order: { id: 'ASC' },
          }),
        )
      : [];
    const out = new Map<number, number[]>();
    for (const l of links) out.set(l.storefrontId, [...(out.get(l.storefrontId) ?? []), l.productId]);
    return out;
  }

  async update(ctx: RequestContext, ref: string, params: UpdateStorefrontParams): Promise<Storefront> {
    const changes: Partial<Storefront> = {};
    if (params.name !== undefined) changes.name = requireText(params.name, 'name', 100);
    if (params.slug !== undefined) changes.slug = checkSlug(params.slug.trim());
    if (params.description !== undefined) changes.description = optionalText(params.description, 'description', 1024) ?? null;
    try {
      return await this.db.transaction(ctx, async (t) => {
        const storefront = await this.find(t, t.tx.em, ref);
        Object.assign(storefront, changes, { updatedAt: this.clock.now(t) });
        await t.tx.em.update(
          Storefront,
          { id: storefront.id },
          { name: storefront.name, slug: storefront.slug, description: storefront.description, updatedAt: storefront.updatedAt },
        );
        await this.events.record(t, { type: 'storefront.updated', resource: `storefront:${storefront.id}`, payload: presentStorefront(storefront) });
        return storefront;
      });
    } catch (err) {
      if (isUniqueViolation(err, STOREFRONT_SLUG_INDEX)) throw slugTaken();
      throw err;
    }
  }

  // Deleted for good with its product list; its orders keep their storefront id.
  async remove(ctx: RequestContext, ref: string): Promise<void> {
    await this.db.transaction(ctx, async (t) => {
      const storefront = await this.find(t, t.tx.em, ref);
      await t.tx.em.delete(StorefrontProduct, { storefrontId: storefront.id });
      await t.tx.em.delete(Storefront, { id: storefront.id });
      await this.events.record(t, { type: 'storefront.deleted', resource: `storefront:${storefront.id}`, payload: presentStorefront(storefront) });
    });
  }

  async slugAvailable(slug: string): Promise<boolean> {
    if (!SLUG.test(slug ?? '')) throw invalid('slug', 'Slug is invalid');
    const rows: unknown[] = await this.db.read({}, (em) => em.query('SELECT id FROM storefronts WHERE slug = ?', [slug]));
    return rows.length === 0;
  }

  // Adds the integration's products (by id) to the storefront, each once; all of them must be live
  // products in the storefront's currency, or nothing is added.
  async addProducts(ctx: RequestContext, ref: string, productIds: number[] | undefined): Promise<Product[]> {
    if (!productIds?.length) throw missing('products', 'Products are required');
    if (productIds.length > 100) throw invalid('products', 'At most 100 products can be added at once');
    const ids = [...new Set(productIds)];
    return this.db.transaction(ctx, async (t) => {
      const storefront = await this.find(t, t.tx.em, ref);
      const found = (await this.products.byIds(t, ids)).filter((p) => !p.deletedAt);
      if (ids.some((id) => !found.some((p) => p.id === id))) throw new DomainError('validation', 'Product does not exist', 'invalid_params', 'products');
      const other = found.find((p) => p.currency !== storefront.currency);
      if (other) throw invalid('products', `${other.name} is priced in ${other.currency}, not ${storefront.currency}`);
      const existing = await t.tx.em.findBy(StorefrontProduct, { storefrontId: storefront.id, productId: In(ids) });
      const fresh = ids.filter((id) => !existing.some((e) => e.productId === id));
      const now = this.clock.now(t);
      if (fresh.length)
        await t.tx.em.insert(
          StorefrontProduct,
          fresh.map((productId) => ({ integrationId: t.integration.id, domain: t.domain, storefrontId: storefront.id, productId, createdAt: now })),
        );
      await this.events.record(t, {
        type: 'storefront.updated',
        resource: `storefront:${storefront.id}`,
        payload: { ...presentStorefront(storefront), products: ids },
      });
      return found;
    });
  }

  // The storefront's live products, newest added first, paged on the link rows.
  async productsOf(ctx: RequestContext, ref: string, page: PageRequest): Promise<Page<Product>> {
    const storefront = await this.get(ctx, ref);
    const links = await this.db.read(ctx, (em) =>
      paginate(
        em
          .createQueryBuilder(StorefrontProduct, 'sp')
          .where('sp.storefront_id = :s AND sp.integration_id = :i AND sp.domain = :d', { s: storefront.id, i: ctx.integration.id, d: ctx.domain }),
        page,
      ),
    );
    return {
      ...links,
      items: await this.linked(
        ctx,
        links.items.map((l) => l.productId),
      ),
    } as Page<Product>;
  }

  async publish(ctx: RequestContext, ref: string): Promise<Storefront> {
    return this.db.transaction(ctx, async (t) => {
      const storefront = await this.find(t, t.tx.em, ref);
      if (!(await this.liveProducts(t, storefront)).length) throw invalid('products', 'Add products to the storefront before publishing it');
      if (storefront.status === 'active') return storefront;
      const now = this.clock.now(t);
      const moved = await t.tx.em.update(Storefront, { id: storefront.id, status: 'inactive' }, { status: 'active', updatedAt: now });
      if (moved.affected === 1) {
        Object.assign(storefront, { status: 'active', updatedAt: now });
        await this.events.record(t, { type: 'storefront.published', resource: `storefront:${storefront.id}`, payload: presentStorefront(storefront) });
      }
      return storefront;
    });
  }

  // A copy with the same products, unpublished, under a new slug.
  async duplicate(ctx: RequestContext, ref: string): Promise<Storefront> {
    const source = await this.get(ctx, ref);
    return this.db.transaction(ctx, async (t) => {
      const copy = await this.insert(t, {
        name: source.name,
        slug: `${source.slug.slice(0, 86)}-${randomString(6)}-copy`.slice(0, 100),
        currency: source.currency,
        description: source.description,
        status: 'inactive',
      });
      const links = await t.tx.em.findBy(StorefrontProduct, { storefrontId: source.id });
      const now = this.clock.now(t);
      if (links.length)
        await t.tx.em.insert(
          StorefrontProduct,
          links.map((l) => ({ integrationId: t.integration.id, domain: t.domain, storefrontId: copy.id, productId: l.productId, createdAt: now })),
        );
      return copy;
    });
  }

  async ordersOf(ctx: RequestContext, ref: string, page: PageRequest): Promise<{ page: Page<Order>; views: OrderView[] }> {
    const storefront = await this.get(ctx, ref);
    const orders = await this.orders.list(ctx, page, { storefrontId: storefront.id });
    return { page: orders, views: await this.orders.views(ctx, orders.items) };
  }

  // ---- the hosted shop ----

  // A published storefront by its slug, with its live products; unknown and unpublished slugs are
  // "not found" alike.
  async forSlug(base: CallerBase, slug: string): Promise<{ ctx: RequestContext; storefront: Storefront; products: Product[] }> {
    const ctx = SLUG.test(slug ?? '') ? await contextForCapability(this.db, base, 'storefronts', 'slug', slug) : null;
    if (!ctx) throw notFound(STOREFRONT_NOT_FOUND);
    const storefront = await this.db.read(ctx, (em) => em.findOneBy(Storefront, { integrationId: ctx.integration.id, domain: ctx.domain, slug }));
    if (!storefront || storefront.status !== 'active') throw notFound(STOREFRONT_NOT_FOUND);
    return { ctx, storefront, products: (await this.liveProducts(ctx, storefront)).filter((p) => p.active) };
  }

  // A buyer's basket: an order on the storefront and a transaction for it, for the checkout.
  async buy(base: CallerBase, slug: string, params: BuyParams): Promise<{ accessCode: string; orderCode: string }> {
    const { ctx, storefront, products } = await this.forSlug(base, slug);
    const email = requireEmail(params.email);
    const items = products.flatMap((p) => {
      const raw = (params.quantities[String(p.id)] ?? '').trim();
      if (raw === '' || raw === '0') return [];
      if (!/^\d{1,6}$/.test(raw)) throw invalid(`quantity_${p.id}`, `Enter how many of ${p.name} you want, as a whole number`);
      return [{ item: p.id, quantity: Number(raw) }];
    });
    if (!items.length) throw invalid('items', 'Choose at least one product');
    const view = await this.orders.create(
      ctx,
      { email, firstName: params.firstName, lastName: params.lastName, currency: storefront.currency, items },
      storefront.id,
    );
    const { accessCode } = await this.orders.pay(ctx, view.order, params.callbackUrl ?? undefined);
    return { accessCode, orderCode: view.order.orderCode };
  }

  private async liveProducts(ctx: RequestContext, storefront: Storefront): Promise<Product[]> {
    const links = await this.db.read(ctx, (em) => em.find(StorefrontProduct, { where: { storefrontId: storefront.id }, order: { id: 'ASC' } }));
    return this.linked(
      ctx,
      links.map((l) => l.productId),
    );
  }

  private async linked(ctx: RequestContext, ids: number[]): Promise<Product[]> {
    return liveInOrder(ids, await this.products.byIds(ctx, ids));
  }

  private async insert(ctx: RequestContext, values: Pick<Storefront, 'name' | 'slug' | 'currency' | 'description' | 'status'>): Promise<Storefront> {
    try {
      return await this.db.transaction(ctx, async (t) => {
        const now = this.clock.now(t);
        const storefront = t.tx.em.create(Storefront, { integrationId: t.integration.id, domain: t.domain, ...values, createdAt: now, updatedAt: now });
        await t.tx.em.save(storefront);
        await this.events.record(t, { type: 'storefront.created', resource: `storefront:${storefront.id}`, payload: presentStorefront(storefront) });
        return storefront;
      });
    } catch (err) {
      if (isUniqueViolation(err, STOREFRONT_SLUG_INDEX)) throw slugTaken();
      throw err;
    }
  }

  private filtered(ctx: RequestContext, em: EntityManager, status: StorefrontStatus | undefined) {
    const qb = em.createQueryBuilder(Storefront, 's').where('s.integration_id = :i AND s.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (status) qb.andWhere('s.status = :status', { status });
    return qb;
  }

  private async find(ctx: RequestContext, em: EntityManager, ref: string): Promise<Storefront> {
    const value = (ref ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain };
    let storefront: Storefront | null = null;
    if (isNumericId(value)) storefront = await em.findOneBy(Storefront, { ...scope, id: Number(value) });
    if (!storefront && SLUG.test(value)) storefront = await em.findOneBy(Storefront, { ...scope, slug: value });
    if (!storefront) throw notFound(STOREFRONT_NOT_FOUND);
    return storefront;
  }
}

const slugTaken = (): DomainError => new DomainError('validation', 'Slug is not available', 'duplicate_slug', 'slug');

function checkStatus(value: string | undefined): StorefrontStatus | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(STATUSES as readonly string[]).includes(value)) throw invalid('status', 'status must be active or inactive');
  return value as StorefrontStatus;
}
