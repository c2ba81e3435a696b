import DataLoader from 'dataloader';
import { defineModule, type Kernel } from '../module';
import type { Plan } from './plan.entity';
import { PlanResolver } from './plan.resolver';
import { planRouter } from './plan.rest';
import { PlanService } from './plan.service';

export const plansModule = defineModule({
  name: 'plans',
  services: (k: Kernel) => ({ plans: new PlanService(k.db, k.clock, k.events) }),
  routes: (s) => [planRouter(s.plans)],
  resolvers: [{ type: PlanResolver, make: (s) => new PlanResolver(s.plans) }],
  loaders: (s, ctx) => ({
    planById: new DataLoader<number, Plan | null>(async (ids) => {
      const rows = await s.plans.byIds(ctx, ids);
      const byId = new Map(rows.map((p) => [p.id, p]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  }),
});

export type PlanServices = { plans: PlanService };
