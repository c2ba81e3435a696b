import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { withoutNulls, orNull } from '../../graphql/args';
import { connectionPage } from '../../graphql/connection';
import type { GqlContext } from '../../graphql/context';
import { pageComplexity, aggregateComplexity } from '../../graphql/limits';
import { CustomerType } from '../customers/customer.type';
import { TransactionType } from '../transactions/transaction.type';
import { CreatePaymentRequestInput, MarkAsPaidInput, PaymentRequestsArgs, UpdatePaymentRequestInput } from './payment-request.inputs';
import type { InvoicePaymentService } from './invoice-payment.service';
import type { PaymentRequestService } from './payment-request.service';
import { PaymentRequestConnection, PaymentRequestTotalsType, PaymentRequestType } from './payment-request.type';

@Resolver(() => PaymentRequestType)
export class PaymentRequestResolver {
  constructor(
    private readonly service: PaymentRequestService,
    private readonly invoicePayments: InvoicePaymentService,
  ) {}

  @Query(() => PaymentRequestConnection, { complexity: pageComplexity, description: 'Newest first; archived ones only with includeArchive' })
  async paymentRequests(@Args() args: PaymentRequestsArgs, @Ctx() { ctx, loaders }: GqlContext) {
    const filter = withoutNulls({ ...args.filter });
    const page = await this.service.list(ctx, connectionPage(args, 'paymentrequest'), filter);
    const rows = { ...page, items: page.items.map((v) => ({ id: v.request.id, v })) };
    return PaymentRequestConnection.of(
      rows,
      'paymentrequest',
      ({ v }) => {
        loaders.customerById.clear(v.customer.id).prime(v.customer.id, v.customer);
        return PaymentRequestType.from(v.request);
      },
      () => this.service.count(ctx, filter),
    );
  }

  @Query(() => PaymentRequestType, { nullable: true, description: 'One payment request by id or PRQ_ code' })
  async paymentRequest(@Arg('ref') ref: string, @Ctx() { ctx }: GqlContext) {
    return orNull(this.service.get(ctx, ref), (found) => PaymentRequestType.from(found.request));
  }

  @Query(() => PaymentRequestTotalsType, { complexity: aggregateComplexity, description: 'Pending, successful and total amounts by currency' })
  async paymentRequestTotals(@Ctx() { ctx }: GqlContext) {
    return this.service.totals(ctx);
  }

  @FieldResolver(() => CustomerType)
  async customer(@Root() p: PaymentRequestType, @Ctx() { loaders }: GqlContext) {
    const c = await loaders.customerById.load(p.customerId);
    if (!c) throw new Error(`payment request ${p.id} has no customer`);
    return CustomerType.from(c);
  }

  @FieldResolver(() => [TransactionType], { description: 'The checkout payments made towards it, oldest first' })
  async payments(@Root() p: PaymentRequestType, @Ctx() { loaders }: GqlContext) {
    const views = await loaders.paymentRequestTransactions.load(Number(p.id));
    return views.map((v) => TransactionType.fromView(v, loaders));
  }

  @Mutation(() => PaymentRequestType, { description: 'POST /paymentrequest' })
  async createPaymentRequest(@Arg('input') input: CreatePaymentRequestInput, @Ctx() { ctx }: GqlContext) {
    return PaymentRequestType.from((await this.service.create(ctx, withoutNulls({ ...input }))).request);
  }

  @Mutation(() => PaymentRequestType, { description: 'PUT /paymentrequest/:id_or_code' })
  async updatePaymentRequest(@Arg('ref') ref: string, @Arg('input') input: UpdatePaymentRequestInput, @Ctx() { ctx }: GqlContext) {
    return PaymentRequestType.from((await this.service.update(ctx, ref, withoutNulls({ ...input }))).request);
  }

  @Mutation(() => PaymentRequestType, { description: 'POST /paymentrequest/finalize/:id_or_code' })
  async finalizePaymentRequest(
    @Arg('ref') ref: string,
    @Arg('sendNotification', () => Boolean, { nullable: true }) sendNotification: boolean | null,
    @Ctx() { ctx }: GqlContext,
  ) {
    return PaymentRequestType.from((await this.service.finalize(ctx, ref, sendNotification ?? true)).request);
  }

  @Mutation(() => PaymentRequestType, { description: 'POST /paymentrequest/notify/:id_or_code (recorded in the simulated outbox)' })
  async notifyPaymentRequest(@Arg('ref') ref: string, @Ctx() { ctx }: GqlContext) {
    return PaymentRequestType.from((await this.service.notify(ctx, ref)).request);
  }

  @Mutation(() => PaymentRequestType, { description: 'POST /paymentrequest/archive/:id_or_code' })
  async archivePaymentRequest(@Arg('ref') ref: string, @Ctx() { ctx }: GqlContext) {
    return PaymentRequestType.from((await this.service.archive(ctx, ref)).request);
  }

  @Mutation(() => PaymentRequestType, { description: 'POST /paymentrequest/mark_as_paid/:id_or_code (an offline payment)' })
  async markPaymentRequestPaid(@Arg('ref') ref: string, @Arg('input') input: MarkAsPaidInput, @Ctx() { ctx }: GqlContext) {
    return PaymentRequestType.from((await this.invoicePayments.markAsPaid(ctx, ref, withoutNulls({ ...input }))).request);
  }
}
