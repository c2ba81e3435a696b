import { loaderOfLists } from '../../graphql/loaders';
import type { IntegrationServices } from '../integrations/integration.module';
import type { CustomerServices } from '../customers/customer.module';
import { PaymentRequestResolver } from './payment-request.resolver';
import type { NotificationServices } from '../../events/events.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { InvoiceCounter, PaymentRequest, PaymentRequestPayment } from './payment-request.entity';
import type { TransactionServices } from '../transactions/transaction.module';
import { invoiceWebRouter } from './invoice.web';
import { paymentRequestPublicRouter, paymentRequestRouter } from './payment-request.rest';
import { InvoiceEmails } from './invoice-email';
import { InvoicePaymentService } from './invoice-payment.service';
import { PaymentRequestService } from './payment-request.service';
import { PaymentRequestStore } from './payment-request.store';
import { registerPaymentRequestHooks } from './payment-request.hooks';

type Needs = Kernel & CustomerServices & IntegrationServices & TransactionServices & NotificationServices;

export const paymentRequestsModule = defineModule({
  name: 'payment-requests',
  entities: [PaymentRequest, PaymentRequestPayment, InvoiceCounter],
  services: (k: Needs) => {
    const store = new PaymentRequestStore(k.db, k.clock, k.customers);
    const paymentRequests = new PaymentRequestService(k.db, k.clock, k.events, store, new InvoiceEmails(k.notifications, k.clock), k.customers);
    const invoicePayments = new InvoicePaymentService(k.db, k.clock, k.events, store, k.transactions, k.paymentRecords, k.integrations);
    registerPaymentRequestHooks(k, invoicePayments);
    return { paymentRequests, invoicePayments };
  },
  publicRoutes: (s) => [paymentRequestPublicRouter(s.paymentRequests), invoiceWebRouter(s.invoicePayments, s.config.publicUrl)],
  routes: (s) => [paymentRequestRouter(s.paymentRequests, s.invoicePayments)],
  resolvers: [{ type: PaymentRequestResolver, make: (s) => new PaymentRequestResolver(s.paymentRequests, s.invoicePayments) }],
  loaders: (s, ctx) => ({
    paymentRequestTransactions: loaderOfLists((ids: readonly number[]) => s.invoicePayments.transactionsOf(ctx, ids)),
  }),
});

export type PaymentRequestServices = { paymentRequests: PaymentRequestService; invoicePayments: InvoicePaymentService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof paymentRequestsModule> {}
}
