import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { invalid } from '../../core/errors';
import type { GqlContext } from '../../graphql/context';
import { testClockNeedsTestKey, type IntegrationService } from './integration.service';
import { UpdateIntegrationSettingsInput } from './integration.inputs';
import { IntegrationSettingsType, ModeKeysType, TestClockType } from './integration.type';

@Resolver()
export class IntegrationResolver {
  constructor(private readonly integrations: IntegrationService) {}

  @Query(() => TestClockType, { description: 'The test clock (test keys only)' })
  testClock(@Ctx() { ctx }: GqlContext): TestClockType {
    if (ctx.domain !== 'test') throw testClockNeedsTestKey();
    return { now: this.integrations.now(ctx) };
  }

  @Mutation(() => TestClockType, { description: 'Moves the test clock forward (test keys only)' })
  async advanceTestClock(@Arg('seconds', () => Int) seconds: number, @Ctx() { ctx }: GqlContext): Promise<TestClockType> {
    return { now: await this.integrations.advanceTestClock(ctx, seconds) };
  }

  @Query(() => IntegrationSettingsType, { description: "Settings of the integration for the key's mode" })
  async integrationSettings(@Ctx() { ctx }: GqlContext): Promise<IntegrationSettingsType> {
    return { domain: ctx.domain, ...(await this.integrations.settings(ctx)) };
  }

  @Query(() => String, { description: "The active public key (pk_…) of the key's mode" })
  publicKey(@Ctx() { ctx }: GqlContext): Promise<string> {
    return this.integrations.publicKey(ctx);
  }

  @Mutation(() => IntegrationSettingsType, { description: "PUT /integration/webhook and /integration/payment_session_timeout in one: the key's mode only" })
  async updateIntegrationSettings(@Arg('input') input: UpdateIntegrationSettingsInput, @Ctx() { ctx }: GqlContext): Promise<IntegrationSettingsType> {
    const url = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() || null);
    const changes = { webhookUrl: url(input.webhookUrl), callbackUrl: url(input.callbackUrl), paymentSessionTimeout: input.paymentSessionTimeout ?? undefined };
    return { domain: ctx.domain, ...(await this.integrations.updateSettings(ctx, changes)) };
  }

  @Mutation(() => ModeKeysType, {
    description: "Revokes this mode's secret and public keys (the key that calls included) and issues new ones; the other mode's keys stay",
  })
  async rotateKeys(
    @Arg('confirm', { description: "The key's mode, test or live: a stray or replayed call must not lock its caller out" }) confirm: string,
    @Ctx() { ctx }: GqlContext,
  ): Promise<ModeKeysType> {
    if (confirm !== ctx.domain) throw invalid('confirm', `confirm must be "${ctx.domain}", the mode of the key whose keys are rotated`);
    const keys = await this.integrations.rotateModeKeys(ctx);
    return { domain: ctx.domain, secretKey: keys.secret_key, publicKey: keys.public_key };
  }
}
