import type { EntityManager } from 'typeorm';
import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import type { Database } from '../../db/unit-of-work';
import type { IntegrationService } from '../integrations/integration.service';
import { Transaction } from './transaction.entity';
import { ABANDONABLE } from './transaction.state';
import type { TransactionStore } from './transaction.store';

// Payment sessions that time out: a transaction still waiting for its customer past the
// integration's payment session timeout becomes `abandoned`, lazily when it is read or charged
// (expireIfDue) and in bulk for the sweeper (expireAbandoned, src/jobs/abandonment.ts).
export class SessionTimeoutService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly store: TransactionStore,
    private readonly integrations: IntegrationService,
  ) {}

  // Payment session timeout (IntegrationService settings; 0 = never): transactions still waiting
  // for the customer that long after initialization become `abandoned`. Applied lazily when a
  // transaction is read or charged, and in bulk here (for the job runner).
  async expireAbandoned(ctx: RequestContext, limit = 500): Promise<number> {
    const timeout = await this.sessionTimeout(ctx);
    if (!timeout) return 0;
    const cutoff = new Date(this.clock.now(ctx).getTime() - timeout * 1000);
    const ids = await this.db.read(ctx, (em) =>
      em
        .createQueryBuilder(Transaction, 't')
        .where('t.integration_id = :integration AND t.domain = :domain', { integration: ctx.integration.id, domain: ctx.domain })
        .select('t.id', 'id')
        .andWhere('t.charge_status IN (:...states)', { states: ABANDONABLE })
        .andWhere('t.created_at <= :cutoff', { cutoff })
        .orderBy('t.id', 'ASC')
        .limit(limit)
        .getRawMany<{ id: string | number }>(),
    );
    let n = 0;
    for (const { id } of ids) if ((await this.abandonIfDue(ctx, { id: Number(id) }, timeout)) === 'abandoned') n++;
    return n;
  }

  // The lazy half: one transaction, if it is due. True when its row changed since the caller may
  // have read it (abandoned here, or meanwhile by the sweep or a payment), so the caller reads again.
  async expireIfDue(ctx: RequestContext, key: { id: number } | { reference: string } | { accessCode: string }): Promise<boolean> {
    const timeout = await this.sessionTimeout(ctx);
    return timeout ? (await this.abandonIfDue(ctx, key, timeout)) !== 'unchanged' : false;
  }

  private async abandonIfDue(
    ctx: RequestContext,
    key: { id: number } | { reference: string } | { accessCode: string },
    timeout: number,
  ): Promise<'abandoned' | 'moved' | 'unchanged'> {
    const now = this.clock.now(ctx);
    const due = (row: Transaction | null): row is Transaction =>
      row !== null && ABANDONABLE.includes(row.chargeStatus) && row.createdAt.getTime() + timeout * 1000 <= now.getTime();
    const load = (em: EntityManager, lock: boolean) =>
      'id' in key
        ? this.store.byId(ctx, em, key.id, lock)
        : 'reference' in key
          ? this.store.byReference(ctx, em, key.reference, lock)
          : em.findOneBy(Transaction, { integrationId: ctx.integration.id, domain: ctx.domain, accessCode: key.accessCode });
    // Cheap unlocked look first: almost every read finds nothing to do. A row no longer waiting was
    // moved since the caller read it waiting (the sweep, kicked by the same clock move, may have
    // abandoned it a moment ago): the caller reads again rather than answer the state it read.
    const seen = await this.db.read(ctx, (em) => load(em, false));
    if (seen && !ABANDONABLE.includes(seen.chargeStatus)) return 'moved';
    if (!due(seen)) return 'unchanged';
    try {
      return await this.db.transaction(ctx, async (t) => {
        const row = await load(t.tx.em, true);
        if (!due(row)) return 'moved';
        await this.store.transition(t, row, 'abandoned', {
          gatewayResponse: 'The transaction was not completed',
          message: 'Payment session timed out',
          log: row.log ? this.store.appendLog(row, now.getTime(), { type: 'close', message: 'Payment session timed out' }) : null,
        });
        return 'abandoned';
      });
    } catch (err) {
      // Someone else moved it meanwhile (paid or abandoned it): their state stands.
      if (err instanceof DomainError && err.kind === 'conflict') return 'moved';
      throw err;
    }
  }

  private async sessionTimeout(ctx: RequestContext): Promise<number> {
    return (await this.integrations.settings(ctx)).paymentSessionTimeout;
  }
}
