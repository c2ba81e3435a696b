import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Plan } from './plan.entity';
import { PlanResolver } from './plan.resolver';
import { planRouter } from './plan.rest';
import { PlanService } from './plan.service';

export const plansModule = defineModule({
  name: 'plans',
  entities: [Plan],
  services: (k: Kernel) => ({ plans: new PlanService(k.db, k.clock, k.events) }),
  routes: (s) => [planRouter(s.plans)],
  resolvers: [{ type: PlanResolver, make: (s) => new PlanResolver(s.plans) }],
  loaders: (s, ctx) => ({
    planById: loaderById((ids) => s.plans.byIds(ctx, ids)),
  }),
});

export type PlanServices = { plans: PlanService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof plansModule> {}
}
