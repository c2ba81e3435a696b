import type { Clock } from '../../core/clock';
import { checkIdentityClaim, maskDigits, verifyIdentity, type IdentityClaimInput } from '../../core/banks/identity';
import type { Logger } from '../../core/logger';
import type { RequestContext, Tx } from '../../core/request-context';
import { forUpdate } from '../../db/dialect';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import { Customer } from './customer.entity';
import { CustomerIdentification } from './customer-identification.entity';
import type { CustomerService } from './customer.service';

// POST /customer/:code/identification: the request is checked and stored at once (202 "Customer
// Identification in progress"); the simulated verifier (core/banks/identity.ts) decides when the
// row falls due, taken by a DueWorkRunner on any node, once, and answers with
// `customeridentification.success` or `.failed`. A success marks the customer identified.
export class CustomerIdentificationService {
  // Set by the module: wakes the runner once a request has committed.
  onDue: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly customers: CustomerService,
    private readonly log: Logger,
  ) {}

  async request(ctx: RequestContext, customerRef: string, input: IdentityClaimInput): Promise<CustomerIdentification> {
    const customer = await this.customers.get(ctx, customerRef);
    const claim = checkIdentityClaim(input);
    return this.db.transaction(ctx, async (t) => {
      const now = this.clock.now(ctx);
      const row = t.tx.em.create(CustomerIdentification, {
        integrationId: ctx.integration.id,
        domain: ctx.domain,
        customerId: customer.id,
        country: claim.country,
        type: claim.type,
        bvnMasked: maskDigits(claim.bvn),
        accountNumberMasked: claim.accountNumber === null ? null : maskDigits(claim.accountNumber),
        bankCode: claim.bankCode,
        claim,
        status: 'pending',
        reason: null,
        dueMs: now.getTime(),
        createdAt: now,
        updatedAt: now,
      });
      await t.tx.em.insert(CustomerIdentification, row);
      t.tx.afterCommit.push(() => this.onDue());
      return row;
    });
  }

  async forCustomers(ctx: RequestContext, customerIds: readonly number[]): Promise<CustomerIdentification[]> {
    if (!customerIds.length) return [];
    return this.db.read(ctx, (em) =>
      em
        .createQueryBuilder(CustomerIdentification, 'i')
        .where('i.integration_id = :i AND i.domain = :d AND i.customer_id IN (:...ids)', { i: ctx.integration.id, d: ctx.domain, ids: [...customerIds] })
        .orderBy('i.id', 'ASC')
        .getMany(),
    );
  }

  // DueWorkRunner handler: one pending identification, decided in the runner's transaction.
  async handleDue(tx: Tx, id: number): Promise<void> {
    const em = tx.em;
    const row = await forUpdate(em.createQueryBuilder(CustomerIdentification, 'i').where('i.id = :id', { id }), this.db.dialect).getOne();
    if (!row) return;
    if (row.status !== 'pending' || !row.claim) {
      if (row.dueMs !== null) await em.update(CustomerIdentification, { id }, { dueMs: null });
      return;
    }
    const t = await jobContext(tx, this.log, row.integrationId, row.domain);
    const now = this.clock.now(t);
    const verdict = verifyIdentity(row.claim);
    const customer = await forUpdate(em.createQueryBuilder(Customer, 'c').where('c.id = :id', { id: row.customerId }), this.db.dialect).getOneOrFail();
    const status = verdict.ok ? 'success' : 'failed';
    const reason = verdict.ok ? null : verdict.reason;
    // The full BVN and account number are not kept once they have been checked.
    await em.update(CustomerIdentification, { id }, { status, reason, claim: null, dueMs: null, updatedAt: now });
    if (verdict.ok) {
      const summary = { country: row.country, type: row.type, value: row.bvnMasked };
      const identifications = [...(customer.identifications ?? []).filter((i) => i.type !== row.type || i.country !== row.country), summary];
      await em.update(Customer, { id: customer.id }, { identified: true, identifications, updatedAt: now });
    }
    await this.events.record(t, {
      type: verdict.ok ? 'customeridentification.success' : 'customeridentification.failed',
      resource: `customer:${customer.id}`,
      payload: {
        customer_id: customer.id,
        customer_code: customer.customerCode,
        email: customer.email,
        identification: {
          country: row.country,
          type: row.type,
          bvn: row.bvnMasked,
          ...(row.accountNumberMasked === null ? { value: row.bvnMasked } : { account_number: row.accountNumberMasked, bank_code: row.bankCode }),
        },
        ...(reason ? { reason } : {}),
      },
    });
  }
}
