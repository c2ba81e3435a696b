import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { connectionPage } from '../graphql/connection';
import type { GqlContext } from '../graphql/context';
import { pageComplexity } from '../graphql/limits';
import type { NotificationOutbox } from './notification-outbox';
import { NotificationsArgs, SimulatedEmailsArgs } from './notification.inputs';
import { SimulatedEmailConnection, SimulatedEmailType } from './notification.type';

// The simulated outbox, read two ways: `notifications` (everything) and `simulatedEmails` (the
// older name dashboards of invoices use). Both read the same rows.
@Resolver()
export class NotificationResolver {
  constructor(private readonly outbox: NotificationOutbox) {}

  @Query(() => SimulatedEmailConnection, {
    complexity: pageComplexity,
    description: 'Notifications Kobo would have sent (transfer OTPs by SMS, invoice e-mails); nothing is sent',
  })
  async notifications(@Args() args: NotificationsArgs, @Ctx() { ctx }: GqlContext) {
    return this.page(ctx, args);
  }

  @Query(() => SimulatedEmailConnection, {
    complexity: pageComplexity,
    description: 'The outbox of e-mails Kobo would have sent (invoice notifications); nothing is sent',
  })
  async simulatedEmails(@Args() args: SimulatedEmailsArgs, @Ctx() { ctx }: GqlContext) {
    return this.page(ctx, args);
  }

  private async page(ctx: GqlContext['ctx'], args: NotificationsArgs | SimulatedEmailsArgs) {
    const resource = args.resource ?? undefined;
    const page = await this.outbox.list(ctx, connectionPage(args, 'email'), resource);
    return SimulatedEmailConnection.of(page, 'email', SimulatedEmailType.from, () => this.outbox.count(ctx, resource));
  }
}
