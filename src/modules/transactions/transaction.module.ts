import { AbandonmentSweeper } from '../../jobs/abandonment';
import type { DueWorkRunner } from '../../jobs/due-work';
import type { LedgerServices } from '../../ledger/ledger.module';
import type { AuthorizationServices } from '../authorizations/authorization.module';
import type { CustomerServices } from '../customers/customer.module';
import type { IntegrationServices } from '../integrations/integration.module';
import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Transaction } from './transaction.entity';
import { ChargeResolver } from './charge.resolver';
import { chargeRouter } from './charge.rest';
import { BankTransferService } from './bank-transfer.service';
import { ChargeService } from './charge.service';
import { PartialDebitService } from './partial-debit.service';
import { PaymentRecords } from './payment-records.service';
import { ReceivedTransferService } from './received-transfer.service';
import { SessionTimeoutService } from './session-timeout.service';
import { TransactionResolver } from './transaction.resolver';
import { inlineRouter } from './inline.web';
import { transactionPublicRouter, transactionRouter } from './transaction.rest';
import { TransactionExportService } from './transaction-export.service';
import { registerTransactionHooks } from './transaction.hooks';
import { TransactionService } from './transaction.service';
import { TransactionStore } from './transaction.store';

type Needs = Kernel & IntegrationServices & CustomerServices & AuthorizationServices & LedgerServices;

export const transactionsModule = defineModule({
  name: 'transactions',
  entities: [Transaction],
  services: (k: Needs) => {
    const transactionStore = new TransactionStore(k.db.dialect, k.clock, k.events, k.lifecycle.payment);
    const paymentSessions = new SessionTimeoutService(k.db, k.clock, transactionStore, k.integrations);
    const transactions = new TransactionService(
      k.db,
      k.clock,
      k.events,
      transactionStore,
      k.customers,
      k.integrations,
      k.ledger,
      k.secrets,
      paymentSessions,
      k.config.publicUrl,
    );
    const transactionExport = new TransactionExportService(k.db, k.clock, transactions, transactionStore, k.secrets, k.config.publicUrl);
    const charges = new ChargeService(
      k.db,
      k.clock,
      transactionStore,
      transactions,
      k.customers,
      k.authorizations,
      k.processors,
      paymentSessions,
      k.log.child({ component: 'charges' }),
    );
    // Charges waiting on the payer away from Kobo are asked again when due on their integration's
    // clock (mobile money prompts, QR scans, EFT, Capitec Pay, Kuda): any node may, once.
    const chargeRunner = k.dueJob({
      name: 'charge-checks',
      table: 'transactions',
      // Few transactions are ever due: the claim range-scans IDX_transactions_due (jobs/due-probe.ts).
      where: "t.charge_status IN ('pay_offline', 'pending', 'open_url')",
      handle: (tx, id) => charges.handleDue(tx, id),
    });
    charges.onWaiting = () => chargeRunner.kick();
    const partialDebits = new PartialDebitService(k.db, k.clock, k.authorizations, k.processors, charges);
    const receivedTransfers = new ReceivedTransferService(k.clock, transactionStore, transactions);
    const paymentRecords = new PaymentRecords(transactionStore, receivedTransfers);
    const bankTransfers = new BankTransferService(k.db, k.clock, k.events, transactionStore, transactions, k.customers);
    registerTransactionHooks(k, transactions);
    const abandonment = new AbandonmentSweeper(
      k.integrations,
      paymentSessions,
      k.log.child({ component: 'abandonment' }),
      k.config.abandonSweepMs,
      k.config.dispatchEnabled,
    );
    return {
      transactionStore,
      paymentRecords,
      paymentSessions,
      transactions,
      transactionExport,
      charges,
      partialDebits,
      bankTransfers,
      abandonment,
      chargeRunner,
    };
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
  jobs: (s) => [{ start: () => s.abandonment.start(), stop: () => s.abandonment.stop(), clockMoved: (id) => s.abandonment.kick(id) }, s.chargeRunner],
});

// What other slices are handed. A payment's row is changed only through `paymentRecords` (the
// door: look up, reserve and release the refundable amount, give back, settle, record a received
// transfer); other slices join a payment's life through the hook points of modules/lifecycle.ts.
// (The store itself stays among the composed services for the tests that check its guards.)
export type TransactionServices = {
  paymentRecords: PaymentRecords;
  transactions: TransactionService;
  transactionExport: TransactionExportService;
  charges: ChargeService;
  partialDebits: PartialDebitService;
  bankTransfers: BankTransferService;
  chargeRunner: DueWorkRunner;
};

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof transactionsModule> {}
}
