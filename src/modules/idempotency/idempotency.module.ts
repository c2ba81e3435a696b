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
    const idempotencySweep = k.dueJob({
      name: 'idempotency-sweep',
      table: 'idempotency_keys',
      dueColumn: 'expires_ms',
      handle: (tx, id) => idempotency.sweep(tx, id),
      batch: 500,
      // Expired rows go 500 to a transaction and a DELETE: one row per transaction could not keep up
      // with a busy API's own inserts (bench/RESULTS.md).
      group: 500,
    });
    return { idempotency, idempotencySweep };
  },
  jobs: (s) => [s.idempotencySweep],
});
