import { defineModule, type Kernel } from '../module';
import { ApplePayDomain } from './apple-pay-domain.entity';
import { ApplePayResolver } from './apple-pay.resolver';
import { applePayRouter } from './apple-pay.rest';
import { ApplePayService } from './apple-pay.service';

// Apple Pay domain registration (the domains a merchant's site offers Apple Pay from).
export const applePayModule = defineModule({
  name: 'apple-pay',
  entities: [ApplePayDomain],
  services: (k: Kernel) => ({ applePay: new ApplePayService(k.db, k.clock, k.events) }),
  routes: (s) => [applePayRouter(s.applePay)],
  resolvers: [{ type: ApplePayResolver, make: (s) => new ApplePayResolver(s.applePay) }],
});

export type ApplePayServices = { applePay: ApplePayService };
