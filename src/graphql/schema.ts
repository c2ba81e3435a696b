import { GraphQLSchema, lexicographicSortSchema, printSchema } from 'graphql';
import { buildSchema, type BuildSchemaOptions, type ContainerType } from 'type-graphql';
import type { ResolverBinding } from '../modules/module';
import { createKoboPubSub, type KoboPubSub } from './pubsub';
import { MoneyScalar } from './scalars';

type Resolvers<S> = ReadonlyArray<ResolverBinding<S>>;

// Resolvers get their services through this hand-written container (no DI library): each module
// names its resolver classes and how to build them.
function resolverContainer<S>(resolvers: Resolvers<S>, services: S | null): ContainerType {
  const instances = new Map<unknown, unknown>();
  if (services) for (const r of resolvers) instances.set(r.type, r.make(services));
  return {
    get(someClass) {
      const instance = instances.get(someClass);
      if (!instance) throw new Error(`no resolver instance for ${(someClass as { name?: string }).name}`);
      return instance;
    },
  };
}

// The schema of the given modules' resolvers (app.ts hands them over); without services, for
// printing only. type-graphql's own check (an introspection query run against the new schema, about
// a tenth of a start's CPU) runs when the schema is printed, which `npm run schema:check` does in
// CI for every change; a start relies on that, and on the validation Apollo runs at its start.
export async function buildKoboSchema<S>(resolvers: Resolvers<S>, services: S | null, pubSub: KoboPubSub = createKoboPubSub()): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    resolvers: resolvers.map((r) => r.type) as unknown as BuildSchemaOptions['resolvers'],
    container: resolverContainer(resolvers, services),
    pubSub,
    validate: false,
    scalarsMap: [],
    orphanedTypes: [],
    skipCheck: services !== null,
  });
  // Money is declared even where no field uses it yet, so clients can generate types against it.
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, types: [...config.types.filter((t) => t.name !== 'Money'), MoneyScalar] });
}

export async function printKoboSchema<S>(resolvers: Resolvers<S>): Promise<string> {
  return printSchema(lexicographicSortSchema(await buildKoboSchema(resolvers, null)));
}
