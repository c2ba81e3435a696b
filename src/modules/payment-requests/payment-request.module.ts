import DataLoader from 'dataloader';
import type { CustomerServices } from '../customers/customer.module';
import type { TransactionView } from '../transactions/transaction.presenter';
import { PaymentRequestResolver } from './payment-request.resolver';
import { defineModule, type Kernel } from '../module';
import type { TransactionServices } from '../transactions/transaction.module';
import { invoiceWebRouter } from './invoice.web';
import { paymentRequestPublicRouter, paymentRequestRouter } from './payment-request.rest';
import { PaymentRequestService } from './payment-request.service';

type Needs = Kernel & CustomerServices & TransactionServices;

export const paymentRequestsModule = defineModule({
  name: 'payment-requests',
  services: (k: Needs) => {
    const paymentRequests = new PaymentRequestService(k.db, k.clock, k.events, k.customers, k.transactions, k.transactionStore);
    // A checkout payment started for an invoice pays towards it in the success transaction.
    k.transactionStore.addSuccessHook((t, view) => paymentRequests.onTransactionSuccess(t, view));
    return { paymentRequests };
  },
  publicRoutes: (s) => [paymentRequestPublicRouter(s.paymentRequests), invoiceWebRouter(s.paymentRequests)],
  routes: (s) => [paymentRequestRouter(s.paymentRequests)],
  resolvers: [{ type: PaymentRequestResolver, make: (s) => new PaymentRequestResolver(s.paymentRequests) }],
  loaders: (s, ctx) => ({
    paymentRequestTransactions: new DataLoader<number, TransactionView[]>(async (ids) => {
      const byRequest = await s.paymentRequests.transactionsOf(ctx, ids);
      return ids.map((id) => byRequest.get(id) ?? []);
    }),
  }),
});

export type PaymentRequestServices = { paymentRequests: PaymentRequestService };
