import type { Clock } from '../../core/clock';
import type { Logger } from '../../core/logger';
import type { Tx, TxContext } from '../../core/request-context';
import { forUpdate } from '../../db/dialect';
import type { Database } from '../../db/unit-of-work';
import type { EventRecorder } from '../../events/outbox';
import { jobContext } from '../../jobs/job-context';
import type { Customer } from '../customers/customer.entity';
import type { PaymentRecords } from '../transactions/payment-records.service';
import { Terminal, TerminalEvent } from './terminal.entity';
import type { TerminalEventStatus } from './terminal.rules';

// The invoice a device is asked to process, as the payment-requests slice sees it inside the
// device's transaction: what is still due on it, or why it can no longer be paid.
export type PayableInvoice = { requestCode: string; pending: number; currency: string; customer: Customer } | { refused: string };

export interface TerminalInvoices {
  payable(t: TxContext, id: number): Promise<PayableInvoice>;
}

// The simulated card a customer taps on a terminal: shown as the payment's `authorization`.
export const TERMINAL_CARD = {
  bin: '408408',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  card_type: 'visa DEBIT',
  bank: 'TEST BANK',
  country_code: 'NG',
  brand: 'visa',
  reusable: false,
} as const;

// The simulated device: it answers an event when it falls due on the integration's clock (a
// DueWorkRunner over terminal_events claims it, once, on any node). Viewing an invoice or printing
// a transaction is delivered; processing an invoice is delivered and the customer pays what is due
// on it at the terminal: a successful `pos` payment (fees, ledger, split, charge.success) that the
// payment-requests slice applies to the invoice through its success hook, in this same transaction.
export class TerminalDeviceService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly events: EventRecorder,
    private readonly invoices: TerminalInvoices,
    private readonly payments: Pick<PaymentRecords, 'recordReceivedTransfer'>,
    private readonly log: Logger,
  ) {}

  async handleDue(tx: Tx, id: number): Promise<void> {
    const rows: Array<{ integration_id: string | number; domain: 'test' | 'live' }> = await tx.em.query(
      'SELECT integration_id, domain FROM terminal_events WHERE id = ?',
      [id],
    );
    if (!rows[0]) return;
    const t = await jobContext(tx, this.log, Number(rows[0].integration_id), rows[0].domain);
    await this.answer(t, id);
  }

  private async answer(t: TxContext, id: number): Promise<void> {
    const em = t.tx.em;
    const event = await forUpdate(
      em.createQueryBuilder(TerminalEvent, 'e').where('e.id = :id AND e.integration_id = :i AND e.domain = :d', { id, i: t.integration.id, d: t.domain }),
      this.db.dialect,
    ).getOne();
    if (!event || event.status !== 'pending') {
      if (event && event.dueMs !== null) await em.update(TerminalEvent, { id }, { dueMs: null });
      return;
    }
    const now = this.clock.now(t);
    if (event.dueMs === null || event.dueMs > now.getTime()) return;
    const terminal = await em.findOneByOrFail(Terminal, { id: event.terminalId });
    let status: TerminalEventStatus = 'delivered';
    let failure: string | null = null;
    let transactionId: number | null = null;
    if (event.type === 'invoice' && event.action === 'process') {
      const invoice = await this.invoices.payable(t, event.dataId!);
      if ('refused' in invoice) [status, failure] = ['failed', invoice.refused];
      else transactionId = await this.pay(t, event, terminal, invoice);
    }
    await em.update(TerminalEvent, { id }, { status, failure, transactionId, dueMs: null, updatedAt: now });
    Object.assign(event, { status, failure, transactionId });
    await this.events.record(t, {
      type: `terminal.event_${status}`,
      resource: `terminal:${terminal.id}`,
      payload: { id: event.eventCode, terminal_id: terminal.terminalCode, type: event.type, action: event.action, status, transaction: transactionId, failure },
    });
  }

  private async pay(t: TxContext, event: TerminalEvent, terminal: Terminal, invoice: Exclude<PayableInvoice, { refused: string }>): Promise<number> {
    const view = await this.payments.recordReceivedTransfer(t, {
      // Only characters checkReference accepts: a reference Kobo makes is one a merchant could send.
      reference: `pos-${event.eventCode}`,
      amount: invoice.pending,
      currency: invoice.currency,
      customer: invoice.customer,
      payer: {
        authorization_code: null,
        ...TERMINAL_CARD,
        channel: 'pos',
        signature: null,
        account_name: null,
        receiver_bank_account_number: null,
        receiver_bank: null,
      },
      metadata: { payment_request: invoice.requestCode, terminal_id: terminal.terminalCode, terminal_event: event.eventCode },
      channel: 'pos',
      source: 'pos',
      received: `Card presented at terminal ${terminal.terminalCode}`,
      terminalId: terminal.terminalCode,
    });
    return view.transaction.id;
  }
}
