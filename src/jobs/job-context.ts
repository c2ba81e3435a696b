import { newRequestId } from '../core/ids';
import type { Logger } from '../core/logger';
import type { Domain, Tx, TxContext } from '../core/request-context';

// The context a background handler acts in for one row's integration and mode: its test clock
// offset is read inside the handler's transaction, so "now" is the integration's now.
export async function jobContext(tx: Tx, log: Logger, integrationId: number, domain: Domain): Promise<TxContext> {
  const rows: Array<{ clock_offset: string | number; country?: string }> = await tx.em.query(
    'SELECT test_clock_offset_ms AS clock_offset, country FROM integrations WHERE id = ?',
    [integrationId],
  );
  const integration = { id: integrationId, testClockOffsetMs: Number(rows[0]?.clock_offset ?? 0), country: rows[0]?.country };
  return { requestId: newRequestId(), integration, domain, log: log.child({ integration: integrationId, domain }), tx };
}
