import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration();
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

function client(key: string) {
  const paystack = Paystack(key);
  paystack.endpoint = server.url;
  return paystack;
}

describe('the paystack-api npm client: banks, subaccounts, splits, refunds, settlements', () => {
  it('looks up banks, accounts, BVNs and BINs', async () => {
    const paystack = client(m.test.secret_key);
    const banks = await paystack.misc.list_banks({ perPage: 100, country: 'nigeria', currency: 'NGN', type: 'nuban' });
    expect(banks.data.find((b: any) => b.code === '058')).toMatchObject({ name: 'Guaranty Trust Bank', slug: 'guaranty-trust-bank' });
    expect((await paystack.verification.resolveAccount({ account_number: '0000000000', bank_code: '057' })).data).toMatchObject({
      account_name: 'ZENITH TEST ACCOUNT',
    });
    expect((await paystack.verification.resolveBVN({ bvn: '12345678901' })).data).toMatchObject({ first_name: 'UCHENNA', last_name: 'OKORO' });
    expect((await paystack.verification.resolveBIN({ bin: '408408' })).data).toMatchObject({ brand: 'Visa', bank: 'TEST BANK' });
    await expect(paystack.verification.resolveAccount({ account_number: '9999999999', bank_code: '058' })).rejects.toMatchObject({ statusCode: 422 });
  });

  it('a subaccount, a split payment, a refund and a settlement', async () => {
    const paystack = client(m.test.secret_key);
    const sub = await paystack.subaccount.create({
      business_name: 'SDK Sub',
      settlement_bank: 'Guaranty Trust Bank',
      account_number: '0001234567',
      percentage_charge: '18.5',
    });
    expect(sub).toMatchObject({ status: true, message: 'Subaccount created', data: { account_name: 'KOBO TEST CUSTOMER', percentage_charge: 18.5 } });
    const updated = await paystack.subaccount.update({ id: sub.data.subaccount_code, percentage_charge: 20, settlement_schedule: 'weekly' });
    expect(updated.data).toMatchObject({ percentage_charge: 20, settlement_schedule: 'WEEKLY' });
    expect((await paystack.subaccount.get({ id: sub.data.id })).data.subaccount_code).toBe(sub.data.subaccount_code);
    expect((await paystack.subaccount.list({ perPage: 10 })).data).toHaveLength(1);

    const first = await paystack.charge.charge({ email: 'sdk-money@example.com', amount: '400000', card: CARDS.success });
    const init = await paystack.transaction.initialize({
      email: 'sdk-money@example.com',
      amount: '100000',
      subaccount: sub.data.subaccount_code,
      bearer: 'subaccount',
    });
    const auth = first.data.authorization.authorization_code;
    const paid = await paystack.transaction.chargeAuth({
      email: 'sdk-money@example.com',
      amount: '100000',
      authorization_code: auth,
      subaccount: sub.data.subaccount_code,
      transaction_charge: '5000',
    });
    expect(paid.data).toMatchObject({ status: 'success', fees_split: { integration: 5000 - paid.data.fees, subaccount: 95_000, paystack: paid.data.fees } });
    expect(init.data.reference).toEqual(expect.any(String));

    const refund = await paystack.refund.create({ transaction: paid.data.reference, amount: '2000' });
    expect(refund).toMatchObject({ status: true, message: 'Refund has been queued for processing', data: { status: 'pending', amount: 2000 } });
    expect((await paystack.refund.get({ trans_id: refund.data.id })).data).toMatchObject({ id: refund.data.id, transaction: paid.data.id });
    expect((await paystack.refund.list({ reference: paid.data.reference })).data).toHaveLength(1);

    const settled = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}` },
      body: JSON.stringify({ query: 'mutation { settleNow { id totalAmount } }' }),
    }).then((r) => r.json());
    const list = await paystack.settlement.list({ subaccount: 'none' });
    expect(list.data.map((s: any) => String(s.id))).toEqual([settled.data.settleNow.id]);
    expect((await paystack.settlement.list({ subaccount: sub.data.subaccount_code })).data).toEqual([]);
  });
});
