import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { AuthorizationType } from '../authorizations/authorization.type';
import { CustomerType } from '../customers/customer.type';
import { TransactionType } from '../transactions/transaction.type';
import { CapturePreauthorizationInput, PreauthorizationsArgs, ReservePreauthorizationInput } from './preauthorization.inputs';
import type { PreauthorizationService } from './preauthorization.service';
import { PreauthorizationConnection, PreauthorizationType } from './preauthorization.type';

@Resolver(() => PreauthorizationType)
export class PreauthorizationResolver {
  constructor(private readonly service: PreauthorizationService) {}

  @Query(() => PreauthorizationConnection, { complexity: pageComplexity, description: 'Card pre-authorizations, newest first' })
  async preauthorizations(@Args() args: PreauthorizationsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { status: args.status ?? undefined };
    const page = await this.service.list(ctx, connectionPage(args, 'preauthorization'), filter);
    return PreauthorizationConnection.of(page, 'preauthorization', PreauthorizationType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => PreauthorizationType, { nullable: true })
  async preauthorization(@Arg('reference') reference: string, @Ctx() { loaders }: GqlContext) {
    const p = await loaders.preauthorizationByReference.load(reference);
    return p ? PreauthorizationType.from(p) : null;
  }

  @Mutation(() => PreauthorizationType, { description: 'POST /preauthorization/reserve_authorization: hold an amount on a saved card' })
  async reservePreauthorization(@Arg('input') input: ReservePreauthorizationInput, @Ctx() { ctx }: GqlContext) {
    return PreauthorizationType.from((await this.service.reserve(ctx, withoutNulls(input))).preauthorization);
  }

  @Mutation(() => PreauthorizationType, { description: 'POST /preauthorization/capture: charge up to the held amount' })
  async capturePreauthorization(@Arg('input') input: CapturePreauthorizationInput, @Ctx() { ctx }: GqlContext) {
    return PreauthorizationType.from((await this.service.capture(ctx, withoutNulls(input))).view.preauthorization);
  }

  @Mutation(() => PreauthorizationType, { description: 'POST /preauthorization/release: let the hold go' })
  async releasePreauthorization(@Arg('reference') reference: string, @Ctx() { ctx }: GqlContext) {
    return PreauthorizationType.from((await this.service.release(ctx, reference)).preauthorization);
  }

  @FieldResolver(() => CustomerType, { nullable: true })
  async customer(@Root() p: PreauthorizationType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(p.customerId);
    return c ? CustomerType.from(c) : null;
  }

  @FieldResolver(() => AuthorizationType, { nullable: true })
  async authorization(@Root() p: PreauthorizationType, @Ctx() { loaders }: GqlContext) {
    if (p.authorizationId === null) return null;
    const a = await loaders.authorizationById.load(p.authorizationId);
    return a ? AuthorizationType.from(a) : null;
  }

  @FieldResolver(() => TransactionType, { nullable: true, description: "The capture's transaction" })
  async transaction(@Root() p: PreauthorizationType, @Ctx() { loaders }: GqlContext) {
    if (p.transactionId === null) return null;
    const t = await loaders.transactionById.load(p.transactionId);
    return t ? TransactionType.from(t) : null;
  }
}
