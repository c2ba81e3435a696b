import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { orNull } from '../../graphql/args';
import { isNumericId } from '../../core/ids';
import { invalid } from '../../core/errors';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import type { CustomerService } from './customer.service';
import type { CustomerIdentificationService } from './customer-identification.service';
import { CustomerConnection, CustomerIdentificationType, CustomerType } from './customer.type';
import { CreateCustomerInput, CustomerIdentificationInput, CustomerLookupArgs, CustomersArgs, RiskActionInput, UpdateCustomerInput } from './customer.inputs';

@Resolver(() => CustomerType)
export class CustomerResolver {
  constructor(
    private readonly service: CustomerService,
    private readonly identification: CustomerIdentificationService,
  ) {}

  @FieldResolver(() => [CustomerIdentificationType], { description: 'Identification requests, oldest first' })
  async identifications(@Root() c: CustomerType, @Ctx() { loaders }: GqlContext) {
    return (await loaders.identificationsByCustomer.load(Number(c.id))).map(CustomerIdentificationType.from);
  }

  @Mutation(() => CustomerIdentificationType, {
    description: 'POST /customer/:code/identification: answered later by customeridentification.success or .failed',
  })
  async validateCustomer(
    @Arg('customer', { description: 'id, customer code or email' }) ref: string,
    @Arg('input') input: CustomerIdentificationInput,
    @Ctx() { ctx }: GqlContext,
  ) {
    return CustomerIdentificationType.from(await this.identification.request(ctx, ref, input));
  }

  @Query(() => CustomerConnection, { complexity: pageComplexity })
  async customers(@Args() args: CustomersArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { ...args.filter, riskAction: args.filter?.riskAction };
    const page = await this.service.list(ctx, connectionPage(args, 'customer'), filter);
    return CustomerConnection.of(page, 'customer', CustomerType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => CustomerType, { nullable: true, description: 'One customer by id, code or email (exactly one of them)' })
  async customer(@Args() args: CustomerLookupArgs, @Ctx() { ctx, loaders }: GqlContext) {
    const given = [args.id, args.code, args.email].filter((v) => v !== undefined && v !== null);
    if (given.length !== 1) throw invalid('id', 'Pass exactly one of id, code or email');
    if (args.id !== undefined && args.id !== null) {
      if (!isNumericId(args.id)) return null;
      const c = await loaders.customerById.load(Number(args.id));
      return c ? CustomerType.from(c) : null;
    }
    return orNull(this.service.get(ctx, String(given[0])), (found) => CustomerType.from(found));
  }

  @Mutation(() => CustomerType)
  async createCustomer(@Arg('input') input: CreateCustomerInput, @Ctx() { ctx }: GqlContext) {
    return CustomerType.from((await this.service.create(ctx, input)).customer);
  }

  @Mutation(() => CustomerType)
  async updateCustomer(
    @Arg('customer', { description: 'id or customer code' }) ref: string,
    @Arg('input') input: UpdateCustomerInput,
    @Ctx() { ctx }: GqlContext,
  ) {
    return CustomerType.from((await this.service.update(ctx, ref, input)).customer);
  }

  @Mutation(() => CustomerType)
  async setCustomerRiskAction(
    @Arg('customer', { description: 'id, customer code or email' }) ref: string,
    @Arg('riskAction', () => RiskActionInput) riskAction: RiskActionInput,
    @Ctx() { ctx }: GqlContext,
  ) {
    return CustomerType.from(await this.service.setRiskAction(ctx, ref, riskAction));
  }
}
