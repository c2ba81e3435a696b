// Runs a pass on a timer and whenever something asks for one (`kick`). Kicks that arrive while a
// pass runs coalesce into one more pass after it, so a burst of kicks costs at most two passes and
// work that arrived mid-pass is never left for the next poll. A failing pass is logged; the loop
// goes on. The outbox dispatcher, the due-work runners and the webhook runner all poll this way.
// `minGapMs`: a pass starts no sooner than that after the one before started; a kick inside the gap
// runs at its end. An idle loop answers a kick at once; a busy one gathers the work of the gap into
// one pass (the outbox dispatcher: one claim for the events of many commits, not one per commit).
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private armed = false;
  private running: Promise<void> | null = null;
  private again = false;
  private halted = false;
  private lastStart = -Infinity;
  private deferred: { timer: NodeJS.Timeout; fired: Promise<void>; fire(): void } | null = null;

  constructor(
    private readonly pass: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
    private readonly minGapMs = 0,
  ) {}

  // No pass runs before start (a CLI process or a recorder-only node never polls). Without
  // `pollMs` the loop has no timer: it runs on kicks alone (a due-work runner whose node's probe
  // polls for it).
  start(pollMs?: number): void {
    if (this.halted || this.armed) return;
    this.armed = true;
    if (pollMs !== undefined) {
      this.timer = setInterval(this.kick, pollMs);
      this.timer.unref();
    }
    this.kick();
  }

  get started(): boolean {
    return this.armed;
  }

  get busy(): boolean {
    return this.running !== null;
  }

  get stopped(): boolean {
    return this.halted;
  }

  kick = (): void => {
    if (this.halted || !this.armed) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.deferred) return;
    const due = this.lastStart + this.minGapMs;
    const wait = due - performance.now();
    if (wait > 0) {
      let fire!: () => void;
      const fired = new Promise<void>((resolve) => {
        fire = () => {
          clearTimeout(this.deferred?.timer);
          this.deferred = null;
          this.run();
          resolve();
        };
      });
      // libuv counts a timer from the loop's cached time, which lags the clock on a busy loop, so
      // a timer can fire a few milliseconds before the gap's end: it then waits out the rest.
      const onTimer = (): void => {
        const left = due - performance.now();
        if (left > 0 && this.deferred) this.deferred.timer = setTimeout(onTimer, left);
        else fire();
      };
      this.deferred = { timer: setTimeout(onTimer, wait), fired, fire };
      return;
    }
    this.run();
  };

  private run(): void {
    this.lastStart = performance.now();
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
  }

  // Resolves when no pass is running or waiting out its gap.
  async idle(): Promise<void> {
    while (this.running || this.deferred) await (this.running ?? this.deferred!.fired);
  }

  // No pass starts after this but one asked for inside its gap, which runs now; the one running
  // finishes.
  async stop(): Promise<void> {
    this.deferred?.fire();
    this.halted = true;
    this.armed = false;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.idle();
  }
}
