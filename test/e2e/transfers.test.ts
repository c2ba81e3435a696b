import { createHmac } from 'node:crypto';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { advanceClock, CARDS, justAfterSettlement, rowCounts } from '../support/payments';
import type { Receiver } from '../support/receiver';
import { startMerchant, type Merchant } from '../support/merchant';
import type { TestIntegration, TestServer } from '../support/server';
import { settle } from '../support/events';
import { waitForValue } from '../support/wait';
import type { Domain } from '../../src/core/request-context';
import { Clock } from '../../src/core/clock';
import { DueWorkRunner } from '../../src/jobs/due-work';

jest.setTimeout(180_000);

const Paystack = require('paystack-api');

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let hook: Receiver;
// Live mode runs on real time: the server's clock is real time plus this skew.
let skewMs = 0;
let setup: Merchant | undefined;
beforeAll(async () => {
  setup = await startMerchant('Payouts', { clock: new Clock(() => Date.now() + skewMs), ledgerSound: true });
  ({ server, m, other, hook } = setup);
});
afterAll(() => setup?.stop());

const balance = async (api = m.api) => (await api.get('/balance')).body.data.find((b: any) => b.currency === 'NGN')?.balance ?? 0;

// Money into a merchant's balance without a card payment (live mode has no test cards).
async function fund(integration: TestIntegration, domain: Domain, amount: number) {
  await server.services.db.transaction(
    { requestId: 'fund', integration: { id: integration.id, testClockOffsetMs: 0 }, domain, log: server.services.log } as never,
    (t) =>
      server.services.ledger.post(t, {
        currency: 'NGN',
        reason: 'test funding',
        modelResponsible: 'Transaction',
        modelRow: 0,
        legs: [
          { account: 'processor_clearing', amount: -amount },
          { account: 'merchant_balance', amount },
        ],
      }),
  );
}

async function recipient(api = m.api, account = '0001234567', bank = '058') {
  const res = await api.post('/transferrecipient', { type: 'nuban', name: `Vendor ${account}`, account_number: account, bank_code: bank });
  expect(res.body.status).toBe(true);
  return res.body.data as { id: number; recipient_code: string };
}

// Lets the simulated bank answer: the clock moves past the settle delay, the runner drains.
async function bankAnswers(api = m.api, seconds = 61) {
  await advanceClock(api, seconds);
  await server.services.transferRunner.drain();
  // The clock move also kicks the node's runner, which may hold a row this drain skipped.
  await server.services.transferRunner.idle();
}

async function disableOtp(api = m.api) {
  expect((await api.post('/transfer/disable_otp')).body.message).toBe('OTP has been sent to mobile number ending with 4321');
  expect((await api.post('/transfer/disable_otp_finalize', { otp: '123456' })).body.message).toBe('OTP requirement for transfers has been disabled');
}

describe('transfer recipients', () => {
  it('creates a nuban recipient with the account name from the bank directory; the same account returns the record', async () => {
    const res = await m.api.post('/transferrecipient', {
      type: 'nuban',
      name: 'Wes',
      account_number: '0022728151',
      bank_code: '058',
      metadata: { job: 'vendor' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Transfer recipient created successfully',
      data: {
        type: 'nuban',
        name: 'Wes',
        currency: 'NGN',
        domain: 'test',
        active: true,
        metadata: { job: 'vendor' },
        details: { account_number: '0022728151', account_name: 'WES GIBBONS', bank_code: '058', bank_name: 'Guaranty Trust Bank' },
      },
    });
    expect(res.body.data.recipient_code).toMatch(/^RCP_[a-z0-9]+$/);
    const again = await m.api.post('/transferrecipient', { type: 'nuban', name: 'Other name', account_number: '0022728151', bank_code: '058' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ id: res.body.data.id, name: 'Wes' });

    const mm = await m.api.post('/transferrecipient', { type: 'mobile_money', name: 'Ama', account_number: '0551234987', bank_code: 'MTN', currency: 'GHS' });
    expect(mm.body.data).toMatchObject({ type: 'mobile_money', currency: 'GHS', details: { account_number: '0551234987', bank_code: 'MTN' } });

    const card = await m.api.post('/charge', { email: 'payee@example.com', amount: 10_000, card: CARDS.success });
    const auth = card.body.data.authorization.authorization_code;
    const byAuth = await m.api.post('/transferrecipient', { type: 'authorization', name: 'Payee', authorization_code: auth, email: 'payee@example.com' });
    expect(byAuth.body.data).toMatchObject({ type: 'authorization', email: 'payee@example.com', details: { authorization_code: auth } });
  });

  it('bulk create, list in both paging modes, fetch, update, deactivate', async () => {
    const bulk = await m.api.post('/transferrecipient/bulk', {
      batch: [
        { type: 'nuban', name: 'A', account_number: '0123456789', bank_code: '044' },
        { type: 'nuban', name: 'B', account_number: '0000000000', bank_code: '057' },
      ],
    });
    expect(bulk.body).toMatchObject({ status: true, message: 'Recipients added successfully', data: { errors: [] } });
    expect(bulk.body.data.success.map((r: any) => r.details.account_name)).toEqual(['ADA OBI', 'ZENITH TEST ACCOUNT']);

    const page = await m.api.get('/transferrecipient?perPage=2&page=1');
    expect(page.body.meta).toMatchObject({ perPage: 2, page: 1, total: 5 });
    const first = await m.api.get('/transferrecipient?use_cursor=true&perPage=3');
    expect(first.body.data).toHaveLength(3);
    const second = await m.api.get(`/transferrecipient?perPage=3&next=${encodeURIComponent(first.body.meta.next)}`);
    expect(second.body.data).toHaveLength(2);
    expect(new Set([...first.body.data, ...second.body.data].map((r: any) => r.id)).size).toBe(5);

    const code = bulk.body.data.success[0].recipient_code;
    expect((await m.api.get(`/transferrecipient/${code}`)).body.data.name).toBe('A');
    const upd = await m.api.put(`/transferrecipient/${code}`, { name: 'Ada', email: 'ada@example.com' });
    expect(upd.body).toMatchObject({ message: 'Recipient updated', data: { name: 'Ada', email: 'ada@example.com' } });
    expect((await m.api.delete(`/transferrecipient/${code}`)).body).toEqual({ status: true, message: 'Transfer recipient set as inactive' });
    expect((await m.api.get(`/transferrecipient/${bulk.body.data.success[0].id}`)).body.data.active).toBe(false);
    expect((await other.api.get(`/transferrecipient/${code}`)).status).toBe(404);
  });

  it('rejects bad recipients with the documented 4xx and stores nothing', async () => {
    const before = await rowCounts(server);
    const cases: Array<[object, number, string]> = [
      [{ type: 'nuban', name: 'X', account_number: '012345678', bank_code: '058' }, 400, 'Account number is invalid'],
      [{ type: 'nuban', name: 'X', account_number: '01234567890', bank_code: '058' }, 400, 'Account number is invalid'],
      [{ type: 'nuban', name: 'X', account_number: '0123456789', bank_code: '999' }, 400, 'Unknown bank code'],
      [{ type: 'nuban', name: 'X', account_number: '9999999999', bank_code: '058' }, 422, 'Could not resolve account name. Check parameters or try again.'],
      [{ type: 'nuban', account_number: '0123456789', bank_code: '058' }, 400, 'Name is required'],
      [
        { type: 'bank', name: 'X', account_number: '0123456789', bank_code: '058' },
        400,
        'Recipient type must be one of nuban, ghipss, kepss, basa, mobile_money, mobile_money_business, authorization',
      ],
      [{ type: 'authorization', email: 'x@example.com' }, 400, 'Either authorization_code or account_number must be passed.'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/transferrecipient', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect(
      (
        await m.api.post('/transferrecipient/bulk', {
          batch: [
            { type: 'nuban', name: 'Ok', account_number: '0123450000', bank_code: '058' },
            { type: 'nuban', name: 'Bad', account_number: '1', bank_code: '058' },
          ],
        })
      ).status,
    ).toBe(400);
    expect(await rowCounts(server)).toEqual(before);
  });
});

describe('transfers', () => {
  // Each test reads the balance around clock moves: from 23:00 UTC one would cross a settlement and
  // find its balance paid out.
  beforeEach(() => justAfterSettlement(m.api, server.services));

  it('with OTP (the default): wrong OTP, resend, finalize; the bank settles on the clock; fee from the facts file', async () => {
    await fund(m, 'test', 1_000_000);
    const rcp = await recipient();
    const before = await balance();
    const res = await m.api.post('/transfer', {
      source: 'balance',
      amount: 400_000,
      recipient: rcp.recipient_code,
      reason: 'Stock',
      reference: 'otp-flow_0001',
    });
    expect(res.body).toMatchObject({
      status: true,
      message: 'Transfer requires OTP to continue',
      data: { status: 'otp', amount: 400_000, recipient: rcp.id, reference: 'otp-flow_0001', fee_charged: 1000 },
    });
    const code = res.body.data.transfer_code;
    expect(code).toMatch(/^TRF_/);
    // Reserved at once: amount + fee.
    expect(await balance()).toBe(before - 401_000);

    expect((await m.api.post('/transfer/finalize_transfer', { transfer_code: code, otp: '000000' })).body).toMatchObject({
      status: false,
      message: 'Invalid OTP',
    });
    expect((await m.api.post('/transfer/resend_otp', { transfer_code: code, reason: 'resend_otp' })).body).toEqual({
      status: true,
      message: 'OTP has been resent',
    });
    expect((await m.api.post('/transfer/finalize_transfer', { transfer_code: 'TRF_nope', otp: '123456' })).body.message).toBe('Transfer code is invalid');
    const fin = await m.api.post('/transfer/finalize_transfer', { transfer_code: code, otp: '123456' });
    expect(fin.body).toMatchObject({ status: true, message: 'Transfer has been queued', data: { status: 'pending' } });
    expect((await m.api.post('/transfer/finalize_transfer', { transfer_code: code, otp: '123456' })).body.message).toBe('Transfer code is invalid');

    await bankAnswers();
    const done = await m.api.get(`/transfer/verify/otp-flow_0001`);
    expect(done.body.data).toMatchObject({ status: 'success', recipient: { recipient_code: rcp.recipient_code } });
    expect(done.body.data.transferred_at).toEqual(expect.any(String));
    expect(await balance()).toBe(before - 401_000);
    const ledger = await m.api.get('/balance/ledger?perPage=5');
    expect(ledger.body.data[0]).toMatchObject({ difference: -401_000, model_responsible: 'Transfer', model_row: res.body.data.id });

    await settle(server.services);
    const got = hook.received.find((r) => r.body.event === 'transfer.success' && r.body.data.transfer_code === code);
    expect(got?.body.data).toMatchObject({
      amount: 400_000,
      fee_charged: 1000,
      recipient: { recipient_code: rcp.recipient_code },
      session: { provider: 'kobo' },
    });
  });

  it('five wrong OTPs lock the code for 10 minutes ("Too many attempts"); the count survives the failed requests and a resend; the right code works once the lock passes', async () => {
    await fund(m, 'test', 100_000);
    const rcp = await recipient(m.api, '0123456786');
    const res = await m.api.post('/transfer', { source: 'balance', amount: 5_000, recipient: rcp.recipient_code, reference: 'guessed' });
    const code = res.body.data.transfer_code;
    const finalize = (otp: string) => m.api.post('/transfer/finalize_transfer', { transfer_code: code, otp });
    for (let i = 0; i < 3; i++) expect((await finalize(`00000${i}`)).body).toMatchObject({ status: false, message: 'Invalid OTP' });
    expect((await m.api.post('/transfer/resend_otp', { transfer_code: code, reason: 'resend_otp' })).status).toBe(200);
    for (let i = 3; i < 5; i++) expect((await finalize(`00000${i}`)).status).toBe(400);
    // Locked now: even the right code is refused, and nothing moves.
    const locked = await finalize('123456');
    expect(locked.status).toBe(429);
    expect(locked.body).toMatchObject({ status: false, message: 'Too many attempts. You have to wait for 10 minutes to try again' });
    expect((await m.api.get('/transfer/verify/guessed')).body.data.status).toBe('otp');
    await bankAnswers(m.api, 9 * 60);
    expect((await finalize('123456')).body.message).toBe('Too many attempts. You have to wait for 1 minute to try again');
    await bankAnswers(m.api, 61);
    expect((await finalize('123456')).body).toMatchObject({ status: true, data: { status: 'pending' } });

    // The OTP that disables the requirement is guarded the same way (an integration of its own).
    const other = await server.newIntegration('Guessed settings');
    expect((await other.api.post('/transfer/disable_otp')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await other.api.post('/transfer/disable_otp_finalize', { otp: `99999${i}` })).body.message).toBe('Invalid OTP');
    const refused = await other.api.post('/transfer/disable_otp_finalize', { otp: '123456' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Too many attempts. You have to wait for 10 minutes to try again');
    // Still required: bulk transfers stay refused.
    expect(
      (await other.api.post('/transfer/bulk', { source: 'balance', transfers: [{ amount: 1000, recipient: 'RCP_none', reference: 'x' }] })).body.message,
    ).toBe('You need to disable the OTP requirement to use this feature.');
  });

  it('a settlement payout after the balance was transferred out pays out only what is left (effective_amount); the balance never goes negative', async () => {
    const payer = await server.newIntegration('Settles after transfer');
    const paid = await payer.api.post('/charge', { email: 'settle-after@example.com', amount: 1_000_000, card: CARDS.success });
    expect(paid.body.data.status).toBe('success');
    const earned = await balance(payer.api);
    expect(earned).toBe(1_000_000 - paid.body.data.fees);
    await disableOtp(payer.api);
    const rcp = await recipient(payer.api, '0123456787');
    const sent = await payer.api.post('/transfer', { source: 'balance', amount: earned - 10_000, recipient: rcp.recipient_code, reference: 'before-settling' });
    expect(sent.body.data.status).toBe('pending');
    const left = earned - (earned - 10_000) - sent.body.data.fee_charged;
    expect(await balance(payer.api)).toBe(left);
    // The settlement run and its payout fall due on the clock (the clock's kick may be running
    // them on this node too: wait for those, then run what is left, until the payout is made).
    await bankAnswers(payer.api, 2 * 86_400);
    const settlement = await waitForValue(
      async () => {
        await server.services.settlementRunner.idle();
        await server.services.settlementRunner.drain();
        await server.services.payoutRunner.idle();
        await server.services.payoutRunner.drain();
        const [s] = (await payer.api.get('/settlement')).body.data;
        return s?.status === 'success' ? s : null;
      },
      { intervalMs: 100, what: 'the settlement to be paid out' },
    );
    expect(settlement).toMatchObject({ status: 'success', total_amount: earned, effective_amount: left });
    expect(await balance(payer.api)).toBe(0);
    await expectLedgerSound(server);
  });

  it('a reused reference, an upper-case reference, amount 0 or negative, inactive or foreign recipients: documented 4xx, nothing changed', async () => {
    const rcp = await recipient(m.api, '0123456780');
    const theirs = await recipient(other.api, '0123456781');
    const gone = await recipient(m.api, '0123456782');
    await m.api.delete(`/transferrecipient/${gone.recipient_code}`);
    const ok = await m.api.post('/transfer', { source: 'balance', amount: 1000, recipient: rcp.recipient_code, reference: 'used-ref' });
    expect(ok.body.data.status).toBe('otp');
    const before = await rowCounts(server);
    const bal = await balance();
    const cases: Array<[object, number, string]> = [
      [
        { amount: 1000, recipient: rcp.recipient_code, reference: 'used-ref' },
        400,
        'Please provide a unique reference. Reference already exists on a transfer',
      ],
      [{ amount: 1000, recipient: rcp.recipient_code, reference: 'Upper-Case' }, 400, 'Your reference contains illegal special characters'],
      [{ amount: 0, recipient: rcp.recipient_code }, 400, 'Invalid amount passed.'],
      [{ amount: -5, recipient: rcp.recipient_code }, 400, 'Invalid amount passed.'],
      [{ amount: 10.5, recipient: rcp.recipient_code }, 400, 'Invalid amount passed.'],
      [{ amount: 1000, recipient: theirs.recipient_code }, 400, 'Recipient specified is invalid'],
      [{ amount: 1000, recipient: gone.recipient_code }, 400, 'Recipient specified is invalid'],
      [{ amount: 1000 }, 400, 'Recipient specified is invalid'],
      [{ amount: 10_000_000_000, recipient: rcp.recipient_code }, 400, 'Your balance is not enough to fulfill this request'],
    ];
    for (const [body, status, message] of cases) {
      const res = await m.api.post('/transfer', { source: 'balance', ...body });
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect((await m.api.post('/transfer', { source: 'card', amount: 1000, recipient: rcp.recipient_code })).status).toBe(400);
    expect(await rowCounts(server)).toEqual(before);
    expect(await balance()).toBe(bal);
    expect((await other.api.get(`/transfer/${ok.body.data.transfer_code}`)).status).toBe(404);
    expect((await m.api.get('/transfer/verify/no-such-ref')).body).toMatchObject({ status: false, message: 'Transfer not found' });
  });

  it('bulk is refused while OTP is required; disable / enable; failed and reversed give amount + fee back with signed webhooks', async () => {
    const rcp = await recipient(m.api, '0123456783');
    const failing = await recipient(m.api, '0100000001', '044');
    const reversing = await recipient(m.api, '0100000002', '033');
    const body = { source: 'balance', currency: 'NGN', transfers: [{ amount: 20_000, recipient: rcp.recipient_code, reference: 'bulk-1' }] };
    expect((await m.api.post('/transfer/bulk', body)).body).toMatchObject({
      status: false,
      message: 'You need to disable the OTP requirement to use this feature.',
    });
    expect((await m.api.post('/transfer/disable_otp_finalize', { otp: '123456' })).body.message).toBe('Invalid OTP');
    await disableOtp();
    await fund(m, 'test', 7_000_000);

    const before = await balance();
    const bulk = await m.api.post('/transfer/bulk', {
      ...body,
      transfers: [
        { amount: 20_000, recipient: rcp.recipient_code, reference: 'bulk-1' },
        { amount: 600_000, recipient: failing.recipient_code, reference: 'bulk-fails' },
        { amount: 6_000_000, recipient: reversing.recipient_code, reference: 'bulk-reverses' },
      ],
    });
    expect(bulk.body).toMatchObject({ status: true, message: '3 transfers queued.' });
    expect(bulk.body.data.map((d: any) => [d.reference, d.recipient, d.status])).toEqual([
      ['bulk-1', rcp.recipient_code, 'pending'],
      ['bulk-fails', failing.recipient_code, 'pending'],
      ['bulk-reverses', reversing.recipient_code, 'pending'],
    ]);
    expect(await balance()).toBe(before - (21_000 + 602_500 + 6_005_000));
    expect((await m.api.post('/transfer/bulk', { ...body, transfers: [{ amount: 1, recipient: rcp.recipient_code, reference: 'bulk-1' }] })).status).toBe(404);

    await bankAnswers();
    const statuses = await m.api.get('/transfer?perPage=50');
    const byRef = Object.fromEntries(statuses.body.data.map((t: any) => [t.reference, t.status]));
    expect(byRef).toMatchObject({ 'bulk-1': 'success', 'bulk-fails': 'failed', 'bulk-reverses': 'reversed' });
    expect(await balance()).toBe(before - 21_000);
    expect((await m.api.get('/transfer?status=failed')).body.data.map((t: any) => t.reference)).toEqual(['bulk-fails']);
    expect((await m.api.get(`/transfer?recipient=${reversing.recipient_code}`)).body.data.map((t: any) => t.reference)).toEqual(['bulk-reverses']);

    for (let i = 0; i < 100; i++) {
      await settle(server.services);
      if (['transfer.failed', 'transfer.reversed'].every((e) => hook.received.some((r) => r.body.event === e))) break;
    }
    for (const [event, ref] of [
      ['transfer.failed', 'bulk-fails'],
      ['transfer.reversed', 'bulk-reverses'],
    ]) {
      const got = hook.received.find((r) => r.body.event === event && r.body.data.reference === ref)!;
      expect(got.body.data).toMatchObject({ status: event.split('.')[1], failures: expect.any(String) });
      expect(createHmac('sha512', m.test.secret_key).update(got.raw).digest('hex')).toBe(got.headers['x-paystack-signature']);
    }

    // Without OTP a single transfer is queued at once; enabling OTP brings the step back.
    expect((await m.api.post('/transfer', { source: 'balance', amount: 1000, recipient: rcp.recipient_code })).body).toMatchObject({
      message: 'Transfer has been queued',
      data: { status: 'pending' },
    });
    expect((await m.api.post('/transfer/enable_otp')).body).toEqual({ status: true, message: 'OTP requirement for transfers has been enabled' });
    expect((await m.api.post('/transfer', { source: 'balance', amount: 1000, recipient: rcp.recipient_code })).body.data.status).toBe('otp');
  });

  it('a live-mode OTP is random, readable through GraphQL notifications, and lapses to abandoned after 30 minutes', async () => {
    await fund(m, 'live', 100_000);
    const rcp = await recipient(m.live_api, '0123456784');
    const res = await m.live_api.post('/transfer', { source: 'balance', amount: 50_000, recipient: rcp.recipient_code, reference: 'live-otp' });
    expect(res.body.data.status).toBe('otp');
    expect(await balance(m.live_api)).toBe(100_000 - 51_000);
    expect((await m.live_api.post('/transfer/finalize_transfer', { transfer_code: res.body.data.transfer_code, otp: '123456' })).body.message).toBe(
      'Invalid OTP',
    );
    const notes = await gql<any, any>(
      server.url,
      m.live.secret_key,
      `{ notifications(resource: "transfer:${res.body.data.transfer_code}") { nodes { channel body } } }`,
    );
    expect(notes.errors).toBeUndefined();
    const body: string = notes.data.notifications.nodes[0].body;
    expect(body).toMatch(/is \d{6}\./);
    skewMs = 29 * 60_000;
    await server.services.transferRunner.drain();
    expect((await m.live_api.get(`/transfer/${res.body.data.transfer_code}`)).body.data.status).toBe('otp');
    skewMs = 31 * 60_000;
    await server.services.transferRunner.drain();
    expect((await m.live_api.get(`/transfer/${res.body.data.transfer_code}`)).body.data.status).toBe('abandoned');
    expect(await balance(m.live_api)).toBe(100_000);
  });

  it('a test-mode OTP transfer lapses to abandoned when the test clock passes 30 minutes', async () => {
    await fund(m, 'test', 10_000);
    const rcp = await recipient(m.api, '0123456785');
    const before = await balance();
    const res = await m.api.post('/transfer', { source: 'balance', amount: 1000, recipient: rcp.recipient_code, reference: 'lapses' });
    expect(res.body.data.status).toBe('otp');
    await bankAnswers(m.api, 29 * 60);
    expect((await m.api.get('/transfer/verify/lapses')).body.data.status).toBe('otp');
    await bankAnswers(m.api, 2 * 60);
    expect((await m.api.get('/transfer/verify/lapses')).body.data.status).toBe('abandoned');
    expect(await balance()).toBe(before);
    expect((await m.api.post('/transfer/finalize_transfer', { transfer_code: res.body.data.transfer_code, otp: '123456' })).body.message).toBe(
      'Transfer code is invalid',
    );
  });

  it('50 concurrent transfers against a balance that covers some: exactly those succeed, never negative', async () => {
    const payer = await server.newIntegration('Concurrent');
    await fund(payer, 'test', 500_000);
    await disableOtp(payer.api);
    const rcp = await recipient(payer.api, '0123456786');
    // Each costs 30,000 + 1,000 fee: 16 fit in 500,000.
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        payer.api.post('/transfer', { source: 'balance', amount: 30_000, recipient: rcp.recipient_code, reference: `race-${i}` }),
      ),
    );
    expect(results.filter((r) => r.status >= 500)).toEqual([]);
    const queued = results.filter((r) => r.status === 200);
    expect(queued).toHaveLength(16);
    expect(results.filter((r) => r.status !== 200).map((r) => [r.status, r.body.message])).toEqual(
      Array.from({ length: 34 }, () => [400, 'Your balance is not enough to fulfill this request']),
    );
    expect(await balance(payer.api)).toBe(500_000 - 16 * 31_000);
    // Two claimers over the same rows (a second runner stands in for a second node): each transfer
    // is settled once.
    await advanceClock(payer.api, 61);
    const { db, clock, log, transfers } = server.services;
    const second = new DueWorkRunner(db, clock, log, {
      name: 'transfers-2',
      table: { table: 'transfers', dueColumn: 'due_ms', leaseColumn: 'lease_until_ms', where: "t.status IN ('otp', 'pending')" },
      handle: (tx, id) => transfers.handleDue(tx, id),
      batch: 4,
      pollMs: 1000,
      enabled: true,
    });
    // (The clock move may already have kicked the node's own runner: all three race.)
    await Promise.all([server.services.transferRunner.drain(), second.drain()]);
    await server.services.transferRunner.idle();
    const events = await db.read({}, (em) => em.query("SELECT resource FROM events WHERE type = 'transfer.success' AND integration_id = ?", [payer.id]));
    expect(events).toHaveLength(16);
    expect(new Set(events.map((e: any) => e.resource)).size).toBe(16);
    const list = await payer.api.get('/transfer?perPage=100');
    expect(list.body.data.filter((t: any) => t.status === 'success')).toHaveLength(16);
    expect(await balance(payer.api)).toBe(4_000);
  });

  it('the paystack-api npm client drives recipients and transfers', async () => {
    const payer = await server.newIntegration('SDK');
    await fund(payer, 'test', 200_000);
    const paystack = Paystack(payer.test.secret_key);
    paystack.endpoint = server.url;
    const rcp = await paystack.transfer_recipient.create({ type: 'nuban', name: 'SDK Vendor', account_number: '0001234567', bank_code: '058' });
    expect(rcp.data.details.account_name).toBe('KOBO TEST CUSTOMER');
    expect((await paystack.transfer_recipient.list({ perPage: 10 })).data).toHaveLength(1);
    expect(
      (await paystack.transfer_recipient.update({ recipient_code: rcp.data.recipient_code, name: 'SDK Vendor 2', email: 'v@example.com' })).data.name,
    ).toBe('SDK Vendor 2');
    const t = await paystack.transfer.create({ source: 'balance', amount: 10_000, recipient: rcp.data.recipient_code, reference: 'sdk-transfer-1' });
    expect(t.data.status).toBe('otp');
    expect((await paystack.transfer.finalize({ transfer_code: t.data.transfer_code, otp: '123456' })).data.status).toBe('pending');
    expect((await paystack.transfer.get({ id: t.data.transfer_code })).data.reference).toBe('sdk-transfer-1');
    expect((await paystack.transfer.verify({ reference: 'sdk-transfer-1' })).data.status).toBe('pending');
    expect((await paystack.transfer.list({ perPage: 5 })).data).toHaveLength(1);
    expect((await paystack.transfer_control.balance()).data).toEqual([{ currency: 'NGN', balance: 200_000 - 11_000 }]);
    await paystack.transfer_control.disableOTP();
    await paystack.transfer_control.finalizeDisableOTP({ otp: '123456' });
    const bulk = await paystack.transfer.bulkTransfer({
      source: 'balance',
      transfers: [{ amount: 1000, recipient: rcp.data.recipient_code, reference: 'sdk-bulk-1' }],
    });
    expect(bulk.message).toBe('1 transfers queued.');
    await paystack.transfer_control.enableOTP();
    await expect(paystack.transfer.create({ source: 'balance', amount: 0, recipient: rcp.data.recipient_code })).rejects.toMatchObject({ statusCode: 400 });
    await paystack.transfer_recipient.remove({ recipient_code: rcp.data.recipient_code });
    await expect(paystack.transfer.create({ source: 'balance', amount: 1000, recipient: rcp.data.recipient_code })).rejects.toMatchObject({ statusCode: 400 });
  });
});
