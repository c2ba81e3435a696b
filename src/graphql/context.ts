import type { RequestContext } from '../core/request-context';
import type { Loaders } from './loaders';

export interface GqlContext {
  ctx: RequestContext;
  loaders: Loaders;
}
