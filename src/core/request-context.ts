import type { EntityManager } from 'typeorm';
import type { Logger } from './logger';

export type Domain = 'test' | 'live';

export interface IntegrationRef {
  readonly id: number;
  // Milliseconds the integration's test clock runs ahead of real time (see core/clock.ts).
  readonly testClockOffsetMs: number;
  // The ISO code of the country the integration is registered in (core/markets.ts); absent where a
  // context is built for work that takes no new currency (renewals, exports, sweeps): Nigeria.
  readonly country?: string;
}

export interface Tx {
  readonly em: EntityManager;
  readonly afterCommit: Array<() => void>;
  // Steps run inside the transaction once its work is done, before COMMIT. Present only where the
  // opener runs them (background work, jobs/due-work.ts; a group commit's shared transaction,
  // db/group-commit.ts); there the outbox dispatches the transaction's own events in it
  // (events/outbox.ts).
  readonly beforeCommit?: Array<() => Promise<void>>;
}

// Everything a use case needs to know about who is asking. Transports build it; services take it
// first. `tx` is present only inside withTransaction.
export interface RequestContext {
  readonly requestId: string;
  readonly integration: IntegrationRef;
  readonly domain: Domain;
  readonly log: Logger;
  readonly tx?: Tx;
}

export type TxContext = RequestContext & { readonly tx: Tx };

// Who calls when no key says which integration: a public page's request, before the capability in
// its URL (db/capability.ts) names the integration.
export interface CallerBase {
  requestId?: string;
  log: Logger;
}
