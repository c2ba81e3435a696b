import { defineModule, type Kernel } from '../module';
import { IdempotencyKey } from './idempotency-key.entity';
import { IdempotencyService } from './idempotency.service';

// Idempotency-Key on every POST and PUT of the REST API and on GraphQL requests: the service keeps
// the keys; rest/idempotency.ts applies it to requests; the sweep deletes keys past their 24 hours.
export const idempotencyModule = defineModule({
  name: 'idempotency',
  entities: [IdempotencyKey],
  services: (k: Kernel) => {
    const idempotency = new IdempotencyService(k.db, k.clock, { runningMs: k.config.idempotencyLeaseMs, waitMs: k.config.idempotencyWaitMs, pollMs: 25 });
    // An expired key is deleted; a key is never renewed, so nothing decides but its expiry.
    const idempotencySweep = k.expirySweep({ name: 'idempotency-sweep', table: 'idempotency_keys', dueColumn: 'expires_ms' });
    return { idempotency, idempotencySweep };
  },
  jobs: (s) => [s.idempotencySweep],
});
