import { isNumericId } from '../../core/ids';
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { idArg, orNull, withoutNulls } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity } from '../../graphql/limits';
import { EVENTS_TOPIC, eventChannel } from '../../graphql/pubsub';
import type { DispatchedEvent } from '../../events/outbox';
import { CustomerType } from '../customers/customer.type';
import { TransactionType } from '../transactions/transaction.type';
import type { DisputeFileService } from './dispute-file.service';
import type { DisputeResolutionService } from './dispute-resolution.service';
import { DisputeEvidenceInput, DisputesArgs, OpenTestDisputeInput, ResolveDisputeInput, UpdateDisputeInput } from './dispute.inputs';
import type { DisputeService } from './dispute.service';
import { DisputeConnection, DisputeEvidenceType, DisputeType, DisputeUploadUrlType } from './dispute.type';

@Resolver(() => DisputeType)
export class DisputeResolver {
  constructor(
    private readonly service: DisputeService,
    private readonly resolutions: DisputeResolutionService,
    private readonly files: DisputeFileService,
  ) {}

  @Query(() => DisputeConnection, { complexity: pageComplexity, description: 'Disputes, newest first' })
  async disputes(@Args() args: DisputesArgs, @Ctx() { ctx }: GqlContext) {
    const filter = {
      status: args.status ?? undefined,
      transactionId: idArg(args.transaction, 'transaction', 'a transaction id'),
      from: args.from ?? undefined,
      to: args.to ?? undefined,
    };
    const page = await this.service.list(ctx, connectionPage(args, 'dispute'), filter);
    return DisputeConnection.of(page, 'dispute', DisputeType.from, () => this.service.count(ctx, filter));
  }

  @Query(() => DisputeType, { nullable: true })
  async dispute(@Arg('id', () => ID) id: string, @Ctx() { loaders }: GqlContext) {
    if (!isNumericId(id)) return null;
    const d = await loaders.disputeById.load(Number(id));
    return d ? DisputeType.from(d) : null;
  }

  @Query(() => DisputeType, { nullable: true, description: "A transaction's dispute" })
  async transactionDispute(@Arg('transaction', () => ID) transaction: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.forTransaction(ctx, transaction), (v) => DisputeType.from(v.dispute));
  }

  @Mutation(() => DisputeType, { description: "Test mode: the customer's bank disputes a successful transaction (POST /_test/dispute)" })
  async openTestDispute(@Arg('input') input: OpenTestDisputeInput, @Ctx() { ctx }: GqlContext) {
    return DisputeType.from((await this.service.openForTest(ctx, withoutNulls(input))).dispute);
  }

  @Mutation(() => DisputeType, { description: 'PUT /dispute/:id' })
  async updateDispute(@Arg('id', () => ID) id: string, @Arg('input') input: UpdateDisputeInput, @Ctx() { ctx }: GqlContext) {
    return DisputeType.from((await this.service.update(ctx, id, withoutNulls(input))).dispute);
  }

  @Mutation(() => DisputeEvidenceType, { description: 'POST /dispute/:id/evidence' })
  async addDisputeEvidence(@Arg('id', () => ID) id: string, @Arg('input') input: DisputeEvidenceInput, @Ctx() { ctx }: GqlContext) {
    return DisputeEvidenceType.from(await this.service.addEvidence(ctx, id, withoutNulls(input)));
  }

  @Mutation(() => DisputeUploadUrlType, { description: 'GET /dispute/:id/upload_url: a signed URL to PUT an evidence file to' })
  async disputeUploadUrl(@Arg('id', () => ID) id: string, @Ctx() { ctx }: GqlContext) {
    const { signedUrl, upload } = await this.files.uploadUrl(ctx, id);
    return Object.assign(new DisputeUploadUrlType(), { signedUrl, fileName: upload.fileName });
  }

  @Mutation(() => DisputeType, { description: 'PUT /dispute/:id/resolve' })
  async resolveDispute(@Arg('id', () => ID) id: string, @Arg('input') input: ResolveDisputeInput, @Ctx() { ctx }: GqlContext) {
    return DisputeType.from((await this.resolutions.resolve(ctx, id, withoutNulls(input))).dispute);
  }

  @Subscription(() => DisputeType, {
    description: 'Every change of a dispute (or of all disputes) as it happens: opened, answered, reminded, resolved',
    topics: EVENTS_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: DispatchedEvent; args: { id?: string | null } }) =>
      payload.resource.startsWith('dispute:') && (!args.id || payload.resource === `dispute:${args.id}`),
  })
  async disputeUpdated(
    @Root() event: DispatchedEvent,
    @Arg('id', () => ID, { nullable: true }) _id: string | null,
    @Ctx() { ctx }: GqlContext,
  ): Promise<DisputeType> {
    const [d] = await this.service.byIds(ctx, [Number(event.resource.slice('dispute:'.length))]);
    return DisputeType.from(d!);
  }

  @FieldResolver(() => TransactionType, { nullable: true })
  async transaction(@Root() d: DisputeType, @Ctx() { loaders }: GqlContext) {
    const t = await loaders.transactionById.load(d.transactionId);
    return t ? TransactionType.from(t) : null;
  }

  @FieldResolver(() => CustomerType, { nullable: true })
  async customer(@Root() d: DisputeType, @Ctx() { loaders }: GqlContext) {
    const t = await loaders.transactionById.load(d.transactionId);
    const c = t ? await loaders.customerById.load(t.customerId) : null;
    return c ? CustomerType.from(c) : null;
  }

  @FieldResolver(() => DisputeEvidenceType, { nullable: true })
  async evidence(@Root() d: DisputeType, @Ctx() { loaders }: GqlContext) {
    if (d.evidenceId === null) return null;
    const e = await loaders.disputeEvidenceById.load(d.evidenceId);
    return e ? DisputeEvidenceType.from(e) : null;
  }
}

// A transaction's dispute (this slice comes after transactions, so it adds the field here).
@Resolver(() => TransactionType)
export class TransactionDisputeResolver {
  @FieldResolver(() => DisputeType, { nullable: true, description: 'The dispute of this transaction, if its customer disputed it' })
  async dispute(@Root() t: TransactionType, @Ctx() { loaders }: GqlContext) {
    const [d] = await loaders.disputesByTransaction.load(Number(t.id));
    return d ? DisputeType.from(d) : null;
  }
}
