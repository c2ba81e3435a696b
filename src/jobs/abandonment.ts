import type { Logger } from '../core/logger';
import { newRequestId } from '../core/ids';
import type { RequestContext } from '../core/request-context';
import type { IntegrationService } from '../modules/integrations/integration.service';
import type { SessionTimeoutService } from '../modules/transactions/session-timeout.service';

// Payment sessions that time out become `abandoned` even when nobody reads them, so lists,
// dashboards and `chargeUpdated` subscribers see the change. Reads still expire lazily; this sweep
// covers the rest. Every node may sweep: each transition is `UPDATE … WHERE status = :from`, so two
// nodes sweeping at once abandon a transaction once.
export class AbandonmentSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private pending = new Set<number | 'all'>();
  private stopped = false;

  constructor(
    private readonly integrations: IntegrationService,
    private readonly sessions: SessionTimeoutService,
    private readonly log: Logger,
    private readonly intervalMs: number,
    private readonly enabled: boolean,
  ) {}

  start(): void {
    if (!this.enabled || this.stopped || this.timer) return;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
  }

  // `integrationId` narrows the sweep to one integration (its test clock moved).
  kick(integrationId?: number): void {
    if (!this.enabled || this.stopped) return;
    this.pending.add(integrationId ?? 'all');
    this.run();
  }

  private run(): void {
    if (this.running) return;
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'abandonment sweep failed'))
      .finally(() => {
        this.running = null;
        // A kick that landed after the drain's last look must not wait for the next tick.
        if (this.pending.size && !this.stopped) this.run();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    while (this.pending.size && !this.stopped) {
      const scope = this.pending.has('all') ? undefined : ([...this.pending][0] as number);
      if (scope === undefined) this.pending.clear();
      else this.pending.delete(scope);
      for (const mode of await this.integrations.modesWithSessionTimeout(scope)) {
        if (this.stopped) return;
        const requestId = newRequestId();
        const ctx: RequestContext = { requestId, ...mode, log: this.log.child({ req_id: requestId, integration: mode.integration.id }) };
        // Batches of 500 until nothing more is due.
        while (!this.stopped && (await this.sessions.expireAbandoned(ctx)) >= 500);
      }
    }
  }
}
