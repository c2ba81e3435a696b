import type { Database } from '../../src/db/unit-of-work';

// Request-log lines written straight into the table, one per expiry time given (tests of the due
// probe and the expiry sweep, which need thousands of them without as many requests).
export async function seedRequestLogs(db: Database, integrationId: number, domain: string, expiresMs: number[]): Promise<void> {
  for (let s = 0; s < expiresMs.length; s += 500) {
    const at = db.dialect === 'sqlite' ? new Date().toISOString() : new Date();
    const rows = expiresMs.slice(s, s + 500).map((e, k) => [integrationId, domain, `req_${s + k}`, 'GET', '/customer', 200, 1, at, e]);
    await db.run((em) =>
      em.query(
        `INSERT INTO request_logs (integration_id, domain, request_id, method, route, status, ms, at, expires_ms) VALUES ${rows.map((r) => `(${r.map(() => '?').join(',')})`).join(',')}`,
        rows.flat(),
      ),
    );
  }
}

// A request's own log line is written once its reply has gone, kept by a timer: it can land in the
// table between two counts a test makes. Flushes the node's log and waits until the integration
// has a line (on `route`, when given) in the table.
export async function waitForLogLine(flush: () => Promise<void>, db: Database, integrationId: number, route?: string): Promise<void> {
  for (;;) {
    await flush();
    const [logged] = await db.read({}, (em) =>
      em.query(`SELECT COUNT(*) AS n FROM request_logs WHERE integration_id = ?${route === undefined ? '' : ' AND route = ?'}`, [
        integrationId,
        ...(route === undefined ? [] : [route]),
      ]),
    );
    if (Number(logged.n) > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
}
