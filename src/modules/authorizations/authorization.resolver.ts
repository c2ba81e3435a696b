import { idArg, withoutNulls } from '../../graphql/args';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { CustomerType } from '../customers/customer.type';
import type { AuthorizationFilter, AuthorizationService } from './authorization.service';
import { AuthorizationFilterInput, AuthorizationsArgs, CheckAuthorizationInput } from './authorization.inputs';
import { AuthorizationCheckType, AuthorizationConnection, AuthorizationType } from './authorization.type';

@Resolver(() => AuthorizationType)
export class AuthorizationResolver {
  constructor(private readonly service: AuthorizationService) {}

  @Query(() => AuthorizationConnection, { complexity: pageComplexity, description: 'Saved instruments, newest first' })
  async authorizations(@Args() args: AuthorizationsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = filterOf(args.filter);
    const page = await this.service.list(ctx, connectionPage(args, 'authorization'), filter);
    return AuthorizationConnection.of(page, 'authorization', AuthorizationType.from, () => this.service.count(ctx, filter));
  }

  @FieldResolver(() => CustomerType)
  async customer(@Root() a: AuthorizationType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(a.customerId);
    if (!c) throw new Error(`authorization ${a.id} has no customer`);
    return CustomerType.from(c);
  }

  @Mutation(() => AuthorizationCheckType, { description: 'Can this Mastercard or Visa authorization cover the amount? Insufficient funds is an error' })
  async checkAuthorization(@Arg('input') input: CheckAuthorizationInput, @Ctx() { ctx }: GqlContext) {
    return Object.assign(new AuthorizationCheckType(), await this.service.check(ctx, withoutNulls(input)));
  }

  @Mutation(() => AuthorizationType)
  async deactivateAuthorization(@Arg('authorizationCode') code: string, @Ctx() { ctx }: GqlContext) {
    return AuthorizationType.from(await this.service.deactivate(ctx, code));
  }
}

function filterOf(input: AuthorizationFilterInput | undefined): AuthorizationFilter {
  const filter: AuthorizationFilter = {};
  const customer = idArg(input?.customer, 'customer', 'a customer id');
  if (customer !== undefined) filter.customer = customer;
  if (input?.active !== undefined && input.active !== null) filter.active = input.active;
  return filter;
}
