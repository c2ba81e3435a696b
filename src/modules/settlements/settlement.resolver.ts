import { isNumericId } from '../../core/ids';
import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { connectionPage, ConnectionArgs } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import type { LedgerService } from '../../ledger/ledger.service';
import { RefundType } from '../refunds/refund.type';
import { SubaccountType } from '../subaccounts/subaccount.type';
import { TransactionType } from '../transactions/transaction.type';
import { SettlementsArgs } from './settlement.inputs';
import type { SettlementService } from './settlement.service';
import { BalanceEntryConnection, BalanceEntryType, SettlementConnection, SettlementType } from './settlement.type';

@Resolver(() => SettlementType)
export class SettlementResolver {
  constructor(
    private readonly service: SettlementService,
    private readonly ledger: LedgerService,
  ) {}

  @Query(() => SettlementConnection, { complexity: pageComplexity, description: 'Newest first' })
  async settlements(@Args() args: SettlementsArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { from: args.from ?? undefined, to: args.to ?? undefined, subaccount: args.subaccount ?? undefined };
    const page = await this.service.list(ctx, connectionPage(args, 'settlement'), filter);
    return SettlementConnection.of(page, 'settlement', SettlementType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => SettlementType, { nullable: true })
  async settlement(@Arg('id') id: string, @Ctx() { loaders }: GqlContext) {
    if (!isNumericId(id)) return null;
    const s = await loaders.settlementById.load(Number(id));
    return s ? SettlementType.from(s) : null;
  }

  @Mutation(() => SettlementType, {
    nullable: true,
    description: 'Operator: settle the main account (or a subaccount) now, e.g. a manual schedule; null when nothing is unsettled',
  })
  async settleNow(
    @Arg('subaccount', () => String, { nullable: true, description: 'ACCT_ code; absent: the main account' }) subaccount: string | null,
    @Ctx() { ctx }: GqlContext,
    @Arg('currency', () => String, { nullable: true, description: "The currency to settle; absent: the integration's own" }) currency?: string | null,
  ) {
    const s = await this.service.settleNow(ctx, subaccount ?? null, currency ?? undefined);
    return s ? SettlementType.from(s) : null;
  }

  @Query(() => BalanceEntryConnection, {
    complexity: pageComplexity,
    description: 'Merchant balance ledger entries, newest first, each with the running balance after it',
  })
  async balanceHistory(@Args() args: ConnectionArgs, @Ctx() { ctx }: GqlContext) {
    const page = await this.ledger.ledger(ctx, connectionPage(args, 'ledger'));
    return BalanceEntryConnection.of(page, 'ledger', BalanceEntryType.from, () => this.service.balanceEntryCount(ctx));
  }

  @FieldResolver(() => SubaccountType, { nullable: true, description: "Only a subaccount's settlement" })
  async subaccount(@Root() s: SettlementType, @Ctx() { loaders }: GqlContext) {
    if (s.subaccountId === null) return null;
    const sub = await loaders.subaccountById.load(s.subaccountId);
    return sub ? SubaccountType.from(sub) : null;
  }
}

// The money fields of a transaction (this slice comes after transactions, so it adds them here).
@Resolver(() => TransactionType)
export class TransactionMoneyResolver {
  @FieldResolver(() => SubaccountType, { nullable: true, description: 'The subaccount a split payment pays (`subaccount` is its code)' })
  async subaccountDetails(@Root() t: TransactionType, @Ctx() { loaders }: GqlContext) {
    if (!t.subaccount) return null;
    const s = await loaders.subaccountByCode.load(t.subaccount);
    return s ? SubaccountType.from(s) : null;
  }

  @FieldResolver(() => [RefundType])
  async refunds(@Root() t: TransactionType, @Ctx() { loaders }: GqlContext) {
    return (await loaders.refundsByTransaction.load(Number(t.id))).map(RefundType.from);
  }

  @FieldResolver(() => SettlementType, { nullable: true, description: 'The settlement that paid this payment out to the main account' })
  async settlement(@Root() t: TransactionType, @Ctx() { loaders }: GqlContext) {
    if (t.settlementId === null) return null;
    const s = await loaders.settlementById.load(t.settlementId);
    return s ? SettlementType.from(s) : null;
  }
}
