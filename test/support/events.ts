import fs from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import type { Domain, TxContext } from '../../src/core/request-context';
import type { Services } from '../../src/container';

// Copied from reference/paystack-doc-snippets/src/doc/payments/webhooks/events/transaction-successful.json
const SNIPPET = path.resolve(__dirname, '../fixtures/charge-success.json');

// Paystack's own charge.success sample (the doc snippet), with our own reference so tests can tell
// events apart. Used until charges exist on this branch.
export function chargeSuccessPayload(reference: string, domain: Domain = 'test'): Record<string, unknown> {
  const sample = JSON.parse(fs.readFileSync(SNIPPET, 'utf8')) as { data: Record<string, unknown> };
  return { ...sample.data, reference, domain };
}

// A use case's context inside a transaction `services.db.run` opened, for calling services directly.
export function txContext(services: Services, integrationId: number, domain: Domain, em: EntityManager, afterCommit: Array<() => void>): TxContext {
  return { requestId: 'test', integration: { id: integrationId, testClockOffsetMs: 0 }, domain, log: services.log, tx: { em, afterCommit } };
}

// Records an event the way a use case does: one call inside a transaction, dispatched after commit.
export async function recordEvent(
  services: Services,
  integrationId: number,
  domain: Domain,
  event: { type: string; resource: string; payload: Record<string, unknown> },
): Promise<number> {
  const row = await services.db.run((em, afterCommit) => services.events.record(txContext(services, integrationId, domain, em, afterCommit), event));
  return row.id;
}

// Lets dispatch and delivery finish what they can do right now.
export async function settle(services: Services): Promise<void> {
  for (let i = 0; i < 3; i++) {
    services.dispatcher.kick();
    await services.dispatcher.idle();
    services.webhookRunner.kick();
    await services.webhookRunner.idle();
  }
}
