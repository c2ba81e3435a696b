import type { BankServices } from '../banks/banks.module';
import { defineModule, type Kernel } from '../module';
import { RecipientResolver } from './recipient.resolver';
import { recipientRouter } from './recipient.rest';
import { RecipientService } from './recipient.service';

export const recipientsModule = defineModule({
  name: 'recipients',
  services: (k: Kernel & BankServices) => ({ recipients: new RecipientService(k.db, k.clock, k.events, k.banks) }),
  routes: (s) => [recipientRouter(s.recipients)],
  resolvers: [{ type: RecipientResolver, make: (s) => new RecipientResolver(s.recipients) }],
});

export type RecipientServices = { recipients: RecipientService };
