import { AbandonmentSweeper } from '../../jobs/abandonment';
import type { LedgerServices } from '../../ledger/ledger.module';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import type { IntegrationServices } from '../integrations/integration.module';
import type { SubaccountServices } from '../subaccounts/subaccount.module';
import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { ChargeResolver } from './charge.resolver';
import { chargeRouter } from './charge.rest';
import { BankTransferService } from './bank-transfer.service';
import { ChargeService } from './charge.service';
import { PartialDebitService } from './partial-debit.service';
import { ReceivedTransferService } from './received-transfer.service';
import { SessionTimeoutService } from './session-timeout.service';
import { TransactionResolver } from './transaction.resolver';
import { inlineRouter } from './inline.web';
import { transactionPublicRouter, transactionRouter } from './transaction.rest';
import { TransactionExportService } from './transaction-export.service';
import { TransactionService } from './transaction.service';
import { TransactionStore } from './transaction.store';

type Needs = Kernel & IntegrationServices & CustomerServices & AuthorizationServices & LedgerServices & SubaccountServices;

export const transactionsModule = defineModule({
  name: 'transactions',
  services: (k: Needs) => {
    const transactionStore = new TransactionStore(k.db.dialect, k.clock, k.events);
    // Splits: `subaccount`, `transaction_charge` and `bearer` are checked and worked out at
    // initialize/charge, and posted to the ledger on success.
    transactionStore.addOptionCheck(k.subaccounts.optionCheck);
    transactionStore.addSuccessHook(k.subaccounts.successHook);
    const paymentSessions = new SessionTimeoutService(k.db, k.clock, transactionStore, k.integrations);
    const transactions = new TransactionService(k.db, k.clock, k.events, transactionStore, k.customers, k.integrations, k.ledger, k.secrets, paymentSessions, k.config.publicUrl);
    const transactionExport = new TransactionExportService(k.db, k.clock, transactions, transactionStore, k.secrets, k.config.publicUrl);
    const charges = new ChargeService(k.db, k.clock, transactionStore, transactions, k.customers, k.authorizations, k.ledger, k.processors, paymentSessions);
    const partialDebits = new PartialDebitService(k.db, k.clock, k.authorizations, k.processors, charges);
    const receivedTransfers = new ReceivedTransferService(k.clock, transactionStore, transactions, k.ledger);
    const bankTransfers = new BankTransferService(k.db, k.clock, k.events, transactionStore, transactions, k.customers, k.ledger);
    k.customers.addRelationProvider((ctx, em, customer) => transactions.customerRelations(ctx, em, customer, k.authorizations));
    const abandonment = new AbandonmentSweeper(k.integrations, paymentSessions, k.log.child({ component: 'abandonment' }), k.config.abandonSweepMs, k.config.dispatchEnabled);
    return { transactionStore, paymentSessions, transactions, transactionExport, charges, partialDebits, receivedTransfers, bankTransfers, abandonment };
  },
  // Authenticated by their own signed tokens, not by an API key.
  publicRoutes: (s) => [transactionPublicRouter(s.transactionExport), inlineRouter({ transactions: s.transactions, integrations: s.integrations })],
  routes: (s) => [transactionRouter(s.transactions, s.transactionExport), chargeRouter(s.charges, s.partialDebits, s.bankTransfers)],
  resolvers: [
    { type: TransactionResolver, make: (s) => new TransactionResolver(s.transactions, s.charges, s.partialDebits) },
    { type: ChargeResolver, make: (s) => new ChargeResolver(s.charges, s.transactions) },
  ],
  loaders: (s, ctx) => ({
    transactionById: loaderById((ids) => s.transactions.byIds(ctx, ids)),
  }),
  // A moved test clock may time out sessions at once: sweep that integration now, not at the next tick.
  jobs: (s) => [{ start: () => s.abandonment.start(), stop: () => s.abandonment.stop(), clockMoved: (id) => s.abandonment.kick(id) }],
});

export type TransactionServices = {
  transactionStore: TransactionStore;
  transactions: TransactionService;
  transactionExport: TransactionExportService;
  charges: ChargeService;
  partialDebits: PartialDebitService;
  receivedTransfers: ReceivedTransferService;
  bankTransfers: BankTransferService;
};

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof transactionsModule> {}
}
