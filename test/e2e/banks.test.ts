import { BANKS, BINS, NONEXISTENT_ACCOUNTS, NONEXISTENT_BVNS, TEST_ACCOUNTS, TEST_BVNS } from '../../src/core/banks/directory';
import { TEST_CARDS } from '../../src/processor/simulator';
import { Api } from '../support/http';
import { expectLedgerSound } from '../support/ledger';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Banks');
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

describe('GET /bank', () => {
  it('lists the directory with the fields of Paystack sample, offset paged', async () => {
    const res = await m.api.get('/bank?perPage=10&page=2');
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Banks retrieved');
    expect(res.body.data).toHaveLength(10);
    expect(res.body.meta).toEqual({ total: BANKS.length, skipped: 10, perPage: 10, page: 2, pageCount: Math.ceil(BANKS.length / 10) });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      [
        'active',
        'code',
        'country',
        'createdAt',
        'currency',
        'gateway',
        'id',
        'is_deleted',
        'longcode',
        'name',
        'pay_with_bank',
        'slug',
        'supports_transfer',
        'type',
        'updatedAt',
      ].sort(),
    );
    const zenith = (await m.api.get('/bank?perPage=100')).body.data.find((b: any) => b.code === '057');
    expect(zenith).toMatchObject({
      name: 'Zenith Bank',
      slug: 'zenith-bank',
      longcode: '057150013',
      type: 'nuban',
      pay_with_bank: true,
      active: true,
      currency: 'NGN',
    });
  });

  it('walks every bank once with cursors, forwards and back', async () => {
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res: any = await m.api.get(`/bank?use_cursor=true&perPage=7${next ? `&next=${encodeURIComponent(next)}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.map((b: any) => b.code));
      next = res.body.meta.next;
      if (pages === 1) {
        const back = await m.api.get(`/bank?perPage=7&previous=${encodeURIComponent(res.body.meta.previous)}`);
        expect(back.body.data.map((b: any) => b.code)).toEqual(seen.slice(0, 7));
      }
      pages++;
    } while (next);
    expect(seen).toEqual(BANKS.map((b) => b.code));
    expect(new Set(seen).size).toBe(BANKS.length);
  });

  it('filters by pay_with_bank, country, currency and type', async () => {
    const pwb = await m.api.get('/bank?pay_with_bank=true&perPage=100');
    // Kuda (50211) pays by phone and app token (charge-pay-with-bank.test.ts), the others by account number.
    expect(pwb.body.data.map((b: any) => b.code).sort()).toEqual(['011', '033', '057', '058', '50211']);
    expect(pwb.body.data.find((b: any) => b.code === '50211')).toMatchObject({ name: 'Kuda Bank', slug: 'kuda-bank', pay_with_bank: true, country: 'Nigeria' });
    expect((await m.api.get('/bank?country=nigeria&currency=NGN&type=nuban&perPage=100')).body.data).toHaveLength(BANKS.length);
    // Other markets' directories are test/e2e/market-*.test.ts's; a country Kobo does not serve lists nothing.
    expect((await m.api.get('/bank?country=egypt')).body.data).toEqual([]);
    expect((await m.api.get('/bank?currency=EUR')).body.data).toEqual([]);
    expect((await m.api.get('/bank?country=nigeria&currency=GHS')).body.data).toEqual([]);
    expect((await m.api.get('/bank?pay_with_bank=maybe')).status).toBe(400);
  });
});

describe('GET /bank/resolve', () => {
  it('resolves Zenith 057/0000000000 and every documented test account to its fixed name', async () => {
    for (const a of TEST_ACCOUNTS) {
      const res = await m.api.get(`/bank/resolve?account_number=${a.accountNumber}&bank_code=${a.bankCode}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: true,
        message: 'Account number resolved',
        data: { account_number: a.accountNumber, account_name: a.accountName },
      });
    }
    expect((await m.api.get('/bank/resolve?account_number=0000000000&bank_code=057')).body.data.account_name).toBe('ZENITH TEST ACCOUNT');
  });

  it('gives any other well-formed account the same generated name every time', async () => {
    const a = await m.api.get('/bank/resolve?account_number=0123456047&bank_code=058');
    const b = await m.live_api.get('/bank/resolve?account_number=0123456047&bank_code=058');
    expect(a.status).toBe(200);
    expect(a.body.data.account_name).toMatch(/^[A-Z]+ [A-Z]+$/);
    expect(b.body.data.account_name).toBe(a.body.data.account_name);
  });

  it('answers the documented errors', async () => {
    for (const n of NONEXISTENT_ACCOUNTS) {
      const res = await m.api.get(`/bank/resolve?account_number=${n}&bank_code=058`);
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject({ status: false, message: 'Could not resolve account name. Check parameters or try again.' });
    }
    const cases: Array<[string, number, string]> = [
      ['account_number=012345678&bank_code=058', 400, 'Account number is invalid'],
      ['account_number=01234567ab&bank_code=058', 400, 'Account number should be numeric'],
      ['bank_code=058', 400, 'Account number is required'],
      ['account_number=0123456789', 400, 'bank_code is required'],
      ['account_number=0123456789&bank_code=999', 400, 'Unknown bank code'],
    ];
    for (const [query, status, message] of cases) {
      const res = await m.api.get(`/bank/resolve?${query}`);
      expect({ query, status: res.status, message: res.body.message }).toEqual({ query, status, message });
    }
  });
});

describe('GET /bank/resolve_bvn/:bvn', () => {
  it('resolves documented test BVNs, generates others, refuses bad ones', async () => {
    for (const [bvn, person] of Object.entries(TEST_BVNS)) {
      const res = await m.api.get(`/bank/resolve_bvn/${bvn}`);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ ...person, bvn });
      expect(res.body.meta).toEqual({ calls_this_month: 1, free_calls_left: 9 });
    }
    const other = await m.api.get('/bank/resolve_bvn/31234567890');
    expect(other.status).toBe(200);
    expect(other.body.data.dob).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await m.api.get('/bank/resolve_bvn/1234567890')).body).toMatchObject({ status: false, message: 'BVN must be 11 digits long' });
    expect((await m.api.get('/bank/resolve_bvn/1234567890a')).status).toBe(400);
    for (const bvn of NONEXISTENT_BVNS) expect((await m.api.get(`/bank/resolve_bvn/${bvn}`)).status).toBe(404);
  });
});

describe('GET /decision/bin/:bin', () => {
  it('knows every test card and the three local brands, without a key', async () => {
    const anon = new Api(server.url);
    for (const card of TEST_CARDS) {
      const res = await anon.get(`/decision/bin/${card.number.slice(0, 6)}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Bin resolved');
      expect(BINS[card.number.slice(0, 6)]).toBeDefined();
      expect(res.body.data).toMatchObject({ bin: card.number.slice(0, 6), country_code: 'NG', bank: 'TEST BANK' });
    }
    expect((await anon.get('/decision/bin/539983')).body.data).toEqual({
      bin: '539983',
      brand: 'Mastercard',
      sub_brand: '',
      country_code: 'NG',
      country_name: 'Nigeria',
      card_type: 'DEBIT',
      bank: 'Guaranty Trust Bank',
      linked_bank_id: 9,
    });
    expect((await anon.get('/decision/bin/506099')).body.data.brand).toBe('Verve');
    expect((await anon.get('/decision/bin/418745')).body.data.brand).toBe('Visa');
    expect((await anon.get('/decision/bin/400000')).body.data).toMatchObject({ brand: 'Visa', bank: '' });
    expect((await anon.get('/decision/bin/40000')).status).toBe(400);
    expect((await anon.get('/decision/bin/abcdef')).status).toBe(400);
  });
});

describe('one bank list', () => {
  it('the checkout offers the directory pay-with-bank and USSD banks', async () => {
    const init = await m.api.post('/transaction/initialize', { amount: 5000, email: 'bank-list@example.com' });
    const page = await fetch(`${server.url}/checkout/${init.body.data.access_code}`).then((r) => r.text());
    // Kuda pays by phone and app token, not the account-number form: the checkout's list leaves it out.
    for (const b of BANKS.filter((x) => x.pay_with_bank && !x.payWithPhone)) expect(page).toContain(`<option value="${b.code}">${b.name}</option>`);
    expect(page).not.toContain('<option value="50211">');
    for (const b of BANKS.filter((x) => x.ussd)) expect(page).toContain(`${b.name} (*${b.ussd}#)`);
  });
});
