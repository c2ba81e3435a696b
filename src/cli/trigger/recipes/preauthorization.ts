import type { Kit } from '../kit';
import type { Recipe } from '../recipe';
import { paidCharge } from './charges';

// Paystack's reserve sample holds the funds for a day; Kobo keeps that on the integration's clock.
const HOLD_S = 24 * 3600;

// A hold on a card saved by a successful charge (POST /preauthorization/reserve_authorization).
async function reserved(k: Kit, amount = 50_000): Promise<{ reference: string }> {
  const email = k.email('preauth');
  const { authorization } = await paidCharge(k, { email, amount: 10_000 });
  const reference = `${k.tag}-pre`;
  k.step(`reserving NGN ${(amount / 100).toLocaleString('en')} on ${authorization} (${reference})`);
  await k.post('/preauthorization/reserve_authorization', { email, amount, authorization_code: authorization, reference });
  k.record('preauthorization', reference);
  return { reference };
}

// After the expiry date the hold has lapsed: a capture or a release is refused (400) and recorded as failed.
async function lapsed(k: Kit, what: 'capture' | 'release'): Promise<string> {
  const { reference } = await reserved(k);
  await k.advance(HOLD_S + 1, 'past the expiry date of the hold');
  k.step(`${what === 'capture' ? 'capturing' : 'releasing'} the lapsed hold`);
  const res = await k.attempt('POST', `/preauthorization/${what}`, { reference });
  if (res.status !== 400) throw new Error(`the ${what} of a lapsed hold answered ${res.status}, not 400`);
  return reference;
}

export const preauthorizationRecipes: Recipe[] = [
  {
    event: 'preauthorization.reserve.success',
    does: 'holds NGN 500 on a card saved by a test charge (reserve_authorization)',
    async run(k) {
      const { reference } = await reserved(k);
      return k.waitFor('preauthorization.reserve.success', (d) => d.reference === reference);
    },
  },
  {
    event: 'preauthorization.capture.success',
    does: 'holds NGN 500 on a saved card, then captures NGN 400 of it (a transaction)',
    async run(k) {
      const { reference } = await reserved(k);
      k.step('capturing NGN 400');
      await k.post('/preauthorization/capture', { reference, amount: 40_000 });
      return k.waitFor('preauthorization.capture.success', (d) => d.reference === reference);
    },
  },
  {
    event: 'preauthorization.capture.failed',
    does: 'holds NGN 500 on a saved card, moves the test clock past its expiry date, then captures it',
    async run(k) {
      const reference = await lapsed(k, 'capture');
      return k.waitFor('preauthorization.capture.failed', (d) => d.reference === reference);
    },
  },
  {
    event: 'preauthorization.release.success',
    does: 'holds NGN 500 on a saved card, then releases the hold',
    async run(k) {
      const { reference } = await reserved(k);
      k.step('releasing the hold');
      await k.post('/preauthorization/release', { reference });
      return k.waitFor('preauthorization.release.success', (d) => d.reference === reference);
    },
  },
  {
    event: 'preauthorization.release.failed',
    does: 'holds NGN 500 on a saved card, moves the test clock past its expiry date, then releases it',
    async run(k) {
      const reference = await lapsed(k, 'release');
      return k.waitFor('preauthorization.release.failed', (d) => d.reference === reference);
    },
  },
];
