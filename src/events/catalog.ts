// The events a merchant's webhook receives: Paystack's names (reference/paystack-facts.md §3 and the
// spec's Events table). Everything else recorded in the outbox (customer.created, charge.updated,
// integration.settings_updated, test_clock.advanced, …) is internal: GraphQL subscriptions only.
// An explicit list rather than a pattern, so a new internal event can never leak to merchants.
export const WEBHOOK_EVENTS: ReadonlySet<string> = new Set([
  'charge.success',
  'charge.dispute.create',
  'charge.dispute.remind',
  'charge.dispute.resolve',
  'customeridentification.success',
  'customeridentification.failed',
  'dedicatedaccount.assign.success',
  'dedicatedaccount.assign.failed',
  'invoice.create',
  'invoice.update',
  'invoice.payment_failed',
  'paymentrequest.pending',
  'paymentrequest.success',
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
  'subscription.create',
  // The seed spec's name for subscription.create (its Events table): recorded beside it.
  'create.subscription',
  'subscription.disable',
  'subscription.not_renew',
  'subscription.expiring_cards',
  'transfer.success',
  'transfer.failed',
  'transfer.reversed',
  'bank.transfer.rejected',
  'direct_debit.authorization.created',
  'direct_debit.authorization.active',
  'preauthorization.reserve.success',
  'preauthorization.capture.success',
  'preauthorization.capture.failed',
  'preauthorization.release.success',
  'preauthorization.release.failed',
]);

export const isWebhookEvent = (type: string): boolean => WEBHOOK_EVENTS.has(type);
