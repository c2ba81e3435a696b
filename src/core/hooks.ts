// One moment of a resource's life that other slices join (a payment succeeding, say), with its
// participants in an order stated once (modules/lifecycle.ts), not in the order the slices happen
// to be built. Each participant registers under its declared name from its own `*.hooks.ts`; an
// undeclared name or a second registration fails at start, and so does a declared participant
// that never registers (Lifecycle.check), so the declaration cannot drift from what runs.
export class HookPoint<Participant extends string, Hook> implements Hooks<Hook> {
  private readonly registered = new Map<Participant, Hook>();
  private ordered: readonly Hook[] | null = null;

  constructor(
    readonly name: string,
    readonly order: readonly Participant[],
  ) {}

  register(participant: Participant, hook: Hook): void {
    if (!this.order.includes(participant)) throw new Error(`${this.name}: ${participant} is not a declared participant (modules/lifecycle.ts)`);
    if (this.registered.has(participant)) throw new Error(`${this.name}: ${participant} registered twice`);
    this.registered.set(participant, hook);
    this.ordered = null;
  }

  // The registered hooks in the declared order; the caller runs them one after another (each may
  // depend on what an earlier one wrote in the same DB transaction).
  get hooks(): readonly Hook[] {
    return (this.ordered ??= this.order.flatMap((p) => (this.registered.has(p) ? [this.registered.get(p)!] : [])));
  }

  // The participants registered so far, in the declared order.
  get participants(): Participant[] {
    return this.order.filter((p) => this.registered.has(p));
  }

  // Declared participants that never registered.
  get missing(): Participant[] {
    return this.order.filter((p) => !this.registered.has(p));
  }
}

// What the owner of a hook point needs to run it: the hooks, in order.
export interface Hooks<Hook> {
  readonly hooks: readonly Hook[];
}
