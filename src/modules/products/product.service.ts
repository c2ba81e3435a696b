import { isUniqueViolation } from '../../db/errors';
import { In, IsNull, type EntityManager } from 'typeorm';
import { checkSplitCode } from '../../core/codes';
import type { Clock } from '../../core/clock';
import { DomainError, invalid, missing, notFound } from '../../core/errors';
import { isNumericId, newCode, randomString } from '../../core/ids';
import { MAX_AMOUNT } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, optionalText, requireText, type Metadata } from '../../core/validate';
import { paginate } from '../../db/paginate';
import { dbTime, execute } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { inStock, PageProduct, Product } from './product.entity';
import { presentProduct } from './product.presenter';

export interface CreateProductParams {
  name: string;
  description?: string | null;
  price?: number;
  currency?: string;
  unlimited?: boolean;
  quantity?: number | null;
  splitCode?: string | null;
  metadata?: Metadata | null;
  isShippable?: boolean;
  minimumOrderable?: number;
  maximumOrderable?: number | null;
}

export interface UpdateProductParams extends Partial<CreateProductParams> {
  active?: boolean;
}

export interface ProductFilter {
  active?: boolean;
  from?: Date;
  to?: Date;
}

// One line of stock to take: a product and how many of it.
export interface StockLine {
  productId: number;
  quantity: number;
}

export const PRODUCT_NOT_FOUND = 'Product not found';
export const soldOut = (name: string): DomainError => new DomainError('validation', `${name} is sold out`, 'out_of_stock', 'product');
const MAX_STOCK = 1_000_000_000;

// Products: the catalogue (create, list, fetch, update, delete), the products on a payment page,
// and their stock, which only ever moves through takeStock.
const LIVE_NAME_INDEX = { name: 'UQ_products_live_name', table: 'products', columns: ['integration_id', 'domain', 'live_name'] };
const duplicateName = () => new DomainError('validation', 'Product with same name already exists', 'duplicate_product', 'name');

export class ProductService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
  ) {}

  async create(ctx: RequestContext, params: CreateProductParams): Promise<Product> {
    const name = requireText(params.name, 'name', 100);
    const description = requireText(params.description, 'description', 1024);
    if (params.price === undefined) throw missing('price', 'Price is required');
    const price = checkPrice(params.price);
    if (params.currency === undefined) throw missing('currency', 'Currency is required');
    const currency = merchantCurrency(ctx, params.currency);
    const unlimited = params.unlimited ?? false;
    const quantity = unlimited
      ? params.quantity === undefined || params.quantity === null
        ? null
        : checkQuantity(params.quantity)
      : checkQuantity(params.quantity ?? 0);
    const splitCode = checkSplitCode(params.splitCode);
    const metadata = checkMetadata(params.metadata) ?? null;
    const [minimumOrderable, maximumOrderable] = checkOrderable(params.minimumOrderable ?? 1, params.maximumOrderable ?? null);
    return this.uniqueName(
      this.db.transaction(ctx, async (t) => {
        await this.assertNameFree(t, name);
        const now = this.clock.now(t);
        const product = t.tx.em.create(Product, {
          integrationId: t.integration.id,
          domain: t.domain,
          productCode: newCode('PROD'),
          name,
          liveName: name,
          description,
          slug: `${slugOf(name)}-${randomString(6)}`,
          currency,
          price,
          quantity,
          quantitySold: 0,
          unlimited,
          type: 'good',
          isShippable: params.isShippable ?? false,
          active: true,
          splitCode,
          metadata,
          minimumOrderable,
          maximumOrderable,
          createdAt: now,
          updatedAt: now,
          deletedAt: null,
        });
        await t.tx.em.save(product);
        await this.events.record(t, { type: 'product.created', resource: `product:${product.id}`, payload: presentProduct(product) });
        return product;
      }),
    );
  }

  async list(ctx: RequestContext, page: PageRequest, filter: ProductFilter = {}): Promise<Page<Product>> {
    return this.db.read(ctx, (em) => paginate(this.filtered(ctx, em, filter), page));
  }

  async count(ctx: RequestContext, filter: ProductFilter = {}): Promise<number> {
    return this.db.read(ctx, (em) => this.filtered(ctx, em, filter).getCount());
  }

  async get(ctx: RequestContext, ref: string): Promise<Product> {
    return this.db.read(ctx, (em) => this.find(ctx, em, ref));
  }

  // Products by id (the GraphQL loader and other slices' views), deleted ones included: an order
  // keeps naming what it sold.
  async byIds(ctx: RequestContext, ids: readonly number[]): Promise<Product[]> {
    if (!ids.length) return [];
    return this.db.read(ctx, (em) => em.findBy(Product, { integrationId: ctx.integration.id, domain: ctx.domain, id: In([...ids]) }));
  }

  async update(ctx: RequestContext, ref: string, params: UpdateProductParams): Promise<Product> {
    const changes: Partial<Product> = {};
    if (params.name !== undefined) changes.name = requireText(params.name, 'name', 100);
    if (params.description !== undefined) changes.description = optionalText(params.description, 'description', 1024) ?? null;
    if (params.price !== undefined) changes.price = checkPrice(params.price);
    if (params.currency !== undefined) changes.currency = merchantCurrency(ctx, params.currency);
    if (params.unlimited !== undefined) changes.unlimited = params.unlimited;
    if (params.quantity !== undefined && params.quantity !== null) changes.quantity = checkQuantity(params.quantity);
    if (params.splitCode !== undefined) changes.splitCode = checkSplitCode(params.splitCode);
    if (params.metadata !== undefined) changes.metadata = checkMetadata(params.metadata) ?? null;
    if (params.isShippable !== undefined) changes.isShippable = params.isShippable;
    if (params.active !== undefined) changes.active = params.active;
    return this.uniqueName(
      this.db.transaction(ctx, async (t) => {
        const product = await this.find(t, t.tx.em, ref, true);
        if (changes.name !== undefined && changes.name !== product.name) await this.assertNameFree(t, changes.name);
        const [minimumOrderable, maximumOrderable] = checkOrderable(
          params.minimumOrderable ?? product.minimumOrderable,
          params.maximumOrderable === undefined ? product.maximumOrderable : params.maximumOrderable,
        );
        Object.assign(product, changes, { minimumOrderable, maximumOrderable, updatedAt: this.clock.now(t) });
        // Stock already sold stays sold: the quantity is what the merchant has in all.
        if (!product.unlimited && (product.quantity ?? 0) < product.quantitySold)
          throw invalid('quantity', `Quantity cannot be less than the ${product.quantitySold} already sold`);
        if (!product.unlimited && product.quantity === null) product.quantity = product.quantitySold;
        // Written without quantity_sold: a sale committing meanwhile keeps its count.
        const { name, description, price, currency, unlimited, quantity, splitCode, metadata, isShippable, active, updatedAt } = product;
        await t.tx.em.update(
          Product,
          { id: product.id },
          {
            name,
            liveName: name,
            description,
            price,
            currency,
            unlimited,
            quantity,
            splitCode,
            metadata: metadata as never,
            isShippable,
            active,
            minimumOrderable,
            maximumOrderable,
            updatedAt,
          },
        );
        await this.events.record(t, { type: 'product.updated', resource: `product:${product.id}`, payload: presentProduct(product) });
        return product;
      }),
    );
  }

  // The check before the insert answers the common case; the unique index on live names answers
  // two requests racing with one name.
  private async uniqueName<T>(work: Promise<T>): Promise<T> {
    try {
      return await work;
    } catch (err) {
      if (isUniqueViolation(err, LIVE_NAME_INDEX)) throw duplicateName();
      throw err;
    }
  }

  // Deleted products leave the catalogue and pages; orders that sold one keep naming it.
  async remove(ctx: RequestContext, ref: string): Promise<void> {
    await this.db.transaction(ctx, async (t) => {
      const product = await this.find(t, t.tx.em, ref, true);
      const now = this.clock.now(t);
      const res = await execute(
        t.tx.em,
        'UPDATE products SET deleted_at = ?, live_name = NULL, active = ?, updated_at = ? WHERE id = ? AND deleted_at IS NULL',
        [dbTime(t.tx.em, Product, now), 0, dbTime(t.tx.em, Product, now), product.id],
      );
      if (res.affected !== 1) throw notFound(PRODUCT_NOT_FOUND);
      await t.tx.em.delete(PageProduct, { productId: product.id });
      await this.events.record(t, {
        type: 'product.deleted',
        resource: `product:${product.id}`,
        payload: { id: product.id, product_code: product.productCode },
      });
    });
  }

  // ---- products on payment pages ----

  // Adds products (by id) to a page the caller has already found; ones already on it stay once.
  // Every id must name one of the integration's live products, or nothing is added. `markPage`
  // (the pages slice turning it into a product page) runs in the same transaction, after the ids
  // are checked, so bad input changes nothing.
  async addToPage<P>(
    ctx: RequestContext,
    pageId: number,
    productIds: number[],
    markPage: (t: TxContext) => Promise<P>,
  ): Promise<{ page: P; products: Product[] }> {
    if (!productIds.length) throw missing('products', 'Products are required');
    if (productIds.length > 100) throw invalid('products', 'At most 100 products can be added at once');
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const ids = [...new Set(productIds)];
      const found = await em.findBy(Product, { integrationId: t.integration.id, domain: t.domain, id: In(ids), deletedAt: IsNull() });
      const absent = ids.find((id) => !found.some((p) => p.id === id));
      if (absent !== undefined) throw new DomainError('validation', 'Product does not exist', 'invalid_params', 'products', { product: absent });
      const page = await markPage(t);
      const existing = await em.findBy(PageProduct, { pageId, productId: In(ids) });
      const now = this.clock.now(t);
      const fresh = ids.filter((id) => !existing.some((e) => e.productId === id));
      if (fresh.length) {
        await em.insert(
          PageProduct,
          fresh.map((productId) => ({ integrationId: t.integration.id, domain: t.domain, pageId, productId, createdAt: now })),
        );
        await this.events.record(t, { type: 'page.products_added', resource: `page:${pageId}`, payload: { page: pageId, products: fresh } });
      }
      return { page, products: await this.onPage(t, pageId) };
    });
  }

  // The live products on a page, oldest added first.
  async onPage(ctx: RequestContext, pageId: number): Promise<Product[]> {
    return this.db.read(ctx, async (em) => {
      const links = await em.find(PageProduct, { where: { integrationId: ctx.integration.id, domain: ctx.domain, pageId }, order: { id: 'ASC' } });
      if (!links.length) return [];
      const products = await em.findBy(Product, { id: In(links.map((l) => l.productId)), deletedAt: IsNull() });
      const byId = new Map(products.map((p) => [p.id, p]));
      return links.flatMap((l) => byId.get(l.productId) ?? []);
    });
  }

  // Paying a product page (PageService.addPayCheck): the sum of its products' prices, refused up
  // front when one is sold out or inactive. The stock itself is taken when the payment succeeds.
  readonly pagePayCheck = async (ctx: RequestContext, page: { id: number; type: string; currency: string }): Promise<{ amount: number } | void> => {
    if (page.type !== 'product') return;
    const products = await this.onPage(ctx, page.id);
    if (!products.length) return;
    for (const p of products) {
      if (!p.active) throw new DomainError('validation', `${p.name} is not available`, 'invalid_params', 'product');
      if (!inStock(p)) throw soldOut(p.name);
      if (p.currency !== page.currency) throw invalid('product', `${p.name} is priced in ${p.currency}, not ${page.currency}`);
    }
    const amount = products.reduce((sum, p) => sum + p.price, 0);
    if (amount > MAX_AMOUNT) throw invalid('amount', 'Transaction amount limit exceeded');
    return { amount };
  };

  // A payment made on a product page succeeded (payment.succeeded, product.hooks.ts): one of each of
  // the page's products leaves stock, in the payment's own transaction. Sold out meanwhile: the
  // payment is refused (the whole transaction rolls back) rather than overselling.
  readonly pageSuccessHook = async (t: TxContext, view: { transaction: { metadata: Record<string, unknown> | null } }): Promise<void> => {
    const pageId = view.transaction.metadata?.page_id;
    if (typeof pageId !== 'number') return;
    const products = await this.onPage(t, pageId);
    if (products.length)
      await this.takeStock(
        t,
        products.map((p) => ({ productId: p.id, quantity: 1 })),
      );
  };

  // An order's lines checked against the catalogue: each product live, active, priced in the
  // order's currency, within its orderable bounds and in stock now (takeStock has the last word
  // when the order is paid).
  async checkLines(ctx: RequestContext, currency: string, lines: StockLine[]): Promise<Array<{ product: Product; quantity: number }>> {
    const products = await this.db.read(ctx, (em) =>
      em.findBy(Product, { integrationId: ctx.integration.id, domain: ctx.domain, id: In(lines.map((l) => l.productId)), deletedAt: IsNull() }),
    );
    const byId = new Map(products.map((p) => [p.id, p]));
    return lines.map((line) => {
      const p = byId.get(line.productId);
      if (!p) throw new DomainError('validation', 'Product does not exist', 'invalid_params', 'items');
      if (!p.active) throw new DomainError('validation', `${p.name} is not available`, 'invalid_params', 'items');
      if (p.currency !== currency) throw invalid('items', `${p.name} is priced in ${p.currency}, not ${currency}`);
      if (line.quantity < p.minimumOrderable) throw invalid('items', `At least ${p.minimumOrderable} of ${p.name} must be ordered`);
      if (p.maximumOrderable !== null && line.quantity > p.maximumOrderable)
        throw invalid('items', `At most ${p.maximumOrderable} of ${p.name} can be ordered`);
      if (!p.unlimited && (p.quantity ?? 0) - p.quantitySold < line.quantity) throw soldOut(p.name);
      return { product: p, quantity: line.quantity };
    });
  }

  // Takes stock of each line with one guarded UPDATE: it only matches while the product is
  // unlimited or has that many left, so concurrent sales can never take it below zero (the row lock
  // orders them; the loser matches no row). Lines go in product-id order so two sales of the same
  // products lock them in the same order. Must run inside the sale's transaction.
  async takeStock(t: TxContext, lines: StockLine[]): Promise<void> {
    const em = t.tx.em;
    const now = dbTime(em, Product, this.clock.now(t));
    for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
      const res = await execute(
        em,
        'UPDATE products SET quantity_sold = quantity_sold + ?, updated_at = ? WHERE id = ? AND integration_id = ? AND domain = ? AND deleted_at IS NULL AND (unlimited = ? OR quantity_sold + ? <= quantity)',
        [line.quantity, now, line.productId, t.integration.id, t.domain, 1, line.quantity],
      );
      if (res.affected !== 1) {
        const product = await em.findOneBy(Product, { id: line.productId });
        throw soldOut(product?.name ?? 'This product');
      }
      const product = await em.findOneByOrFail(Product, { id: line.productId });
      await this.events.record(t, { type: 'product.updated', resource: `product:${product.id}`, payload: presentProduct(product) });
    }
  }

  private async assertNameFree(t: TxContext, name: string): Promise<void> {
    const same = await t.tx.em.findOneBy(Product, { integrationId: t.integration.id, domain: t.domain, name, deletedAt: IsNull() });
    if (same) throw duplicateName();
  }

  private filtered(ctx: RequestContext, em: EntityManager, filter: ProductFilter) {
    const qb = em
      .createQueryBuilder(Product, 'p')
      .where('p.integration_id = :i AND p.domain = :d AND p.deleted_at IS NULL', { i: ctx.integration.id, d: ctx.domain });
    if (filter.active !== undefined) qb.andWhere('p.active = :active', { active: filter.active ? 1 : 0 });
    if (filter.from) qb.andWhere('p.created_at >= :from', { from: dbTime(em, Product, filter.from) });
    if (filter.to) qb.andWhere('p.created_at <= :to', { to: dbTime(em, Product, filter.to) });
    return qb;
  }

  private async find(ctx: RequestContext, em: EntityManager, ref: string, lock = false): Promise<Product> {
    const value = (ref ?? '').trim();
    const scope = { integrationId: ctx.integration.id, domain: ctx.domain, deletedAt: IsNull() };
    let product: Product | null = null;
    if (isNumericId(value))
      product = await em.findOne(Product, {
        where: { ...scope, id: Number(value) },
        ...(lock && this.db.dialect === 'mysql' ? { lock: { mode: 'pessimistic_write' as const } } : {}),
      });
    else if (/^PROD_[a-z0-9]{1,27}$/.test(value)) product = await em.findOneBy(Product, { ...scope, productCode: value });
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    return product;
  }
}

function checkPrice(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw invalid('price', 'Price must be a positive integer in minor units');
  if (value > MAX_AMOUNT) throw invalid('price', 'Price is too large');
  return value;
}

function checkQuantity(value: number): number {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_STOCK) throw invalid('quantity', 'Quantity must be a whole number, 0 or more');
  return value;
}

function checkOrderable(min: number, max: number | null): [number, number | null] {
  if (!Number.isSafeInteger(min) || min < 1 || min > MAX_STOCK) throw invalid('minimum_orderable', 'minimum_orderable must be a whole number, 1 or more');
  if (max !== null && (!Number.isSafeInteger(max) || max < min || max > MAX_STOCK))
    throw invalid('maximum_orderable', 'maximum_orderable must be a whole number, at least minimum_orderable');
  return [min, max];
}

function slugOf(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'product'
  );
}
