import { applePayModule } from './apple-pay/apple-pay.module';
import { authorizationsModule } from './authorizations/authorization.module';
import { banksModule } from './banks/bank.module';
import { bulkChargesModule } from './bulk-charges/bulk-charge.module';
import { customersModule } from './customers/customer.module';
import { directDebitModule } from './direct-debit/direct-debit.module';
import { disputesModule } from './disputes/dispute.module';
import { eventsModule } from '../events/events.module';
import { idempotencyModule } from './idempotency/idempotency.module';
import { requestLogsModule } from './request-logs/request-logs.module';
import { integrationsModule } from './integrations/integration.module';
import { ledgerModule } from '../ledger/ledger.module';
import { pagesModule } from './pages/page.module';
import { productsModule } from './products/product.module';
import { ordersModule } from './orders/order.module';
import { storefrontsModule } from './storefronts/storefront.module';
import { paymentRequestsModule } from './payment-requests/payment-request.module';
import { plansModule } from './plans/plan.module';
import { recipientsModule } from './recipients/recipient.module';
import { refundsModule } from './refunds/refund.module';
import { settlementsModule } from './settlements/settlement.module';
import { splitsModule } from './splits/split.module';
import { subaccountsModule } from './subaccounts/subaccount.module';
import { subscriptionsModule } from './subscriptions/subscription.module';
import { transactionsModule } from './transactions/transaction.module';
import { transfersModule } from './transfers/transfer.module';
import { virtualAccountsModule } from './virtual-accounts/dedicated-account.module';
import { terminalsModule } from './terminals/terminal.module';
import { preauthorizationsModule } from './preauthorizations/preauthorization.module';
import { webModule } from '../web/web.module';
import type { BackgroundJob, EntityClass, Kernel, KoboModule, ProvidedBy, UnionToIntersection } from './module';
import type { Loaders } from '../graphql/context';
import type { RequestContext } from '../core/request-context';

// Every slice of Kobo, in the order their services are built: a module's `services` receives what
// the modules before it provide. Routes are mounted in this order too. The composition root
// (container.ts) builds the services; app.ts hands the routes, resolvers and loaders to the HTTP
// and GraphQL layers, which never import this list themselves.
export const MODULES = [
  integrationsModule,
  idempotencyModule,
  requestLogsModule,
  eventsModule,
  ledgerModule,
  customersModule,
  authorizationsModule,
  banksModule,
  subaccountsModule,
  transactionsModule,
  splitsModule,
  plansModule,
  refundsModule,
  subscriptionsModule,
  settlementsModule,
  bulkChargesModule,
  paymentRequestsModule,
  recipientsModule,
  transfersModule,
  virtualAccountsModule,
  directDebitModule,
  pagesModule,
  applePayModule,
  webModule,
  productsModule,
  ordersModule,
  storefrontsModule,
  disputesModule,
  terminalsModule,
  preauthorizationsModule,
] as const;

type AnyModule = KoboModule<any, any, any>;
export type Services = Kernel & UnionToIntersection<ProvidedBy<(typeof MODULES)[number]>> & { background: BackgroundJob };

// Routes, resolvers and loaders of every module, for app.ts and graphql/.
export function moduleParts(services: Services | null) {
  const modules = MODULES as readonly AnyModule[];
  return {
    publicRoutes: () => modules.flatMap((m) => m.publicRoutes?.(services) ?? []),
    routes: () => modules.flatMap((m) => m.routes?.(services) ?? []),
    resolvers: modules.flatMap((m) => m.resolvers ?? []),
    // Built per HTTP request and per websocket operation, so caches never outlive one operation
    // and never cross integrations.
    loaders: (ctx: RequestContext): Loaders => Object.assign({}, ...modules.map((m) => m.loaders?.(services, ctx) ?? {})) as Loaders,
  };
}

export type ModuleParts = ReturnType<typeof moduleParts>;

// Each module's entities, in module order, for the composition root.
export function moduleEntities(): EntityClass[] {
  return (MODULES as readonly AnyModule[]).flatMap((m) => m.entities ?? []);
}

// Each module's job list, for the composition root.
export function moduleJobs(services: Services): BackgroundJob[] {
  return (MODULES as readonly AnyModule[]).flatMap((m) => m.jobs?.(services) ?? []);
}

// Each module's services, built in order, each from what the ones before it provide.
export function moduleServices(kernel: Kernel): Record<string, unknown> {
  let services: Record<string, unknown> = { ...kernel };
  for (const m of MODULES as readonly AnyModule[]) {
    if (m.services) services = { ...services, ...m.services(services) };
  }
  return services;
}
