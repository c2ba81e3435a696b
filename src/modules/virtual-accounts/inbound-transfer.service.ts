import type { Clock } from '../../core/clock';
import { bankByNameOrCode } from '../../core/banks/directory';
import { checkAccountNumber } from '../../core/banks/rules';
import { invalid, missing } from '../../core/errors';
import { newCode, randomString } from '../../core/ids';
import { checkAmount } from '../../core/money';
import type { RequestContext, TxContext } from '../../core/request-context';
import { checkReference, optionalText } from '../../core/validate';
import { isUniqueViolation } from '../../db/errors';
import { InsertStatement } from '../../db/statements';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import type { CustomerService } from '../customers/customer.service';
import type { TransactionView } from '../transactions/transaction.presenter';
import type { PaymentRecords } from '../transactions/payment-records.service';
import type { TransactionService } from '../transactions/transaction.service';
import { DedicatedAccount, InboundTransfer, TRANSFER_REFERENCE_INDEX } from './dedicated-account.entity';
import { presentInboundTransfer, presentPayer } from './dedicated-account.presenter';
import { accountInactive, accountNotFound, checkDedicatedAccountNumber, providerOf, transferNeedsTestKey } from './dedicated-account.rules';
import type { DedicatedAccountService } from './dedicated-account.service';

export interface SimulateTransferParams {
  accountNumber?: string;
  // Minor units.
  amount?: number;
  senderName?: string | null;
  // A bank name, slug or code from the directory.
  senderBank?: string | null;
  senderAccountNumber?: string | null;
  // The bank's reference for the transfer, and the transaction's; generated when absent.
  reference?: string;
  narration?: string | null;
  // false: the bank holds its notice back; the transfer stays pending until a requery.
  record?: boolean;
}

export interface RequeryParams {
  accountNumber?: string;
  providerSlug?: string;
  date?: Date;
}

export interface TransferResult {
  transfer: InboundTransfer;
  account: DedicatedAccount;
  // The payment it became; null while pending.
  transaction: TransactionView | null;
}

const DIGITS = '0123456789';
const DAY_MS = 24 * 3600 * 1000;

// Money arriving in dedicated accounts: the simulated bank's transfers (a test-mode instrument,
// REST and GraphQL) recorded as successful dedicated_nuban payments, once per transfer reference,
// and the requery that records transfers whose notice was held back.
export class InboundTransferService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly accounts: DedicatedAccountService,
    private readonly customers: CustomerService,
    private readonly transactions: TransactionService,
    private readonly received: Pick<PaymentRecords, 'recordReceivedTransfer'>,
  ) {}

  // The same reference twice is one transfer: the second call answers the first's result, also
  // when the two race (the unique index on the reference lets one in; the other reads its result).
  async simulate(ctx: RequestContext, params: SimulateTransferParams): Promise<TransferResult> {
    if (ctx.domain !== 'test') throw transferNeedsTestKey();
    const accountNumber = checkDedicatedAccountNumber(params.accountNumber);
    if (params.amount === undefined || params.amount === null) throw missing('amount', 'Amount is required');
    const amount = checkAmount(params.amount);
    const senderName = optionalText(params.senderName, 'sender_name', 100) ?? 'KOBO TEST SENDER';
    const bankValue = optionalText(params.senderBank, 'sender_bank', 100);
    const bank = bankValue ? bankByNameOrCode(bankValue) : bankByNameOrCode('214');
    if (!bank) throw invalid('sender_bank', 'sender_bank must be a bank name, slug or code from GET /bank');
    const senderAccountNumber = params.senderAccountNumber?.trim() ? checkAccountNumber(params.senderAccountNumber, 'sender_account_number') : '0123456789';
    const reference = checkReference(params.reference) ?? randomString(30, DIGITS);
    const narration = optionalText(params.narration, 'narration', 255) ?? `NIP: ${senderName} -${senderAccountNumber}/${reference}`.slice(0, 255);
    const record = params.record ?? true;
    for (let tries = 0; ; tries++) {
      try {
        return await this.transactions.withNewReference(ctx, async (t) => {
          const earlier = await t.tx.em.findOneBy(InboundTransfer, { integrationId: t.integration.id, domain: t.domain, reference });
          if (earlier) return this.result(t, earlier);
          const account = await this.accounts.byNumber(t, accountNumber, true);
          if (!account.active) throw accountInactive();
          const transfer = Object.assign(new InboundTransfer(), {
            integrationId: t.integration.id,
            domain: t.domain,
            dedicatedAccountId: account.id,
            reference,
            amount,
            currency: account.currency,
            senderName,
            senderBank: bank.name,
            senderAccountNumber,
            narration,
            status: 'pending' as const,
            transactionId: null,
            createdAt: this.clock.now(t),
            recordedAt: null,
          });
          this.insert ??= new InsertStatement(t.tx.em.connection, InboundTransfer);
          await this.insert.insert(t.tx.em, transfer);
          await this.events.record(t, {
            type: 'dedicatedaccount.transfer_received',
            resource: `dedicated_account:${account.id}`,
            payload: presentInboundTransfer(transfer, account),
          });
          const transaction = record ? await this.recordOne(t, transfer, account) : null;
          return { transfer, account, transaction };
        });
      } catch (err) {
        // Another request with this reference committed first: the next try answers its result.
        if (!ctx.tx && tries < 3 && isUniqueViolation(err, TRANSFER_REFERENCE_INDEX)) continue;
        throw err;
      }
    }
  }

  // GET /dedicated_account/requery: records the account's transfers still pending (of one day when
  // `date` is given). Money that arrived while the account was active is recorded even if it has
  // since been deactivated. Returns how many were recorded.
  async requery(ctx: RequestContext, params: RequeryParams): Promise<number> {
    const accountNumber = checkDedicatedAccountNumber(params.accountNumber);
    const provider = params.providerSlug?.trim() ? providerOf(params.providerSlug, ctx.domain) : null;
    return this.db.transaction(ctx, async (t) => {
      const account = await this.accounts.byNumber(t, accountNumber, true);
      if (provider && provider.slug !== account.providerSlug) throw accountNotFound();
      const qb = t.tx.em
        .createQueryBuilder(InboundTransfer, 'x')
        .where("x.integration_id = :i AND x.domain = :d AND x.dedicated_account_id = :a AND x.status = 'pending'", {
          i: t.integration.id,
          d: t.domain,
          a: account.id,
        })
        .orderBy('x.id', 'ASC');
      if (params.date) {
        const from = new Date(Math.floor(params.date.getTime() / DAY_MS) * DAY_MS);
        qb.andWhere('x.created_at >= :from AND x.created_at < :to', { from, to: new Date(from.getTime() + DAY_MS) });
      }
      const pending = await qb.getMany();
      for (const transfer of pending) await this.recordOne(t, transfer, account);
      return pending.length;
    });
  }

  // A transfer as it stands, with the payment it became.
  private async result(t: TxContext, transfer: InboundTransfer): Promise<TransferResult> {
    const account = await t.tx.em.findOneByOrFail(DedicatedAccount, { integrationId: t.integration.id, domain: t.domain, id: transfer.dedicatedAccountId });
    const transaction = transfer.transactionId === null ? null : await this.transactions.get(t, String(transfer.transactionId));
    return { transfer, account, transaction };
  }

  private async recordOne(t: TxContext, transfer: InboundTransfer, account: DedicatedAccount): Promise<TransactionView> {
    const customer = await this.customers.get(t, String(account.customerId));
    const options = await this.accounts.splitOptions(t, account);
    const metadata: Record<string, unknown> = { receiver_account_number: account.accountNumber, receiver_bank: account.bankName };
    // A split code nothing applies (no hook wired) is kept on the payment for the record.
    if (account.splitCode && !('splitCode' in options)) metadata.split_code = account.splitCode;
    const view = await this.received.recordReceivedTransfer(t, {
      reference: transfer.reference,
      amount: transfer.amount,
      currency: transfer.currency,
      customer,
      payer: presentPayer(transfer, account, newCode('AUTH', 10)),
      metadata,
      options,
      channel: 'dedicated_nuban',
    });
    const now = this.clock.now(t);
    const moved = await t.tx.em.update(
      InboundTransfer,
      { id: transfer.id, status: 'pending' },
      { status: 'recorded', transactionId: view.transaction.id, recordedAt: now },
    );
    if (moved.affected === 0) throw new Error(`transfer ${transfer.id} was recorded twice`);
    Object.assign(transfer, { status: 'recorded', transactionId: view.transaction.id, recordedAt: now });
    await this.events.record(t, {
      type: 'dedicatedaccount.transfer_recorded',
      resource: `dedicated_account:${account.id}`,
      payload: presentInboundTransfer(transfer, account),
    });
    return view;
  }

  private insert?: InsertStatement<InboundTransfer>;
}
