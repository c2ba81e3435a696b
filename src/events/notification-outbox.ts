import type { Clock } from '../core/clock';
import type { Page, PageRequest } from '../core/pagination';
import type { RequestContext, TxContext } from '../core/request-context';
import { paginate } from '../db/paginate';
import type { Database } from '../db/unit-of-work';
import { SimulatedEmail } from './notification.entity';

export interface Notification {
  // What it is about, e.g. paymentrequest:12, transfer:TRF_…
  resource: string;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  subject: string;
  body: string;
}

// Where every slice "sends" a notice to a person: recorded in the caller's DB transaction, never
// sent anywhere.
export class NotificationOutbox {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  async record(t: TxContext, n: Notification): Promise<void> {
    await t.tx.em.insert(SimulatedEmail, {
      integrationId: t.integration.id,
      domain: t.domain,
      resource: n.resource,
      channel: n.channel,
      recipient: n.recipient.slice(0, 254),
      subject: n.subject.slice(0, 255),
      body: n.body.slice(0, 4000),
      sentAt: this.clock.now(t),
    });
  }

  async list(ctx: RequestContext, page: PageRequest, resource?: string): Promise<Page<SimulatedEmail>> {
    return this.db.read(ctx, (em) => paginate(this.query(ctx, em, resource), page));
  }

  async count(ctx: RequestContext, resource?: string): Promise<number> {
    return this.db.read(ctx, (em) => this.query(ctx, em, resource).getCount());
  }

  private query(ctx: RequestContext, em: import('typeorm').EntityManager, resource?: string) {
    const qb = em.createQueryBuilder(SimulatedEmail, 'e').where('e.integration_id = :i AND e.domain = :d', { i: ctx.integration.id, d: ctx.domain });
    if (resource) qb.andWhere('e.resource = :r', { r: resource });
    return qb;
  }
}
