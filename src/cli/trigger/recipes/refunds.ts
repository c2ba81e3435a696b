import { CARDS, type Kit } from '../kit';
import type { Recipe } from '../recipe';
import { ensureBalance, paidCharge } from './charges';

// A partial refund of a fresh payment (the payment's own money covers it), then the refund delay
// on the test clock, once per step: pending → processing → processed | failed | needs-attention.
async function refund(k: Kit, card: (typeof CARDS)[keyof typeof CARDS], until: 'pending' | 'processing' | 'done', done = 'refund.processed') {
  const { reference } = await paidCharge(k, { card });
  // The refund leaves the balance when it moves to processing; a short balance would hold it pending.
  if (until !== 'pending') await ensureBalance(k, 100_000);
  k.step('refunding part of it');
  const r = await k.post('/refund', { transaction: reference, amount: 100_000, merchant_note: 'kobo trigger' });
  k.record('refund', r.id);
  const ours = (d: Record<string, any>) => d.transaction_reference === reference;
  const pending = await k.waitFor('refund.pending', ours);
  if (until === 'pending') return pending;
  const { refundSettings } = await k.graphql('{ refundSettings { refundDelaySeconds } }');
  const delay = Number(refundSettings.refundDelaySeconds) + 1;
  await k.advance(delay, 'the refund delay: pending → processing');
  const processing = await k.waitFor('refund.processing', ours);
  if (until === 'processing') return processing;
  await k.advance(delay, 'the refund delay again: the processor answers');
  return k.waitFor(done, ours);
}

export const refundRecipes: Recipe[] = [
  { event: 'refund.pending', does: 'pays with a test card and refunds NGN 1,000 of it', run: (k) => refund(k, CARDS.success, 'pending') },
  {
    event: 'refund.processing',
    does: 'as refund.pending, then advances the test clock by the refund delay',
    run: (k) => refund(k, CARDS.success, 'processing'),
  },
  { event: 'refund.processed', does: 'as refund.processing, then advances the clock by the refund delay again', run: (k) => refund(k, CARDS.success, 'done') },
  {
    event: 'refund.failed',
    does: 'refunds a payment of the refund-fails card (4084 0800 0067 1803) through both delays',
    run: (k) => refund(k, CARDS.refundFails, 'done', 'refund.failed'),
  },
  {
    event: 'refund.needs-attention',
    does: 'refunds a payment of the needs-attention card (4084 0800 0067 1902) through both delays',
    run: (k) => refund(k, CARDS.refundNeedsAttention, 'done', 'refund.needs-attention'),
  },
];
