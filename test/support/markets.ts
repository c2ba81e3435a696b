import type { Services } from '../../src/container';
import type { Api } from './http';
import { advanceClock, CARDS, settleDue } from './payments';
import type { TestServer } from './server';

const Paystack = require('paystack-api');

// The steps every market's e2e file (test/e2e/market-*.test.ts) takes in its own currency.

// The `paystack-api` npm client pointed at the test server.
export function sdk(server: TestServer, key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return paystack;
}

// Every bank GET /bank lists for `query`, walked with cursors (`use_cursor`, `perPage`, `next`),
// checking each page's ids rise and no page repeats one.
export async function walkBanks(api: Api, query: string, perPage = 4): Promise<any[]> {
  const seen: any[] = [];
  let next: string | null = null;
  do {
    const res: any = await api.get(`/bank?${query}&use_cursor=true&perPage=${perPage}${next ? `&next=${encodeURIComponent(next)}` : ''}`);
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(perPage);
    seen.push(...res.body.data);
    next = res.body.meta.next;
  } while (next);
  const ids = seen.map((b) => b.id);
  expect(ids).toEqual([...ids].sort((a, b) => a - b));
  expect(new Set(ids).size).toBe(ids.length);
  return seen;
}

// A successful card payment in `currency` through POST /charge; its reply.
export async function payByCard(api: Api, amount: number, currency?: string, email = 'market-payer@example.com'): Promise<any> {
  const res = await api.post('/charge', { email, amount, ...(currency ? { currency } : {}), card: CARDS.success });
  expect({ status: res.status, charge: res.body.data?.status }).toEqual({ status: 200, charge: 'success' });
  return res.body.data;
}

// The merchant-balance ledger entry of a payment: what it added to the balance.
export async function paymentEntry(api: Api, transactionId: number): Promise<any> {
  const ledger = await api.get('/balance/ledger?perPage=100');
  const entry = ledger.body.data.find((e: any) => e.model_responsible === 'Transaction' && e.model_row === transactionId);
  expect(entry).toBeDefined();
  return entry;
}

export async function balances(api: Api): Promise<Array<{ currency: string; balance: number }>> {
  const res = await api.get('/balance');
  expect(res.status).toBe(200);
  return res.body.data;
}

// Moves the integration's test clock past the next daily settlement boundary and runs every
// settlement and payout then due (the runners' own kicks may be running them too: claims keep them apart).
export async function settleNextDay(services: Services, api: Api): Promise<void> {
  expect((await advanceClock(api, 2 * 86_400)).status).toBe(200);
  await settleDue(services);
}

// Transfers queue at once (no OTP step) from here on.
export async function disableTransferOtp(api: Api): Promise<void> {
  expect((await api.post('/transfer/disable_otp')).status).toBe(200);
  expect((await api.post('/transfer/disable_otp_finalize', { otp: '123456' })).body.message).toBe('OTP requirement for transfers has been disabled');
}
