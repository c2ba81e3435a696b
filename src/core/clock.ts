import type { Domain, IntegrationRef } from './request-context';

// The one source of "now". Live mode reads real time; test mode reads the integration's test clock,
// which is real time plus an offset that only moves forward (POST /_test/clock/advance). The offset
// lives on the integration row, so every API node sees the same test time.
export class Clock {
  constructor(private readonly realNow: () => number = Date.now) {}

  now(ctx: { integration: IntegrationRef; domain: Domain }): Date {
    return new Date(this.nowMs(ctx.integration, ctx.domain));
  }

  nowMs(integration: IntegrationRef, domain: Domain): number {
    return this.realNow() + (domain === 'test' ? integration.testClockOffsetMs : 0);
  }

  real(): Date {
    return new Date(this.realNow());
  }
}
