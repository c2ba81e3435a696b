import type { RequestContext } from '../core/request-context';

// The per-operation loaders of every module. Each module that has loaders adds them here from its
// module file (`declare module '…/graphql/context'`), so resolvers see them typed while graphql/
// never imports the module list.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Loaders {}

export interface GqlContext {
  ctx: RequestContext;
  loaders: Loaders;
}
