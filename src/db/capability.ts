import { newRequestId } from '../core/ids';
import type { CallerBase, Domain, RequestContext } from '../core/request-context';
import type { Database } from './unit-of-work';

// Pages reached without a key (checkout, invoice, pay page, mandate page) carry a capability in the
// URL: an access code, a request code, a slug. The row it names says which integration and mode the
// request acts for, on that integration's clock. `table` and `column` are the caller's constants,
// never input. Null when no row holds the value.
export async function contextForCapability(db: Database, base: CallerBase, table: string, column: string, value: string): Promise<RequestContext | null> {
  const rows: Array<{ integration_id: string | number; domain: Domain; offset_ms: string | number; country: string }> = await db.read({}, (em) =>
    em.query(
      `SELECT r.integration_id, r.domain, i.test_clock_offset_ms AS offset_ms, i.country FROM ${table} r JOIN integrations i ON i.id = r.integration_id WHERE r.${column} = ?`,
      [value],
    ),
  );
  const row = rows[0];
  if (!row) return null;
  const integration = { id: Number(row.integration_id), testClockOffsetMs: Number(row.offset_ms), country: row.country };
  return {
    requestId: base.requestId ?? newRequestId(),
    integration,
    domain: row.domain,
    log: base.log.child({ integration: integration.id, domain: row.domain }),
  };
}
