import { DueWorkRunner } from '../../jobs/due-work';
import { defineModule, type Kernel } from '../module';
import { IdempotencyService } from './idempotency.service';

// Idempotency-Key on every POST and PUT of the REST API and on GraphQL requests: the service keeps
// the keys; rest/idempotency.ts applies it to requests; the sweep deletes keys past their 24 hours.
export const idempotencyModule = defineModule({
  name: 'idempotency',
  services: (k: Kernel) => {
    const idempotency = new IdempotencyService(k.db, k.clock);
    const idempotencySweep = new DueWorkRunner(k.db, k.clock, k.log.child({ component: 'idempotency-sweep' }), {
      name: 'idempotency-sweep',
      table: { table: 'idempotency_keys', dueColumn: 'expires_ms', leaseColumn: 'lease_until_ms' },
      handle: (tx, id) => idempotency.sweep(tx, id),
      batch: 500,
      pollMs: k.config.pollMs,
      enabled: k.config.dispatchEnabled,
    });
    return { idempotency, idempotencySweep };
  },
  jobs: (s) => [s.idempotencySweep],
});
