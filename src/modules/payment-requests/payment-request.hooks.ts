import type { Lifecycle } from '../lifecycle';
import type { InvoicePaymentService } from './invoice-payment.service';

// Every hook the payment-requests slice registers on a payment's life (modules/lifecycle.ts), in
// one place. Each runs in the DB transaction of the payment.
export function registerPaymentRequestHooks(k: { lifecycle: Lifecycle }, invoicePayments: InvoicePaymentService): void {
  // A checkout payment started for an invoice pays towards it; more than is still due refuses it.
  k.lifecycle.payment.succeeded.register('payment-requests', (t, view) => invoicePayments.onTransactionSuccess(t, view));
}
