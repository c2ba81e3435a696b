import type { Browser } from 'playwright-core';
import { launchChromium, screenshot } from '../support/browser';
import { advanceClock, expectLedgerBalanced } from '../support/payments';
import { merchantSite, type MerchantSite } from '../support/merchant-site';
import { waitFor } from '../support/wait';
import { chooseTab, expectClean, focusedId, tabsOf, tabTo, tabToId, withPhone } from '../support/checkout';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

// The hosted checkout offers each market's channels through the same charge code as POST /charge:
// mobile money for GHS, KES and XOF, QR (Visa QR for NGN, Scan to Pay for ZAR), EFT (Ozow) and
// Capitec Pay for ZAR, Kuda's pay with bank and pay with transfer for NGN, Pesalink for KES, Apple Pay
// (test mode) outside ZAR (checkout-transfer-qr-eft-apple-pay.test.ts pays those). Only the channels the payment's currency and `channels` allow
// are shown. A payer on a 360 px phone pays each with the keyboard alone, axe-clean on the way, and
// the merchant sees it paid through paystack-api.

jest.setTimeout(120_000);

let server: TestServer;
// A merchant in each market.
let m: Record<'NG' | 'ZA' | 'KE' | 'GH' | 'CI', TestIntegration>;
let browser: Browser;
let merchant: MerchantSite;

beforeAll(async () => {
  server = await startServer();
  m = {
    NG: await server.newIntegration('Lagos Books'),
    ZA: await server.newIntegration('Cape Town Books', 'ZA'),
    KE: await server.newIntegration('Nairobi Books', 'KE'),
    GH: await server.newIntegration('Accra Books', 'GH'),
    CI: await server.newIntegration('Abidjan Books', 'CI'),
  };
  merchant = await merchantSite();
  browser = await launchChromium();
});
afterAll(async () => {
  await expectLedgerBalanced(server, Object.values(m));
  await browser?.close();
  await merchant?.close();
  await server?.stop();
});

async function initialize(market: keyof typeof m, body: Record<string, unknown> = {}) {
  const res = await m[market].api.post('/transaction/initialize', {
    amount: 5_000,
    email: 'payer@example.com',
    callback_url: `${merchant.url}/callback`,
    ...body,
  });
  expect(res.status).toBe(200);
  const path = new URL(res.body.data.authorization_url).pathname;
  return { url: `${server.url}${path}`, reference: res.body.data.reference as string };
}

// The merchant's view of the payment, through Paystack's SDK.
async function verify(market: keyof typeof m, reference: string): Promise<Record<string, any>> {
  const paystack = Paystack(m[market].test.secret_key);
  paystack.endpoint = server.url;
  return (await paystack.transaction.verify({ reference })).data;
}

describe('which channels a payment shows', () => {
  it("follows the currency's market: NGN, ZAR, KES, GHS", async () => {
    expect(await tabsOf((await initialize('NG')).url)).toEqual(['card', 'bank', 'ussd', 'qr', 'bank_transfer', 'apple_pay']);
    expect(await tabsOf((await initialize('ZA')).url)).toEqual(['card', 'qr', 'eft', 'capitec_pay']);
    expect(await tabsOf((await initialize('KE')).url)).toEqual(['card', 'mobile_money', 'bank_transfer', 'apple_pay']);
    expect(await tabsOf((await initialize('GH')).url)).toEqual(['card', 'mobile_money', 'apple_pay']);
  });

  it("and the payment's channels list: only those of them the currency has; one channel shows no selector", async () => {
    expect(await tabsOf((await initialize('ZA', { channels: ['eft', 'capitec_pay', 'bank', 'mobile_money'] })).url)).toEqual(['eft', 'capitec_pay']);
    const one = await initialize('ZA', { channels: ['eft', 'ussd'] });
    const html = await (await fetch(one.url)).text();
    expect(html).not.toContain('data-channels');
    expect(html).toContain('id="panel-eft"');
    expect(html).not.toContain('id="panel-ussd"');
  });

  it('a form for a channel the currency lacks is refused on the page, and nothing is charged', async () => {
    const tx = await initialize('NG');
    for (const [action, message] of [
      ['pay_eft', 'EFT takes ZAR payments only'],
      ['pay_mobile_money', 'Mobile money is not available for NGN payments'],
      ['pay_capitec', 'Capitec Pay takes ZAR payments only'],
    ]) {
      const body = `action=${action}&capitec_key=CELLPHONE&capitec_value=0812345678&momo_provider=mtn&momo_phone=0551234987`;
      const res = await fetch(tx.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect({ action, status: res.status, error: /data-testid="error">([^<]*)</.exec(await res.text())?.[1] }).toEqual({
        action,
        status: 422,
        error: message,
      });
    }
    const v = await verify('NG', tx.reference);
    expect({ status: v.status, attempts: v.log?.attempts ?? 0 }).toEqual({ status: 'pending', attempts: 0 });
  });
});

describe('after a failed attempt', () => {
  it('a declined card, then Pesalink: the same payment waits on its transfer account', async () => {
    const tx = await initialize('KE');
    const post = (body: string) =>
      fetch(tx.url, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
    expect((await post('action=pay_card&card_number=4084080000005408&card_cvv=001&card_expiry=12%2F30')).status).toBe(303);
    expect(await verify('KE', tx.reference)).toMatchObject({ status: 'failed', gateway_response: 'Declined' });
    expect((await post('action=pay_transfer')).status).toBe(303);
    const html = await (await fetch(tx.url)).text();
    expect(html).toContain('Diamond Trust Bank Kenya Ltd');
    expect(await verify('KE', tx.reference)).toMatchObject({ status: 'pending', channel: 'bank_transfer', log: { attempts: 2 } });
  });
});

describe('paid end to end at 360 px with the keyboard', () => {
  it('QR (Scan to Pay, ZAR): the code to scan, then the scan pays it and "check status" leaves for the merchant', async () => {
    const tx = await initialize('ZA', { amount: 186_677 });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'QR');
      await expectClean(page, 'QR panel');
      await tabTo(page, 'Show QR code');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await expect(page.getByRole('status').textContent()).resolves.toBe('Scan the QR code with your banking app to pay');
      const code = (await page.getByTestId('qr-code').textContent()) ?? '';
      expect(code).toMatch(/^000201.*5802ZA.*KOBO_/);
      await expectClean(page, 'QR code step');
      await screenshot(page, 'kobo-checkout-qr-360.png', { fullPage: true });
      // The payer scans: Kobo's simulated scan answers 10 s later on the integration's clock.
      await advanceClock(m.ZA.api, 10);
      await tabTo(page, 'I have paid: check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect(await verify('ZA', tx.reference)).toMatchObject({
      status: 'success',
      channel: 'qr',
      currency: 'ZAR',
      amount: 186_677,
      gateway_response: 'Payment successful',
      authorization: { channel: 'qr', brand: 'VISA', country_code: 'ZA', reusable: false },
    });
  });

  it('QR (Visa QR, NGN) is offered with its own provider', async () => {
    const tx = await initialize('NG', { channels: ['qr'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await tabTo(page, 'Show QR code');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      expect(await page.getByTestId('qr-code').textContent()).toMatch(/5802NG/);
      await advanceClock(m.NG.api, 10);
      await tabTo(page, 'I have paid: check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect(await verify('NG', tx.reference)).toMatchObject({ status: 'success', channel: 'qr', currency: 'NGN', authorization: { country_code: 'NG' } });
  });

  it("EFT (Ozow, ZAR): on to the provider's page, approve, back to the merchant", async () => {
    const tx = await initialize('ZA');
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'EFT');
      await expectClean(page, 'EFT panel');
      await tabTo(page, 'Continue to Ozow');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await tabTo(page, 'Continue to your bank');
      await Promise.all([page.waitForURL('**/checkout/bank-auth/**'), page.keyboard.press('Enter')]);
      expect(await page.textContent('body')).toContain('Ozow asks you to confirm this payment');
      await expectClean(page, "Ozow's page");
      await tabTo(page, 'Approve');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect(await verify('ZA', tx.reference)).toMatchObject({
      status: 'success',
      channel: 'eft',
      currency: 'ZAR',
      authorization: { channel: 'eft', bank: 'Ozow', country_code: 'ZA' },
    });
  });

  it('Capitec Pay (ZAR): the request goes to the app, the payer approves, "check status" pays', async () => {
    const tx = await initialize('ZA', { channels: ['card', 'capitec_pay'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'Capitec Pay');
      await expectClean(page, 'Capitec Pay panel');
      await tabToId(page, 'capitec_key');
      await page.keyboard.type('Cell');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('capitec_value');
      await page.keyboard.type('0812345678');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await page.getByTestId('pending').waitFor();
      await expectClean(page, 'Capitec Pay waiting');
      await advanceClock(m.ZA.api, 10);
      await tabTo(page, 'Check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect(await verify('ZA', tx.reference)).toMatchObject({
      status: 'success',
      channel: 'capitec_pay',
      authorization: { channel: 'capitec_pay', bank: 'Capitec Bank', last4: '5678' },
    });
  });

  it('Kuda (NGN): a wrong token fails on the page; the test phone and token pay once the bank answers', async () => {
    const tx = await initialize('NG', { channels: ['bank'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await tabToId(page, 'kuda_phone');
      await page.keyboard.type('+2348100000000');
      await page.keyboard.press('Tab');
      await page.keyboard.type('000000');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await expect(page.getByTestId('error').textContent()).resolves.toBe('Payment failed: Invalid token. You can try again.');
      await expectClean(page, 'Kuda failure');
      await tabToId(page, 'kuda_phone');
      await page.keyboard.type('+2348100000000');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123456');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await page.getByTestId('pending').waitFor();
      await advanceClock(m.NG.api, 10);
      await tabTo(page, 'Check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect(await verify('NG', tx.reference)).toMatchObject({
      status: 'success',
      channel: 'bank',
      authorization: { channel: 'bank', bank: 'Kuda Bank', reusable: false, country_code: 'NG' },
    });
  });

  it('Pesalink (KES): the account to transfer to; the transfer arrives and "check status" leaves for the merchant', async () => {
    const tx = await initialize('KE');
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await chooseTab(page, 'Pesalink');
      await expectClean(page, 'Pesalink panel');
      await tabTo(page, 'Get account details');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      expect(await page.textContent('#transfer-bank')).toBe('Diamond Trust Bank Kenya Ltd');
      expect(await page.textContent('#transfer-reference')).toMatch(/^\d{7}$/);
      const account = await page.textContent('#transfer-account');
      expect(account).toMatch(/^9\d{9}$/);
      await expectClean(page, 'Pesalink account');
      // The payer's bank sends the exact amount (the test hook stands in for it).
      const paid = await m.KE.api.post(`/_test/bank_transfer/${tx.reference}/pay`, { amount: 5_000, sender_name: 'Ann Abell' });
      expect(paid.body.data.status).toBe('success');
      await tabTo(page, 'I have sent it: check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
      expect((await verify('KE', tx.reference)).authorization).toMatchObject({ receiver_bank_account_number: account, sender_name: 'Ann Abell' });
    });
    expect(await verify('KE', tx.reference)).toMatchObject({ status: 'success', channel: 'bank_transfer', currency: 'KES', amount: 5_000 });
  });
});

// A GHS, KES or XOF payment offers mobile money with its currency's providers only: at once with MTN
// Ghana's test number, or by approving the M-Pesa prompt and checking the status.
describe('mobile money', () => {
  it('offers mobile money only where the currency has providers, with those providers', async () => {
    const ngn = await initialize('NG');
    expect(await (await fetch(ngn.url)).text()).not.toContain('panel-mobile_money');
    const kes = await initialize('KE');
    const html = await (await fetch(`${kes.url}?channel=mobile_money`)).text();
    expect(html).toContain('M-PESA');
    expect(html).not.toContain('MTN Mobile Money');
    expect(html).toContain('0710000000');
  });

  it('MTN Ghana at 360 px with the keyboard: choose mobile money, the provider, the number; paid at once', async () => {
    const tx = await initialize('GH', { channels: ['card', 'mobile_money'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      // Into the tab list, then the arrow to the next tab, as the checkout's tabs work.
      await tabTo(page, 'Card');
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Mobile money');
      await page.waitForSelector('#panel-mobile_money:not([hidden])');
      await expectClean(page, 'mobile money panel');
      await screenshot(page, 'kobo-checkout-momo-360.png', { fullPage: true });
      while ((await focusedId(page)) !== 'momo_provider') await page.keyboard.press('Tab');
      await page.keyboard.type('MTN');
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe('momo_phone');
      await page.keyboard.type('0551234987');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    const verified = (await m.GH.api.get(`/transaction/verify/${tx.reference}`)).body.data;
    expect(verified).toMatchObject({ status: 'success', channel: 'mobile_money', currency: 'GHS', authorization: { bank: 'MTN Mobile Money' } });
  });

  it('M-Pesa at 360 px: the prompt page, the payer approves on the phone, "check status" pays', async () => {
    const tx = await initialize('KE', { channels: ['mobile_money'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      while ((await focusedId(page)) !== 'momo_provider') await page.keyboard.press('Tab');
      await page.keyboard.type('M-PESA');
      await page.keyboard.press('Tab');
      await page.keyboard.type('+254710000000');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await expect(page.getByRole('status').textContent()).resolves.toBe('Please complete authorization process on your mobile phone');
      await expectClean(page, 'prompt page');
      await advanceClock(m.KE.api, 10);
      await tabTo(page, 'I have paid: check status');
      await Promise.all([page.waitForURL(`${merchant.url}/callback**`), page.keyboard.press('Enter')]);
    });
    expect((await m.KE.api.get(`/transaction/verify/${tx.reference}`)).body.data).toMatchObject({
      status: 'success',
      channel: 'mobile_money',
      currency: 'KES',
    });
  });

  it("Côte d'Ivoire: the OTP step shows its test value, and a wrong number is refused on the page", async () => {
    const tx = await initialize('CI', { channels: ['mobile_money'] });
    await withPhone(browser, async (page) => {
      await page.goto(tx.url);
      await page.selectOption('#momo_provider', 'orange');
      await page.fill('#momo_phone', '12');
      await page.click('#pay-momo');
      await expect(page.getByTestId('error').textContent()).resolves.toBe('Invalid phone number format');
      // Nothing typed is echoed back: the provider is chosen again.
      await page.selectOption('#momo_provider', 'orange');
      await page.fill('#momo_phone', '0700000000');
      await page.click('#pay-momo');
      await page.waitForSelector('#otp');
      expect(await page.textContent('body')).toContain('1234');
      await expectClean(page, 'OTP step');
      await page.fill('#otp', '1234');
      await Promise.all([page.waitForURL(tx.url), page.keyboard.press('Enter')]);
      await expect(page.getByRole('status').textContent()).resolves.toBe('Please complete authorization process on your mobile phone');
    });
    await advanceClock(m.CI.api, 10);
    // Nobody checks: the due-work runner picks the approval up.
    await waitFor(async () => (await m.CI.api.get(`/transaction/verify/${tx.reference}`)).body.data.status === 'success', {
      what: 'the approval to be picked up',
    });
  });
});
