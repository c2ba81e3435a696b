import type { Clock } from '../../src/core/clock';
import { expectLedgerSound } from './ledger';
import { startReceiver, type Receiver } from './receiver';
import { startServer, type TestIntegration, type TestServer } from './server';

// The set-up most e2e files share: a server, a webhook receiver, the merchant under test (its
// webhook URL pointed at the receiver) and another integration that must see none of its data.
export interface Merchant {
  server: TestServer;
  hook: Receiver;
  m: TestIntegration;
  other: TestIntegration;
  // For afterAll: checks the ledger when asked (before the database goes), then stops both.
  stop(): Promise<void>;
}

export async function startMerchant(
  name: string,
  opts: { env?: Record<string, string>; clock?: Clock; ledgerSound?: boolean; country?: string } = {},
): Promise<Merchant> {
  const server = await startServer(opts.env, opts.clock);
  const hook = await startReceiver();
  const m = await server.newIntegration(name, opts.country);
  const other = await server.newIntegration('Other');
  expect((await m.api.put('/integration/webhook', { url: hook.url })).status).toBe(200);
  return {
    server,
    hook,
    m,
    other,
    async stop() {
      if (opts.ledgerSound) await expectLedgerSound(server);
      await server.stop();
      await hook.close();
    },
  };
}
