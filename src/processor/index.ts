import type { Domain } from '../core/request-context';
import type { Processor } from './processor';
import { SimulatedProcessor } from './simulator';

export type { Processor } from './processor';

// Processors Kobo can run with. A real acquirer adds an entry here (and its name becomes a valid
// KOBO_LIVE_PROCESSOR value).
const FACTORIES: Record<string, (publicUrl: string) => Processor> = {
  simulator: (publicUrl) => new SimulatedProcessor(publicUrl),
};

export const PROCESSOR_NAMES = Object.keys(FACTORIES);

// Test mode always runs on the simulator; live mode on the configured processor.
export class Processors {
  private readonly test: Processor;
  private readonly live: Processor;
  private readonly byName = new Map<string, Processor>();

  constructor(publicUrl: string, liveProcessor: string) {
    const make = FACTORIES[liveProcessor];
    if (!make) throw new Error(`unknown processor "${liveProcessor}" (known: ${PROCESSOR_NAMES.join(', ')})`);
    this.test = FACTORIES.simulator!(publicUrl);
    this.live = liveProcessor === 'simulator' ? this.test : make(publicUrl);
    for (const p of [this.test, this.live]) this.byName.set(p.name, p);
  }

  forDomain(domain: Domain): Processor {
    return domain === 'test' ? this.test : this.live;
  }

  // The processor that issued a saved authorization's token.
  named(name: string): Processor {
    const p = this.byName.get(name);
    if (!p) throw new Error(`processor "${name}" is not configured`);
    return p;
  }
}
