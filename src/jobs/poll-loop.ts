// Runs a pass on a timer and whenever something asks for one (`kick`). Kicks that arrive while a
// pass runs coalesce into one more pass after it, so a burst of kicks costs at most two passes and
// work that arrived mid-pass is never left for the next poll. A failing pass is logged; the loop
// goes on. The outbox dispatcher, the due-work runners and the webhook runner all poll this way.
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private halted = false;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  // No pass runs before start (a CLI process or a recorder-only node never polls).
  start(pollMs: number): void {
    if (this.halted || this.timer) return;
    this.timer = setInterval(this.kick, pollMs);
    this.timer.unref();
    this.kick();
  }

  get started(): boolean {
    return this.timer !== null;
  }

  get busy(): boolean {
    return this.running !== null;
  }

  get stopped(): boolean {
    return this.halted;
  }

  kick = (): void => {
    if (this.halted || !this.timer) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };

  // Resolves when no pass is running.
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  // No pass starts after this; the one running finishes.
  async stop(): Promise<void> {
    this.halted = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }
}
