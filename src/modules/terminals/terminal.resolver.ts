import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { orNull, withoutNulls } from '../../graphql/args';
import { ConnectionArgs, connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { TransactionType } from '../transactions/transaction.type';
import { SendTerminalEventInput, UpdateTerminalInput } from './terminal.inputs';
import type { TerminalService } from './terminal.service';
import { TerminalConnection, TerminalEventType, TerminalPresenceType, TerminalType } from './terminal.type';

@Resolver(() => TerminalType)
export class TerminalResolver {
  constructor(private readonly service: TerminalService) {}

  @Query(() => TerminalConnection, { complexity: pageComplexity, description: 'Commissioned terminals, newest first' })
  async terminals(@Args() args: ConnectionArgs, @Ctx() { ctx }: GqlContext) {
    const page = await this.service.list(ctx, connectionPage(args, 'terminal'));
    return TerminalConnection.of(page, 'terminal', TerminalType.from, () => this.service.count(ctx));
  }

  @Query(() => TerminalType, { nullable: true, description: 'One commissioned terminal by terminal_id or id' })
  async terminal(@Arg('id') id: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, id), TerminalType.from);
  }

  @Query(() => TerminalPresenceType, { description: 'GET /terminal/:terminal_id/presence' })
  async terminalPresence(@Arg('terminal') terminal: string, @Ctx() { ctx }: GqlContext) {
    return Object.assign(new TerminalPresenceType(), await this.service.presence(ctx, terminal));
  }

  @Query(() => TerminalEventType, { description: 'GET /terminal/:terminal_id/event/:event_id' })
  async terminalEvent(@Arg('terminal') terminal: string, @Arg('eventId') eventId: string, @Ctx() { ctx }: GqlContext) {
    return TerminalEventType.from(await this.service.event(ctx, terminal, eventId));
  }

  @FieldResolver(() => [TerminalEventType], { description: 'Events sent to the terminal, newest first' })
  async events(@Root() terminal: TerminalType, @Ctx() { loaders }: GqlContext): Promise<TerminalEventType[]> {
    return (await loaders.terminalEvents.load(terminal.rowId)).map(TerminalEventType.from);
  }

  @Mutation(() => TerminalType, { description: 'POST /terminal/commission_device (test mode: a simulated device; docs/guide.md "Terminals")' })
  async commissionTerminal(@Arg('serialNumber') serialNumber: string, @Ctx() { ctx }: GqlContext) {
    return TerminalType.from(await this.service.commission(ctx, serialNumber));
  }

  @Mutation(() => Boolean, { description: 'POST /terminal/decommission_device' })
  async decommissionTerminal(@Arg('serialNumber') serialNumber: string, @Ctx() { ctx }: GqlContext) {
    await this.service.decommission(ctx, serialNumber);
    return true;
  }

  @Mutation(() => TerminalType, { description: 'PUT /terminal/:terminal_id' })
  async updateTerminal(@Arg('terminal') terminal: string, @Arg('input') input: UpdateTerminalInput, @Ctx() { ctx }: GqlContext) {
    return TerminalType.from(await this.service.update(ctx, terminal, withoutNulls(input)));
  }

  @Mutation(() => TerminalEventType, { description: 'POST /terminal/:id/event: the device answers on the clock' })
  async sendTerminalEvent(@Arg('terminal') terminal: string, @Arg('input') input: SendTerminalEventInput, @Ctx() { ctx }: GqlContext) {
    const event = await this.service.sendEvent(ctx, terminal, {
      type: input.type,
      action: input.action,
      data: { id: input.dataId, reference: input.dataReference ?? undefined },
    });
    return TerminalEventType.from(event);
  }
}

@Resolver(() => TerminalEventType)
export class TerminalEventResolver {
  @FieldResolver(() => TransactionType, { nullable: true, description: 'The payment the device took for an invoice it processed' })
  async transaction(@Root() event: TerminalEventType, @Ctx() { loaders }: GqlContext): Promise<TransactionType | null> {
    if (event.transactionId === null) return null;
    const tx = await loaders.transactionById.load(event.transactionId);
    return tx ? TransactionType.from(tx) : null;
  }
}
