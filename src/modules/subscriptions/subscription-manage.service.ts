import type { Clock } from '../../core/clock';
import { DomainError } from '../../core/errors';
import { newRequestId } from '../../core/ids';
import type { Logger } from '../../core/logger';
import type { RequestContext, TxContext } from '../../core/request-context';
import type { ServerSecrets } from '../../db/server-secret';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { Customer } from '../customers/customer.entity';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { TransactionService } from '../transactions/transaction.service';
import { Subscription } from './subscription.entity';
import { presentSubscription, type SubscriptionView } from './subscription.presenter';
import type { SubscriptionService } from './subscription.service';

// What the card-update page charges to save a new card (minor units).
export const CARD_UPDATE_AMOUNT = 5_000;
const MANAGE_LINK_TTL_MS = 24 * 3_600_000;
// The metadata key of a card-update payment: the subscription it is for.
const CARD_UPDATE_KEY = 'kobo_subscription_update';

// The customer's side of a subscription: the signed manage link (by API, or recorded as an e-mail),
// the hosted page it opens, and the card-update payment that page starts.
export class SubscriptionManageService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly subscriptions: SubscriptionService,
    private readonly transactions: TransactionService,
    private readonly secrets: ServerSecrets,
    private readonly publicUrl: string,
    private readonly log: Logger,
  ) {}

  // GET /subscription/:code/manage/link: a signed link to the page where the customer updates the card.
  async manageLink(ctx: RequestContext, code: string): Promise<string> {
    const row = await this.db.read(ctx, (em) => this.subscriptions.byCode(ctx, em, code));
    const expires = this.clock.real().getTime() + MANAGE_LINK_TTL_MS;
    return `${this.publicUrl}/subscription/manage/${row.subscriptionCode}?token=${expires}.${await this.sign(row, expires)}`;
  }

  // POST /subscription/:code/manage/email: Kobo sends no e-mail; the request is recorded as an
  // event (with the link it would carry) for the dashboard and tests to see.
  async manageEmail(ctx: RequestContext, code: string): Promise<void> {
    const link = await this.manageLink(ctx, code);
    await this.db.transaction(ctx, async (t) => {
      const row = await this.subscriptions.byCode(t, t.tx.em, code);
      const customer = await t.tx.em.findOneByOrFail(Customer, { id: row.customerId });
      await this.events.record(t, {
        type: 'subscription.manage_email',
        resource: `subscription:${row.id}`,
        payload: { subscription_code: row.subscriptionCode, email: customer.email, link },
      });
    });
  }

  // ---- the hosted card-update page (signed link, no API key) ----

  async manageView(code: string, token: string | undefined): Promise<{ ctx: RequestContext; view: SubscriptionView }> {
    const ctx = await this.contextForLink(code, token);
    const { view } = await this.subscriptions.get(ctx, code);
    return { ctx, view };
  }

  // Starts a checkout for a small amount whose success replaces the subscription's card.
  async startCardUpdate(code: string, token: string | undefined): Promise<string> {
    const { ctx, view } = await this.manageView(code, token);
    if (view.subscription.status === 'complete' || view.subscription.status === 'cancelled') {
      throw new DomainError('validation', `This subscription is ${view.subscription.status}`, 'invalid_state');
    }
    const result = await this.transactions.initialize(ctx, {
      amount: CARD_UPDATE_AMOUNT,
      currency: view.plan.currency,
      email: view.customer.email,
      channels: ['card'],
      metadata: { [CARD_UPDATE_KEY]: view.subscription.subscriptionCode },
    });
    return result.authorizationUrl;
  }

  // ---- the card-update payment (success hooks, subscription.hooks.ts) ----

  // The subscription a successful payment updates the card of: one named in the card-update key
  // whose own customer paid. Metadata alone decides nothing (a merchant can put any key in a
  // charge's metadata): another customer's payment, or a code that names nothing, is no update.
  async cardUpdateOf(t: TxContext, tv: TransactionView): Promise<Subscription | null> {
    const code = tv.transaction.metadata?.[CARD_UPDATE_KEY];
    if (typeof code !== 'string') return null;
    const row = await this.subscriptions.byCode(t, t.tx.em, code, true).catch((err: unknown) => {
      if (err instanceof DomainError) return null;
      throw err;
    });
    return row && row.customerId === tv.customer.id ? row : null;
  }

  // A reusable card paid with becomes the subscription's.
  async swapCard(t: TxContext, row: Subscription, tv: TransactionView): Promise<void> {
    if (!tv.authorization?.reusable) return;
    row.authorizationId = tv.authorization.id;
    row.updatedAt = this.clock.now(t);
    await t.tx.em.update(Subscription, { id: row.id }, { authorizationId: row.authorizationId, updatedAt: row.updatedAt });
    const [view] = await this.subscriptions.views(t, t.tx.em, [row]);
    await this.events.record(t, { type: 'subscription.updated', resource: `subscription:${row.id}`, payload: presentSubscription(view!) });
  }

  // The page's own payment (its small amount) is refunded, whether or not the card could be kept:
  // a card that cannot be reused still cost the customer it.
  isCardUpdateCharge(tv: TransactionView): boolean {
    return tv.transaction.amount === CARD_UPDATE_AMOUNT;
  }

  private sign(row: Subscription, expires: number): Promise<string> {
    return this.secrets.sign('subscription-manage', linkText(row, expires));
  }

  // The manage page's caller: who holds a valid signed link for this subscription.
  private async contextForLink(code: string, token: string | undefined): Promise<RequestContext> {
    const denied = () => new DomainError('not_found', 'This link is invalid or has expired', 'invalid_link');
    const match = /^(\d{1,15})\.([A-Za-z0-9_-]{10,100})$/.exec(token ?? '');
    if (!match || !/^SUB_[A-Za-z0-9]{1,60}$/.test(code)) throw denied();
    const expires = Number(match[1]);
    if (expires < this.clock.real().getTime()) throw denied();
    const rows: Array<{ id: string | number; integration_id: string | number; domain: 'test' | 'live'; clock_offset: string | number }> = await this.db.read(
      {},
      (em) =>
        em.query(
          'SELECT s.id, s.integration_id, s.domain, i.test_clock_offset_ms AS clock_offset FROM subscriptions s JOIN integrations i ON i.id = s.integration_id WHERE s.subscription_code = ?',
          [code],
        ),
    );
    const r = rows[0];
    if (!r) throw denied();
    const requestId = newRequestId();
    const ctx: RequestContext = {
      requestId,
      integration: { id: Number(r.integration_id), testClockOffsetMs: Number(r.clock_offset) },
      domain: r.domain,
      log: this.log.child({ req_id: requestId }),
    };
    const row = await this.db.read(ctx, (em) => this.subscriptions.byCode(ctx, em, code));
    if (!(await this.secrets.verify('subscription-manage', linkText(row, expires), match[2]!))) throw denied();
    return ctx;
  }
}

// What a manage link signs: the subscription, its e-mail token (a new token voids old links) and
// the expiry.
const linkText = (row: Subscription, expires: number): string => `${row.integrationId}:${row.domain}:${row.subscriptionCode}:${row.emailToken}:${expires}`;
