import DataLoader from 'dataloader';
import { defineModule, type Kernel } from '../module';
import type { PageServices } from '../pages/page.module';
import type { Plan } from './plan.entity';
import { PlanResolver } from './plan.resolver';
import { planRouter } from './plan.rest';
import { PlanService } from './plan.service';

export const plansModule = defineModule({
  name: 'plans',
  services: (k: Kernel & PageServices) => {
    const plans = new PlanService(k.db, k.clock, k.events);
    // Payment pages may sell a plan (pages come first, so they are told how to find one).
    k.pages.setPlanLookup(async (ctx, ref) => {
      const plan = await plans.get(ctx, ref).catch((err: { kind?: string }) => {
        if (err.kind === 'not_found') return null;
        throw err;
      });
      return plan && { code: plan.planCode, amount: plan.amount, currency: plan.currency };
    });
    return { plans };
  },
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
