import type { Lifecycle } from '../lifecycle';
import type { DisputeService } from './dispute.service';

// Every hook the disputes slice registers on a payment's life (modules/lifecycle.ts), in one
// place. Each runs in the DB transaction of the payment.
export function registerDisputeHooks(k: { lifecycle: Lifecycle }, disputes: DisputeService): void {
  // The simulated issuer disputes a charge of its dispute test card once it succeeds, after
  // charge.success (charge.dispute.create follows it).
  k.lifecycle.payment.afterSucceeded.register('disputes', disputes.afterSuccessHook);
}
