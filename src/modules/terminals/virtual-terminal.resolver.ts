import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { TransactionType } from '../transactions/transaction.type';
import { CreateVirtualTerminalInput, PayVirtualTerminalInput, VirtualTerminalDestinationInput, VirtualTerminalsArgs } from './terminal.inputs';
import type { VirtualTerminalService } from './virtual-terminal.service';
import { VirtualTerminalConnection, VirtualTerminalDestinationType, VirtualTerminalType } from './virtual-terminal.type';

@Resolver(() => VirtualTerminalType)
export class VirtualTerminalResolver {
  constructor(private readonly service: VirtualTerminalService) {}

  @Query(() => VirtualTerminalConnection, { complexity: pageComplexity, description: 'Virtual terminals, newest first' })
  async virtualTerminals(@Args() args: VirtualTerminalsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = withoutNulls({ active: args.active, search: args.search });
    const page = await this.service.list(ctx, connectionPage(args, 'virtual_terminal'), filter);
    return VirtualTerminalConnection.of(page, 'virtual_terminal', VirtualTerminalType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => VirtualTerminalType, { nullable: true, description: 'One virtual terminal by its VT_ code' })
  async virtualTerminal(@Arg('code') code: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, code), (v) => VirtualTerminalType.from(v.terminal));
  }

  @FieldResolver(() => [VirtualTerminalDestinationType], { description: 'WhatsApp numbers notified of its payments' })
  async destinations(@Root() vt: VirtualTerminalType, @Ctx() { loaders }: GqlContext): Promise<VirtualTerminalDestinationType[]> {
    return (await loaders.virtualTerminalDestinations.load(vt.rowId)).map(VirtualTerminalDestinationType.from);
  }

  @Mutation(() => VirtualTerminalType, { description: 'POST /virtual_terminal' })
  async createVirtualTerminal(@Arg('input') input: CreateVirtualTerminalInput, @Ctx() { ctx }: GqlContext) {
    const { destinations, ...rest } = input;
    return VirtualTerminalType.from((await this.service.create(ctx, { ...withoutNulls(rest), destinations: destinations.map((d) => ({ ...d })) })).terminal);
  }

  @Mutation(() => VirtualTerminalType, { description: 'PUT /virtual_terminal/:code' })
  async updateVirtualTerminal(@Arg('code') code: string, @Arg('name') name: string, @Ctx() { ctx }: GqlContext) {
    return VirtualTerminalType.from((await this.service.update(ctx, code, { name })).terminal);
  }

  @Mutation(() => VirtualTerminalType, { description: 'PUT /virtual_terminal/:code/deactivate' })
  async deactivateVirtualTerminal(@Arg('code') code: string, @Ctx() { ctx }: GqlContext) {
    return VirtualTerminalType.from((await this.service.deactivate(ctx, code)).terminal);
  }

  @Mutation(() => [VirtualTerminalDestinationType], { description: 'POST /virtual_terminal/:code/destination/assign: the destinations added' })
  async assignVirtualTerminalDestinations(
    @Arg('code') code: string,
    @Arg('destinations', () => [VirtualTerminalDestinationInput]) destinations: VirtualTerminalDestinationInput[],
    @Ctx() { ctx }: GqlContext,
  ) {
    return (
      await this.service.assignDestinations(
        ctx,
        code,
        destinations.map((d) => ({ ...d })),
      )
    ).map(VirtualTerminalDestinationType.from);
  }

  @Mutation(() => Boolean, { description: 'POST /virtual_terminal/:code/destination/unassign' })
  async unassignVirtualTerminalDestinations(@Arg('code') code: string, @Arg('targets', () => [String]) targets: string[], @Ctx() { ctx }: GqlContext) {
    await this.service.unassignDestinations(ctx, code, targets);
    return true;
  }

  @Mutation(() => VirtualTerminalType, { description: 'PUT /virtual_terminal/:code/split_code' })
  async setVirtualTerminalSplitCode(@Arg('code') code: string, @Arg('splitCode') splitCode: string, @Ctx() { ctx }: GqlContext) {
    await this.service.addSplitCode(ctx, code, splitCode);
    return VirtualTerminalType.from((await this.service.get(ctx, code)).terminal);
  }

  @Mutation(() => VirtualTerminalType, { description: 'DELETE /virtual_terminal/:code/split_code' })
  async removeVirtualTerminalSplitCode(@Arg('code') code: string, @Arg('splitCode') splitCode: string, @Ctx() { ctx }: GqlContext) {
    return VirtualTerminalType.from((await this.service.removeSplitCode(ctx, code, splitCode)).terminal);
  }

  @Mutation(() => TransactionType, { description: 'Test mode: a customer pays on the virtual terminal (POST /_test/virtual_terminal/:code/pay)' })
  async payVirtualTerminal(@Arg('code') code: string, @Arg('input') input: PayVirtualTerminalInput, @Ctx() { ctx, loaders }: GqlContext) {
    return TransactionType.fromView(await this.service.pay(ctx, code, withoutNulls(input)), loaders);
  }
}
