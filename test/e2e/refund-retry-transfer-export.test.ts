import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { advanceClock, CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { waitForValue } from '../support/wait';

// The last operations of Paystack's API: retrying a `needs-attention` refund with the customer's
// bank account details, and the CSV export of transfers.
jest.setTimeout(90_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Retry');
  other = await server.newIntegration('Other');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

// Paystack's refund test card whose refund ends `needs-attention` (docs/guide.md).
const REFUND_ATTENTION = { number: '4084080000671902', cvv: '190', expiry_month: '12', expiry_year: '2099' };
const ACCOUNT = { currency: 'NGN', account_number: '0123456789', bank_id: '9' };

async function pay(api = m.api, amount = 10_000, card: object = CARDS.success) {
  const res = await api.post('/charge', { email: 'retry@example.com', amount, card });
  expect(res.body.data.status).toBe('success');
  return res.body.data as { id: number; reference: string };
}

// The refund's own ledger postings (settlements may move the balance in the background as the clock runs).
async function refundLedger(id: number): Promise<Array<[string, number]>> {
  const rows: Array<{ account: string; amount: number | string }> = await server.services.db.read({}, (em) =>
    em.query("SELECT account, amount FROM ledger_entries WHERE model_responsible = 'Refund' AND model_row = ? ORDER BY account", [id]),
  );
  return rows.map((r) => [r.account, Number(r.amount)]);
}

// Lets the refund runner take every step that fell due.
async function refundsRun(api = m.api, seconds = 86_400 * 3) {
  await advanceClock(api, seconds);
  await server.services.refundRunner.drain();
  await server.services.refundRunner.idle();
}

async function refundEvents(): Promise<number> {
  const rows: Array<{ n: number | string }> = await server.services.db.read({}, (em) =>
    em.query("SELECT COUNT(*) AS n FROM events WHERE type LIKE 'refund.%'"),
  );
  return Number(rows[0]?.n ?? 0);
}

async function needsAttention(api = m.api): Promise<{ id: number; reference: string }> {
  await pay(api, 50_000); // the balance covers the refund
  const tx = await pay(api, 10_000, REFUND_ATTENTION);
  const refund = (await api.post('/refund', { transaction: tx.reference })).body.data;
  await refundsRun(api);
  await refundsRun(api);
  await waitForValue(async () => ((await api.get(`/refund/${refund.id}`)).body.data.status === 'needs-attention' ? true : null), { what: 'needs-attention' });
  return { id: refund.id, reference: tx.reference };
}

describe('POST /refund/retry_with_customer_details/:id', () => {
  it('sends a needs-attention refund to the customer account: processing, then processed on the clock, the money moved once', async () => {
    const refund = await needsAttention();
    const res = await m.api.post(`/refund/retry_with_customer_details/${refund.id}`, { refund_account_details: ACCOUNT });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Refund retried and has been queued for processing');
    expect(shapeMismatches(res.body.data, sample('refunds', 'retry-response').data)).toEqual([]);
    expect(res.body.data).toMatchObject({ id: refund.id, status: 'processing', deducted_amount: 10_000, fully_deducted: true });
    // A second retry finds it no longer needing attention.
    const again = await m.api.post(`/refund/retry_with_customer_details/${refund.id}`, { refund_account_details: ACCOUNT });
    expect(again.status).toBe(422);
    expect(again.body).toMatchObject({ status: false, message: 'Invalid Refund state, refund status should be "needs-attention"' });
    await refundsRun();
    expect((await m.api.get(`/refund/${refund.id}`)).body.data).toMatchObject({ status: 'processed' });
    // The money left the balance when the refund first processed; the retry moves nothing more.
    expect(await refundLedger(refund.id)).toEqual([
      ['merchant_balance', -10_000],
      ['processor_clearing', 10_000],
    ]);
    expect((await m.api.get(`/transaction/verify/${refund.reference}`)).body.data.status).toBe('reversed');
  });

  it('bad input: the documented 4xx, nothing changed', async () => {
    const refund = await needsAttention();
    // What a retry writes: the refund row and its refund.* event. (The clock moves above also let
    // settlements run in the background, so whole-table counts would not stay still.)
    const state = async () => ({
      refunds: await countRows(server, 'refunds'),
      refund: (await m.api.get(`/refund/${refund.id}`)).body.data,
      events: await refundEvents(),
    });
    const before = await state();
    const cases: Array<[unknown, number]> = [
      [{}, 400],
      [{ refund_account_details: 'nope' }, 400],
      [{ refund_account_details: { account_number: '0123456789', bank_id: '9' } }, 400],
      [{ refund_account_details: { ...ACCOUNT, account_number: '12ab' } }, 400],
      [{ refund_account_details: { ...ACCOUNT, bank_id: '999999' } }, 400],
      [{ refund_account_details: { ...ACCOUNT, currency: 'GHS' } }, 400],
      [{ refund_account_details: { ...ACCOUNT, account_number: ['x'] } }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await m.api.post(`/refund/retry_with_customer_details/${refund.id}`, body);
      expect([res.status, res.body.status]).toEqual([status, false]);
    }
    expect((await m.api.post('/refund/retry_with_customer_details/999999', { refund_account_details: ACCOUNT })).status).toBe(404);
    expect((await m.api.post('/refund/retry_with_customer_details/abc', { refund_account_details: ACCOUNT })).status).toBe(404);
    // Another integration's refund is not found.
    expect((await other.api.post(`/refund/retry_with_customer_details/${refund.id}`, { refund_account_details: ACCOUNT })).status).toBe(404);
    expect(await state()).toEqual(before);
    expect((await m.api.get(`/refund/${refund.id}`)).body.data.status).toBe('needs-attention');
  });

  it('GraphQL: retryRefundWithCustomerDetails moves a needs-attention refund to processing', async () => {
    const refund = await needsAttention();
    const MUTATION = `mutation($id: String!, $input: RefundAccountDetailsInput!) { retryRefundWithCustomerDetails(id: $id, input: $input) { id status } }`;
    const bad = await gql<any, any>(server.url, m.test.secret_key, MUTATION, {
      id: String(refund.id),
      input: { currency: 'NGN', accountNumber: '12', bankId: '9' },
    });
    expect(bad.errors?.[0]?.message).toBe('Account number must be 10 digits');
    const res = await gql<any, any>(server.url, m.test.secret_key, MUTATION, {
      id: String(refund.id),
      input: { currency: 'NGN', accountNumber: '0123456789', bankId: '9' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data.retryRefundWithCustomerDetails).toEqual({ id: String(refund.id), status: 'processing' });
  });

  it('refuses a refund that does not need attention with 422', async () => {
    await pay(m.api, 50_000);
    const tx = await pay();
    const refund = (await m.api.post('/refund', { transaction: tx.reference })).body.data;
    const res = await m.api.post(`/refund/retry_with_customer_details/${refund.id}`, { refund_account_details: ACCOUNT });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Invalid Refund state, refund status should be "needs-attention"');
    expect((await m.api.get(`/refund/${refund.id}`)).body.data.status).toBe('pending');
  });
});

describe('GET /transfer/export', () => {
  async function transfer(reference: string, amount: number, recipient: string) {
    const res = await m.api.post('/transfer', {
      source: 'balance',
      amount,
      recipient,
      reference,
      reason: reference === 'exp-formula' ? '=HYPERLINK("x")' : 'Export me',
    });
    expect(res.body.status).toBe(true);
    return res.body.data;
  }

  it('returns a signed, expiring link whose CSV holds the filtered transfers as of the export', async () => {
    await pay(m.api, 500_000);
    const rcp = (await m.api.post('/transferrecipient', { type: 'nuban', name: 'Export Vendor', account_number: '0001234567', bank_code: '058' })).body.data;
    const rcp2 = (await m.api.post('/transferrecipient', { type: 'nuban', name: 'Second Vendor', account_number: '0001234568', bank_code: '058' })).body.data;
    await transfer('exp-1', 1000, rcp.recipient_code);
    await transfer('exp-formula', 2000, rcp.recipient_code);
    await transfer('exp-other', 3000, rcp2.recipient_code);
    const res = await m.api.get(`/transfer/export?recipient=${rcp.recipient_code}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Export successful');
    expect(shapeMismatches(res.body, sample('transfers', 'export-response'))).toEqual([]);
    const url = new URL(res.body.data.path);
    expect(url.pathname).toMatch(/^\/transfer\/export\/download\//);
    await transfer('exp-later', 4000, rcp.recipient_code);
    const download = await server.api().get(url.pathname);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toContain('text/csv');
    const lines = download.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,reference,transfer_code,status,amount,fee,currency,reason,recipient_code,recipient_name,account_number,bank_code,failures,transferred_at,created_at',
    );
    expect(lines).toHaveLength(3);
    expect(download.text).toContain('exp-1');
    expect(download.text).toContain(`'=HYPERLINK`);
    expect(download.text).not.toContain('exp-other');
    expect(download.text).not.toContain('exp-later');
    // A tampered token is refused; the other integration's export holds none of these.
    expect((await server.api().get(`${url.pathname}x`)).status).toBe(403);
    const theirs = (await other.api.get('/transfer/export')).body.data.path;
    expect((await server.api().get(new URL(theirs).pathname)).text.trim().split('\r\n')).toHaveLength(1);
    // The link expires on the integration's clock.
    await advanceClock(m.api, 3601);
    expect((await server.api().get(url.pathname)).body).toMatchObject({ status: false, message: 'Export link has expired' });
  });

  it('bad filters are a 400', async () => {
    expect((await m.api.get('/transfer/export?status=nope')).status).toBe(400);
    expect((await m.api.get('/transfer/export?from=notadate')).status).toBe(400);
  });
});
