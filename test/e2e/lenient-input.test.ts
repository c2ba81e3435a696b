import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// What Paystack's own clients send and Paystack takes (page=0, "True"/"False", null for a field
// left out), and small holes in the rules around disputes, split shares and the balance ledger.
const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Lenient');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const local = (url: string) => url.replace(server.services.config.publicUrl, server.url);

async function pay(amount = 10_000, extra: Record<string, unknown> = {}, api = m.api) {
  const res = await api.post('/charge', { email: 'lenient@example.com', amount, card: CARDS.success, ...extra });
  expect(res.body.data.status).toBe('success');
  return res.body.data as { id: number; reference: string };
}

describe('what Paystack clients send', () => {
  it('page=0 is page 1, on every list (the Go clients send it always); a negative page is still refused', async () => {
    await pay();
    for (const path of ['/transaction', '/customer', '/dispute', '/plan', '/balance/ledger']) {
      const res = await m.api.get(`${path}?page=0&perPage=5`);
      expect([path, res.status, res.body.meta?.page]).toEqual([path, 200, 1]);
    }
    expect((await m.api.get('/transaction?page=-1')).status).toBe(400);
  });

  it('paystack-api (npm): a list with page 0 and a plan with Python-style booleans', async () => {
    const paystack = Paystack(m.test.secret_key);
    paystack.endpoint = server.url;
    const list = await paystack.transaction.list({ page: 0, perPage: 2 });
    expect(list).toMatchObject({ status: true, meta: { page: 1, perPage: 2 } });
    const plan = await paystack.plan.create({ name: 'Py plan', amount: '500000', interval: 'monthly', send_invoices: 'False', send_sms: 'True' });
    expect(plan).toMatchObject({ status: true, data: { send_invoices: false, send_sms: true } });
  });

  it('"True"/"FALSE" are booleans in a JSON body and a form body alike; "yes" is not', async () => {
    const json = await m.api.post('/plan', { name: 'Json plan', amount: 500000, interval: 'monthly', send_invoices: 'FALSE', send_sms: 'True' });
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ send_invoices: false, send_sms: true });
    const form = await m.api.post('/plan', undefined, {
      raw: 'name=Form+plan&amount=500000&interval=monthly&send_invoices=False',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(200);
    expect(form.body.data.send_invoices).toBe(false);
    const bad = await m.api.post('/plan', { name: 'Bad plan', amount: 500000, interval: 'monthly', send_invoices: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('send_invoices must be true or false');
  });

  it('null in an optional field is the field left out', async () => {
    const init = await m.api.post('/transaction/initialize', {
      email: 'nulls@example.com',
      amount: 5000,
      currency: null,
      reference: null,
      callback_url: null,
      channels: null,
      metadata: null,
      plan: null,
      invoice_limit: null,
      subaccount: null,
      bearer: null,
    });
    expect(init.status).toBe(200);
    expect(init.body.status).toBe(true);
    const customer = await m.api.post('/customer', { email: 'nulls@example.com', first_name: null, last_name: null, phone: null, metadata: null });
    expect(customer.status).toBe(200);
    const charge = await m.api.post('/charge', {
      email: 'nulls@example.com',
      amount: 5000,
      card: CARDS.success,
      reference: null,
      currency: null,
      metadata: null,
      pin: null,
      device_id: null,
    });
    expect(charge.status).toBe(200);
    expect(charge.body.data.status).toBe('success');
    // A required field given as null is still missing.
    expect((await m.api.post('/transaction/initialize', { email: 'nulls@example.com', amount: null })).body).toMatchObject({
      status: false,
      message: 'Amount is required',
    });
  });
});

describe('dispute filters', () => {
  it.each([
    ['transaction=-1', 'transaction must be a transaction id'],
    ['transaction=0', 'transaction must be a transaction id'],
    ['from=-1', "Invalid 'from' date"],
    ['to=1', "Invalid 'to' date"],
  ])('GET /dispute?%s is a 400', async (query, message) => {
    const res = await m.api.get(`/dispute?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message });
  });

  it('dates as Paystack documents them still filter', async () => {
    expect((await m.api.get('/dispute?from=2020-01-01&to=2999-01-01T00:00:00.000Z')).status).toBe(200);
    expect((await m.api.get('/dispute?from=2020-01-01 10:00:00')).status).toBe(200);
  });
});

describe('dispute evidence after the dispute is settled', () => {
  async function disputed() {
    const tx = await pay(20_000);
    const opened = await m.api.post('/_test/dispute', { transaction: tx.reference });
    expect(opened.status).toBe(200);
    return opened.body.data as { id: number };
  }

  it('no upload URL is issued, and one issued before cannot replace the file, once the dispute is resolved', async () => {
    const d = await disputed();
    const first = (await m.api.get(`/dispute/${d.id}/upload_url`)).body.data;
    expect(
      (await fetch(local(first.signedUrl), { method: 'PUT', body: Buffer.from('%PDF-1.4 receipt'), headers: { 'content-type': 'application/pdf' } })).status,
    ).toBe(200);
    const spare = (await m.api.get(`/dispute/${d.id}/upload_url`)).body.data;
    const resolved = await m.api.put(`/dispute/${d.id}/resolve`, {
      resolution: 'merchant-accepted',
      message: 'ok',
      refund_amount: 20_000,
      uploaded_filename: first.fileName,
    });
    expect(resolved.status).toBe(200);

    const url = await m.api.get(`/dispute/${d.id}/upload_url`);
    expect(url.status).toBe(400);
    expect(url.body).toMatchObject({ status: false, message: 'Dispute has already been resolved' });
    for (const target of [first, spare]) {
      const put = await fetch(local(target.signedUrl), {
        method: 'PUT',
        body: Buffer.from('%PDF-1.4 forged later'),
        headers: { 'content-type': 'application/pdf' },
      });
      expect(put.status).toBe(400);
      expect((await put.json()).message).toBe('Dispute has already been resolved');
    }
    const evidence = await m.api.post(`/dispute/${d.id}/evidence`, {
      customer_email: 'a@example.com',
      customer_name: 'A',
      customer_phone: '0800',
      service_details: 'late',
    });
    expect(evidence.body).toMatchObject({ status: false, message: 'Dispute has already been resolved' });
  });

  it('an evidence file of a type no upload takes is told which types are taken', async () => {
    const d = await disputed();
    const url = (await m.api.get(`/dispute/${d.id}/upload_url`)).body.data;
    const html = await fetch(local(url.signedUrl), { method: 'PUT', body: '<html><body>receipt</body></html>', headers: { 'content-type': 'text/html' } });
    expect(html.status).toBe(400);
    const body = await html.json();
    expect(body.message).toContain('not text/html');
    expect(body.message).toContain('application/pdf, image/* or application/octet-stream');
    // Parsed as a form, text/html still is not a file type.
    const formish = await fetch(local(url.signedUrl), { method: 'PUT', body: 'a=b', headers: { 'content-type': 'text/html' } });
    expect(formish.status).toBe(400);
    expect((await formish.json()).message).toMatch(/^An evidence file must be a PDF \(application\/pdf\), an image/);
  });
});

describe('splits and the balance ledger', () => {
  let subaccount: string;
  beforeAll(async () => {
    const res = await m.api.post('/subaccount', {
      business_name: 'Oasis',
      settlement_bank: 'Guaranty Trust Bank',
      account_number: '0123456047',
      percentage_charge: 30,
    });
    expect(res.status).toBe(201);
    subaccount = res.body.data.subaccount_code;
  });

  it.each([[1e-9], ['0.001'], [0.004]])('a percentage share of %p rounds to nothing and is refused', async (share) => {
    const res = await m.api.post('/split', { name: 'Tiny', type: 'percentage', currency: 'NGN', subaccounts: [{ subaccount, share }], bearer_type: 'account' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/A percentage share (must be at least 0.01|can have at most two decimal places)/);
  });

  it('a payment comes before its split in GET /balance/ledger: running balances never dip below zero', async () => {
    const fresh = await server.newIntegration('Ledger order');
    const sub = (
      await fresh.api.post('/subaccount', {
        business_name: 'Oasis',
        settlement_bank: 'Guaranty Trust Bank',
        account_number: '0123456047',
        percentage_charge: 30,
      })
    ).body.data.subaccount_code;
    const split = await fresh.api.post('/split', {
      name: 'Half',
      type: 'percentage',
      currency: 'NGN',
      subaccounts: [{ subaccount: sub, share: 50 }],
      bearer_type: 'account',
    });
    expect(split.status).toBe(200);
    await pay(40_000, { split_code: split.body.data.split_code }, fresh.api);
    await pay(30_000, { subaccount: sub }, fresh.api);
    const ledger = await fresh.api.get('/balance/ledger?perPage=50');
    expect(ledger.status).toBe(200);
    const rows = [...ledger.body.data].reverse() as Array<{ balance: number; difference: number; reason: string }>;
    expect(rows.map((r) => r.reason.split(' ')[0])).toEqual(['Transaction', 'Split', 'Transaction', 'Split']);
    let running = 0;
    for (const row of rows) {
      running += row.difference;
      expect(row.balance).toBe(running);
      expect(row.balance).toBeGreaterThanOrEqual(0);
    }
  });
});
