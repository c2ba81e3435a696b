import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { isNumericId } from '../../core/ids';
import { invalid } from '../../core/errors';
import type { GqlContext } from '../../graphql/context';
import { aggregateComplexity, pageComplexity } from '../../graphql/limits';
import { CustomerType } from '../customers/customer.type';
import { DirectDebitMandatesArgs, InitializeCustomerDirectDebitInput, InitializeDirectDebitInput } from './mandate.inputs';
import type { MandateService } from './mandate.service';
import { DirectDebitInitializationType, DirectDebitMandatePage, DirectDebitMandateType } from './mandate.type';

@Resolver(() => DirectDebitMandateType)
export class MandateResolver {
  constructor(private readonly mandates: MandateService) {}

  @Query(() => DirectDebitMandatePage, { complexity: pageComplexity, description: 'GET /directdebit/mandate-authorizations (signed mandates, newest first)' })
  async directDebitMandates(@Args() args: DirectDebitMandatesArgs, @Ctx() { ctx }: GqlContext) {
    const page = await this.mandates.list(ctx, { status: args.status, customerRef: args.customer }, args.first, args.after);
    return { nodes: page.items.map(DirectDebitMandateType.from), next: page.next, total: page.total };
  }

  @Query(() => DirectDebitMandateType, { complexity: aggregateComplexity, description: 'GET /customer/authorization/verify/:reference' })
  async directDebitMandate(@Arg('reference') reference: string, @Ctx() { ctx }: GqlContext) {
    return DirectDebitMandateType.from(await this.mandates.verify(ctx, reference));
  }

  @FieldResolver(() => CustomerType)
  async customer(@Root() m: DirectDebitMandateType, @Ctx() { loaders }: GqlContext) {
    return CustomerType.from((await loaders.customerById.load(m.customerId))!);
  }

  @Mutation(() => DirectDebitInitializationType, { description: 'POST /customer/authorization/initialize with channel direct_debit' })
  async initializeDirectDebit(@Arg('input') input: InitializeDirectDebitInput, @Ctx() { ctx }: GqlContext) {
    return this.initialized(await this.mandates.initialize(ctx, { ...input, channel: 'direct_debit' }));
  }

  @Mutation(() => DirectDebitInitializationType, { description: 'POST /customer/:id/initialize-direct-debit' })
  async initializeCustomerDirectDebit(
    @Arg('customer', { description: 'id, customer code or email' }) customer: string,
    @Arg('input') input: InitializeCustomerDirectDebitInput,
    @Ctx() { ctx }: GqlContext,
  ) {
    return this.initialized(await this.mandates.initializeForCustomer(ctx, customer, input));
  }

  @Mutation(() => Boolean, { description: 'PUT /customer/:id/directdebit-activation-charge: retry the activation of one pending mandate' })
  async retryDirectDebitActivation(@Arg('customer') customer: string, @Arg('authorizationId', () => ID) authorizationId: string, @Ctx() { ctx }: GqlContext) {
    if (!isNumericId(authorizationId)) throw invalid('authorizationId', 'authorization_id must be an integer');
    await this.mandates.retryForCustomer(ctx, customer, Number(authorizationId));
    return true;
  }

  @Mutation(() => Boolean, { description: 'PUT /directdebit/activation-charge: retry every pending mandate of these customers' })
  async retryDirectDebitActivations(@Arg('customerIds', () => [Int]) customerIds: number[], @Ctx() { ctx }: GqlContext) {
    await this.mandates.retryForCustomers(ctx, customerIds);
    return true;
  }

  private initialized(m: { accessCode: string; reference: string }): DirectDebitInitializationType {
    return { redirectUrl: this.mandates.mandateUrl(m.accessCode), accessCode: m.accessCode, reference: m.reference };
  }
}
