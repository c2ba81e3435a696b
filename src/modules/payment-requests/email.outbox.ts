import type { Clock } from '../../core/clock';
import type { Page, PageRequest } from '../../core/pagination';
import type { RequestContext, TxContext } from '../../core/request-context';
import { paginate } from '../../db/paginate';
import type { Database } from '../../db/unit-of-work';
import type { Customer } from '../customers/customer.entity';
import { Integration } from '../integrations/integration.entity';
import { SimulatedEmail, type PaymentRequest } from './payment-request.entity';
import { resourceOf } from './payment-request.store';

// The simulated e-mail outbox: invoice notifications Kobo would send, recorded (and shown over
// GraphQL) instead of sent.
export class EmailOutbox {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  // Nothing is sent anywhere: the e-mail lands in the simulated outbox and the request records it.
  async send(t: TxContext, request: PaymentRequest, customer: Customer): Promise<void> {
    const now = this.clock.now(t);
    const integration = await t.tx.em.findOneBy(Integration, { id: t.integration.id });
    const pending = request.amount - request.amountPaid;
    const what = request.invoiceNumber !== null ? `Invoice #${request.invoiceNumber}` : 'Payment request';
    await t.tx.em.insert(SimulatedEmail, {
      integrationId: t.integration.id,
      domain: t.domain,
      resource: resourceOf(request),
      channel: 'email',
      recipient: customer.email,
      subject: `${what} from ${integration?.name ?? 'your merchant'}`.slice(0, 255),
      body: [
        `${what} (${request.requestCode}) for ${request.currency} ${(pending / 100).toFixed(2)}.`,
        request.description ? `Description: ${request.description}` : null,
        request.dueDate ? `Due: ${request.dueDate.toISOString().slice(0, 10)}` : null,
        `Pay at: /invoice/${request.requestCode}`,
      ]
        .filter((l): l is string => l !== null)
        .join('\n')
        .slice(0, 4000),
      sentAt: now,
    });
    request.notifications = [...(request.notifications ?? []), { sent_at: now.toISOString(), channel: 'email' }];
  }

  async list(ctx: RequestContext, page: PageRequest, resource?: string): Promise<Page<SimulatedEmail>> {
    return this.db.read(ctx, (em) => {
      const qb = em.createQueryBuilder(SimulatedEmail, 'e').where('e.integration_id = :i AND e.domain = :d', { i: ctx.integration.id, d: ctx.domain });
      if (resource) qb.andWhere('e.resource = :r', { r: resource });
      return paginate(qb, page);
    });
  }

  async count(ctx: RequestContext, resource?: string): Promise<number> {
    return this.db.read(ctx, (em) => {
      const qb = em.createQueryBuilder(SimulatedEmail, 'e').where('e.integration_id = :i AND e.domain = :d', { i: ctx.integration.id, d: ctx.domain });
      if (resource) qb.andWhere('e.resource = :r', { r: resource });
      return qb.getCount();
    });
  }
}
