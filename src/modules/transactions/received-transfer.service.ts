import type { Clock } from '../../core/clock';
import { checkAmount, checkCurrency } from '../../core/money';
import type { TxContext } from '../../core/request-context';
import { transactionFee } from '../../ledger/fees';
import type { Customer } from '../customers/customer.entity';
import type { TransactionView } from './transaction.presenter';
import type { TransactionService } from './transaction.service';
import type { Transaction, TransactionSource } from './transaction.entity';
import type { ChargeCaller, TransactionOptions, TransactionStore } from './transaction.store';

export interface ReceivedTransfer {
  // The transaction's reference; a reused one is the documented duplicate error (withNewReference).
  reference: string;
  amount: number;
  currency: string;
  customer: Customer;
  // Shown as the transaction's `authorization`: the paying bank's account (no saved instrument).
  payer: Record<string, unknown>;
  metadata: Record<string, unknown> | null;
  // A subaccount split, checked and posted by the same option check and success hook as checkout's.
  options?: Partial<TransactionOptions>;
  // How the money came (`dedicated_nuban`, `pos`, …), shown as `channel`.
  channel: string;
  // Where the payment started (the dedicated account by default; a terminal, a virtual terminal).
  source?: TransactionSource;
  // The timeline's first entry (a bank transfer's by default).
  received?: string;
  // The terminal a `pos` payment was taken on (its terminal_id).
  terminalId?: string;
}

// Money a customer sent by bank transfer (into a dedicated account) or paid at a terminal, recorded
// as a payment that has already succeeded: no processor is asked, nothing waits on the customer. The
// transaction passes through the state table like any charge, so its fees, ledger posting, split and
// charge.success are the ones every other successful payment gets.
export class ReceivedTransferService {
  constructor(
    private readonly clock: Clock,
    private readonly store: TransactionStore,
    private readonly transactions: TransactionService,
  ) {}

  // Runs inside the caller's transaction (the transfer row and the payment commit together).
  async record(t: TxContext, p: ReceivedTransfer): Promise<TransactionView> {
    const amount = checkAmount(p.amount);
    const currency = checkCurrency(p.currency);
    const options = { subaccountCode: null, bearer: 'account' as const, ...p.options };
    // The sender fixed the amount: no price rule (plans) applies, and hooks can tell this payment
    // from a checkout's.
    const caller: ChargeCaller = { name: p.channel, amount, currency, successFields: {} };
    const charged = await this.store.checkOptions(t, { amount, currency, email: p.customer.email, options }, caller);
    const row = await this.transactions.insert(
      t,
      {
        reference: p.reference,
        email: p.customer.email,
        customerId: p.customer.id,
        source: p.source ?? 'dedicated_nuban',
        metadata: p.metadata,
        channel: p.channel,
        ...options,
        ...charged,
        payer: p.payer,
        terminalId: p.terminalId ?? null,
      },
      true,
    );
    const now = this.clock.now(t);
    const fees = transactionFee(amount, currency, p.channel);
    const received = this.store.appendLog(
      row,
      now.getTime(),
      { type: 'action', message: p.received ?? `Received a bank transfer from ${String(p.payer.sender_name ?? 'the payer')}` },
      { attempts: 1, channel: p.channel },
    );
    const log = this.store.appendLog(
      { log: received } as Transaction,
      now.getTime(),
      { type: 'success', message: `Successfully paid with ${p.channel}` },
      { success: true },
    );
    return this.store.transition(
      t,
      row,
      'success',
      { channel: p.channel, fees, paidAt: now, gatewayResponse: 'Approved', message: null, log },
      { customer: p.customer, authorization: null },
      caller,
    );
  }
}
