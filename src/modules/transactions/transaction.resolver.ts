import { idArg, withoutNulls } from '../../graphql/args';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { invalid } from '../../core/errors';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity, aggregateComplexity } from '../../graphql/limits';
import { AuthorizationType } from '../authorizations/authorization.type';
import { CustomerType } from '../customers/customer.type';
import type { ChargeService } from './charge.service';
import type { PartialDebitService } from './partial-debit.service';
import type { TransactionFilter, TransactionService } from './transaction.service';
import {
  ChargeAuthorizationInput,
  InitializeTransactionInput,
  PartialDebitInput,
  TotalsArgs,
  TransactionFilterInput,
  TransactionLookupArgs,
  TransactionsArgs,
} from './transaction.inputs';
import { InitializeTransactionResultType, TransactionConnection, TransactionTotalsType, TransactionType } from './transaction.type';

@Resolver(() => TransactionType)
export class TransactionResolver {
  constructor(
    private readonly service: TransactionService,
    private readonly charges: ChargeService,
    private readonly partialDebits: PartialDebitService,
  ) {}

  @Query(() => TransactionConnection, { complexity: pageComplexity, description: 'Newest first' })
  async transactions(@Args() args: TransactionsArgs, @Ctx() { ctx, loaders }: GqlContext) {
    const filter = filterOf(args.filter);
    const { page } = await this.service.list(ctx, connectionPage(args, 'transaction'), filter, { volume: false });
    const rows = { ...page, items: page.items.map((view) => ({ id: view.transaction.id, view })) };
    return TransactionConnection.of(
      rows,
      'transaction',
      (r) => TransactionType.fromView(r.view, loaders),
      () => this.service.count(ctx, filter),
    );
  }

  @Query(() => TransactionType, { nullable: true, description: 'One transaction by id or reference (exactly one of them)' })
  async transaction(@Args() args: TransactionLookupArgs, @Ctx() { ctx, loaders }: GqlContext) {
    const given = [args.id, args.reference].filter((v) => v !== undefined && v !== null);
    if (given.length !== 1) throw invalid('id', 'Pass exactly one of id or reference');
    try {
      const view = args.id !== undefined && args.id !== null ? await this.service.get(ctx, args.id) : await this.service.verify(ctx, args.reference!);
      return TransactionType.fromView(view, loaders);
    } catch (err) {
      const kind = (err as { kind?: string }).kind;
      if (kind === 'not_found' || (kind === 'validation' && args.id !== undefined)) return null;
      throw err;
    }
  }

  @Query(() => TransactionTotalsType, {
    complexity: aggregateComplexity,
    description: 'Successful payments in [from, to] and what the ledger owes the merchant',
  })
  async transactionTotals(@Args() args: TotalsArgs, @Ctx() { ctx }: GqlContext) {
    return TransactionTotalsType.from(await this.service.totals(ctx, withoutNulls(args)));
  }

  @FieldResolver(() => CustomerType)
  async customer(@Root() t: TransactionType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(t.customerId);
    if (!c) throw new Error(`transaction ${t.id} has no customer`);
    return CustomerType.from(c);
  }

  @FieldResolver(() => AuthorizationType, { nullable: true, description: 'The saved instrument a successful payment used or created' })
  async authorization(@Root() t: TransactionType, @Ctx() { loaders }: GqlContext) {
    if (t.authorizationId === null) return null;
    const a = await loaders.authorizationById.load(t.authorizationId);
    return a ? AuthorizationType.from(a) : null;
  }

  @Mutation(() => InitializeTransactionResultType, { description: 'POST /transaction/initialize: a checkout page URL for the customer' })
  async initializeTransaction(@Arg('input') input: InitializeTransactionInput, @Ctx() { ctx }: GqlContext) {
    const result = await this.service.initialize(ctx, withoutNulls(input));
    return Object.assign(new InitializeTransactionResultType(), {
      authorizationUrl: result.authorizationUrl,
      accessCode: result.accessCode,
      reference: result.reference,
      transaction: TransactionType.from(result.transaction),
    });
  }

  @Mutation(() => TransactionType, { description: 'Charge a reusable authorization without the customer; status success or failed' })
  async chargeAuthorization(@Arg('input') input: ChargeAuthorizationInput, @Ctx() { ctx, loaders }: GqlContext) {
    return TransactionType.fromView(await this.charges.chargeAuthorization(ctx, withoutNulls(input)), loaders);
  }

  @Mutation(() => TransactionType, {
    description: 'POST /transaction/partial_debit: charge as much of amount as the authorization covers, at least atLeast; status success or failed',
  })
  async partialDebit(@Arg('input') input: PartialDebitInput, @Ctx() { ctx, loaders }: GqlContext) {
    return TransactionType.fromView(await this.partialDebits.partialDebit(ctx, withoutNulls(input)), loaders);
  }
}

function filterOf(input: TransactionFilterInput | undefined): TransactionFilter {
  if (!input) return {};
  const customer = idArg(input.customer, 'customer', 'a customer id');
  return withoutNulls({
    status: input.status,
    customer,
    from: input.from,
    to: input.to,
    amount: input.amount,
    currency: input.currency,
    source: input.source,
    terminalId: input.terminalId,
    search: input.search,
  });
}
