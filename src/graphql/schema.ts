import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type ContainerType } from 'type-graphql';
import type { Services } from '../container';
import { moduleParts } from '../container';
import { createKoboPubSub, type KoboPubSub } from './pubsub';
import { MoneyScalar } from './scalars';

// Resolvers get their services through this hand-written container (no DI library): each module
// names its resolver classes and how to build them.
function resolverContainer(services: Services | null): ContainerType {
  const instances = new Map<unknown, unknown>();
  if (services) for (const r of moduleParts(services).resolvers) instances.set(r.type, r.make(services));
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
    resolvers: moduleParts(services).resolvers.map((r) => r.type) as unknown as BuildSchemaOptions['resolvers'],
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
