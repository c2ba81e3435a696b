import type { Services } from '../../src/container';
import { expectLedgerSound } from './ledger';
import type { TestIntegration, TestServer } from './server';
import type { Api, ApiResponse } from './http';
import { countRows } from './sql';

// Paystack's documented customer identification test credentials (reference/paystack-facts.md),
// 12-digit BVN and all: the one set Kobo's sandbox validates.
export const DOCUMENTED_IDENTIFICATION = {
  country: 'NG',
  type: 'bank_account',
  account_number: '0111111111',
  bvn: '222222222221',
  bank_code: '007',
  first_name: 'Uchenna',
  last_name: 'Okoro',
};

export const CARDS = {
  success: { number: '4084084084084081', cvv: '408', expiry_month: '12', expiry_year: '2099' },
  pin: { number: '507850785078507812', cvv: '081', expiry_month: '12', expiry_year: '2099' },
  pinOtp: { number: '5060666666666666666', cvv: '123', expiry_month: '12', expiry_year: '2099' },
  pinPhoneOtp: { number: '507850785078507804', cvv: '884', expiry_month: '12', expiry_year: '2099' },
  bankAuth: { number: '5192602720584796', cvv: '123', expiry_month: '12', expiry_year: '2099' },
  bankAuthLegacy: { number: '4084080000000409', cvv: '000', expiry_month: '12', expiry_year: '2099' },
  declined: { number: '4084080000005408', cvv: '001', expiry_month: '12', expiry_year: '2099' },
  insufficient: { number: '4084080000670037', cvv: '787', expiry_month: '12', expiry_year: '2099' },
  tokenNotGenerated: { number: '507850785078507853', cvv: '082', expiry_month: '12', expiry_year: '2099' },
  timeout: { number: '506066506066506067', cvv: '060', expiry_month: '12', expiry_year: '2099' },
} as const;

// Ledger invariant, checked after every payments test: the shared ledger check
// (test/support/ledger.ts), then each merchant's GET /balance against the sum of its entries.
export async function expectLedgerBalanced(server: TestServer, merchants: TestIntegration[]): Promise<void> {
  await expectLedgerSound(server);
  for (const m of merchants) {
    for (const [api, domain] of [
      [m.api, 'test'],
      [m.live_api, 'live'],
    ] as Array<[Api, string]>) {
      // Background settlement payouts may move the balance meanwhile: the reply must match the sums
      // as they stood just before or just after it.
      const sums = async () => {
        const rows: Array<{ currency: string; total: string | number }> = await server.services.db.read({}, (em) =>
          em.query(
            "SELECT currency, SUM(amount) AS total FROM ledger_entries WHERE integration_id = ? AND domain = ? AND account = 'merchant_balance' GROUP BY currency",
            [m.id, domain],
          ),
        );
        return rows.map((s) => ({ currency: s.currency, balance: Number(s.total) })).sort((a, b) => a.currency.localeCompare(b.currency));
      };
      const sumsBefore = await sums();
      const res = await api.get('/balance');
      const sumsAfter = await sums();
      expect(res.status).toBe(200);
      const got = [...res.body.data].sort((a: { currency: string }, b: { currency: string }) => a.currency.localeCompare(b.currency));
      // No entries yet: one zero balance in the merchant's own currency (its market's, NGN by default).
      const none = [{ currency: got.length === 1 ? got[0].currency : 'NGN', balance: 0 }];
      const before = sumsBefore.length ? sumsBefore : none;
      const after = sumsAfter.length ? sumsAfter : none;
      const key = (l: Array<{ currency: string; balance: number }>) => l.map((x) => `${x.currency}:${x.balance}`).join();
      expect(got).toEqual(key(got) === key(before) ? before : after);
    }
  }
}

export async function rowCounts(server: TestServer): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['transactions', 'authorizations', 'ledger_entries', 'customers', 'events']) out[table] = await countRows(server, table);
  return out;
}

// A snapshot of one transaction row's mutable state.
export async function transactionRow(server: TestServer, reference: string): Promise<Record<string, unknown> | undefined> {
  const rows: Array<Record<string, unknown>> = await server.services.db.read({}, (em) =>
    em.query('SELECT status, charge_status, version, amount FROM transactions WHERE reference = ?', [reference]),
  );
  return rows[0];
}

// Moves the test clock; a refused move throws with the reply, so a test reading the clock's effects
// next never misreads a failed move as a missing effect.
export async function advanceClock(api: Api, seconds: number): Promise<ApiResponse> {
  const res = await api.post('/_test/clock/advance', { seconds });
  if (res.status !== 200) throw new Error(`the test clock did not move ${seconds} s: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

// Moves the integration's test clock to a minute past the next daily settlement (00:00 UTC) and
// waits until that settlement has paid out what came before. A test that moves the clock hours and
// reads the balance starts here: from 23:00 UTC an hour's move would otherwise cross a settlement and
// pay its balance out, and a payout still running would move the balance under it.
export async function justAfterSettlement(api: Api, services: Services): Promise<void> {
  const now = Date.parse((await api.get('/_test/clock')).body.data.now);
  const res = await advanceClock(api, Math.ceil((86_400_000 - (now % 86_400_000)) / 1000) + 60);
  if (res.status !== 200) throw new Error(`the clock did not move: ${res.status}`);
  await settleDue(services);
}

// Runs every settlement run and payout that is due now, on this node (the test clock's kick may be
// running them too: claims keep them apart). A drain finds nothing while a background pass holds the
// rows: each runner is waited for after its drain as well, so a round that did nothing here is one
// in which nothing was left running.
export async function settleDue(services: Services): Promise<void> {
  for (let i = 0; i < 10; i++) {
    await services.settlementRunner.idle();
    const runs = await services.settlementRunner.drain();
    await services.settlementRunner.idle();
    await services.payoutRunner.idle();
    const payouts = await services.payoutRunner.drain();
    await services.payoutRunner.idle();
    if (!runs && !payouts) return;
  }
}
