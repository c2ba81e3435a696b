import type { Clock } from '../../core/clock';
import { DomainError, invalid } from '../../core/errors';
import { newCode, randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import { merchantCurrency } from '../../core/markets';
import type { CallerBase, RequestContext, TxContext } from '../../core/request-context';
import { checkMetadata, checkReference, requireEmail, type Metadata } from '../../core/validate';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { transactionFee } from '../../ledger/fees';
import { Customer } from '../customers/customer.entity';
import type { CustomerService } from '../customers/customer.service';
import { presentCustomer } from '../customers/customer.presenter';
import type { ChargeSession } from './charge-session';
import type { ChargeOutcome } from './charge.rules';
import { presentChargeReply, type TransactionView } from './transaction.presenter';
import type { TransactionService } from './transaction.service';
import type { Transaction } from './transaction.entity';
import type { TransactionStore } from './transaction.store';
import { CHARGEABLE } from './transaction.state';
import { checkoutServes } from '../../processor/channels';

export interface BankTransferChargeParams {
  email?: string;
  amount?: number;
  currency?: string;
  reference?: string;
  metadata?: Metadata | null;
  // bank_transfer.account_expires_at: until when the temporary account takes the transfer.
  accountExpiresAt?: Date;
}

// Paystack's pay-with-transfer sample (reference/paystack-doc-snippets/…/pwt): a managed test account.
const TEST_BANK = { slug: 'test-bank', name: 'Test Bank', id: 24 };
const ACCOUNT_NAME = 'KOBO-TEST-MANAGED-ACCOUNT';
// A KES charge is paid by Pesalink (Paystack's sample doc/payments/payment-methods/pesalink): the
// account is at Diamond Trust Bank Kenya, and the reply also names the amount and a transaction
// reference the payer quotes.
const PESALINK_BANK = { slug: 'dtbk-bank', name: 'Diamond Trust Bank Kenya Ltd', id: 225 };
// How long the temporary account waits when the request names no expiry.
export const ACCOUNT_TTL_MS = 30 * 60_000;
export const NO_PENDING_TRANSFER = 'No pending bank transfer exists for this reference';

// Pay with transfer (POST /charge with `bank_transfer`): the charge waits as pending_bank_transfer (state pending_transfer: charge_status holds 16 characters) on
// a temporary account. The simulated payer's transfer (POST /_test/bank_transfer/:reference/pay) of
// the exact amount makes it succeed like any payment (fees, ledger posting, charge.success); another
// amount is rejected back to the payer (bank.transfer.rejected, Paystack's INCORRECT_AMOUNT) and the
// account keeps waiting.
export class BankTransferService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly store: TransactionStore,
    private readonly transactions: TransactionService,
    private readonly customers: CustomerService,
  ) {}

  async start(ctx: RequestContext, params: BankTransferChargeParams): Promise<ChargeOutcome> {
    const email = requireEmail(params.email);
    const amount = checkAmount(params.amount);
    const currency = merchantCurrency(ctx, params.currency);
    const reference = checkReference(params.reference);
    const metadata = checkMetadata(params.metadata) ?? null;
    const now = this.clock.now(ctx);
    const expiresAt = params.accountExpiresAt ?? new Date(now.getTime() + ACCOUNT_TTL_MS);
    if (expiresAt.getTime() <= now.getTime()) throw invalid('bank_transfer.account_expires_at', 'account_expires_at must be in the future');
    return this.transactions.withNewReference(ctx, async (t) => {
      const { customer } = await this.customers.create(t, { email });
      const row = await this.transactions.insert(
        t,
        { reference: reference ?? randomString(15), amount, currency, email, customerId: customer.id, source: 'charge', metadata, channel: 'bank_transfer' },
        true,
      );
      return this.waitOnAccount(t, row, customer, expiresAt);
    });
  }

  // The hosted checkout's bank transfer (pay with transfer for an NGN payment, Pesalink for a KES
  // one): the initialized (or failed) transaction waits on a temporary account, as POST /charge's does.
  async startForAccessCode(base: CallerBase, accessCode: string): Promise<ChargeOutcome> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    return this.db.transaction(ctx, async (t) => {
      const row = await this.store.byAccessCode(t, t.tx.em, accessCode, true);
      if (!row) throw new DomainError('not_found', 'Transaction not found', 'transaction_not_found');
      if (!CHARGEABLE.includes(row.chargeStatus))
        throw new DomainError('validation', 'This transaction is not waiting for a new payment attempt', 'invalid_state');
      if (row.channels && !row.channels.includes('bank_transfer'))
        throw invalid('channel', 'Payment channel bank_transfer is not enabled for this transaction');
      if (!checkoutServes('bank_transfer', row.currency, t.domain))
        throw invalid('channel', `Payment channel bank_transfer is not available for ${row.currency} payments`);
      const customer = await t.tx.em.findOneByOrFail(Customer, { integrationId: t.integration.id, domain: t.domain, id: row.customerId });
      return this.waitOnAccount(t, row, customer, new Date(this.clock.now(t).getTime() + ACCOUNT_TTL_MS));
    });
  }

  private async waitOnAccount(t: TxContext, row: Transaction, customer: Customer, expiresAt: Date): Promise<ChargeOutcome> {
    const now = this.clock.now(t);
    const { amount, currency } = row;
    const session: ChargeSession = {
      processor: 'simulator',
      state: { expiresAtMs: expiresAt.getTime() },
      prompt: {
        display_text: 'Please make a transfer to the account specified',
        bank_transfer: {
          account_name: ACCOUNT_NAME,
          account_number: `9${randomString(9, '0123456789')}`,
          bank: currency === 'KES' ? PESALINK_BANK : TEST_BANK,
          account_expires_at: expiresAt.toISOString(),
          ...(currency === 'KES' ? { amount, transaction_reference: randomString(7, '0123456789') } : {}),
        },
      },
      details: null,
      signature: null,
    };
    const log = this.store.appendLog(
      row,
      now.getTime(),
      { type: 'action', message: 'Waiting for a bank transfer to the temporary account' },
      { attempts: (row.log?.attempts ?? 0) + 1, channel: 'bank_transfer' },
    );
    const view = await this.store.transition(
      t,
      row,
      'pending_transfer',
      { channel: 'bank_transfer', chargeSession: session as unknown as Transaction['chargeSession'], log },
      { customer, authorization: null },
    );
    return { view, data: presentChargeReply(view), message: 'Charge attempted' };
  }

  // Test mode, the checkout's button: the payer's bank sends the exact amount to the account the page
  // shows, as POST /_test/bank_transfer/:reference/pay does with the secret key.
  async payForAccessCode(base: CallerBase, accessCode: string): Promise<TransactionView> {
    const ctx = await this.transactions.contextForAccessCode(base, accessCode);
    if (ctx.domain !== 'test') throw new DomainError('validation', 'Only a test-mode payment can be paid by the test transfer', 'invalid_params', 'action');
    return this.db.transaction(ctx, async (t) => {
      const row = await this.store.byAccessCode(t, t.tx.em, accessCode, true);
      if (!row) throw new DomainError('not_found', 'Transaction not found', 'transaction_not_found');
      return (await this.pay(t, row.reference, row.amount, { name: 'Kobo Test Payer' })).view;
    });
  }

  // Test mode: the payer transfers `amount` to the temporary account of `reference`.
  async pay(
    ctx: RequestContext,
    reference: string,
    amountIn: number | undefined,
    sender: { name?: string; accountNumber?: string } = {},
  ): Promise<{ accepted: boolean; view: TransactionView }> {
    const amount = checkAmount(amountIn);
    return this.db.transaction(ctx, async (t) => {
      const row = await this.store.byReference(t, t.tx.em, reference.trim(), true);
      if (!row || row.chargeStatus !== 'pending_transfer') throw new DomainError('validation', NO_PENDING_TRANSFER, 'invalid_params', 'reference');
      const session = row.chargeSession as unknown as ChargeSession;
      const now = this.clock.now(t);
      if (now.getTime() >= Number(session.state.expiresAtMs))
        throw new DomainError('validation', 'The temporary account for this transaction has expired', 'invalid_params', 'reference');
      const view = await this.store.view(t, t.tx.em, row);
      if (amount !== row.amount) {
        await this.events.record(t, {
          type: 'bank.transfer.rejected',
          resource: `transaction:${row.id}`,
          payload: {
            bank_transfer: { amount: String(amount), message: 'incorrect amount sent', message_type: 'INCORRECT_AMOUNT', transaction_id: String(row.id) },
            customer: presentCustomer(view.customer),
          },
        });
        return { accepted: false, view };
      }
      const senderAccount = sender.accountNumber ?? '0000000553';
      const pesalink = row.currency === 'KES';
      const account = session.prompt.bank_transfer ?? {};
      // Paystack's charge.success samples for pay with transfer and Pesalink: a managed account's
      // authorization (the sender's account masked as bin and last4, never reusable) with the sender.
      const payer = {
        authorization_code: newCode('AUTH', 10),
        bin: `${senderAccount.slice(0, 3)}XXX`,
        last4: `X${senderAccount.slice(-3)}`,
        exp_month: String(now.getUTCMonth() + 1).padStart(2, '0'),
        exp_year: String(now.getUTCFullYear()),
        channel: 'bank_transfer',
        card_type: 'transfer',
        bank: pesalink ? 'Diamond Trust Bank Limited' : null,
        country_code: pesalink ? 'KE' : 'NG',
        brand: 'Managed Account',
        reusable: false,
        signature: null,
        account_name: null,
        sender_country: pesalink ? 'KE' : 'NG',
        sender_bank: null,
        sender_bank_account_number: `XXXXXXX${senderAccount.slice(-3)}`,
        sender_name: sender.name ?? 'Kobo Test Payer',
        narration: pesalink ? null : `Payment for ${row.reference}`,
        // The sample's Pesalink payment names the account it arrived at.
        ...(pesalink ? { receiver_bank_account_number: account.account_number ?? null, receiver_bank: PESALINK_BANK.name } : {}),
      };
      const fees = transactionFee(amount, row.currency, 'bank_transfer');
      const log = this.store.appendLog(row, now.getTime(), { type: 'success', message: 'Successfully paid with bank_transfer' }, { success: true });
      // The payer's account shows as the transaction's `authorization` (as a dedicated account's
      // transfer does); written first, so charge.success carries it.
      await t.tx.em.update('transactions', { id: row.id }, { payer });
      row.payer = payer;
      const paid = await this.store.transition(
        t,
        row,
        'success',
        { fees, paidAt: now, gatewayResponse: 'Approved', message: null, log },
        { customer: view.customer, authorization: null },
      );
      return { accepted: true, view: paid };
    });
  }
}
