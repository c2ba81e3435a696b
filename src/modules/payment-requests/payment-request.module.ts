import DataLoader from 'dataloader';
import type { CustomerServices } from '../customers/customer.module';
import type { TransactionView } from '../transactions/transaction.presenter';
import { PaymentRequestResolver } from './payment-request.resolver';
import { defineModule, type Kernel } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import { invoiceWebRouter } from './invoice.web';
import { paymentRequestPublicRouter, paymentRequestRouter } from './payment-request.rest';
import { EmailOutbox } from './email.outbox';
import { InvoicePaymentService } from './invoice-payment.service';
import { PaymentRequestService } from './payment-request.service';
import { PaymentRequestStore } from './payment-request.store';

type Needs = Kernel & CustomerServices & TransactionServices;

export const paymentRequestsModule = defineModule({
  name: 'payment-requests',
  services: (k: Needs) => {
    const store = new PaymentRequestStore(k.db, k.clock, k.customers);
    const emailOutbox = new EmailOutbox(k.db, k.clock);
    const paymentRequests = new PaymentRequestService(k.db, k.clock, k.events, store, emailOutbox, k.customers);
    const invoicePayments = new InvoicePaymentService(k.db, k.clock, k.events, store, k.transactions, k.transactionStore);
    // A checkout payment started for an invoice pays towards it in the success transaction.
    k.transactionStore.addSuccessHook((t, view) => invoicePayments.onTransactionSuccess(t, view));
    return { paymentRequests, invoicePayments, emailOutbox };
  },
  publicRoutes: (s) => [paymentRequestPublicRouter(s.paymentRequests), invoiceWebRouter(s.invoicePayments, s.config.publicUrl)],
  routes: (s) => [paymentRequestRouter(s.paymentRequests, s.invoicePayments)],
  resolvers: [{ type: PaymentRequestResolver, make: (s) => new PaymentRequestResolver(s.paymentRequests, s.invoicePayments, s.emailOutbox) }],
  loaders: (s, ctx) => ({
    paymentRequestTransactions: new DataLoader<number, TransactionView[]>(async (ids) => {
      const byRequest = await s.invoicePayments.transactionsOf(ctx, ids);
      return ids.map((id) => byRequest.get(id) ?? []);
    }),
  }),
});

export type PaymentRequestServices = { paymentRequests: PaymentRequestService; invoicePayments: InvoicePaymentService; emailOutbox: EmailOutbox };
