import type { Clock } from '../../core/clock';
import { invalid, missing, notFound } from '../../core/errors';
import type { RequestContext } from '../../core/request-context';
import { isUniqueViolation } from '../../db/errors';
import { insertRow } from '../../db/insert';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { ApplePayDomain } from './apple-pay-domain.entity';

export const APPLE_PAY_DOMAIN_INDEX = { name: 'UQ_apple_pay_domains_name', table: 'apple_pay_domains', columns: ['integration_id', 'domain', 'domain_name'] };

// A host name as Apple accepts one for merchant validation: no scheme, port or path, at least two
// labels of letters, digits and inner hyphens, a last label that is not all digits.
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function checkDomainName(value: string | undefined): string {
  const v = (value ?? '').trim().toLowerCase().replace(/\.$/, '');
  if (!v) throw missing('domainName', 'Domain name is required');
  const labels = v.split('.');
  if (v.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1]!)) {
    throw invalid('domainName', 'Domain name is invalid: pass a domain or subdomain such as example.com, without a scheme or path');
  }
  return v;
}

// Apple Pay domains of an integration and mode (POST/GET/DELETE /apple-pay/domain). Kobo keeps the
// list; no Apple service is called, and the checkout page does not offer Apple Pay.
export class ApplePayService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
  ) {}

  // Registering a name already registered succeeds and changes nothing.
  async register(ctx: RequestContext, domainName: string | undefined): Promise<string> {
    const name = checkDomainName(domainName);
    try {
      await this.db.transaction(ctx, async (t) => {
        const em = t.tx.em;
        if (await em.existsBy(ApplePayDomain, { integrationId: t.integration.id, domain: t.domain, domainName: name })) return;
        const row = Object.assign(new ApplePayDomain(), { integrationId: t.integration.id, domain: t.domain, domainName: name, createdAt: this.clock.now(t) });
        await insertRow(em, ApplePayDomain, row);
        await this.events.record(t, { type: 'applepay.domain.registered', resource: `apple_pay_domain:${row.id}`, payload: { domainName: name } });
      });
    } catch (err) {
      // Registered at the same moment by another request: the one row is there.
      if (!ctx.tx && isUniqueViolation(err, APPLE_PAY_DOMAIN_INDEX)) return name;
      throw err;
    }
    return name;
  }

  async list(ctx: RequestContext): Promise<string[]> {
    const rows = await this.db.read(ctx, (em) =>
      em.find(ApplePayDomain, { where: { integrationId: ctx.integration.id, domain: ctx.domain }, order: { id: 'ASC' } }),
    );
    return rows.map((r) => r.domainName);
  }

  // A name not registered here (or in the other mode, or on another integration) is a 404.
  async unregister(ctx: RequestContext, domainName: string | undefined): Promise<string> {
    const name = checkDomainName(domainName);
    return this.db.transaction(ctx, async (t) => {
      const em = t.tx.em;
      const row = await em.findOneBy(ApplePayDomain, { integrationId: t.integration.id, domain: t.domain, domainName: name });
      if (!row) throw notFound('Domain name not found', 'domain_not_found');
      await em.delete(ApplePayDomain, { id: row.id });
      await this.events.record(t, { type: 'applepay.domain.unregistered', resource: `apple_pay_domain:${row.id}`, payload: { domainName: name } });
      return name;
    });
  }
}
