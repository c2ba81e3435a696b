import { createHmac } from 'node:crypto';
import { INSUFFICIENT_BALANCE } from '../../src/modules/refunds/refund.service';
import { gql } from '../support/graphql';
import { advanceClock, CARDS, justAfterSettlement, rowCounts } from '../support/payments';
import type { Receiver } from '../support/receiver';
import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration, TestServer } from '../support/server';
import { settle } from '../support/events';
import { waitForValue } from '../support/wait';

jest.setTimeout(90_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let hook: Receiver;
let setup: Merchant | undefined;
beforeAll(async () => {
  setup = await startMerchant('Refunds', { ledgerSound: true });
  ({ server, m, other, hook } = setup);
});
afterAll(() => setup?.stop());

const REFUND_FAILS = { number: '4084080000671803', cvv: '180', expiry_month: '12', expiry_year: '2099' };
const REFUND_ATTENTION = { number: '4084080000671902', cvv: '190', expiry_month: '12', expiry_year: '2099' };

async function pay(api = m.api, amount = 10_000, card: object = CARDS.success) {
  const res = await api.post('/charge', { email: 'refund-me@example.com', amount, card });
  expect(res.body.data.status).toBe('success');
  return res.body.data as { id: number; reference: string; amount: number; fees: number };
}

const balance = async (api = m.api) => (await api.get('/balance')).body.data.find((b: any) => b.currency === 'NGN')?.balance ?? 0;

function waitForStatus(id: number, status: string, api = m.api) {
  return waitForValue(
    async () => {
      const { data } = (await api.get(`/refund/${id}`)).body;
      return data.status === status ? data : null;
    },
    { intervalMs: 25, what: `refund ${id} to become ${status}` },
  );
}

const PROCESS = `mutation($id: String!) { processRefund(id: $id) { id status reason amount deductedAmount } }`;
const SETTINGS = `mutation($input: RefundSettingsInput!) { updateRefundSettings(input: $input) { refundDelaySeconds allowNegativeBalance } }`;

function webhooksFor(reference: string, events: string[]) {
  return waitForValue(
    async () => {
      await settle(server.services);
      const got = hook.received.filter((r) => r.body.event.startsWith('refund.') && r.body.data.transaction_reference === reference);
      return events.every((e) => got.some((g) => g.body.event === e)) ? got : null;
    },
    { intervalMs: 25, what: `webhooks ${events.join(', ')} for ${reference}` },
  );
}

describe('POST /refund and its processing on the clock', () => {
  it('a full refund: pending → processing → processed as the test clock moves; the transaction is reversed; webhooks for each status', async () => {
    // The clock moves hours below and the balance is read: from just after a settlement, none is crossed.
    await justAfterSettlement(m.api, server.services);
    // Another payment first: the refund is more than this payment left in the balance after fees.
    await pay(m.api, 50_000);
    const tx = await pay();
    const before = await balance();
    const res = await m.api.post('/refund', { transaction: tx.reference, merchant_note: 'damaged' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Refund has been queued for processing');
    const r = res.body.data;
    expect(r).toMatchObject({
      status: 'pending',
      amount: 10_000,
      currency: 'NGN',
      deducted_amount: 0,
      fully_deducted: false,
      merchant_note: 'damaged',
      domain: 'test',
    });
    expect(r.transaction).toMatchObject({ id: tx.id, reference: tx.reference, status: 'success', refunded_amount: 10_000 });
    // Nothing leaves the balance until processing starts.
    expect(await balance()).toBe(before);

    await advanceClock(m.api, 3600);
    const processing = await waitForStatus(r.id, 'processing');
    expect(processing).toMatchObject({ deducted_amount: 10_000, fully_deducted: true });
    expect(await balance()).toBe(before - 10_000);
    await advanceClock(m.api, 3600);
    const processed = await waitForStatus(r.id, 'processed');
    expect(processed.refunded_at).toEqual(expect.any(String));
    expect((await m.api.get(`/transaction/verify/${tx.reference}`)).body.data).toMatchObject({ status: 'reversed', refunded_amount: 10_000 });

    const got = await webhooksFor(tx.reference, ['refund.pending', 'refund.processing', 'refund.processed']);
    for (const g of got) {
      expect(createHmac('sha512', m.test.secret_key).update(g.raw).digest('hex')).toBe(g.headers['x-paystack-signature']);
      expect(g.body.data).toMatchObject({
        id: r.id,
        transaction_reference: tx.reference,
        amount: 10_000,
        currency: 'NGN',
        integration: m.id,
        domain: 'test',
        customer: { email: 'refund-me@example.com' },
      });
    }
    // A reversed transaction cannot be refunded again.
    expect((await m.api.post('/refund', { transaction: tx.reference })).body).toMatchObject({ status: false, message: 'Transaction has been fully reversed' });
  });

  it('a partial refund leaves the transaction successful with refunded_amount; the next one defaults to the rest', async () => {
    const tx = await pay();
    const first = (await m.api.post('/refund', { transaction: String(tx.id), amount: 3_000, currency: 'ngn' })).body.data;
    expect((await gql<any, any>(server.url, m.test.secret_key, PROCESS, { id: String(first.id) })).data).toMatchObject({
      processRefund: { status: 'processed', deductedAmount: '3000' },
    });
    expect((await m.api.get(`/transaction/${tx.id}`)).body.data).toMatchObject({ status: 'success', refunded_amount: 3_000 });
    const rest = (await m.api.post('/refund', { transaction: tx.reference })).body.data;
    expect(rest.amount).toBe(7_000);
    await gql<any, any>(server.url, m.test.secret_key, PROCESS, { id: String(rest.id) });
    expect((await m.api.get(`/transaction/${tx.id}`)).body.data).toMatchObject({ status: 'reversed', refunded_amount: 10_000 });
  });

  it('the refund test cards: failed gives the money back, needs-attention keeps it; each with its webhook', async () => {
    const failing = await pay(m.api, 10_000, REFUND_FAILS);
    const attention = await pay(m.api, 10_000, REFUND_ATTENTION);
    const before = await balance();
    const a = (await m.api.post('/refund', { transaction: failing.reference, amount: 4_000 })).body.data;
    const b = (await m.api.post('/refund', { transaction: attention.reference })).body.data;
    expect((await gql<any, any>(server.url, m.test.secret_key, PROCESS, { id: String(a.id) })).data.processRefund).toMatchObject({
      status: 'failed',
      deductedAmount: '0',
    });
    expect((await gql<any, any>(server.url, m.test.secret_key, PROCESS, { id: String(b.id) })).data.processRefund).toMatchObject({
      status: 'needs-attention',
      deductedAmount: '10000',
    });
    expect(await balance()).toBe(before - 10_000);
    expect((await m.api.get(`/transaction/${failing.id}`)).body.data).toMatchObject({ status: 'success', refunded_amount: 0 });
    expect((await m.api.get(`/transaction/${attention.id}`)).body.data).toMatchObject({ status: 'success', refunded_amount: 10_000 });
    await webhooksFor(failing.reference, ['refund.pending', 'refund.processing', 'refund.failed']);
    await webhooksFor(attention.reference, ['refund.pending', 'refund.processing', 'refund.needs-attention']);
    // A failed refund frees the amount again.
    expect((await m.api.post('/refund', { transaction: failing.reference })).body.data.amount).toBe(10_000);
  });

  it('GET /refund meta carries failedRefundCount: the failed refunds among those the filters match', async () => {
    const own = await server.newIntegration('FailedCount');
    await pay(own.api, 50_000); // the balance covers the refunds
    const failing = [await pay(own.api, 10_000, REFUND_FAILS), await pay(own.api, 10_000, REFUND_FAILS)];
    const fine = await pay(own.api, 10_000);
    const refunds = [];
    for (const tx of [...failing, fine]) refunds.push((await own.api.post('/refund', { transaction: tx.reference, amount: 1_000 })).body.data);
    const listed = async (query: string) => (await own.api.get(`/refund?${query}`)).body.meta;
    // Pending refunds have not failed yet.
    expect((await listed('perPage=1')).failedRefundCount).toBe(0);
    for (const r of refunds) await gql<any, any>(server.url, own.test.secret_key, PROCESS, { id: String(r.id) });
    expect(await listed('perPage=1')).toEqual({ total: 3, skipped: 0, perPage: 1, page: 1, pageCount: 3, failedRefundCount: 2 });
    expect((await listed(`reference=${failing[0]!.reference}`)).failedRefundCount).toBe(1);
    expect((await listed(`reference=${fine.reference}`)).failedRefundCount).toBe(0);
    expect((await listed('currency=GHS')).failedRefundCount).toBe(0);
    expect((await listed('from=2999-01-01')).failedRefundCount).toBe(0);
    expect(await listed('use_cursor=true&perPage=2')).toMatchObject({ perPage: 2, failedRefundCount: 2 });
  });

  it('waits in pending with a reason while the balance cannot cover it, unless the balance may go negative', async () => {
    const poor = await server.newIntegration('Poor');
    await justAfterSettlement(poor.api, server.services);
    const tx = await pay(poor.api, 10_000);
    const r = (await poor.api.post('/refund', { transaction: tx.reference })).body.data;
    const waiting = (await gql<any, any>(server.url, poor.test.secret_key, PROCESS, { id: String(r.id) })).data.processRefund;
    expect(waiting).toMatchObject({ status: 'pending', reason: INSUFFICIENT_BALANCE, deductedAmount: '0' });
    await advanceClock(poor.api, 7200);
    await server.services.refundRunner.drain();
    expect((await poor.api.get(`/refund/${r.id}`)).body.data).toMatchObject({ status: 'pending', reason: INSUFFICIENT_BALANCE });
    expect((await gql<any, any>(server.url, poor.test.secret_key, SETTINGS, { input: { allowNegativeBalance: true } })).data).toEqual({
      updateRefundSettings: { refundDelaySeconds: 3600, allowNegativeBalance: true },
    });
    expect((await gql<any, any>(server.url, poor.test.secret_key, PROCESS, { id: String(r.id) })).data.processRefund).toMatchObject({
      status: 'processed',
      reason: null,
    });
    expect(await balance(poor.api)).toBe(-tx.fees);
  });

  it('refuses bad input with the documented 4xx and changes nothing', async () => {
    const tx = await pay();
    const declined = await m.api.post('/charge', { email: 'declined@example.com', amount: 5_000, card: CARDS.declined });
    expect(declined.body.data.status).toBe('failed');
    const pending = (await m.api.post('/transaction/initialize', { email: 'pending@example.com', amount: 5_000 })).body.data;
    const foreign = await pay(other.api);
    const before = { ...(await rowCounts(server)), refunds: (await m.api.get('/refund?perPage=1')).body.meta.total };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ transaction: tx.reference, amount: 10_001 }, 400, 'Refund amount cannot be more than what is left to refund (10000)'],
      [{ transaction: tx.reference, amount: 0 }, 400, 'Amount must be a positive integer'],
      [{ transaction: tx.reference, amount: 'ten' }, 400, 'Amount must be an integer'],
      [{ transaction: tx.reference, currency: 'USD' }, 400, "Currency must be the transaction's currency (NGN)"],
      [{ transaction: declined.body.data.reference }, 400, 'Only a successful transaction can be refunded'],
      [{ transaction: pending.reference }, 400, 'Only a successful transaction can be refunded'],
      [{ transaction: foreign.reference }, 404, 'Transaction reference not found'],
      [{ transaction: String(foreign.id) }, 404, 'Transaction reference not found'],
      [{}, 400, 'Transaction reference or id is required'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/refund', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect((await m.live_api.post('/refund', { transaction: tx.reference })).status).toBe(404);
    expect({ ...(await rowCounts(server)), refunds: (await m.api.get('/refund?perPage=1')).body.meta.total }).toEqual(before);
    expect((await other.api.get(`/refund/1`)).status).toBe(404);
  });

  it('20 concurrent partial refunds on one transaction: exactly the ones that fit succeed, never a 500', async () => {
    const tx = await pay();
    const replies = await Promise.all(Array.from({ length: 20 }, () => m.api.post('/refund', { transaction: tx.reference, amount: 700 })));
    const statuses = replies.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(14);
    for (const r of replies.filter((x) => x.status !== 200)) expect(r.status === 400 || r.status === 409).toBe(true);
    expect(replies.filter((r) => r.status === 400).every((r) => /Refund amount cannot be more/.test(r.body.message))).toBe(true);
    expect((await m.api.get(`/transaction/${tx.id}`)).body.data.refunded_amount).toBe(9_800);
    const listed = await m.api.get(`/refund?reference=${tx.reference}&perPage=50`);
    expect(listed.body.data).toHaveLength(14);
    expect(listed.body.data.reduce((s: number, r: any) => s + r.amount, 0)).toBe(9_800);
  });

  it('refunds and transfers racing for one balance: never negative, nothing refused that still fits, never a 500', async () => {
    const shop = await server.newIntegration('Contended');
    const paid = [];
    for (let i = 0; i < 5; i++) paid.push(await pay(shop.api, 10_000));
    const start = await balance(shop.api);
    expect(start).toBe(paid.reduce((sum, p) => sum + p.amount - p.fees, 0));
    const refunds = [];
    for (const p of paid) refunds.push((await shop.api.post('/refund', { transaction: p.reference })).body.data as { id: number; amount: number });
    expect((await shop.api.post('/transfer/disable_otp')).status).toBe(200);
    expect((await shop.api.post('/transfer/disable_otp_finalize', { otp: '123456' })).status).toBe(200);
    const rcp = (await shop.api.post('/transferrecipient', { type: 'nuban', name: 'Vendor', account_number: '0001234567', bank_code: '058' })).body.data;
    // Each transfer spends 3,000 and a 1,000 fee; each refund its 10,000. Together 90,000 against
    // what five payments left (less than 50,000): some of each must lose, whatever the order.
    const TRANSFER_COST = 4_000;
    const [processed, transferred] = await Promise.all([
      Promise.all(refunds.map((r) => gql<any, any>(server.url, shop.test.secret_key, PROCESS, { id: String(r.id) }))),
      Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          shop.api.post('/transfer', { source: 'balance', amount: 3_000, recipient: rcp.recipient_code, reference: `contended-${i}` }),
        ),
      ),
    ]);
    expect(transferred.filter((r) => r.status >= 500)).toEqual([]);
    expect(processed.filter((r) => r.errors)).toEqual([]);
    const sent = transferred.filter((r) => r.status === 200);
    for (const r of transferred.filter((x) => x.status !== 200))
      expect([r.status, r.body.message]).toEqual([400, 'Your balance is not enough to fulfill this request']);
    const outcomes = processed.map((r) => r.data.processRefund);
    for (const o of outcomes) expect(o.status === 'processed' || (o.status === 'pending' && o.reason === INSUFFICIENT_BALANCE)).toBe(true);
    const done = outcomes.filter((o) => o.status === 'processed');
    const end = await balance(shop.api);
    expect(end).toBe(start - done.length * 10_000 - sent.length * TRANSFER_COST);
    expect(end).toBeGreaterThanOrEqual(0);
    // Spends only lower the balance, so a spend refused for want of money cannot fit at the end.
    if (sent.length < 10) expect(end).toBeLessThan(TRANSFER_COST);
    if (done.length < 5) expect(end).toBeLessThan(10_000);
    expect(done.length + sent.length).toBeLessThan(15);
  });

  it('GET /refund filters by reference, currency and dates; GET /refund/:id', async () => {
    const tx = await pay();
    const r = (await m.api.post('/refund', { transaction: tx.reference, amount: 100 })).body.data;
    const got = await m.api.get(`/refund/${r.id}`);
    expect(got.body).toMatchObject({ status: true, message: 'Refund retrieved', data: { id: r.id, transaction: tx.id, amount: 100, status: 'pending' } });
    expect((await m.api.get(`/refund?reference=${tx.reference}`)).body.data.map((x: any) => x.id)).toEqual([r.id]);
    expect((await m.api.get('/refund?currency=GHS')).body.data).toEqual([]);
    expect((await m.api.get('/refund?from=2999-01-01')).body.data).toEqual([]);
    expect((await m.api.get('/refund?use_cursor=true&perPage=2')).body.meta).toMatchObject({ perPage: 2, next: expect.any(String) });
    expect((await m.api.get('/refund/abc')).status).toBe(404);
    expect((await m.api.get('/refund/99999999')).status).toBe(404);
  });
});
