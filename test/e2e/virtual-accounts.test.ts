import { createHmac } from 'node:crypto';
import {
  AssignDedicatedAccountDocument,
  CreateDedicatedAccountDocument,
  DeactivateDedicatedAccountDocument,
  DedicatedAccountDocument,
  DedicatedAccountProvidersDocument,
  DedicatedAccountsDocument,
  RemoveDedicatedAccountSplitDocument,
  RequeryDedicatedAccountDocument,
  SetDedicatedAccountSplitDocument,
  SimulateDedicatedAccountTransferDocument,
} from '../generated/graphql';
import { gql } from '../support/graphql';
import type { Receiver, Received } from '../support/receiver';
import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration, TestServer } from '../support/server';
import { shapeMismatches, sample } from '../support/shape';
import { countQueries, countRows } from '../support/sql';
import { waitForValue } from '../support/wait';

const Paystack = require('paystack-api');

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let hook: Receiver;
let setup: Merchant | undefined;
beforeAll(async () => {
  setup = await startMerchant('Karokart', { ledgerSound: true });
  ({ server, m, other, hook } = setup);
});
afterAll(() => setup?.stop());

let seq = 0;
async function newCustomer(api = m.api, names = true) {
  const n = ++seq;
  const res = await api.post('/customer', {
    email: `dva-${n}@example.com`,
    ...(names ? { first_name: 'Rhoda', last_name: `Church${n}`, phone: '+2349053267565' } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.data as { id: number; customer_code: string; email: string };
}

async function newAccount(api = m.api, body: Record<string, unknown> = {}) {
  const customer = await newCustomer(api);
  const res = await api.post('/dedicated_account', { customer: customer.customer_code, preferred_bank: 'wema-bank', ...body });
  expect(res.status).toBe(200);
  return { customer, account: res.body.data };
}

const transfer = (body: Record<string, unknown>, api = m.api) => api.post('/_test/dedicated_account/transfer', body);

// The signed webhooks of one event whose data matches, once they arrive.
function webhook(event: string, match: (data: any) => boolean, count = 1): Promise<Received[]> {
  return waitForValue(
    () => {
      const got = hook.received.filter((r) => r.body.event === event && match(r.body.data));
      return got.length >= count ? got : null;
    },
    { what: `${count} ${event} webhook(s)`, timeoutMs: 20_000 },
  );
}

const signed = (r: Received, key = m.test.secret_key) => createHmac('sha512', key).update(r.raw).digest('hex') === r.headers['x-paystack-signature'];

async function counts() {
  const out: Record<string, number> = {};
  for (const t of ['dedicated_accounts', 'dedicated_account_transfers', 'transactions', 'ledger_entries', 'customers', 'events'])
    out[t] = await countRows(server, t);
  return out;
}

// A split group of this integration (one subaccount at 30%), for accounts whose money it shares.
let groupSeq = 0;
async function newSplitCode(api = m.api): Promise<{ code: string; subaccountCode: string }> {
  const sub = (
    await api.post('/subaccount', { business_name: `Group Sub ${++groupSeq}`, settlement_bank: '058', account_number: '0001234567', percentage_charge: 0 })
  ).body.data;
  const res = await api.post('/split', {
    name: `Group ${groupSeq}`,
    type: 'percentage',
    currency: 'NGN',
    subaccounts: [{ subaccount: sub.subaccount_code, share: 30 }],
    bearer_type: 'account',
  });
  expect(res.status).toBe(200);
  return { code: res.body.data.split_code, subaccountCode: sub.subaccount_code };
}

describe('dedicated virtual accounts', () => {
  it('lists the simulated providers', async () => {
    const res = await m.api.get('/dedicated_account/available_providers');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Dedicated account providers retrieved' });
    expect(res.body.data.map((p: any) => p.provider_slug).sort()).toEqual(['test-bank', 'titan-paystack', 'wema-bank']);
    expect(res.body.data[0]).toEqual({ provider_slug: expect.any(String), bank_id: expect.any(Number), bank_name: expect.any(String), id: expect.any(Number) });
  });

  it('creates an account for an existing customer, shaped as Paystack shows it; a second create answers the same account', async () => {
    const customer = await newCustomer();
    const res = await m.api.post('/dedicated_account', { customer: customer.customer_code, preferred_bank: 'wema-bank' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'NUBAN successfully created' });
    const a = res.body.data;
    expect(a).toMatchObject({
      bank: { name: 'Wema Bank', id: 20, slug: 'wema-bank' },
      account_name: expect.stringMatching(/^Karokart\/Rhoda Church\d+$/),
      account_number: expect.stringMatching(/^\d{10}$/),
      assigned: true,
      currency: 'NGN',
      metadata: null,
      active: true,
      id: expect.any(Number),
      assignment: {
        integration: m.id,
        assignee_id: customer.id,
        assignee_type: 'Customer',
        expired: false,
        account_type: 'PAY-WITH-TRANSFER-RECURRING',
        assigned_at: expect.any(String),
        expired_at: null,
      },
      customer: {
        id: customer.id,
        customer_code: customer.customer_code,
        email: customer.email,
        first_name: 'Rhoda',
        risk_action: 'default',
        international_format_phone: null,
      },
      split_config: {},
    });
    const again = await m.api.post('/dedicated_account', { customer: String(customer.id), preferred_bank: 'wema-bank' });
    expect(again.body.data.id).toBe(a.id);
    // Another bank is another account.
    const titan = await m.api.post('/dedicated_account', { customer: customer.email, preferred_bank: 'titan-paystack' });
    expect(titan.body.data).toMatchObject({ bank: { slug: 'titan-paystack' }, customer: { id: customer.id } });
    expect(titan.body.data.account_number).not.toBe(a.account_number);
    // Names and phone given on create update the customer.
    const bare = await newCustomer(m.api, false);
    const named = await m.api.post('/dedicated_account', { customer: bare.customer_code, first_name: 'Yinka', last_name: 'Ade', phone: '08012345678' });
    expect(named.body.data).toMatchObject({
      bank: { slug: 'test-bank', name: 'Test Bank' },
      account_name: 'Karokart/Yinka Ade',
      customer: { first_name: 'Yinka', last_name: 'Ade', phone: '08012345678' },
    });
    // The webhook Paystack sends for an assigned account, signed with the secret key.
    const [event] = await webhook('dedicatedaccount.assign.success', (d) => d.dedicated_account?.id === a.id);
    expect(signed(event!)).toBe(true);
    expect(event!.body.data).toMatchObject({
      customer: { id: customer.id, email: customer.email },
      dedicated_account: { account_number: a.account_number, bank: { slug: 'wema-bank' } },
      identification: { status: 'success' },
    });
  });

  it('concurrent creates and assigns for one customer and bank make one account, never a 5xx', async () => {
    const customer = await newCustomer();
    const before = await countRows(server, 'dedicated_accounts');
    const created = await Promise.all(
      Array.from({ length: 6 }, () => m.api.post('/dedicated_account', { customer: customer.customer_code, preferred_bank: 'titan-paystack' })),
    );
    expect(created.map((r) => r.status)).toEqual(created.map(() => 200));
    expect(new Set(created.map((r) => r.body.data.id)).size).toBe(1);
    const body = {
      email: 'race-assign@example.com',
      first_name: 'Race',
      last_name: 'Assign',
      phone: '08033333333',
      preferred_bank: 'wema-bank',
      country: 'NG',
    };
    const assigned = await Promise.all(Array.from({ length: 6 }, () => m.api.post('/dedicated_account/assign', body)));
    expect(assigned.map((r) => r.status)).toEqual(assigned.map(() => 200));
    expect(await countRows(server, 'dedicated_accounts')).toBe(before + 2);
    const raced = (await m.api.get('/customer?email=race-assign@example.com')).body.data;
    expect(raced).toHaveLength(1);
    expect((await m.api.get(`/dedicated_account?customer=${raced[0].id}`)).body.data).toHaveLength(1);
  });

  it('lists with filters and fetches one, with the customer embedded', async () => {
    const { customer, account } = await newAccount(m.api, { preferred_bank: 'titan-paystack' });
    const list = await m.api.get(`/dedicated_account?customer=${customer.id}`);
    expect(list.body).toMatchObject({
      status: true,
      message: 'Managed accounts successfully retrieved',
      meta: { total: 1, perPage: 50, page: 1, pageCount: 1, skipped: 0 },
    });
    expect(list.body.data[0]).toMatchObject({
      id: account.id,
      customer: { id: customer.id, customer_code: customer.customer_code },
      bank: { slug: 'titan-paystack' },
    });
    const bySlug = (await m.api.get('/dedicated_account?provider_slug=titan-paystack&active=true&currency=NGN&perPage=100')).body.data;
    expect(bySlug.length).toBeGreaterThanOrEqual(1);
    expect(bySlug.every((a: any) => a.bank.slug === 'titan-paystack' && a.active)).toBe(true);
    const byBank = (await m.api.get('/dedicated_account?bank_id=1&perPage=100')).body.data;
    expect(byBank.map((a: any) => a.id)).toContain(account.id);
    expect((await m.api.get('/dedicated_account?bank_id=20&perPage=100')).body.data.map((a: any) => a.id)).not.toContain(account.id);
    expect((await m.api.get('/dedicated_account?currency=GHS')).body.data).toEqual([]);

    const fetched = await m.api.get(`/dedicated_account/${account.id}`);
    expect(fetched.body).toMatchObject({
      status: true,
      message: 'Managed account successfully retrieved',
      data: { id: account.id, account_number: account.account_number, customer: { id: customer.id } },
    });
    // Another integration sees none of it.
    expect((await other.api.get(`/dedicated_account/${account.id}`)).status).toBe(404);
    expect((await other.api.get('/dedicated_account')).body.data).toEqual([]);
    // The customer record shows it, as Paystack's does.
    const detail = (await m.api.get(`/customer/${customer.customer_code}`)).body.data;
    expect(detail.dedicated_account).toMatchObject({
      id: account.id,
      account_number: account.account_number,
      bank: { slug: 'titan-paystack' },
      assignment: { assignee_id: customer.id },
    });
    // Nor does the live mode.
    expect((await m.live_api.get(`/dedicated_account/${account.id}`)).status).toBe(404);
  });

  it('assign finds or creates the customer, answers "in progress" and tells the outcome by webhook', async () => {
    const res = await m.api.post('/dedicated_account/assign', {
      email: 'Salmon.Orange@Example.com',
      first_name: 'Salmon',
      last_name: 'Orange',
      phone: '+2348100000000',
      preferred_bank: 'test-bank',
      country: 'NG',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, message: 'Assign dedicated account in progress' });
    const [ok] = await webhook('dedicatedaccount.assign.success', (d) => d.customer.email === 'salmon.orange@example.com');
    expect(signed(ok!)).toBe(true);
    expect(ok!.body.data).toMatchObject({
      customer: { first_name: 'Salmon', last_name: 'Orange', phone: '+2348100000000', customer_code: expect.stringMatching(/^CUS_/) },
      dedicated_account: {
        bank: { name: 'Test Bank', id: 24, slug: 'test-bank' },
        account_name: 'Karokart/Salmon Orange',
        assigned: true,
        active: true,
        assignment: { assignee_type: 'Customer', expired: false },
      },
      identification: { status: 'success' },
    });
    const okData = ok!.body.data as any;
    // Assigning again tells the account the customer already has, by the same webhook.
    expect(
      (
        await m.api.post('/dedicated_account/assign', {
          email: 'salmon.orange@example.com',
          first_name: 'Salmon',
          last_name: 'Orange',
          phone: '+2348100000000',
          preferred_bank: 'test-bank',
          country: 'NG',
        })
      ).status,
    ).toBe(200);
    const both = await webhook('dedicatedaccount.assign.success', (d) => d.customer.email === 'salmon.orange@example.com', 2);
    expect(both.map((r) => (r.body.data as any).dedicated_account.id)).toEqual([okData.dedicated_account.id, okData.dedicated_account.id]);
    const listed = (await m.api.get(`/dedicated_account?customer=${okData.customer.id}`)).body.data;
    expect(listed.map((a: any) => a.account_number)).toEqual([okData.dedicated_account.account_number]);

    // An account the bank directory cannot resolve fails identification: the customer is kept, no account.
    const before = await countRows(server, 'dedicated_accounts');
    const failed = await m.api.post('/dedicated_account/assign', {
      email: 'nobody@example.com',
      first_name: 'No',
      last_name: 'Body',
      phone: '08000000000',
      preferred_bank: 'test-bank',
      country: 'NG',
      account_number: '9999999999',
      bank_code: '058',
      bvn: '12345678901',
    });
    expect(failed.body).toEqual({ status: true, message: 'Assign dedicated account in progress' });
    const [bad] = await webhook('dedicatedaccount.assign.failed', (d) => d.customer.email === 'nobody@example.com');
    expect(bad!.body.data).toMatchObject({ dedicated_account: null, identification: { status: 'failed' }, customer: { first_name: 'No' } });
    expect(await countRows(server, 'dedicated_accounts')).toBe(before);

    for (const [body, status] of [
      [{ first_name: 'A', last_name: 'B', phone: '0800', preferred_bank: 'test-bank', country: 'NG' }, 400],
      [{ email: 'x@example.com', last_name: 'B', phone: '0800', preferred_bank: 'test-bank', country: 'NG' }, 400],
      [{ email: 'x@example.com', first_name: 'A', last_name: 'B', preferred_bank: 'test-bank', country: 'NG' }, 400],
      [{ email: 'x@example.com', first_name: 'A', last_name: 'B', phone: '0800', country: 'NG' }, 400],
      [{ email: 'x@example.com', first_name: 'A', last_name: 'B', phone: '0800', preferred_bank: 'moon-bank', country: 'NG' }, 400],
      [{ email: 'x@example.com', first_name: 'A', last_name: 'B', phone: '0800', preferred_bank: 'test-bank', country: 'ZA' }, 400],
      [{ email: 'x@example.com', first_name: '', last_name: 'B', phone: '0800', preferred_bank: 'test-bank', country: 'NG' }, 400],
      [{ email: 'x@example.com', first_name: 'A', last_name: 'B', phone: 12, preferred_bank: 'test-bank', country: 'NG', bvn: '12' }, 400],
    ] as const) {
      const res = await m.api.post('/dedicated_account/assign', body);
      expect({ body, status: res.status, ok: res.body.status }).toEqual({ body, status, ok: false });
    }
    expect((await m.api.get('/customer?email=x@example.com')).body.data).toEqual([]);
  });

  it('a simulated transfer becomes a successful dedicated_nuban payment: signed charge.success, payer in authorization, fees, ledger', async () => {
    const { customer, account } = await newAccount();
    const balance = async () => (await m.api.get('/balance')).body.data.find((b: any) => b.currency === 'NGN')?.balance ?? 0;
    const before = await balance();
    const res = await transfer({
      account_number: account.account_number,
      amount: 500_000,
      sender_name: 'RANDALL AKANBI HORTON',
      sender_bank: 'First City Monument Bank',
      sender_account_number: '4130000011',
      reference: 'nip-0001',
      narration: 'rent',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Transfer received',
      data: { transfer: { reference: 'nip-0001', amount: 500_000, status: 'recorded', account_number: account.account_number } },
    });
    const tx = res.body.data.transaction;
    expect(tx).toMatchObject({
      status: 'success',
      reference: 'nip-0001',
      amount: 500_000,
      channel: 'dedicated_nuban',
      currency: 'NGN',
      gateway_response: 'Approved',
      fees: expect.any(Number),
      customer: { id: customer.id, email: customer.email },
      metadata: { receiver_account_number: account.account_number, receiver_bank: 'Wema Bank' },
      authorization: {
        authorization_code: expect.stringMatching(/^AUTH_/),
        channel: 'dedicated_nuban',
        card_type: 'transfer',
        bank: 'First City Monument Bank',
        brand: 'Managed Account',
        reusable: false,
        signature: null,
        country_code: 'NG',
        sender_bank: 'First City Monument Bank',
        sender_bank_account_number: 'XXXXXX0011',
        sender_country: 'NG',
        sender_name: 'RANDALL AKANBI HORTON',
        narration: 'rent',
        receiver_bank_account_number: account.account_number,
        receiver_bank: 'Wema Bank',
      },
    });
    expect(tx.fees).toBeGreaterThan(0);
    expect(await balance()).toBe(before + 500_000 - tx.fees);
    const verified = (await m.api.get('/transaction/verify/nip-0001')).body.data;
    expect(verified).toMatchObject({ id: tx.id, status: 'success', channel: 'dedicated_nuban', authorization: { sender_name: 'RANDALL AKANBI HORTON' } });
    const [event] = await webhook('charge.success', (d) => d.reference === 'nip-0001');
    expect(signed(event!)).toBe(true);
    expect(event!.body.data).toMatchObject({
      id: tx.id,
      channel: 'dedicated_nuban',
      amount: 500_000,
      authorization: { channel: 'dedicated_nuban', sender_bank_account_number: 'XXXXXX0011' },
    });
    const entries = await server.services.db.read({}, (em) =>
      em.query("SELECT account, amount FROM ledger_entries WHERE model_responsible = 'Transaction' AND model_row = ?", [tx.id]),
    );
    expect(entries.reduce((s: number, e: any) => s + Number(e.amount), 0)).toBe(0);
    expect(entries.length).toBeGreaterThanOrEqual(3);
  });

  it('the same transfer reference twice records one payment: the second call answers the first result', async () => {
    const { account } = await newAccount();
    const first = await transfer({ account_number: account.account_number, amount: 20_000, reference: 'nip-twice' });
    expect(first.status).toBe(200);
    const before = await counts();
    const second = await transfer({ account_number: account.account_number, amount: 99_999, reference: 'nip-twice' });
    expect(second.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await counts()).toEqual(before);
  });

  it('concurrent transfers with one reference record one payment, never a 5xx', async () => {
    const { account } = await newAccount();
    const before = await counts();
    const replies = await Promise.all(
      Array.from({ length: 8 }, () => transfer({ account_number: account.account_number, amount: 7_500, reference: 'nip-race' })),
    );
    expect(replies.map((r) => r.status)).toEqual(replies.map(() => 200));
    const ids = new Set(replies.map((r) => r.body.data.transaction.id));
    expect(ids.size).toBe(1);
    const after = await counts();
    expect(after.transactions - before.transactions).toBe(1);
    expect(after.dedicated_account_transfers - before.dedicated_account_transfers).toBe(1);
    await webhook('charge.success', (d) => d.reference === 'nip-race');
  });

  it('a transfer whose notice was held back stays pending until a requery records it', async () => {
    const { account } = await newAccount();
    const held = await transfer({ account_number: account.account_number, amount: 30_000, reference: 'nip-held', record: false });
    expect(held.body).toMatchObject({ message: 'Transfer pending', data: { transfer: { status: 'pending' }, transaction: null } });
    expect((await m.api.get('/transaction/verify/nip-held')).status).toBe(404);
    // Another provider's slug does not name the account.
    expect((await m.api.get(`/dedicated_account/requery?account_number=${account.account_number}&provider_slug=test-bank`)).status).toBe(404);
    const res = await m.api.get(
      `/dedicated_account/requery?account_number=${account.account_number}&provider_slug=wema-bank&date=${new Date().toISOString().slice(0, 10)}`,
    );
    expect(res.body).toEqual({ status: true, message: 'We are checking the status of your transfer. We will send you a notification once it is confirmed' });
    expect((await m.api.get('/transaction/verify/nip-held')).body.data).toMatchObject({ status: 'success', channel: 'dedicated_nuban', amount: 30_000 });
    await webhook('charge.success', (d) => d.reference === 'nip-held');
    // Nothing left to record: a second requery records nothing more.
    const before = await counts();
    expect((await m.api.get(`/dedicated_account/requery?account_number=${account.account_number}`)).status).toBe(200);
    expect(await counts()).toEqual(before);
    // The same reference sent again answers the recorded payment.
    expect((await transfer({ account_number: account.account_number, amount: 30_000, reference: 'nip-held' })).body.data).toMatchObject({
      transfer: { status: 'recorded' },
      transaction: { reference: 'nip-held' },
    });
  });

  it('deactivates an account, which then refuses money (400, nothing changed)', async () => {
    const { account } = await newAccount();
    const res = await m.api.delete(`/dedicated_account/${account.id}`);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Managed Account Successfully Unassigned',
      data: { id: account.id, assigned: false, active: false, assignment: { expired: true, expired_at: expect.any(String) } },
    });
    expect((await m.api.get(`/dedicated_account?active=false&perPage=100`)).body.data.map((a: any) => a.id)).toContain(account.id);
    expect((await m.api.get(`/dedicated_account?active=true&perPage=100`)).body.data.map((a: any) => a.id)).not.toContain(account.id);
    const before = await counts();
    const refused = await transfer({ account_number: account.account_number, amount: 10_000, reference: 'nip-dead' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ status: false, code: 'dedicated_account_inactive' });
    // Deactivating again changes nothing.
    expect((await m.api.delete(`/dedicated_account/${account.id}`)).status).toBe(200);
    expect(await counts()).toEqual(before);
    // The customer can be given a new account at the same bank.
    const fresh = await m.api.post('/dedicated_account', { customer: String(res.body.data.assignment.assignee_id), preferred_bank: 'wema-bank' });
    expect(fresh.body.data.id).not.toBe(account.id);
  });

  it('refuses bad input with a documented 4xx and changes nothing', async () => {
    const { account } = await newAccount();
    const foreign = await newCustomer(other.api);
    const before = await counts();
    const cases: Array<[string, () => Promise<{ status: number; body: any }>, number]> = [
      ['unknown customer', () => m.api.post('/dedicated_account', { customer: 'CUS_doesnotexist' }), 404],
      ["another integration's customer", () => m.api.post('/dedicated_account', { customer: foreign.customer_code }), 404],
      ["another integration's customer by id", () => m.api.post('/dedicated_account', { customer: String(foreign.id) }), 404],
      ['no customer', () => m.api.post('/dedicated_account', {}), 400],
      ['empty customer', () => m.api.post('/dedicated_account', { customer: '' }), 400],
      ['customer of the wrong type', () => m.api.post('/dedicated_account', { customer: { id: 1 } }), 400],
      ['unknown bank', () => m.api.post('/dedicated_account', { customer: foreign.customer_code, preferred_bank: 'moon-bank' }), 400],
      ['bad split code', () => m.api.post('/dedicated_account', { customer: String(account.customer.id), split_code: 'nope' }), 400],
      [
        'unknown subaccount',
        () => m.api.post('/dedicated_account', { customer: String(account.customer.id), preferred_bank: 'titan-paystack', subaccount: 'ACCT_nope' }),
        400,
      ],
      ['unknown account id', () => m.api.get('/dedicated_account/999999'), 404],
      ['non-numeric account id', () => m.api.delete('/dedicated_account/abc'), 404],
      ['bad list filter', () => m.api.get('/dedicated_account?active=maybe'), 400],
      ['bad customer filter', () => m.api.get('/dedicated_account?customer=abc'), 400],
      ['transfer with a live key', () => transfer({ account_number: account.account_number, amount: 100 }, m.live_api), 403],
      ['transfer to an unknown account', () => transfer({ account_number: '0000000001', amount: 100 }), 404],
      ["transfer to another integration's account", () => transfer({ account_number: account.account_number, amount: 100 }, other.api), 404],
      ['transfer without an amount', () => transfer({ account_number: account.account_number }), 400],
      ['transfer of an empty amount', () => transfer({ account_number: account.account_number, amount: '' }), 400],
      ['transfer of a fractional amount', () => transfer({ account_number: account.account_number, amount: 10.5 }), 400],
      ['transfer of a negative amount', () => transfer({ account_number: account.account_number, amount: -5 }), 400],
      ['transfer of a string amount', () => transfer({ account_number: account.account_number, amount: 'lots' }), 400],
      ['transfer to an empty account number', () => transfer({ account_number: '', amount: 100 }), 400],
      ['transfer to a short account number', () => transfer({ account_number: '123', amount: 100 }), 400],
      ['transfer with a bad reference', () => transfer({ account_number: account.account_number, amount: 100, reference: 'a b!' }), 400],
      ['transfer from an unknown bank', () => transfer({ account_number: account.account_number, amount: 100, sender_bank: 'Bank of Mars' }), 400],
      ['transfer with a bad sender account', () => transfer({ account_number: account.account_number, amount: 100, sender_account_number: 'abc' }), 400],
      ['transfer with record of the wrong type', () => transfer({ account_number: account.account_number, amount: 100, record: 'maybe' }), 400],
      ['requery without an account number', () => m.api.get('/dedicated_account/requery'), 400],
      ['requery of an unknown account', () => m.api.get('/dedicated_account/requery?account_number=0000000001'), 404],
      ['requery with a bad date', () => m.api.get(`/dedicated_account/requery?account_number=${account.account_number}&date=notadate`), 400],
      ['split without a code', () => m.api.post('/dedicated_account/split', { account_number: account.account_number }), 400],
      [
        'split with both',
        () => m.api.post('/dedicated_account/split', { account_number: account.account_number, subaccount: 'ACCT_x', split_code: 'SPL_x' }),
        400,
      ],
      ['split of an unknown account', () => m.api.post('/dedicated_account/split', { account_number: '0000000001', split_code: 'SPL_abc' }), 404],
      ['split with a malformed code', () => m.api.post('/dedicated_account/split', { account_number: account.account_number, split_code: 'ACCT_x' }), 400],
      ['remove split without an account', () => m.api.delete('/dedicated_account/split'), 400],
    ];
    for (const [what, call, status] of cases) {
      const res = await call();
      expect({ what, status: res.status, ok: res.body.status }).toEqual({ what, status, ok: false });
    }
    expect(await counts()).toEqual(before);
  });

  it('stores a split on an account; a subaccount split is applied to money it receives', async () => {
    const sub = (await m.api.post('/subaccount', { business_name: 'DVA Sub', settlement_bank: '058', account_number: '0001234567', percentage_charge: 20 }))
      .body.data;
    const { account } = await newAccount();
    const group = await newSplitCode();
    const withCode = await m.api.post('/dedicated_account/split', { account_number: account.account_number, split_code: group.code });
    expect(withCode.body).toMatchObject({
      status: true,
      message: 'Assigned Managed Account Successfully Created',
      data: { id: account.id, split_config: { split_code: group.code } },
    });
    // Money received is shared by the group, as a payment with its split_code is.
    const grouped = (await transfer({ account_number: account.account_number, amount: 100_000, reference: 'nip-group' })).body.data.transaction;
    expect(grouped.split).toMatchObject({ split_code: group.code, shares: { subaccounts: [{ subaccount_code: group.subaccountCode, amount: 30_000 }] } });
    expect((await m.api.post('/dedicated_account/split', { account_number: account.account_number, split_code: 'SPL_doesnotexist' })).status).toBe(404);
    const withSub = await m.api.post('/dedicated_account/split', { account_number: account.account_number, subaccount: sub.subaccount_code });
    expect(withSub.body.data.split_config).toEqual({ subaccount: sub.subaccount_code });
    const paid = (await transfer({ account_number: account.account_number, amount: 100_000, reference: 'nip-split' })).body.data.transaction;
    expect(paid).toMatchObject({
      status: 'success',
      fees_split: { subaccount: 80_000, integration: 20_000 - paid.fees, paystack: paid.fees },
      subaccount: { subaccount_code: sub.subaccount_code },
    });
    // A subaccount deactivated since: the transfer is refused whole, as a payment naming it would be.
    expect((await m.api.put(`/subaccount/${sub.subaccount_code}`, { active: false })).status).toBe(200);
    const before = await counts();
    const stale = await transfer({ account_number: account.account_number, amount: 100_000, reference: 'nip-stale' });
    expect(stale.body).toMatchObject({ status: false, message: 'Subaccount not found' });
    expect(stale.status).toBe(400);
    expect(await counts()).toEqual(before);
    const removed = await m.api.request('DELETE', '/dedicated_account/split', { account_number: account.account_number });
    expect(removed.body).toMatchObject({ status: true, message: 'Subaccount unassigned', data: { split_config: {} } });
    const plain = (await transfer({ account_number: account.account_number, amount: 100_000, reference: 'nip-nosplit' })).body.data.transaction;
    expect(plain.fees_split).toBeNull();
  });

  it('draws another number when a drawn one is taken (account numbers are unique per database)', async () => {
    const { account } = await newAccount(other.api);
    const accounts = server.services.dedicatedAccounts;
    const original = accounts.drawAccountNumber;
    const drawn = [account.account_number, account.account_number, '5555512345'];
    accounts.drawAccountNumber = () => drawn.shift() ?? original();
    try {
      const { account: next } = await newAccount();
      expect(next.account_number).toBe('5555512345');
    } finally {
      accounts.drawAccountNumber = original;
    }
  });
});

describe('GraphQL', () => {
  const key = () => m.test.secret_key;

  it('creates, lists (customers through the loader), fetches, splits, deactivates and receives money', async () => {
    const customer = await newCustomer();
    const created = await gql(server.url, key(), CreateDedicatedAccountDocument, {
      input: { customer: customer.customer_code, preferredBank: 'titan-paystack' },
    });
    expect(created.errors).toBeUndefined();
    const account = created.data!.createDedicatedAccount;
    expect(account).toMatchObject({
      bankName: 'Titan Paystack',
      bankId: 1,
      providerSlug: 'titan-paystack',
      active: true,
      assigned: true,
      customer: { id: String(customer.id) },
    });

    const listed = await gql(server.url, key(), DedicatedAccountsDocument, { filter: { customer: String(customer.id) }, first: 10 });
    expect(listed.data!.dedicatedAccounts).toMatchObject({ totalCount: 1, nodes: [{ id: account.id, customer: { email: customer.email } }] });
    const fetched = await gql(server.url, key(), DedicatedAccountDocument, { id: account.id });
    expect(fetched.data!.dedicatedAccount).toMatchObject({ accountNumber: account.accountNumber, customer: { customerCode: customer.customer_code } });
    expect((await gql(server.url, other.test.secret_key, DedicatedAccountDocument, { id: account.id })).data!.dedicatedAccount).toBeNull();
    expect((await gql(server.url, key(), DedicatedAccountsDocument, { filter: { customer: 'abc' } })).errors?.[0]?.message).toMatch(/customer/);
    const providers = await gql(server.url, key(), DedicatedAccountProvidersDocument, {});
    expect(providers.data!.dedicatedAccountProviders).toHaveLength(3);

    const group = (await newSplitCode()).code;
    const split = await gql(server.url, key(), SetDedicatedAccountSplitDocument, { input: { accountNumber: account.accountNumber, splitCode: group } });
    expect(split.data!.setDedicatedAccountSplit).toMatchObject({ splitCode: group, subaccountCode: null });
    const unsplit = await gql(server.url, key(), RemoveDedicatedAccountSplitDocument, { accountNumber: account.accountNumber });
    expect(unsplit.data!.removeDedicatedAccountSplit).toMatchObject({ splitCode: null });

    const sent = await gql(server.url, key(), SimulateDedicatedAccountTransferDocument, {
      input: { accountNumber: account.accountNumber, amount: '12345', senderName: 'ADA OBI', senderBank: '044', reference: 'gql-nip-1' },
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data!.simulateDedicatedAccountTransfer).toMatchObject({
      transfer: { reference: 'gql-nip-1', status: 'recorded', amount: '12345', senderName: 'ADA OBI', senderBank: 'Access Bank' },
      transaction: {
        reference: 'gql-nip-1',
        status: 'success',
        channel: 'dedicated_nuban',
        amount: '12345',
        payer: { sender_name: 'ADA OBI', channel: 'dedicated_nuban' },
        customer: { id: String(customer.id) },
      },
    });
    const again = await gql(server.url, key(), SimulateDedicatedAccountTransferDocument, {
      input: { accountNumber: account.accountNumber, amount: '1', reference: 'gql-nip-1' },
    });
    expect(again.data!.simulateDedicatedAccountTransfer.transaction!.id).toBe(sent.data!.simulateDedicatedAccountTransfer.transaction!.id);
    const before = await counts();
    const live = await gql(server.url, m.live.secret_key, SimulateDedicatedAccountTransferDocument, {
      input: { accountNumber: account.accountNumber, amount: '100' },
    });
    expect(live.errors?.[0]?.message).toMatch(/test keys/);
    expect(live.data).toBeNull();
    expect(await counts()).toEqual(before);

    const pending = await gql(server.url, key(), SimulateDedicatedAccountTransferDocument, {
      input: { accountNumber: account.accountNumber, amount: '500', reference: 'gql-nip-2', record: false },
    });
    expect(pending.data!.simulateDedicatedAccountTransfer).toMatchObject({ transfer: { status: 'pending' }, transaction: null });
    const requeried = await gql(server.url, key(), RequeryDedicatedAccountDocument, { accountNumber: account.accountNumber });
    expect(requeried.data!.requeryDedicatedAccount).toBe(1);
    expect((await m.api.get('/transaction/verify/gql-nip-2')).body.data).toMatchObject({ status: 'success', channel: 'dedicated_nuban' });

    const deactivated = await gql(server.url, key(), DeactivateDedicatedAccountDocument, { id: account.id });
    expect(deactivated.data!.deactivateDedicatedAccount).toMatchObject({ active: false, assigned: false, expiredAt: expect.any(String) });
    const refused = await gql(server.url, key(), SimulateDedicatedAccountTransferDocument, { input: { accountNumber: account.accountNumber, amount: '500' } });
    expect(refused.errors?.[0]?.message).toMatch(/deactivated/);

    const assigned = await gql(server.url, key(), AssignDedicatedAccountDocument, {
      input: { email: 'gql-assign@example.com', firstName: 'Gee', lastName: 'Ql', phone: '08011111111', preferredBank: 'wema-bank', country: 'NG' },
    });
    expect(assigned.data!.assignDedicatedAccount).toEqual({
      status: 'success',
      customer: { email: 'gql-assign@example.com' },
      dedicatedAccount: { bankName: 'Wema Bank' },
    });
  });

  it('loads the customers of a page of accounts in one batch (no N+1)', async () => {
    for (let i = 0; i < 4; i++) await newAccount();
    const { result, queries } = await countQueries(
      server.services.db.ds,
      () => gql(server.url, key(), DedicatedAccountsDocument, { first: 10 }),
      (q) => /\bcustomers\b/.test(q),
    );
    const nodes = result.data!.dedicatedAccounts.nodes;
    expect(nodes.length).toBeGreaterThanOrEqual(5);
    expect(new Set(nodes.map((n) => n.customer.id)).size).toBeGreaterThanOrEqual(5);
    expect(queries).toHaveLength(1);
  });
});

describe("replies and webhooks shaped as Paystack's samples", () => {
  const dva = (name: string) => sample('dedicated-virtual-account', name);

  it('every reply and payload carries every field of its sample, with the same JSON type', async () => {
    const sub = (await m.api.post('/subaccount', { business_name: 'Shape Sub', settlement_bank: '058', account_number: '0001234567', percentage_charge: 10 }))
      .body.data;
    const customer = await newCustomer();
    const created = await m.api.post('/dedicated_account', { customer: customer.customer_code, preferred_bank: 'wema-bank' });
    const account = created.body.data;
    // Paystack's fetch sample shows split_config as a JSON string, its list and split samples as an
    // object: Kobo answers the object, so the fetch is compared with the string left out.
    const fetched = await m.api.get(`/dedicated_account/${account.id}`);
    await m.api.post('/dedicated_account/split', { account_number: account.account_number, subaccount: sub.subaccount_code });
    const list = await m.api.get(`/dedicated_account?customer=${customer.id}`);
    const split = await m.api.post('/dedicated_account/split', { account_number: account.account_number, split_code: (await newSplitCode()).code });
    const unsplit = await m.api.request('DELETE', '/dedicated_account/split', { account_number: account.account_number });
    const providers = await m.api.get('/dedicated_account/available_providers');
    const paid = (await transfer({ account_number: account.account_number, amount: 5_000, reference: 'nip-shape', sender_account_number: '4130000011' })).body
      .data.transaction;
    const requery = await m.api.get(`/dedicated_account/requery?account_number=${account.account_number}`);
    const deactivated = await m.api.delete(`/dedicated_account/${account.id}`);
    const assign = await m.api.post('/dedicated_account/assign', {
      email: 'shape@example.com',
      first_name: 'Sha',
      last_name: 'Pe',
      phone: '0800',
      preferred_bank: 'test-bank',
      country: 'NG',
    });
    await m.api.post('/dedicated_account/assign', {
      email: 'shape-failed@example.com',
      first_name: 'Sha',
      last_name: 'Pe',
      phone: '0800',
      preferred_bank: 'test-bank',
      country: 'NG',
      account_number: '1111111111',
      bank_code: '058',
    });
    const [success] = await webhook('dedicatedaccount.assign.success', (d) => d.customer.email === 'shape@example.com');
    const [failed] = await webhook('dedicatedaccount.assign.failed', (d) => d.customer.email === 'shape-failed@example.com');

    const pairs: Array<[string, unknown, unknown]> = [
      ['create', created.body, dva('create')],
      ['add-split', split.body, dva('add-split')],
      ['list', list.body, dva('list')],
      ['fetch', fetched.body, { ...dva('fetch'), data: { ...dva('fetch').data, split_config: {} } }],
      ['remove-split', { ...unsplit.body, status: 'success' }, dva('remove-split')],
      ['providers', providers.body, dva('providers')],
      ['requery', requery.body, dva('requery')],
      ['deactivate', deactivated.body, dva('deactivate')],
      ['assign', assign.body, dva('assign')],
      ['assign.success', success!.body, dva('event-assign-success')],
      ['assign.failed', failed!.body, dva('event-assign-failed')],
      ['charge authorization', { authorization: paid.authorization }, dva('event-charge-authorization')],
    ];
    for (const [name, actual, reference] of pairs) expect({ name, mismatches: shapeMismatches(actual, reference) }).toEqual({ name, mismatches: [] });
    // Paystack's remove-split sample says "success" where every other reply says true; Kobo keeps the envelope's boolean.
    expect(unsplit.body.status).toBe(true);
    expect(requery.body.message).toBe(dva('requery').message);
    expect(assign.body.message).toBe(dva('assign').message);
  });
});

describe('the paystack-api npm client', () => {
  function client(key: string) {
    const paystack = Paystack(key);
    paystack.endpoint = server.url;
    return paystack;
  }

  it('creates, lists, fetches and deactivates dedicated accounts', async () => {
    const paystack = client(m.test.secret_key);
    const customer = await paystack.customer.create({ email: 'sdk-dva@example.com', first_name: 'Sdk', last_name: 'Client', phone: '08022222222' });
    const created = await paystack.nuban.create({ customer: customer.data.customer_code, preferred_bank: 'test-bank' });
    expect(created).toMatchObject({
      status: true,
      message: 'NUBAN successfully created',
      data: { bank: { slug: 'test-bank' }, customer: { email: 'sdk-dva@example.com' } },
    });
    const listed = await paystack.nuban.list({ active: true, currency: 'NGN', customer: customer.data.id });
    expect(listed.data.map((a: any) => a.id)).toEqual([created.data.id]);
    expect((await paystack.nuban.get({ id: created.data.id })).data.account_number).toBe(created.data.account_number);
    const gone = await paystack.nuban.deactivate({ id: created.data.id });
    expect(gone).toMatchObject({ status: true, message: 'Managed Account Successfully Unassigned', data: { active: false } });
    await expect(paystack.nuban.get({ id: 99999999 })).rejects.toMatchObject({ statusCode: 404 });
  });
});
