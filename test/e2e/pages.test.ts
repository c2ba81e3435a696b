import { postForm } from '../support/http';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Payment pages over REST, and the public /pay/:slug form posted with fetch (the browser version
// is in invoices-browser.test.ts).

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Page Shop');
  other = await server.newIntegration('Other Shop');
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

const form = (path: string, body: Record<string, string>) => postForm(server.url, path, body);

describe('pages', () => {
  it('creates, fetches by id or slug, lists and updates a page with the documented shapes', async () => {
    const res = await m.api.post('/page', {
      name: 'Buttercup Brunch',
      description: 'Gather your friends',
      amount: 500000,
      slug: 'buttercup-brunch',
      redirect_url: 'https://merchant.example/thanks',
      custom_fields: [{ display_name: 'Table', variable_name: 'table' }],
      split_code: 'SPL_yqSS1FvrBz',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Page created');
    expect(shapeMismatches(res.body, sample('payment-pages', 'create'))).toEqual([]);
    expect(res.body.data).toMatchObject({
      slug: 'buttercup-brunch',
      amount: 500000,
      currency: 'NGN',
      active: true,
      integration: m.id,
      domain: 'test',
      split_code: 'SPL_yqSS1FvrBz',
    });

    const byId = await m.api.get(`/page/${res.body.data.id}`);
    expect(byId.body.message).toBe('Page retrieved');
    expect(byId.body.data.slug).toBe('buttercup-brunch');
    expect((await m.api.get('/page/buttercup-brunch')).body.data.id).toBe(res.body.data.id);
    expect((await other.api.get('/page/buttercup-brunch')).status).toBe(404);
    expect((await m.live_api.get(`/page/${res.body.data.id}`)).status).toBe(404);

    const list = await m.api.get('/page?perPage=10');
    expect(list.body.message).toBe('Pages retrieved');
    expect(list.body.meta).toMatchObject({ perPage: 10, page: 1 });

    const upd = await m.api.put('/page/buttercup-brunch', { name: 'Brunch', amount: 600000 });
    expect(upd.body.message).toBe('Page updated');
    expect(shapeMismatches(upd.body, sample('payment-pages', 'update'))).toEqual([]);
    expect(upd.body.data).toMatchObject({ name: 'Brunch', amount: 600000 });

    const generated = await m.api.post('/page', { name: 'No slug' });
    expect(generated.body.data.slug).toMatch(/^[a-z0-9]{10}$/);
    expect(generated.body.data.amount).toBeNull();
  });

  it('checks slug availability', async () => {
    await m.api.post('/page', { name: 'Taken', slug: 'taken-slug' });
    const free = await m.api.get('/page/check_slug_availability/free-slug');
    expect(free.body).toEqual({ status: true, message: 'Slug is available' });
    const taken = await m.api.get('/page/check_slug_availability/taken-slug');
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ status: false, message: 'Slug is not available' });
    // Slugs are unique across integrations (the link names no integration).
    expect((await other.api.get('/page/check_slug_availability/taken-slug')).status).toBe(400);
  });

  it('refuses bad input with the documented 4xx and stores nothing', async () => {
    await m.api.post('/page', { name: 'Mine', slug: 'mine-slug' });
    const before = await countRows(server, 'pages');
    const cases: Array<[Record<string, unknown>, number, RegExp]> = [
      [{ name: 'Dup', slug: 'mine-slug' }, 400, /^Slug already in use$/],
      [{ slug: 'nameless' }, 400, /Name is required/],
      [{ name: 'Neg', amount: -5 }, 400, /valid amount/],
      [{ name: 'Bad slug', slug: 'a b' }, 400, /Slug is invalid/],
      [{ name: 'Bad url', redirect_url: 'javascript:alert(1)' }, 400, /redirect_url/],
      [{ name: 'Bad fields', custom_fields: [{ display_name: 'x' }] }, 400, /variable_name/],
      [{ name: 'Bad fields', custom_fields: 'nope' }, 400, /custom_fields/],
      [{ name: 'Planned', plan: 'PLN_abc' }, 404, /^Plan not found$/],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/page', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message: expect.stringMatching(message) });
    }
    // Another integration cannot take the slug either.
    expect((await other.api.post('/page', { name: 'Theirs', slug: 'mine-slug' })).body.message).toBe('Slug already in use');
    expect(await countRows(server, 'pages')).toBe(before);
  });
});

describe('/pay/:slug', () => {
  it('pays a payer-chosen amount with custom fields into metadata.custom_fields and goes to the redirect URL', async () => {
    await m.api.post('/page', {
      name: 'Donations',
      slug: 'donate-here',
      redirect_url: 'https://merchant.example/thanks',
      custom_fields: [
        { display_name: 'Member number', variable_name: 'member_number' },
        { display_name: 'Favourite colour', variable_name: 'colour' },
      ],
    });
    const page = await fetch(`${server.url}/pay/donate-here`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Member number');
    expect(html).toContain('name="amount"');

    const start = await form('/pay/donate-here', {
      amount: '1500.50',
      email: 'giver@example.com',
      first_name: 'Gi',
      cf_member_number: 'M-42',
      cf_colour: 'green',
    });
    expect(start.status).toBe(303);
    const paid = await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^https:\/\/merchant\.example\/thanks\?trxref=/);
    const reference = new URL(paid.location!).searchParams.get('reference')!;
    const v = await m.api.get(`/transaction/verify/${reference}`);
    expect(v.body.data).toMatchObject({ status: 'success', amount: 150050, customer: { email: 'giver@example.com' } });
    expect(v.body.data.metadata.custom_fields).toEqual([
      { display_name: 'Member number', variable_name: 'member_number', value: 'M-42' },
      { display_name: 'Favourite colour', variable_name: 'colour', value: 'green' },
    ]);
  });

  it('a fixed-amount page ignores a payer amount; inactive and unknown slugs are 404; bad input changes nothing', async () => {
    await m.api.post('/page', { name: 'Ticket', slug: 'ticket-fixed', amount: 250000 });
    const start = await form('/pay/ticket-fixed', { amount: '1', email: 'fan@example.com' });
    expect(start.status).toBe(303);
    const code = start.location!.split('/').pop();
    const rows = await server.services.db.read({}, (em) => em.query('SELECT amount FROM transactions WHERE access_code = ?', [code]));
    expect(Number(rows[0].amount)).toBe(250000);

    const tx0 = await countRows(server, 'transactions');
    expect((await form('/pay/ticket-fixed', { email: 'not-an-email' })).status).toBe(422);
    expect((await form('/pay/donate-here', { email: 'a@example.com', amount: '-3' })).status).toBe(422);
    expect((await fetch(`${server.url}/pay/no-such-page`)).status).toBe(404);
    await m.api.put('/page/ticket-fixed', { active: false });
    expect((await fetch(`${server.url}/pay/ticket-fixed`)).status).toBe(404);
    expect((await form('/pay/ticket-fixed', { email: 'fan@example.com' })).status).toBe(404);
    expect(await countRows(server, 'transactions')).toBe(tx0);
    await m.api.put('/page/ticket-fixed', { active: true });
    expect((await fetch(`${server.url}/pay/ticket-fixed`)).status).toBe(200);
  });

  it("a page with a subaccount splits its payments; another integration's subaccount is refused", async () => {
    const sub = (await m.api.post('/subaccount', { business_name: 'Stall', settlement_bank: '058', account_number: '0123456789', percentage_charge: 10 })).body
      .data;
    const foreign = (
      await other.api.post('/subaccount', { business_name: 'Elsewhere', settlement_bank: '058', account_number: '0123456789', percentage_charge: 10 })
    ).body.data;
    const pages0 = await countRows(server, 'pages');
    const refused = await m.api.post('/page', { name: 'Foreign', amount: 100000, subaccount: foreign.subaccount_code });
    expect(refused.status).toBe(404);
    expect(refused.body).toMatchObject({ status: false, message: 'Subaccount not found' });
    expect(await countRows(server, 'pages')).toBe(pages0);

    expect((await m.api.post('/page', { name: 'Stall', slug: 'stall-page', amount: 100000, subaccount: sub.subaccount_code })).status).toBe(200);
    const start = await form('/pay/stall-page', { email: 'buyer@example.com' });
    expect(start.status).toBe(303);
    const paid = await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
    expect(paid.status).toBe(303);
    const reference = new URL(paid.location!, server.url).searchParams.get('reference')!;
    const tx = (await m.api.get(`/transaction/verify/${reference}`)).body.data;
    expect(tx).toMatchObject({ status: 'success', amount: 100000, subaccount: { subaccount_code: sub.subaccount_code } });
    expect(tx.fees_split.integration + tx.fees_split.subaccount + tx.fees_split.paystack).toBe(100000);
  });

  it('a page with a plan charges the plan, and paying it subscribes the payer', async () => {
    const plan = (await m.api.post('/plan', { name: 'Gold', amount: 120000, interval: 'monthly' })).body.data;
    expect((await m.api.post('/page', { name: 'Nope', plan: 'PLN_other' })).status).toBe(404);
    const created = await m.api.post('/page', { name: 'Gold', slug: 'gold-plan', plan: plan.plan_code });
    expect(created.body.data).toMatchObject({ plan: plan.plan_code, type: 'subscription' });
    const start = await form('/pay/gold-plan', { email: 'sub@example.com' });
    expect(start.status).toBe(303);
    const code = start.location!.split('/').pop();
    const rows = await server.services.db.read({}, (em) => em.query('SELECT amount, plan_code FROM transactions WHERE access_code = ?', [code]));
    expect({ amount: Number(rows[0].amount), plan: rows[0].plan_code }).toEqual({ amount: 120000, plan: plan.plan_code });
    expect((await m.api.get(`/subscription?plan=${plan.id}`)).body.data).toHaveLength(0);

    const paid = await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
    expect(paid.status).toBe(303);
    const subs = (await m.api.get(`/subscription?plan=${plan.id}`)).body.data;
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({ status: 'active', amount: 120000, customer: { email: 'sub@example.com' }, plan: { plan_code: plan.plan_code } });
  });
});
