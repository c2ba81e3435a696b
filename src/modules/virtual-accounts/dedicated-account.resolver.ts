import { isNumericId } from '../../core/ids';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { idArg, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { CustomerType } from '../customers/customer.type';
import { TransactionType } from '../transactions/transaction.type';
import {
  AssignDedicatedAccountInput,
  CreateDedicatedAccountInput,
  DedicatedAccountSplitInput,
  DedicatedAccountsArgs,
  SimulateDedicatedAccountTransferInput,
  type DedicatedAccountFilterInput,
} from './dedicated-account.inputs';
import type { DedicatedAccountFilter, DedicatedAccountService } from './dedicated-account.service';
import {
  AssignDedicatedAccountResultType,
  DedicatedAccountConnection,
  DedicatedAccountProviderType,
  DedicatedAccountType,
  InboundTransferType,
  SimulatedTransferResultType,
} from './dedicated-account.type';
import type { InboundTransferService } from './inbound-transfer.service';

@Resolver(() => DedicatedAccountType)
export class DedicatedAccountResolver {
  constructor(
    private readonly accounts: DedicatedAccountService,
    private readonly transfers: InboundTransferService,
  ) {}

  @Query(() => DedicatedAccountConnection, { complexity: pageComplexity, description: 'Newest first' })
  async dedicatedAccounts(@Args() args: DedicatedAccountsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = filterOf(args.filter);
    const page = await this.accounts.list(ctx, connectionPage(args, 'dedicated_account'), filter);
    return DedicatedAccountConnection.of(page, 'dedicated_account', DedicatedAccountType.from, () => this.accounts.count(ctx, filter));
  }

  @Query(() => DedicatedAccountType, { nullable: true, description: "One account by id; null when it is not this integration's (in this mode)" })
  async dedicatedAccount(@Arg('id', () => ID) id: string, @Ctx() { loaders }: GqlContext) {
    if (!isNumericId(id)) return null;
    const found = await loaders.dedicatedAccountById.load(Number(id));
    return found ? DedicatedAccountType.from(found) : null;
  }

  @Query(() => [DedicatedAccountProviderType], { description: 'GET /dedicated_account/available_providers' })
  dedicatedAccountProviders() {
    return this.accounts.providers().map(DedicatedAccountProviderType.from);
  }

  @FieldResolver(() => CustomerType)
  async customer(@Root() a: DedicatedAccountType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(a.customerId);
    if (!c) throw new Error(`dedicated account ${a.id} has no customer`);
    return CustomerType.from(c);
  }

  @Mutation(() => DedicatedAccountType, { description: "POST /dedicated_account: the customer's active account at the bank, or a new one" })
  async createDedicatedAccount(@Arg('input') input: CreateDedicatedAccountInput, @Ctx() { ctx, loaders }: GqlContext) {
    const { account, customer } = await this.accounts.create(ctx, withoutNulls(input));
    loaders.customerById.clear(customer.id).prime(customer.id, customer);
    return DedicatedAccountType.from(account);
  }

  @Mutation(() => AssignDedicatedAccountResultType, {
    description: 'POST /dedicated_account/assign: finds or creates the customer, identifies them and assigns an account',
  })
  async assignDedicatedAccount(@Arg('input') input: AssignDedicatedAccountInput, @Ctx() { ctx }: GqlContext) {
    const outcome = await this.accounts.assign(ctx, withoutNulls(input));
    return Object.assign(new AssignDedicatedAccountResultType(), {
      status: outcome.status,
      customer: CustomerType.from(outcome.customer),
      dedicatedAccount: outcome.account ? DedicatedAccountType.from(outcome.account) : null,
    });
  }

  @Mutation(() => DedicatedAccountType, { description: 'DELETE /dedicated_account/:id: unassigned; it refuses money from now on' })
  async deactivateDedicatedAccount(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext) {
    return DedicatedAccountType.from((await this.accounts.deactivate(ctx, id)).account);
  }

  @Mutation(() => DedicatedAccountType, { description: 'POST /dedicated_account/split' })
  async setDedicatedAccountSplit(@Arg('input') input: DedicatedAccountSplitInput, @Ctx() { ctx }: GqlContext) {
    return DedicatedAccountType.from((await this.accounts.setSplit(ctx, withoutNulls(input))).account);
  }

  @Mutation(() => DedicatedAccountType, { description: 'DELETE /dedicated_account/split' })
  async removeDedicatedAccountSplit(@Arg('accountNumber') accountNumber: string, @Ctx() { ctx }: GqlContext) {
    return DedicatedAccountType.from((await this.accounts.removeSplit(ctx, accountNumber)).account);
  }

  @Mutation(() => Int, { description: 'GET /dedicated_account/requery: records the transfers still pending; answers how many' })
  async requeryDedicatedAccount(
    @Arg('accountNumber') accountNumber: string,
    @Arg('providerSlug', () => String, { nullable: true }) providerSlug: string | null,
    @Arg('date', () => Date, { nullable: true }) date: Date | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    return this.transfers.requery(ctx, { accountNumber, providerSlug: providerSlug ?? undefined, date: date ?? undefined });
  }

  @Mutation(() => SimulatedTransferResultType, {
    description: 'Test mode: the simulated bank sends money to a dedicated account (POST /_test/dedicated_account/transfer)',
  })
  async simulateDedicatedAccountTransfer(@Arg('input') input: SimulateDedicatedAccountTransferInput, @Ctx() { ctx, loaders }: GqlContext) {
    const result = await this.transfers.simulate(ctx, withoutNulls(input));
    return Object.assign(new SimulatedTransferResultType(), {
      transfer: InboundTransferType.from(result.transfer, result.account),
      transaction: result.transaction ? TransactionType.fromView(result.transaction, loaders) : null,
    });
  }
}

function filterOf(input: DedicatedAccountFilterInput | undefined): DedicatedAccountFilter {
  if (!input) return {};
  return withoutNulls({ ...input, customer: idArg(input.customer, 'customer', 'a customer id') });
}
