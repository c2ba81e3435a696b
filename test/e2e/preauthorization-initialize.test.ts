import type { Browser } from 'playwright-core';
import { axeViolations, launchChromium, noHorizontalScroll, screenshot } from '../support/browser';
import { postForm } from '../support/http';
import { merchantSite, type MerchantSite } from '../support/merchant-site';
import { CARDS } from '../support/payments';
import type { Receiver } from '../support/receiver';
import type { TestIntegration, TestServer } from '../support/server';
import { startMerchant, type Merchant } from '../support/merchant';
import { replyDifferences, sampleReply, shapeMismatches } from '../support/shape';

// POST /preauthorization/initialize and its hosted page /preauthorization/:access_code: a customer
// with no saved card gives one, passes its steps, and the amount is held on it as reserve holds it;
// capture, release and verify then work on it as on a reserved one.

jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let receiver: Receiver;
let merchant: MerchantSite;
let shop: Merchant;
beforeAll(async () => {
  shop = await startMerchant('Hold & Co', { ledgerSound: true });
  ({ server, m, other, hook: receiver } = shop);
  merchant = await merchantSite();
});
afterAll(async () => {
  await merchant?.close();
  await shop?.stop();
});

const fixture = (name: string) => require(`../fixtures/paystack/preauthorization/${name}.json`);

// As the npm SDKs send it: no content type, numbers as strings, metadata as a JSON string.
async function initialize(fields: Record<string, unknown> = {}, api = m.api) {
  const body = {
    email: 'guest@example.com',
    amount: '50000',
    currency: 'NGN',
    callback_url: `${merchant.url}/done?order=9`,
    metadata: JSON.stringify({ room: '12' }),
    ...fields,
  };
  return api.post('/preauthorization/initialize', undefined, { raw: JSON.stringify(body) });
}

async function started(fields: Record<string, unknown> = {}) {
  const res = await initialize(fields);
  expect(res.status).toBe(200);
  const { authorization_url, access_code, reference } = res.body.data;
  return { path: new URL(authorization_url).pathname, accessCode: access_code as string, reference: reference as string };
}

// The page's forms post to …/authorize and redirect back to the page.
const post = (p: string, form: Record<string, string>) => postForm(server.url, `${p}/authorize`, form);
const page = (p: string) => fetch(`${server.url}${p}`).then(async (r) => ({ status: r.status, html: await r.text(), headers: r.headers }));
const payCard = (p: string, card: { number: string; cvv: string }) =>
  post(p, { action: 'pay_card', card_number: card.number, card_cvv: card.cvv, card_expiry: '12/30' });
const verify = async (reference: string, api = m.api) => (await api.get(`/preauthorization/verify/${reference}`)).body;

describe('POST /preauthorization/initialize', () => {
  it('answers Paystack’s shape; the record is pending with no card, listed and verified as such', async () => {
    const res = await initialize({ reference: 'pre-init-1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: true, message: 'Authorization URL created' });
    expect(replyDifferences(res.body, sampleReply('preauthorization', 'initialize')).missing).toEqual([]);
    const { authorization_url, access_code, reference } = res.body.data;
    expect(reference).toBe('pre-init-1');
    expect(authorization_url).toBe(`${server.services.config.publicUrl}/preauthorization/${access_code}`);

    const v = await verify('pre-init-1');
    expect(v.data).toMatchObject({
      status: 'pending',
      amount: 50_000,
      currency: 'NGN',
      metadata: { room: '12' },
      authorization: {},
      expiry_date: null,
      transaction_id: null,
    });
    expect(v.data.customer.email).toBe('guest@example.com');
    const listed = (await m.api.get('/preauthorization?status=pending')).body.data;
    expect(listed.map((p: any) => p.reference)).toContain('pre-init-1');
    // Nothing is held yet: neither captured nor released.
    for (const action of ['capture', 'release']) {
      const r = await m.api.post(`/preauthorization/${action}`, { reference: 'pre-init-1' });
      expect(r.status).toBe(400);
      expect(r.body.message).toBe('No preauthorized transaction exists for the reference provided');
    }
  });

  it('refuses bad input', async () => {
    const noEmail = await m.api.post('/preauthorization/initialize', { amount: 5000 });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body).toMatchObject({ status: false, message: 'Customer email address is required' });
    expect(replyDifferences(noEmail.body, sampleReply('preauthorization', 'initialize', '400')).missing).toEqual([]);
    for (const amount of ['abc', '-5', '0', '10.5']) expect((await initialize({ amount })).status).toBe(400);
    expect((await initialize({ email: 'not-an-email' })).status).toBe(400);
    expect((await initialize({ callback_url: 'javascript:alert(1)' })).status).toBe(400);
    expect((await initialize({ currency: 'XYZ' })).status).toBe(400);
    await started({ reference: 'pre-dup-1' });
    const dup = await initialize({ reference: 'pre-dup-1' });
    expect(dup.status).toBe(400);
    expect(dup.body.message).toBe('Duplicate Preauthorization Reference');
    // Another merchant's key knows nothing of it.
    expect((await verify('pre-dup-1', other.api)).message).toBe('Preauthorization not found');
  });
});

describe('the hosted page', () => {
  it('unknown codes, a transaction’s access code and cross-site posts are refused', async () => {
    expect((await page('/preauthorization/nosuchcode12345')).status).toBe(404);
    expect((await page('/preauthorization/x')).status).toBe(404);
    const tx = (await m.api.post('/transaction/initialize', { email: 'tx@example.com', amount: 5000 })).body.data;
    const wrong = await page(`/preauthorization/${tx.access_code}`);
    expect(wrong.status).toBe(404);
    expect(wrong.html).toContain('not valid');
    const { path: p } = await started();
    const cross = await fetch(`${server.url}${p}/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      body: 'action=pay_card',
    });
    expect(cross.status).toBe(403);
  });

  it('the success card: saved, held, reserve.success sent, redirected to the callback; then captured', async () => {
    const pre = await started({ reference: 'pre-page-ok' });
    const shown = await page(pre.path);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.headers.get('content-security-policy')).toContain(`form-action 'self' ${merchant.url}`);
    expect(shown.html).toContain('NGN 500.00');
    expect(shown.html).toContain('Hold &amp; Co');

    const bad = await post(pre.path, { action: 'pay_card', card_number: '1234', card_cvv: '1', card_expiry: '12/30' });
    expect(bad.status).toBe(422);
    expect(bad.html).toContain('Invalid card number');

    const paid = await payCard(pre.path, CARDS.success);
    expect(paid.status).toBe(303);
    const back = new URL(paid.location!);
    expect(back.origin + back.pathname).toBe(`${merchant.url}/done`);
    expect(back.searchParams.get('reference')).toBe('pre-page-ok');
    expect(back.searchParams.get('order')).toBe('9');

    const v = (await verify('pre-page-ok')).data;
    expect(v).toMatchObject({ status: 'authorized', message: 'Approved', amount: 50_000 });
    expect(v.authorization).toMatchObject({ last4: '4081', reusable: true, channel: 'card' });
    // The hold runs for a day from the card's authorization (a moment after the initialize).
    expect(Date.parse(v.expiry_date) - Date.parse(v.created_at)).toBeGreaterThanOrEqual(24 * 3600_000);
    expect(Date.parse(v.expiry_date) - Date.parse(v.created_at)).toBeLessThan(24 * 3600_000 + 60_000);
    // The card is the customer's now: reserve takes it too.
    const reserved = await m.api.post('/preauthorization/reserve_authorization', {
      email: 'guest@example.com',
      amount: 1000,
      authorization_code: v.authorization.authorization_code,
    });
    expect(reserved.status).toBe(200);
    await m.api.post('/preauthorization/release', { reference: reserved.body.data.reference });

    const hook = (await receiver.waitFor(1)).find((r) => r.body.event === 'preauthorization.reserve.success' && r.body.data.reference === 'pre-page-ok');
    expect(hook).toBeDefined();
    expect(shapeMismatches(hook!.body.data, fixture('preauthorization-reserve-success').data)).toEqual([]);
    expect(hook!.body.data).toMatchObject({ status: 'authorized', authorization: { last4: '4081' } });

    // The page is done: it says so and takes no other card.
    const after = await page(pre.path);
    expect(after.html).toContain('is held on your card ending 4081');
    expect((await payCard(pre.path, CARDS.success)).status).toBe(422);

    const cap = await m.api.post('/preauthorization/capture', { reference: 'pre-page-ok', amount: '30000' });
    expect(cap.status).toBe(200);
    expect(cap.body.data).toMatchObject({ status: 'success', amount: 30_000, channel: 'preauth' });
    expect((await verify('pre-page-ok')).data).toMatchObject({ status: 'captured', captured_amount: '30000' });
    expect((await page(pre.path)).status).toBe(410);
  });

  it('the PIN + OTP card: each step on the page, a bad PIN kept on its step, then authorized and released', async () => {
    const pre = await started({ reference: 'pre-page-otp', callback_url: undefined });
    expect((await payCard(pre.path, CARDS.pinOtp)).location).toBe(pre.path);
    const pin = await page(pre.path);
    expect(pin.html).toContain('name="pin"');
    expect(pin.html).not.toContain(CARDS.pinOtp.number);
    const badPin = await post(pre.path, { action: 'pin', pin: '12' });
    expect(badPin.status).toBe(303);
    expect((await page(pre.path)).html).toContain('PIN must be exactly 4 digits');
    expect((await post(pre.path, { action: 'otp', otp: '123456' })).status).toBe(422);
    expect((await post(pre.path, { action: 'pin', pin: '1234' })).location).toBe(pre.path);
    expect((await page(pre.path)).html).toContain('name="otp"');
    expect((await verify('pre-page-otp')).data.status).toBe('pending');
    // No callback URL (and none in the settings): the page itself says it is done.
    expect((await post(pre.path, { action: 'otp', otp: '123456' })).location).toBe(pre.path);
    expect((await page(pre.path)).html).toContain('is held on your card');
    const v = (await verify('pre-page-otp')).data;
    // Held and chargeable later, though the card is single-use on a plain charge.
    expect(v).toMatchObject({ status: 'authorized', authorization: { last4: '6666', reusable: true } });
    const released = await m.api.post('/preauthorization/release', { reference: 'pre-page-otp' });
    expect(released.body.data).toMatchObject({ status: 'released', reference: 'pre-page-otp' });
  });

  it('the phone, address and bank authentication steps; a declined card', async () => {
    const phone = await started({ reference: 'pre-page-phone' });
    await payCard(phone.path, CARDS.pinPhoneOtp);
    await post(phone.path, { action: 'pin', pin: '0000' });
    expect((await page(phone.path)).html).toContain('name="phone"');
    await post(phone.path, { action: 'phone', phone: '08012345678' });
    await post(phone.path, { action: 'otp', otp: '123456' });
    expect((await verify('pre-page-phone')).data.status).toBe('authorized');

    const address = await started({ reference: 'pre-page-avs' });
    await payCard(address.path, { number: '4084080000002009', cvv: '200' });
    expect((await page(address.path)).html).toContain('name="address"');
    await post(address.path, { action: 'address', address: '140 N 2ND ST, Stroudsburg, PA 18360' });
    expect((await verify('pre-page-avs')).data.status).toBe('authorized');

    const bank = await started({ reference: 'pre-page-3ds' });
    await payCard(bank.path, CARDS.bankAuth);
    expect((await page(bank.path)).html).toContain('value="approve"');
    expect((await post(bank.path, { action: 'approve' })).status).toBe(303);
    expect((await verify('pre-page-3ds')).data.status).toBe('authorized');
    const refused = await started({ reference: 'pre-page-3ds-no' });
    await payCard(refused.path, CARDS.bankAuth);
    await post(refused.path, { action: 'decline' });
    expect((await verify('pre-page-3ds-no')).data).toMatchObject({ status: 'failed', message: 'Customer did not complete bank authentication' });

    const declined = await started({ reference: 'pre-page-declined' });
    await payCard(declined.path, CARDS.declined);
    expect((await verify('pre-page-declined')).data).toMatchObject({ status: 'failed', message: 'Declined' });
    expect((await page(declined.path)).html).toContain('Nothing is held on your card');
  });

  it('a card that cannot hold the amount: failed, shown on the page, nothing held', async () => {
    const pre = await started({ reference: 'pre-page-poor' });
    expect((await payCard(pre.path, CARDS.insufficient)).location).toBe(pre.path);
    const shown = await page(pre.path);
    expect(shown.html).toContain('Insufficient Funds');
    expect((await verify('pre-page-poor')).data).toMatchObject({ status: 'failed', message: 'Insufficient Funds', authorization: {} });
    expect((await m.api.post('/preauthorization/capture', { reference: 'pre-page-poor' })).status).toBe(400);

    // The same check as reserve: a card's balance less what it already holds. The limited card
    // holds NGN 1,000: a second hold of NGN 600 on it does not fit.
    const limited = { number: '4084080000001001', cvv: '100' };
    const first = await started({ email: 'limited@example.com', amount: '60000', reference: 'pre-limit-1' });
    expect((await payCard(first.path, limited)).status).toBe(303);
    expect((await verify('pre-limit-1')).data.status).toBe('authorized');
    const second = await started({ email: 'limited@example.com', amount: '60000', reference: 'pre-limit-2' });
    await payCard(second.path, limited);
    expect((await verify('pre-limit-2')).data).toMatchObject({ status: 'failed', message: 'Insufficient Funds' });
    expect((await page(second.path)).html).toContain('could not hold NGN 600.00');
    const types = receiver.received.filter((r) => ['pre-page-poor', 'pre-limit-2'].includes(String(r.body.data.reference))).map((r) => r.body.event);
    expect(types.filter((t) => t.startsWith('preauthorization.'))).toEqual([]);
  });

  it('in Chromium at 360 px: axe-clean card form and PIN step, then on to the callback', async () => {
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
      const tab = await context.newPage();
      tab.setDefaultTimeout(8000);
      const pre = await started({ reference: 'pre-browser' });
      await tab.goto(`${server.url}${pre.path}`);
      expect(await axeViolations(tab)).toEqual([]);
      expect(await noHorizontalScroll(tab)).toBe(true);
      await screenshot(tab, 'kobo-preauthorization-360.png', { fullPage: true });
      await tab.getByLabel('Card number').fill(CARDS.pin.number);
      await tab.getByLabel('Expiry (MM/YY)').fill('12/30');
      await tab.getByLabel('CVV').fill(CARDS.pin.cvv);
      await tab.getByRole('button', { name: /^Authorize NGN/ }).click();
      await tab.getByLabel(/PIN/).waitFor();
      expect(await axeViolations(tab)).toEqual([]);
      await tab.getByLabel(/PIN/).fill('1111');
      await tab.keyboard.press('Enter');
      await tab.waitForURL(/\/done\?/);
      expect(new URL(tab.url()).searchParams.get('reference')).toBe('pre-browser');
      expect((await verify('pre-browser')).data.status).toBe('authorized');
    } finally {
      await browser?.close();
    }
  });
});
