import type { Clock } from '../../core/clock';
import type { TxContext } from '../../core/request-context';
import type { NotificationOutbox } from '../../events/notification-outbox';
import type { Customer } from '../customers/customer.entity';
import { Integration } from '../integrations/integration.entity';
import type { PaymentRequest } from './payment-request.entity';
import { resourceOf } from './payment-request.store';

// The e-mail a payment request's customer gets (on issue, on notify): recorded in the simulated
// notification outbox, never sent.
export class InvoiceEmails {
  constructor(
    private readonly outbox: NotificationOutbox,
    private readonly clock: Clock,
  ) {}

  // Nothing is sent anywhere: the e-mail lands in the simulated outbox and the request records it.
  async send(t: TxContext, request: PaymentRequest, customer: Customer): Promise<void> {
    const now = this.clock.now(t);
    const integration = await t.tx.em.findOneBy(Integration, { id: t.integration.id });
    const pending = request.amount - request.amountPaid;
    const what = request.invoiceNumber !== null ? `Invoice #${request.invoiceNumber}` : 'Payment request';
    await this.outbox.record(t, {
      resource: resourceOf(request),
      channel: 'email',
      recipient: customer.email,
      subject: `${what} from ${integration?.name ?? 'your merchant'}`,
      body: [
        `${what} (${request.requestCode}) for ${request.currency} ${(pending / 100).toFixed(2)}.`,
        request.description ? `Description: ${request.description}` : null,
        request.dueDate ? `Due: ${request.dueDate.toISOString().slice(0, 10)}` : null,
        `Pay at: /invoice/${request.requestCode}`,
      ]
        .filter((l): l is string => l !== null)
        .join('\n'),
    });
    request.notifications = [...(request.notifications ?? []), { sent_at: now.toISOString(), channel: 'email' }];
  }
}
