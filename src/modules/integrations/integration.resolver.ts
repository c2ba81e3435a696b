import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GqlContext } from '../../graphql/context';
import { testClockNeedsTestKey, type IntegrationService } from './integration.service';
import { IntegrationSettingsType, TestClockType } from './integration.type';

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

  @Query(() => IntegrationSettingsType, { description: 'Settings of the integration for the key\'s mode' })
  async integrationSettings(@Ctx() { ctx }: GqlContext): Promise<IntegrationSettingsType> {
    return { domain: ctx.domain, ...(await this.integrations.settings(ctx)) };
  }
}
