import { DomainError, invalid, notFound } from '../../core/errors';
import { loaderById, loaderOfLists } from '../../graphql/loaders';
import type { DueWorkRunner } from '../../jobs/due-work';
import type { NotificationServices } from '../../events/events.module';
import type { CustomerServices } from '../customers/customer.module';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Terminal, TerminalEvent, VirtualTerminal, VirtualTerminalDestination } from './terminal.entity';
import type { PaymentRequestServices } from '../payment-requests/payment-request.module';
import { presentSplit } from '../splits/split.presenter';
import type { SplitServices } from '../splits/split.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { TerminalDeviceService, type PayableInvoice } from './terminal-device.service';
import { TerminalEventResolver, TerminalResolver } from './terminal.resolver';
import { terminalRouter, virtualTerminalRouter } from './terminal.rest';
import { TerminalService } from './terminal.service';
import { VirtualTerminalResolver } from './virtual-terminal.resolver';
import { VirtualTerminalService } from './virtual-terminal.service';

type Needs = Kernel & CustomerServices & TransactionServices & SplitServices & PaymentRequestServices & NotificationServices;

const invoiceNotFound = () => notFound('Invoice not found', 'invoice_not_found');

export const terminalsModule = defineModule({
  name: 'terminals',
  entities: [Terminal, TerminalEvent, VirtualTerminal, VirtualTerminalDestination],
  services: (k: Needs) => {
    // An event names an invoice (by id and offline reference) or a transaction of this integration.
    const terminals = new TerminalService(k.db, k.clock, k.events, {
      checkInvoice: async (ctx, id, reference) => {
        const view = await k.paymentRequests.get(ctx, String(id)).catch((err: unknown) => {
          throw err instanceof DomainError && err.kind === 'not_found' ? invoiceNotFound() : err;
        });
        if (view.request.archived || (reference !== null && view.request.offlineReference !== reference)) throw invoiceNotFound();
      },
      checkTransaction: async (ctx, id) => {
        await k.transactions.get(ctx, String(id));
      },
    });
    // The device pays what is still due on an invoice; the payment-requests slice's success hook
    // applies it (and refuses an overpayment should two payments race).
    const device = new TerminalDeviceService(
      k.db,
      k.clock,
      k.events,
      {
        payable: async (t, id): Promise<PayableInvoice> => {
          const { request, customer } = await k.paymentRequests.get(t, String(id));
          if (request.archived) return { refused: 'The invoice is archived' };
          if (request.status === 'draft') return { refused: 'The invoice is a draft and cannot be paid yet' };
          const pending = request.amount - request.amountPaid;
          if (request.status !== 'pending' || pending <= 0) return { refused: 'The invoice has already been paid' };
          return { requestCode: request.requestCode, pending, currency: request.currency, customer };
        },
      },
      k.paymentRecords,
      k.log.child({ component: 'terminal-device' }),
    );
    // Each event is answered when it falls due on its integration's clock; any node may take it, once.
    const terminalRunner = k.dueJob({
      name: 'terminal-events',
      table: 'terminal_events',
      where: "t.status = 'pending'",
      handle: (tx, id) => device.handleDue(tx, id),
      log: k.log.child({ component: 'terminal-runner' }),
    });
    // A virtual terminal's split_code names a split group of this integration, active and in the
    // terminal's currency; its payments are shared by it through the splits slice's hooks.
    const virtualTerminals = new VirtualTerminalService(k.db, k.clock, k.events, {
      checkSplit: async (t, splitCode, currency) => {
        const view = await k.splits.get(t, splitCode);
        if (!view.split.active) throw invalid('split_code', 'Split is not active');
        if (view.split.currency !== currency) throw invalid('split_code', `Split ${view.split.splitCode} is in ${view.split.currency}, not ${currency}`);
        return presentSplit(view);
      },
      customerFor: async (t, email) => (await k.customers.create(t, { email })).customer,
      payments: k.paymentRecords,
      withNewReference: (ctx, work) => k.transactions.withNewReference(ctx, work),
      notify: (t, n) => k.notifications.record(t, { ...n, channel: 'whatsapp' }),
    });
    return { terminals, terminalDevice: device, terminalRunner, virtualTerminals };
  },
  routes: (s) => [terminalRouter(s.terminals), virtualTerminalRouter(s.virtualTerminals)],
  resolvers: [
    { type: TerminalResolver, make: (s) => new TerminalResolver(s.terminals) },
    { type: TerminalEventResolver, make: () => new TerminalEventResolver() },
    { type: VirtualTerminalResolver, make: (s) => new VirtualTerminalResolver(s.virtualTerminals) },
  ],
  loaders: (s, ctx) => ({
    terminalById: loaderById((ids) => s.terminals.byIds(ctx, ids)),
    terminalEvents: loaderOfLists(
      (ids: readonly number[]) => s.terminals.eventsOf(ctx, ids),
      (e) => e.terminalId,
    ),
    virtualTerminalDestinations: loaderOfLists(
      (ids: readonly number[]) => s.virtualTerminals.destinationsOf(ctx, ids),
      (d) => d.virtualTerminalId,
    ),
  }),
  jobs: (s) => [s.terminalRunner],
});

export type TerminalServices = {
  terminals: TerminalService;
  terminalDevice: TerminalDeviceService;
  terminalRunner: DueWorkRunner;
  virtualTerminals: VirtualTerminalService;
};

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof terminalsModule> {}
}
