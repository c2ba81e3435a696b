import type { EntityManager } from 'typeorm';
import { isNumericId } from '../../core/ids';
import type { Clock } from '../../core/clock';
import { DomainError, notFound } from '../../core/errors';
import type { CallerBase, RequestContext, TxContext } from '../../core/request-context';
import { forUpdate } from '../../db/dialect';
import { contextForCapability } from '../../db/capability';
import type { Database } from '../../db/unit-of-work';
import type { Customer } from '../customers/customer.entity';
import type { CustomerService } from '../customers/customer.service';
import { PaymentRequest } from './payment-request.entity';

// A payment request with what its replies show beside it.
export interface PaymentRequestView {
  request: PaymentRequest;
  customer: Customer;
}

export const REQUEST_CODE = /^PRQ_[a-z0-9]{1,40}$/;

export const invoiceNotFound = (): DomainError => notFound('Payment request not found', 'not_found');

export const resourceOf = (r: PaymentRequest): string => `paymentrequest:${r.id}`;

// Persistence shared by the payment request use cases (requests, payments): scoped and locked
// lookups, the customer beside each request (batched), the write-back, and the context of a
// request code for callers without a key.
export class PaymentRequestStore {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly customers: CustomerService,
  ) {}

  // Writes back every field a use case may change (one UPDATE by id; the row is locked or new).
  async save(t: TxContext, request: PaymentRequest): Promise<void> {
    request.updatedAt = this.clock.now(t);
    const { id, integrationId: _i, domain: _d, requestCode: _c, createdAt: _at, ...fields } = request;
    await t.tx.em.update(PaymentRequest, { id }, fields as never);
  }

  async lockByCode(t: TxContext, code: string): Promise<PaymentRequest | null> {
    return forUpdate(
      t.tx.em
        .createQueryBuilder(PaymentRequest, 'p')
        .where('p.integration_id = :i AND p.domain = :d AND p.request_code = :code', { i: t.integration.id, d: t.domain, code }),
      this.db.dialect,
    ).getOne();
  }

  // The spec's paths take an id or a PRQ_ code.
  async find(ctx: RequestContext, em: EntityManager, ref: string, lock = false): Promise<PaymentRequest> {
    const value = (ref ?? '').trim();
    const qb = em.createQueryBuilder(PaymentRequest, 'p').where('p.integration_id = :i AND p.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (isNumericId(value)) qb.andWhere('p.id = :id', { id: Number(value) });
    else if (REQUEST_CODE.test(value)) qb.andWhere('p.request_code = :code', { code: value });
    else throw invoiceNotFound();
    const request = await (lock ? forUpdate(qb, this.db.dialect) : qb).getOne();
    if (!request) throw invoiceNotFound();
    return request;
  }

  async customerOf(ctx: RequestContext, em: EntityManager, request: PaymentRequest): Promise<Customer> {
    const [customer] = await this.customers.byIds({ ...ctx, tx: ctx.tx ?? { em, afterCommit: [] } }, [request.customerId]);
    if (!customer) throw new Error(`payment request ${request.id} has no customer ${request.customerId}`);
    return customer;
  }

  async views(ctx: RequestContext, em: EntityManager, rows: PaymentRequest[]): Promise<PaymentRequestView[]> {
    if (!rows.length) return [];
    const customers = await this.customers.byIds({ ...ctx, tx: ctx.tx ?? { em, afterCommit: [] } }, [...new Set(rows.map((r) => r.customerId))]);
    const byId = new Map(customers.map((c) => [c.id, c]));
    return rows.map((request) => {
      const customer = byId.get(request.customerId);
      if (!customer) throw new Error(`payment request ${request.id} has no customer ${request.customerId}`);
      return { request, customer };
    });
  }

  // The integration and mode a request code belongs to, for callers without a key.
  async contextForCode(base: CallerBase, code: string): Promise<RequestContext> {
    const ctx = REQUEST_CODE.test(code ?? '') ? await contextForCapability(this.db, base, 'payment_requests', 'request_code', code) : null;
    if (!ctx) throw invoiceNotFound();
    return ctx;
  }
}
