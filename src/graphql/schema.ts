import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type ContainerType } from 'type-graphql';
import type { Services } from '../container';
import { EventResolver } from '../events/event.resolver';
import { WebhookResolver } from '../events/webhook.resolver';
import { CustomerResolver } from '../modules/customers/customer.resolver';
import { IntegrationResolver } from '../modules/integrations/integration.resolver';
import { TransactionResolver } from '../modules/transactions/transaction.resolver';
import { ChargeResolver } from '../modules/transactions/charge.resolver';
import { AuthorizationResolver } from '../modules/authorizations/authorization.resolver';
import { createKoboPubSub, type KoboPubSub } from './pubsub';
import { MoneyScalar } from './scalars';

const RESOLVERS = [CustomerResolver, IntegrationResolver, EventResolver, WebhookResolver, TransactionResolver, ChargeResolver, AuthorizationResolver] as const;

// Resolvers get their services through this hand-written container (no DI library).
function resolverContainer(services: Services | null): ContainerType {
  const instances = new Map<unknown, unknown>();
  if (services) {
    instances.set(CustomerResolver, new CustomerResolver(services.customers));
    instances.set(IntegrationResolver, new IntegrationResolver(services.integrations));
    instances.set(EventResolver, new EventResolver());
    instances.set(WebhookResolver, new WebhookResolver(services.webhooks));
    instances.set(TransactionResolver, new TransactionResolver(services.transactions, services.charges));
    instances.set(ChargeResolver, new ChargeResolver(services.charges, services.transactions));
    instances.set(AuthorizationResolver, new AuthorizationResolver(services.authorizations));
  }
  return {
    get(someClass) {
      const instance = instances.get(someClass);
      if (!instance) throw new Error(`no resolver instance for ${(someClass as { name?: string }).name}`);
      return instance;
    },
  };
}

export async function buildKoboSchema(services: Services | null, pubSub: KoboPubSub = createKoboPubSub()): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: RESOLVERS,
    container: resolverContainer(services),
    pubSub,
    validate: false,
    scalarsMap: [],
    orphanedTypes: [],
  });
  // Money is declared even where no field uses it yet, so clients can generate types against it.
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, types: [...config.types.filter((t) => t.name !== 'Money'), MoneyScalar] });
}

export async function printKoboSchema(): Promise<string> {
  return printSchema(lexicographicSortSchema(await buildKoboSchema(null)));
}
