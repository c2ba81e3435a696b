import { defineModule, type Kernel } from '../module';
import { BankResolver } from './bank.resolver';
import { bankRouter, binRouter } from './bank.rest';
import { BankService } from './bank.service';

export const banksModule = defineModule({
  name: 'banks',
  services: (_k: Kernel) => ({ banks: new BankService() }),
  publicRoutes: (s) => [binRouter(s.banks)],
  routes: (s) => [bankRouter(s.banks)],
  resolvers: [{ type: BankResolver, make: (s) => new BankResolver(s.banks) }],
});

export type BankServices = { banks: BankService };
