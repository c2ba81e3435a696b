import { Arg, Ctx, Mutation, Resolver, Root, Subscription } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import type { Loaders } from '../../graphql/context';
import { EVENTS_TOPIC, eventChannel } from '../../graphql/pubsub';
import type { DispatchedEvent } from '../../events/outbox';
import type { RequestContext } from '../../core/request-context';
import { addressLine, type ChargeOutcome, type SubmitStep } from './charge.rules';
import type { ChargeService } from './charge.service';
import type { TransactionService } from './transaction.service';
import { CreateChargeInput } from './charge.inputs';
import { withoutNulls } from '../../graphql/args';
import { ChargeResultType, TransactionType } from './transaction.type';

// POST /charge and its steps over GraphQL, and the live feed of one charge's status changes.
@Resolver(() => ChargeResultType)
export class ChargeResolver {
  constructor(
    private readonly charges: ChargeService,
    private readonly transactions: TransactionService,
  ) {}

  @Mutation(() => ChargeResultType, {
    description: 'Charge a card, bank account, USSD, mobile money, QR, EFT, Capitec Pay or saved authorization (exactly one)',
  })
  async createCharge(@Arg('input') input: CreateChargeInput, @Ctx() { ctx, loaders }: GqlContext) {
    return result(await this.charges.charge(ctx, withoutNulls(input)), loaders);
  }

  @Mutation(() => ChargeResultType)
  async submitPin(@Arg('reference') reference: string, @Arg('pin') pin: string, @Ctx() c: GqlContext) {
    return this.submit(c, reference, 'pin', pin);
  }

  @Mutation(() => ChargeResultType)
  async submitOtp(@Arg('reference') reference: string, @Arg('otp') otp: string, @Ctx() c: GqlContext) {
    return this.submit(c, reference, 'otp', otp);
  }

  @Mutation(() => ChargeResultType)
  async submitPhone(@Arg('reference') reference: string, @Arg('phone') phone: string, @Ctx() c: GqlContext) {
    return this.submit(c, reference, 'phone', phone);
  }

  @Mutation(() => ChargeResultType, { description: 'birthday: YYYY-MM-DD' })
  async submitBirthday(@Arg('reference') reference: string, @Arg('birthday') birthday: string, @Ctx() c: GqlContext) {
    return this.submit(c, reference, 'birthday', birthday);
  }

  @Mutation(() => ChargeResultType, { description: 'POST /charge/submit_address: the billing address for address verification' })
  async submitAddress(
    @Arg('reference') reference: string,
    @Arg('address') address: string,
    @Arg('city') city: string,
    @Arg('state') state: string,
    @Arg('zipcode') zipcode: string,
    @Ctx() c: GqlContext,
  ) {
    return this.submit(c, reference, 'address', addressLine({ address, city, state, zipcode }));
  }

  @Mutation(() => ChargeResultType, { description: 'GET /charge/:reference: asks the processor again about a pending, USSD or bank-page charge' })
  async checkCharge(@Arg('reference') reference: string, @Ctx() { ctx, loaders }: GqlContext) {
    return result(await this.charges.check(ctx, reference), loaders);
  }

  @Subscription(() => ChargeResultType, {
    description: 'Every status change of one charge as it happens, whatever moved it: this API, REST, the checkout page or a status check',
    topics: EVENTS_TOPIC,
    topicId: ({ context }: { context: GqlContext }) => eventChannel(context.ctx.integration.id, context.ctx.domain),
    filter: ({ payload, args }: { payload: DispatchedEvent; args: { reference: string } }) =>
      payload.type === 'charge.updated' && payload.payload.reference === args.reference,
  })
  chargeUpdated(@Root() event: DispatchedEvent, @Arg('reference') reference: string, @Ctx() { ctx, loaders }: GqlContext): ChargeResultType {
    const data = (event.payload.data ?? event.payload) as Record<string, unknown>;
    return ChargeResultType.fromReply(data, () => current(this.transactions, ctx, reference, loaders));
  }

  private async submit({ ctx, loaders }: GqlContext, reference: string, step: SubmitStep, value: string | undefined) {
    return result(await this.charges.submit(ctx, { reference, step, value }), loaders);
  }
}

function result(outcome: ChargeOutcome, loaders: Loaders): ChargeResultType {
  const node = TransactionType.fromView(outcome.view, loaders);
  return ChargeResultType.fromReply(outcome.data, async () => node);
}

async function current(transactions: TransactionService, ctx: RequestContext, reference: string, loaders: Loaders) {
  return TransactionType.fromView(await transactions.verify(ctx, reference), loaders);
}
