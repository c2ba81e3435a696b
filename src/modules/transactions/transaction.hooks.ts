import type { LedgerService } from '../../ledger/ledger.service';
import type { AuthorizationService } from '../authorizations/authorization.service';
import type { CustomerService } from '../customers/customer.service';
import type { Lifecycle } from '../lifecycle';
import type { TransactionService } from './transaction.service';

interface Slices {
  lifecycle: Lifecycle;
  ledger: LedgerService;
  customers: CustomerService;
  authorizations: AuthorizationService;
}

// Every hook the transactions slice registers, in one place: its own part of a payment's success
// (modules/lifecycle.ts) and what it adds to another slice's replies.
export function registerTransactionHooks(k: Slices, transactions: TransactionService): void {
  // The payment's own posting is the first thing a success writes, before any posting that moves
  // part of it on (a subaccount's or a split group's share): GET /balance/ledger orders entries
  // by id and sums running balances in that order.
  k.lifecycle.payment.succeeded.register('transactions', async (t, { transaction: tx }) => {
    await k.ledger.postPayment(t, { id: tx.id, reference: tx.reference, currency: tx.currency, amount: tx.amount, fees: tx.fees ?? 0 });
  });
  // The customer record's transactions, authorizations and totals.
  k.customers.addRelationProvider((ctx, em, customer) => transactions.customerRelations(ctx, em, customer, k.authorizations));
}
