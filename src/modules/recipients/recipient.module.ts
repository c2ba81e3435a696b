import type { BankServices } from '../banks/bank.module';
import { loaderById } from '../../graphql/loaders';
import { defineModule, type Kernel, type LoadersOf } from '../module';
import { Recipient } from './recipient.entity';
import { RecipientResolver } from './recipient.resolver';
import { recipientRouter } from './recipient.rest';
import { RecipientService } from './recipient.service';

export const recipientsModule = defineModule({
  name: 'recipients',
  entities: [Recipient],
  services: (k: Kernel & BankServices) => ({ recipients: new RecipientService(k.db, k.clock, k.events, k.banks) }),
  routes: (s) => [recipientRouter(s.recipients)],
  resolvers: [{ type: RecipientResolver, make: (s) => new RecipientResolver(s.recipients) }],
  loaders: (s, ctx) => ({
    recipientById: loaderById((ids) => s.recipients.byIds(ctx, ids)),
  }),
});

export type RecipientServices = { recipients: RecipientService };

declare module '../../graphql/context' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface Loaders extends LoadersOf<typeof recipientsModule> {}
}
