import { defineModule, type Kernel } from '../module';
import { PaymentPage } from './page.entity';
import type { PlanServices } from '../plans/plan.module';
import type { SubaccountServices } from '../subaccounts/subaccount.module';
import type { TransactionServices } from '../transactions/transaction.module';
import { PageResolver } from './page.resolver';
import { pageRouter } from './page.rest';
import { PageService } from './page.service';
import { payWebRouter } from './pay.web';

type Needs = Kernel & TransactionServices & PlanServices & SubaccountServices;

export const pagesModule = defineModule({
  name: 'pages',
  entities: [PaymentPage],
  services: (k: Needs) => ({ pages: new PageService(k.db, k.clock, k.events, k.transactions, k.plans, k.subaccounts) }),
  publicRoutes: (s) => [payWebRouter(s.pages, s.config.publicUrl)],
  routes: (s) => [pageRouter(s.pages)],
  resolvers: [{ type: PageResolver, make: (s) => new PageResolver(s.pages) }],
});

export type PageServices = { pages: PageService };
