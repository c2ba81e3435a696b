import { postForm } from '../support/http';
import { createHmac } from 'node:crypto';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startReceiver } from '../support/receiver';
import { endpoints } from '../support/routes';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Payment requests (invoices) over REST, paid through the hosted invoice page and checkout forms
// (posted with fetch here; payment-requests-browser.test.ts does it in Chromium).

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let customerCode: string;
let customerId: number;

const future = (days = 7) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Invoice Shop');
  other = await server.newIntegration('Other Shop');
  const c = await m.api.post('/customer', { email: 'payer@example.com', first_name: 'Ada', last_name: 'Payer' });
  customerCode = c.body.data.customer_code;
  customerId = c.body.data.id;
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

async function events(type: string): Promise<Array<Record<string, any>>> {
  const rows: Array<{ payload: unknown }> = await server.services.db.read({}, (em) =>
    em.query('SELECT payload FROM events WHERE type = ? AND integration_id = ? ORDER BY id', [type, m.id]),
  );
  return rows.map((r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, any>);
}

const form = (path: string, body: Record<string, string>) => postForm(server.url, path, body);

// Pays `amount` (major units, as a payer types it) of an invoice through its page and the checkout.
async function payInvoice(code: string, amount: string) {
  const start = await form(`/invoice/${code}`, { amount });
  expect(start.status).toBe(303);
  expect(start.location).toMatch(/^\/checkout\/[a-z0-9]+$/);
  const paid = await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
  expect(paid.status).toBe(303);
  expect(paid.location).toContain(`/invoice/${code}?`);
  return new URL(paid.location!).searchParams.get('reference')!;
}

describe('create', () => {
  it('sums line items and tax, numbers the invoice, and replies with the documented shape', async () => {
    const res = await m.api.post('/paymentrequest', {
      customer: customerCode,
      description: 'a test invoice',
      due_date: future(),
      line_items: [
        { name: 'item 1', amount: 20000 },
        { name: 'item 2', amount: 10000, quantity: 2 },
      ],
      tax: [{ name: 'VAT', amount: 2000 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Payment request created');
    expect(shapeMismatches(res.body, sample('payment-requests', 'create'))).toEqual([]);
    expect(res.body.data).toMatchObject({
      amount: 42000,
      currency: 'NGN',
      status: 'pending',
      paid: false,
      has_invoice: true,
      customer: customerId,
      domain: 'test',
    });
    expect(res.body.data.request_code).toMatch(/^PRQ_[a-z0-9]{15}$/);
    expect(res.body.data.offline_reference).toBe(`${m.id}${res.body.data.id}`);
    expect(res.body.data.notifications).toEqual([{ sent_at: expect.any(String), channel: 'email' }]);
    const pending = await events('paymentrequest.pending');
    expect(pending.at(-1)).toMatchObject({ request_code: res.body.data.request_code, status: 'pending', customer: customerId });
  });

  it('continues invoice numbers after an override, per integration and mode', async () => {
    const a = await m.api.post('/paymentrequest', { customer: customerId, amount: 5000, has_invoice: true, invoice_number: 100, due_date: future() });
    const b = await m.api.post('/paymentrequest', { customer: customerId, amount: 5000, has_invoice: true, due_date: future() });
    expect(a.body.data.invoice_number).toBe(100);
    expect(b.body.data.invoice_number).toBe(101);
    // Another integration starts at 1; so does this integration's live mode.
    const oc = await other.api.post('/customer', { email: 'x@example.com' });
    const o = await other.api.post('/paymentrequest', { customer: oc.body.data.customer_code, amount: 5000, has_invoice: true });
    expect(o.body.data.invoice_number).toBe(1);
    const lc = await m.live_api.post('/customer', { email: 'live@example.com' });
    const l = await m.live_api.post('/paymentrequest', { customer: lc.body.data.customer_code, amount: 5000, has_invoice: true });
    expect(l.body.data.invoice_number).toBe(1);
    // Without has_invoice and items there is no number.
    const plain = await m.api.post('/paymentrequest', { customer: customerId, amount: 5000 });
    expect(plain.body.data).toMatchObject({ has_invoice: false, invoice_number: null });
  });

  it('gives concurrent invoices distinct, consecutive numbers', async () => {
    const c = await m.api.post('/customer', { email: 'race-numbers@example.com' });
    const code = c.body.data.customer_code;
    const start = (await m.api.post('/paymentrequest', { customer: code, amount: 100, has_invoice: true, invoice_number: 1000 })).body.data.invoice_number;
    const replies = await Promise.all(Array.from({ length: 8 }, () => m.api.post('/paymentrequest', { customer: code, amount: 100, has_invoice: true })));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    const numbers = replies.map((r) => r.body.data.invoice_number as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 8 }, (_, i) => start + 1 + i));

    // The first invoices of a mode race to create its counter.
    const fresh = await server.newIntegration('Fresh Numbers');
    const fc = (await fresh.api.post('/customer', { email: 'fresh@example.com' })).body.data.customer_code;
    const first = await Promise.all(Array.from({ length: 6 }, () => fresh.api.post('/paymentrequest', { customer: fc, amount: 100, has_invoice: true })));
    expect(first.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(first.map((r) => r.body.data.invoice_number as number).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draft → finalize issues it (pending event, notification); a draft cannot be paid or finalized twice', async () => {
    const draft = await m.api.post('/paymentrequest', { customer: customerCode, amount: 7000, draft: true, split_code: 'SPL_abc123' });
    expect(draft.body.data).toMatchObject({ status: 'draft', notifications: [] });
    const code = draft.body.data.request_code;
    expect((await form(`/invoice/${code}`, { amount: '70' })).status).toBe(404);
    const before = (await events('paymentrequest.pending')).length;
    const fin = await m.api.post(`/paymentrequest/finalize/${code}`, { send_notification: false });
    expect(fin.status).toBe(200);
    expect(fin.body.message).toBe('Payment request finalized');
    expect(shapeMismatches(fin.body, sample('payment-requests', 'finalize'))).toEqual([]);
    expect(fin.body.data).toMatchObject({ status: 'pending', pending_amount: 7000, notifications: [] });
    expect((await events('paymentrequest.pending')).length).toBe(before + 1);
    const again = await m.api.post(`/paymentrequest/finalize/${code}`);
    expect(again.status).toBe(400);
  });

  it('refuses bad input with the documented 4xx and stores nothing', async () => {
    const before = await countRows(server, 'payment_requests');
    const oc = await other.api.post('/customer', { email: 'theirs@example.com' });
    const events0 = await countRows(server, 'events');
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ customer: customerCode }, 400, /amount, or line items and tax/],
      [{ customer: customerCode, amount: 5000, due_date: '2001-01-01' }, 400, /Due date cannot be in the past/],
      [{ customer: customerCode, line_items: [{ name: 'x', amount: -5 }] }, 400, /cannot be negative/],
      [{ customer: customerCode, line_items: [{ name: 'x', amount: 500 }], tax: [{ name: 'VAT', amount: -1 }] }, 400, /cannot be negative/],
      [{ customer: customerCode, amount: -100 }, 400, /valid amount/],
      [{ customer: customerCode, amount: 100, currency: 'XYZ' }, 400, /Currency not supported/],
      [{ customer: oc.body.data.customer_code, amount: 5000 }, 404, /Customer not found/],
      [{ customer: String(oc.body.data.id), amount: 5000 }, 404, /Customer not found/],
      [{ amount: 5000 }, 400, /Customer is required/],
      [{ customer: customerCode, line_items: 'not json' }, 400, /line_items/],
      [{ customer: customerCode, amount: 100, split_code: 'nope' }, 400, /split_code/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/paymentrequest', body);
      expect({ body, status: res.status }).toEqual({ body, status });
      expect(res.body.status).toBe(false);
      expect(res.body.message).toMatch(message);
    }
    expect(await countRows(server, 'payment_requests')).toBe(before);
    expect(await countRows(server, 'events')).toBe(events0);
  });
});

describe('reading', () => {
  it('lists with filters, fetches by id or code, verifies without a key, and archive hides it', async () => {
    const c2 = await m.api.post('/customer', { email: 'second@example.com' });
    const usd = await m.api.post('/paymentrequest', { customer: c2.body.data.customer_code, amount: 9900, currency: 'USD', description: 'dollars' });
    const code = usd.body.data.request_code;

    const byCustomer = await m.api.get(`/paymentrequest?customer=${c2.body.data.id}`);
    expect(byCustomer.body.message).toBe('Payment requests retrieved');
    expect(byCustomer.body.data.map((p: { request_code: string }) => p.request_code)).toEqual([code]);
    expect(shapeMismatches(byCustomer.body, sample('payment-requests', 'list'))).toEqual([]);
    const byCode = await m.api.get(`/paymentrequest?customer=${c2.body.data.customer_code}&currency=USD&status=pending`);
    expect(byCode.body.data).toHaveLength(1);
    expect((await m.api.get('/paymentrequest?status=draft')).body.data.every((p: { status: string }) => p.status === 'draft')).toBe(true);
    expect((await m.api.get('/paymentrequest?status=bogus')).status).toBe(400);
    expect((await m.api.get(`/paymentrequest?from=2999-01-01`)).body.data).toEqual([]);

    const fetched = await m.api.get(`/paymentrequest/${usd.body.data.id}`);
    expect(fetched.body.message).toBe('Payment request retrieved');
    expect(shapeMismatches(fetched.body, sample('payment-requests', 'fetch'))).toEqual([]);
    expect(fetched.body.data).toMatchObject({
      request_code: code,
      pending_amount: 9900,
      archived: false,
      customer: { customer_code: c2.body.data.customer_code },
    });
    expect((await m.api.get(`/paymentrequest/${code}`)).body.data.id).toBe(usd.body.data.id);
    // Another integration's code, and an unknown one, are not found.
    expect((await other.api.get(`/paymentrequest/${code}`)).status).toBe(404);
    expect((await m.api.get('/paymentrequest/PRQ_doesnotexist')).status).toBe(404);
    expect((await m.live_api.get(`/paymentrequest/${code}`)).status).toBe(404);

    const verify = await server.api().get(`/paymentrequest/verify/${code}`);
    expect(verify.status).toBe(200);
    expect(shapeMismatches(verify.body, sample('payment-requests', 'verify'))).toEqual([]);
    expect(verify.body.data).toMatchObject({
      pending_amount: 9900,
      integration: { key: m.test.public_key, name: 'Invoice Shop', allowed_currencies: expect.arrayContaining(['NGN', 'USD']) },
    });

    const archived = await m.api.post(`/invoice/archive/${code}`);
    expect(archived.body).toMatchObject({ status: true, message: 'Payment request has been archived' });
    expect((await m.api.get(`/paymentrequest?customer=${c2.body.data.id}`)).body.data).toEqual([]);
    expect((await m.api.get(`/paymentrequest?customer=${c2.body.data.id}&include_archive=true`)).body.data).toHaveLength(1);
    expect((await server.api().get(`/paymentrequest/verify/${code}`)).status).toBe(404);
    expect((await fetch(`${server.url}/invoice/${code}`)).status).toBe(404);
    expect((await m.api.post(`/paymentrequest/archive/${usd.body.data.id}`)).status).toBe(200);
  });

  it('notify records a simulated e-mail; totals sum by currency', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 1234, send_notification: false });
    const code = pr.body.data.request_code;
    expect(pr.body.data.notifications).toEqual([]);
    const emails0 = await countRows(server, 'simulated_emails');
    const sent = await m.api.post(`/paymentrequest/notify/${code}`);
    expect(sent.body).toEqual({ status: true, message: 'Notification sent' });
    expect(await countRows(server, 'simulated_emails')).toBe(emails0 + 1);
    const fetched = await m.api.get(`/paymentrequest/${code}`);
    expect(fetched.body.data.notifications).toEqual([{ sent_at: expect.any(String), channel: 'email' }]);

    const totals = await m.api.get('/paymentrequest/totals');
    expect(totals.body.message).toBe('Payment request totals');
    expect(shapeMismatches(totals.body, sample('payment-requests', 'total'))).toEqual([]);
    const ngn = totals.body.data.pending.find((r: { currency: string }) => r.currency === 'NGN');
    expect(ngn.amount).toBeGreaterThanOrEqual(1234);
  });

  it('updates a pending request: line items recompute the amount; a paid one cannot change', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 5000 });
    const code = pr.body.data.request_code;
    const upd = await m.api.put(`/paymentrequest/${code}`, {
      description: 'Update Testing',
      line_items: [{ name: 'Water', amount: 15000 }],
      tax: [{ name: 'VAT', amount: 750 }],
    });
    expect(upd.status).toBe(200);
    expect(upd.body.message).toBe('Payment request updated');
    expect(upd.body.data).toMatchObject({ description: 'Update Testing', amount: 15750 });
    expect((await m.api.put(`/paymentrequest/${code}`, { due_date: '2001-01-01' })).status).toBe(400);
    expect((await m.api.put(`/paymentrequest/${code}`, { tax: [{ name: 'VAT', amount: -2 }] })).status).toBe(400);
    const paid = await m.api.post(`/paymentrequest/mark_as_paid/${code}`, {
      amount_paid: 15750,
      paid_by: 'Ada',
      payment_date: '2026-01-02',
      payment_method: 'Cash',
      note: 'at the till',
    });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'success', paid: true, pending_amount: 0 });
    expect((await m.api.put(`/paymentrequest/${code}`, { description: 'late' })).status).toBe(400);
    expect(
      (await m.api.post(`/paymentrequest/mark_as_paid/${code}`, { amount_paid: 1, paid_by: 'Ada', payment_date: '2026-01-02', payment_method: 'Cash' })).status,
    ).toBe(400);
    const success = await events('paymentrequest.success');
    expect(success.at(-1)).toMatchObject({ request_code: code, status: 'success', paid: true });
  });

  it('mark_as_paid refuses bad input and an amount above pending_amount, storing nothing', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 5000 });
    const code = pr.body.data.request_code;
    const before = await countRows(server, 'payment_request_payments');
    for (const body of [
      { amount_paid: 5001, paid_by: 'A', payment_date: '2026-01-02', payment_method: 'Cash' },
      { amount_paid: 100, paid_by: 'A', payment_date: '2026-01-02', payment_method: 'Barter' },
      { amount_paid: 100, payment_date: '2026-01-02', payment_method: 'Cash' },
      { amount_paid: 100, paid_by: 'A', payment_date: 'yesterday-ish', payment_method: 'Cash' },
      { paid_by: 'A', payment_date: '2026-01-02', payment_method: 'Cash' },
    ]) {
      const res = await m.api.post(`/paymentrequest/mark_as_paid/${code}`, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
    }
    expect(await countRows(server, 'payment_request_payments')).toBe(before);
  });
});

describe('paying through the checkout', () => {
  it('two partial payments then the rest: pending_amount falls, each is a transaction with ledger postings, then success', async () => {
    const pr = await m.api.post('/paymentrequest', {
      customer: customerCode,
      line_items: [{ name: 'Consulting', amount: 100000 }],
      tax: [{ name: 'VAT', amount: 7500 }],
      due_date: future(),
    });
    const code = pr.body.data.request_code;
    const page = await (await fetch(`${server.url}/invoice/${code}`)).text();
    expect(page).toContain('Consulting');
    expect(page).toContain('NGN 1,075.00');

    const r1 = await payInvoice(code, '300');
    expect((await server.api().get(`/paymentrequest/verify/${code}`)).body.data).toMatchObject({ pending_amount: 77500, status: 'pending', paid: false });
    const r2 = await payInvoice(code, '275.50');
    expect((await server.api().get(`/paymentrequest/verify/${code}`)).body.data.pending_amount).toBe(49950);

    // More than what remains is refused on the page, and nothing is started.
    const tx0 = await countRows(server, 'transactions');
    const over = await form(`/invoice/${code}`, { amount: '499.51' });
    expect(over.status).toBe(422);
    expect(over.html).toContain('pending amount');
    expect(await countRows(server, 'transactions')).toBe(tx0);

    const r3 = await payInvoice(code, '499.50');
    const done = await m.api.get(`/paymentrequest/${code}`);
    expect(done.body.data).toMatchObject({ status: 'success', paid: true, pending_amount: 0 });
    expect(done.body.data.paid_at).toEqual(expect.any(String));
    expect(done.body.data.transactions.map((t: { reference: string }) => t.reference)).toEqual([r1, r2, r3]);
    for (const [ref, amount] of [
      [r1, 30000],
      [r2, 27550],
      [r3, 49950],
    ] as const) {
      const v = await m.api.get(`/transaction/verify/${ref}`);
      expect(v.body.data).toMatchObject({ status: 'success', amount, metadata: { payment_request: code } });
      const legs: unknown[] = await server.services.db.read({}, (em) =>
        em.query("SELECT * FROM ledger_entries WHERE model_responsible = 'Transaction' AND model_row = ?", [v.body.data.id]),
      );
      expect(legs.length).toBeGreaterThanOrEqual(2);
    }
    const success = await events('paymentrequest.success');
    expect(success.at(-1)).toMatchObject({ request_code: code, status: 'success', paid: true, amount: 107500 });
    // Fully paid: the page says so and takes no more.
    expect(await (await fetch(`${server.url}/invoice/${code}`)).text()).toContain('paid in full');
    expect((await form(`/invoice/${code}`, { amount: '1' })).status).toBe(422);
  });

  it('a checkout that would overpay (two started for the whole remainder) is refused at success', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 10000 });
    const code = pr.body.data.request_code;
    const a = await form(`/invoice/${code}`, { amount: '100' });
    const b = await form(`/invoice/${code}`, { amount: '100' });
    const card = { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv };
    expect((await form(a.location!, card)).status).toBe(303);
    const second = await form(b.location!, card);
    expect(second.status).toBe(422);
    expect(second.html).toContain('already been paid in full');
    const ref = new URL(`${server.url}${b.location}`).pathname.split('/').pop();
    const tx = await server.services.db.read({}, (em) => em.query('SELECT status FROM transactions WHERE access_code = ?', [ref]));
    expect(tx[0].status).not.toBe('success');
    expect((await m.api.get(`/paymentrequest/${code}`)).body.data).toMatchObject({ status: 'success', pending_amount: 0, transactions: [expect.anything()] });
  });
});

describe('webhooks', () => {
  it('paymentrequest.pending, charge.success and paymentrequest.success reach the merchant, signed, in the documented shapes', async () => {
    const receiver = await startReceiver();
    try {
      const hooked = await server.newIntegration('Hooked Invoices');
      expect((await hooked.api.put('/integration/webhook', { url: receiver.url })).status).toBe(200);
      const c = (await hooked.api.post('/customer', { email: 'hooked@example.com' })).body.data.customer_code;
      const pr = (await hooked.api.post('/paymentrequest', { customer: c, amount: 8000, description: 'Pay up' })).body.data;
      const start = await form(`/invoice/${pr.request_code}`, {});
      await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
      const got = await receiver.waitFor(3, 20_000);
      // The invoice's events come in order; charge.success is another resource's (the invoice is
      // settled inside the payment's own transaction, so its success event is recorded first).
      expect(got.map((r) => r.body.event).sort()).toEqual(['charge.success', 'paymentrequest.pending', 'paymentrequest.success']);
      expect(got[0]!.body.event).toBe('paymentrequest.pending');
      for (const r of got) {
        expect(r.headers['x-paystack-signature']).toBe(createHmac('sha512', hooked.test.secret_key).update(r.raw).digest('hex'));
      }
      const by = (event: string) => got.find((r) => r.body.event === event)!.body;
      expect(shapeMismatches(by('paymentrequest.pending'), sample('payment-requests', 'webhook-pending'))).toEqual([]);
      expect(shapeMismatches(by('paymentrequest.success'), sample('payment-requests', 'webhook-success'))).toEqual([]);
      expect(by('paymentrequest.pending').data).toMatchObject({ request_code: pr.request_code, status: 'pending', paid: false, amount: 8000 });
      expect(by('charge.success').data).toMatchObject({ amount: 8000, metadata: { payment_request: pr.request_code } });
      expect(by('paymentrequest.success').data).toMatchObject({ request_code: pr.request_code, status: 'success', paid: true, paid_at: expect.any(String) });
    } finally {
      await receiver.close();
    }
  });
});

describe('races', () => {
  it('three checkouts paid at once for an invoice that two can cover: exactly two count, never overpaid', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 10000 });
    const code = pr.body.data.request_code;
    const starts = await Promise.all([1, 2, 3].map(() => form(`/invoice/${code}`, { amount: '50' })));
    const card = { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv };
    const paid = await Promise.all(starts.map((s) => form(s.location!, card)));
    expect(paid.map((p) => p.status).sort()).toEqual([303, 303, 422]);
    const data = (await m.api.get(`/paymentrequest/${code}`)).body.data;
    expect(data).toMatchObject({ status: 'success', paid: true, pending_amount: 0 });
    expect(data.transactions).toHaveLength(2);
    const sum: Array<{ s: string | number }> = await server.services.db.read({}, (em) =>
      em.query('SELECT SUM(p.amount) AS s FROM payment_request_payments p JOIN payment_requests r ON r.id = p.payment_request_id WHERE r.request_code = ?', [
        code,
      ]),
    );
    expect(Number(sum[0]!.s)).toBe(10000);
  });
});

describe('keys', () => {
  it('the public key reads verify but every secret endpoint refuses it with 401', async () => {
    const pr = await m.api.post('/paymentrequest', { customer: customerCode, amount: 5000 });
    const code = pr.body.data.request_code;
    const pk = server.api(m.test.public_key);
    expect((await pk.get(`/paymentrequest/verify/${code}`)).status).toBe(200);
    const calls: Array<[string, string]> = [
      ['POST', '/paymentrequest'],
      ['GET', '/paymentrequest'],
      ['GET', `/paymentrequest/${code}`],
      ['PUT', `/paymentrequest/${code}`],
      ['GET', '/paymentrequest/totals'],
      ['POST', `/paymentrequest/notify/${code}`],
      ['POST', `/paymentrequest/finalize/${code}`],
      ['POST', `/paymentrequest/archive/${code}`],
      ['POST', `/invoice/archive/${code}`],
      ['POST', `/paymentrequest/mark_as_paid/${code}`],
      ['POST', '/page'],
      ['GET', '/page'],
      ['GET', '/page/some-slug'],
      ['PUT', '/page/some-slug'],
      ['GET', '/page/check_slug_availability/some-slug'],
    ];
    for (const [method, path] of calls) {
      const res = await pk.request(method, path, method === 'GET' ? undefined : {});
      expect({ method, path, status: res.status, message: res.body.message }).toEqual({ method, path, status: 401, message: 'Invalid key' });
    }
  });

  it('across the whole route table: every route that needs the secret key refuses the public key with 401', async () => {
    const pk = server.api(m.test.public_key);
    const anonymous = server.api();
    let secret = 0;
    for (const { method, path } of endpoints(server.app)) {
      if (path === '/graphql' || method === 'OPTIONS') continue;
      const filled = path.replace(/:[a-z_]+/g, 'x1');
      const body = method === 'GET' ? undefined : {};
      if ((await anonymous.request(method, filled, body)).status !== 401) continue; // a public route
      secret++;
      const res = await pk.request(method, filled, body);
      expect({ method, path, status: res.status, message: res.body.message }).toEqual({ method, path, status: 401, message: 'Invalid key' });
    }
    expect(secret).toBeGreaterThan(40);
    const gql = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${m.test.public_key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ paymentRequestTotals { total { amount } } }' }),
    });
    expect(gql.status).toBe(401);
  });
});
