import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { withoutNulls, orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity, aggregateComplexity } from '../../graphql/limits';
import type { LedgerService } from '../../ledger/ledger.service';
import { RecipientType } from '../recipients/recipient.type';
import { BulkTransferItemInput, InitiateTransferInput, TransfersArgs } from './transfer.inputs';
import type { TransferBulkCheckService } from './transfer-bulk-check.service';
import type { TransferOtpService } from './transfer-otp.service';
import type { TransferService } from './transfer.service';
import { BalanceType, BulkTransferCheckType, TransferConnection, TransferType } from './transfer.type';

@Resolver(() => TransferType)
export class TransferResolver {
  constructor(
    private readonly service: TransferService,
    private readonly otp: TransferOtpService,
    private readonly ledger: LedgerService,
    private readonly bulkCheck: TransferBulkCheckService,
  ) {}

  @Query(() => TransferConnection, { complexity: pageComplexity, description: 'Newest first' })
  async transfers(@Args() args: TransfersArgs, @Ctx() { ctx }: GqlContext) {
    const filter = {
      status: args.status ?? undefined,
      recipient: args.recipient ?? undefined,
      search: args.search ?? undefined,
      from: args.from ?? undefined,
      to: args.to ?? undefined,
    };
    const page = await this.service.list(ctx, connectionPage(args, 'transfer'), filter);
    return TransferConnection.of(page, 'transfer', TransferType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => TransferType, { nullable: true, description: 'By id or TRF_ code' })
  async transfer(@Arg('idOrCode') idOrCode: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, idOrCode), (found) => TransferType.from(found));
  }

  @Query(() => [BalanceType], { complexity: aggregateComplexity, description: 'The merchant balance per currency, from the ledger' })
  async balance(@Ctx() { ctx }: GqlContext) {
    return (await this.ledger.balances(ctx)).map((b) => Object.assign(new BalanceType(), b));
  }

  @Query(() => Boolean, { description: 'Whether transfers wait for an OTP' })
  async transferOtpRequired(@Ctx() { ctx }: GqlContext) {
    return this.otp.otpRequired(ctx);
  }

  @Mutation(() => TransferType, { description: 'Status otp while the OTP is required, else pending' })
  async initiateTransfer(@Arg('input') input: InitiateTransferInput, @Ctx() { ctx }: GqlContext) {
    return TransferType.from(await this.service.initiate(ctx, { ...withoutNulls(input), source: input.source ?? 'balance' }));
  }

  @Mutation(() => [TransferType], { description: 'Only while the OTP requirement is disabled' })
  async bulkTransfer(
    @Arg('transfers', () => [BulkTransferItemInput]) transfers: BulkTransferItemInput[],
    @Arg('currency', () => String, { nullable: true }) currency: string | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    return (await this.service.bulk(ctx, { source: 'balance', currency: currency ?? undefined, transfers: transfers.map(withoutNulls) })).map((q) =>
      TransferType.from(q.transfer),
    );
  }

  @Query(() => BulkTransferCheckType, {
    complexity: aggregateComplexity,
    description: "bulkTransfer's checks, every row's at once, without sending anything (the dashboard's CSV preview)",
  })
  async checkBulkTransfer(
    @Arg('transfers', () => [BulkTransferItemInput]) transfers: BulkTransferItemInput[],
    @Arg('currency', () => String, { nullable: true }) currency: string | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    return BulkTransferCheckType.from(await this.bulkCheck.check(ctx, { currency: currency ?? undefined, transfers: transfers.map(withoutNulls) }));
  }

  @Mutation(() => TransferType)
  async finalizeTransfer(@Arg('transferCode') transferCode: string, @Arg('otp') otp: string, @Ctx() { ctx }: GqlContext) {
    return TransferType.from(await this.service.finalize(ctx, transferCode, otp));
  }

  @Mutation(() => Boolean)
  async resendTransferOtp(
    @Arg('transferCode') transferCode: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    await this.service.resendOtp(ctx, transferCode, reason ?? 'resend_otp');
    return true;
  }

  @Mutation(() => Boolean, { description: 'Sends an OTP (see notifications) that disableTransferOtpFinalize takes' })
  async disableTransferOtp(@Ctx() { ctx }: GqlContext) {
    await this.otp.disableOtp(ctx);
    return true;
  }

  @Mutation(() => Boolean)
  async disableTransferOtpFinalize(@Arg('otp') otp: string, @Ctx() { ctx }: GqlContext) {
    await this.otp.disableOtpFinalize(ctx, otp);
    return true;
  }

  @Mutation(() => Boolean)
  async enableTransferOtp(@Ctx() { ctx }: GqlContext) {
    await this.otp.enableOtp(ctx);
    return true;
  }

  @FieldResolver(() => RecipientType, { nullable: true })
  async recipient(@Root() t: TransferType, @Ctx() { loaders }: GqlContext) {
    const r = await loaders.recipientById.load(t.recipientId);
    return r ? RecipientType.from(r) : null;
  }
}
