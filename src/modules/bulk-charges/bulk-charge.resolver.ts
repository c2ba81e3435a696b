import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { aggregateComplexity, pageComplexity } from '../../graphql/limits';
import { EVENTS_TOPIC, eventChannel } from '../../graphql/pubsub';
import type { DispatchedEvent } from '../../events/outbox';
import { AuthorizationType } from '../authorizations/authorization.type';
import { CustomerType } from '../customers/customer.type';
import { TransactionType } from '../transactions/transaction.type';
import { BulkChargeEntryInput, BulkChargeItemsArgs, BulkChargesArgs } from './bulk-charge.inputs';
import type { BulkChargeService } from './bulk-charge.service';
import {
  BulkChargeCheckType,
  BulkChargeConnection,
  BulkChargeItemConnection,
  BulkChargeItemType,
  BulkChargeProgressType,
  BulkChargeType,
} from './bulk-charge.type';

const PROGRESS = new Set(['bulkcharge.created', 'bulkcharge.progress', 'bulkcharge.paused', 'bulkcharge.resumed', 'bulkcharge.complete']);

@Resolver(() => BulkChargeType)
export class BulkChargeResolver {
  constructor(private readonly service: BulkChargeService) {}

  @Query(() => BulkChargeConnection, { complexity: pageComplexity, description: 'Bulk charge batches, newest first' })
  async bulkCharges(@Args() args: BulkChargesArgs, @Ctx() { ctx }: GqlContext) {
    const filter = { status: args.status ?? undefined };
    const page = await this.service.list(ctx, connectionPage(args, 'bulkcharge'), filter);
    return BulkChargeConnection.of(page, 'bulkcharge', BulkChargeType.from, () => this.service.countBatches(ctx, filter));
  }

  @Query(() => BulkChargeType, { nullable: true, description: 'One batch by id or BCH_ code' })
  async bulkCharge(@Arg('idOrCode') idOrCode: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.fetch(ctx, idOrCode), (found) => BulkChargeType.from(found));
  }

  @Query(() => BulkChargeItemConnection, { complexity: pageComplexity, description: "A batch's charges, newest first" })
  async bulkChargeItems(@Args() args: BulkChargeItemsArgs, @Ctx() { ctx }: GqlContext) {
    const status = args.status ?? undefined;
    const page = await this.service.itemPage(ctx, args.batch, connectionPage(args, 'bulkcharge_item'), status);
    return BulkChargeItemConnection.of(page, 'bulkcharge_item', BulkChargeItemType.from, () => this.service.countItems(ctx, args.batch, status));
  }

  @Mutation(() => BulkChargeType, { description: 'POST /bulkcharge: queue a batch of charges on saved authorizations' })
  async createBulkCharge(
    @Arg('charges', () => [BulkChargeEntryInput]) charges: BulkChargeEntryInput[],
    @Arg('reference', () => String, { nullable: true }) reference: string | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    return BulkChargeType.from(await this.service.create(ctx, charges.map(entryOf), reference ?? undefined));
  }

  @Query(() => BulkChargeCheckType, {
    complexity: aggregateComplexity,
    description: "createBulkCharge's checks, every row's at once, without queueing anything (the dashboard's CSV preview)",
  })
  async checkBulkCharge(@Arg('charges', () => [BulkChargeEntryInput]) charges: BulkChargeEntryInput[], @Ctx() { ctx }: GqlContext) {
    return BulkChargeCheckType.from(await this.service.check(ctx, charges.map(entryOf)));
  }

  @Mutation(() => BulkChargeType, { description: 'Stops new charges of the batch (a charge under way finishes)' })
  async pauseBulkCharge(@Arg('code') code: string, @Ctx() { ctx }: GqlContext) {
    return BulkChargeType.from(await this.service.pause(ctx, code));
  }

  @Mutation(() => BulkChargeType, { description: 'Continues a paused batch where it stopped' })
  async resumeBulkCharge(@Arg('code') code: string, @Ctx() { ctx }: GqlContext) {
    return BulkChargeType.from(await this.service.resume(ctx, code));
  }

  @Subscription(() => BulkChargeProgressType, {
    description: "A batch's progress as each charge finishes, and on pause, resume and completion",
    topics: EVENTS_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: DispatchedEvent; args: { batchCode: string } }) =>
      PROGRESS.has(payload.type) && payload.payload.batch_code === args.batchCode,
  })
  bulkChargeProgress(@Root() event: DispatchedEvent, @Arg('batchCode') _batchCode: string): BulkChargeProgressType {
    const p = event.payload;
    return Object.assign(new BulkChargeProgressType(), {
      batchCode: String(p.batch_code),
      processed: Number(p.processed),
      succeeded: Number(p.succeeded),
      failed: Number(p.failed),
      total: Number(p.total_charges),
      status: String(p.status),
    });
  }
}

// An entry as POST /bulkcharge's body holds it: the fields given, none null.
const entryOf = (c: BulkChargeEntryInput) => Object.fromEntries(Object.entries({ ...c }).filter(([, v]) => v !== null && v !== undefined));

@Resolver(() => BulkChargeItemType)
export class BulkChargeItemResolver {
  @FieldResolver(() => BulkChargeType, { nullable: true })
  async bulkCharge(@Root() i: BulkChargeItemType, @Ctx() { loaders }: GqlContext) {
    const b = await loaders.bulkChargeById.load(i.bulkChargeId);
    return b ? BulkChargeType.from(b) : null;
  }

  @FieldResolver(() => CustomerType, { nullable: true })
  async customer(@Root() i: BulkChargeItemType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(i.customerId);
    return c ? CustomerType.from(c) : null;
  }

  @FieldResolver(() => AuthorizationType, { nullable: true })
  async authorization(@Root() i: BulkChargeItemType, @Ctx() { loaders }: GqlContext) {
    const a = await loaders.authorizationById.load(i.authorizationId);
    return a ? AuthorizationType.from(a) : null;
  }

  @FieldResolver(() => TransactionType, { nullable: true, description: 'The charge, once made' })
  async transaction(@Root() i: BulkChargeItemType, @Ctx() { loaders }: GqlContext) {
    if (i.transactionId === null) return null;
    const t = await loaders.transactionById.load(i.transactionId);
    return t ? TransactionType.from(t) : null;
  }
}
