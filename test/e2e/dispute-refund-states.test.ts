import { GivenBack1795002750000 } from '../../migrations/1795002750000-GivenBack';
import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// A transaction's status follows what has actually been given back to the payer, whichever way:
// refunds processed and a dispute lost add up, and all of the amount back is `reversed`; anything
// less stays `success` (Paystack's partial refund), also while a refund is only under way, since it
// may yet fail and hand its reservation back. Disputes resolved while refunds are made or processed
// on the same transaction: the ones that fit win, the others get a 4xx, never a 5xx.
jest.setTimeout(120_000);

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Given back');
  // The balance never holds a refund back here: the tests are about the transaction's status.
  const settings = await gql<any, any>(
    server.url,
    m.test.secret_key,
    'mutation($input: RefundSettingsInput!) { updateRefundSettings(input: $input) { allowNegativeBalance } }',
    {
      input: { allowNegativeBalance: true },
    },
  );
  expect(settings.errors).toBeUndefined();
});
afterAll(async () => {
  await expectLedgerSound(server);
  await server.stop();
});

const REFUND_FAILS = { number: '4084080000671803', cvv: '180', expiry_month: '12', expiry_year: '2099' };
const FULL = 100_000;

async function pay(card: object = CARDS.success) {
  const res = await m.api.post('/charge', { email: 'given-back@example.com', amount: FULL, card });
  expect(res.body.data.status).toBe('success');
  return res.body.data as { id: number; reference: string };
}

async function refund(tx: { reference: string }, amount: number) {
  const res = await m.api.post('/refund', { transaction: tx.reference, amount });
  expect([res.status, res.body.message]).toEqual([200, 'Refund has been queued for processing']);
  return res.body.data.id as number;
}

// Every step of the refund now (processRefund): processed, or failed for the refund-fails card.
async function processRefund(id: number) {
  return gql<any, any>(server.url, m.test.secret_key, 'mutation($id: String!) { processRefund(id: $id) { status } }', { id: String(id) });
}

async function openDispute(tx: { reference: string }) {
  const res = await m.api.post('/_test/dispute', { transaction: tx.reference });
  expect(res.status).toBe(200);
  const id = res.body.data.id as number;
  const url = await m.api.get(`/dispute/${id}/upload_url`);
  const put = await fetch(url.body.data.signedUrl.replace(server.services.config.publicUrl, server.url), {
    method: 'PUT',
    body: Buffer.from('%PDF-1.4 receipt'),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status).toBe(200);
  return { id, file: url.body.data.fileName as string };
}

const accept = (d: { id: number; file: string }, amount = FULL) =>
  m.api.put(`/dispute/${d.id}/resolve`, { resolution: 'merchant-accepted', message: 'Accepted', refund_amount: amount, uploaded_filename: d.file });

const transaction = async (tx: { id: number }) => (await m.api.get(`/transaction/${tx.id}`)).body.data as { status: string; refunded_amount: number };

const disputeTaken = async (id: number) =>
  Number((await server.services.db.read({}, (em) => em.query('SELECT refunded FROM disputes WHERE id = ?', [id])))[0].refunded ?? 0);

// Each time the transaction went `reversed` (its charge.updated event).
const reversals = async (tx: { id: number }) =>
  (await server.services.db.read({}, (em) => em.query("SELECT payload FROM events WHERE type = 'charge.updated' AND resource = ?", [`transaction:${tx.id}`])))
    .map((r: { payload: unknown }) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload))
    .filter((p: { status: string }) => p.status === 'reversed').length;

describe('what was given back decides the status', () => {
  it('a dispute accepted while a refund is pending, then the refund fails: success with the dispute’s part given back, and the rest can still be refunded', async () => {
    const tx = await pay(REFUND_FAILS);
    const r = await refund(tx, 70_000);
    const d = await openDispute(tx);
    const accepted = await accept(d);
    expect(accepted.status).toBe(200);
    expect(await disputeTaken(d.id)).toBe(30_000);
    // 30,000 back, 70,000 only reserved by a refund that has not gone through.
    expect(accepted.body.data.transaction.status).toBe('success');
    expect(await transaction(tx)).toMatchObject({ status: 'success', refunded_amount: FULL });

    expect((await processRefund(r)).data.processRefund.status).toBe('failed');
    expect(await transaction(tx)).toMatchObject({ status: 'success', refunded_amount: 30_000 });
    // What the failed refund reserved is free again.
    await refund(tx, 70_000);
    expect(await transaction(tx)).toMatchObject({ status: 'success', refunded_amount: FULL });
    expect(await reversals(tx)).toBe(0);
    await expectLedgerSound(server);
  });

  it('given back in full by a dispute and then a refund: reversed once the refund is processed', async () => {
    const tx = await pay();
    const d = await openDispute(tx);
    expect((await accept(d, 30_000)).body.data.transaction.status).toBe('success');
    const r = await refund(tx, 70_000);
    expect((await transaction(tx)).status).toBe('success');
    expect((await processRefund(r)).data.processRefund.status).toBe('processed');
    expect(await transaction(tx)).toMatchObject({ status: 'reversed', refunded_amount: FULL });
    expect(await reversals(tx)).toBe(1);
    expect((await m.api.post('/refund', { transaction: tx.reference, amount: 1 })).body.message).toBe('Transaction has been fully reversed');
    await expectLedgerSound(server);
  });

  it('given back in full by a refund processed and then a dispute: reversed by the dispute', async () => {
    const tx = await pay();
    expect((await processRefund(await refund(tx, 60_000))).data.processRefund.status).toBe('processed');
    expect((await transaction(tx)).status).toBe('success');
    const d = await openDispute(tx);
    const accepted = await accept(d);
    expect(accepted.body.data.transaction.status).toBe('reversed');
    expect(await disputeTaken(d.id)).toBe(40_000);
    expect(await reversals(tx)).toBe(1);
    await expectLedgerSound(server);
  });

  it('a dispute accepted while a refund is pending, then the refund is processed: success until then, reversed after', async () => {
    const tx = await pay();
    const r = await refund(tx, 70_000);
    const d = await openDispute(tx);
    expect((await accept(d)).body.data.transaction.status).toBe('success');
    expect((await processRefund(r)).data.processRefund.status).toBe('processed');
    expect(await transaction(tx)).toMatchObject({ status: 'reversed', refunded_amount: FULL });
    expect(await reversals(tx)).toBe(1);
    await expectLedgerSound(server);
  });
});

describe('races on one transaction', () => {
  it('a dispute accepted while five refunds of 30,000 are made: the refunds that fit and the dispute win, together exactly the amount; no 5xx', async () => {
    for (const disputeFirst of [true, false]) {
      const tx = await pay();
      const d = await openDispute(tx);
      const refunding = () => Array.from({ length: 5 }, () => m.api.post('/refund', { transaction: tx.reference, amount: 30_000 }));
      const [resolved, ...refunds] = disputeFirst
        ? await Promise.all([accept(d), ...refunding()])
        : await Promise.all([...refunding(), accept(d)]).then((all) => [all[5]!, ...all.slice(0, 5)]);
      expect(resolved!.status).toBe(200);
      for (const r of refunds) {
        expect([200, 400]).toContain(r.status);
        if (r.status === 400)
          expect(r.body.message).toMatch(/^(Refund amount cannot be more than what is left to refund \(\d+\)|Transaction has been fully reversed)$/);
      }
      const won = refunds.filter((r) => r.status === 200);
      expect(won.length).toBeLessThanOrEqual(3);
      // The dispute takes what the refunds left.
      expect(won.length * 30_000 + (await disputeTaken(d.id))).toBe(FULL);
      expect(await transaction(tx)).toMatchObject({ status: won.length ? 'success' : 'reversed', refunded_amount: FULL });
      for (const r of won) expect((await processRefund(r.body.data.id)).data.processRefund.status).toBe('processed');
      expect((await transaction(tx)).status).toBe('reversed');
      expect(await reversals(tx)).toBe(1);
    }
    await expectLedgerSound(server);
  });

  it('a dispute accepted while a refund fails: whichever comes first, the status follows what went back; no 5xx', async () => {
    for (let round = 0; round < 6; round++) {
      const tx = await pay(REFUND_FAILS);
      const r = await refund(tx, 70_000);
      const d = await openDispute(tx);
      // Sent in either order, so that either may reach the transaction first.
      const [resolved, processed] =
        round % 2 ? await Promise.all([accept(d), processRefund(r)]) : await Promise.all([processRefund(r), accept(d)]).then(([p, a]) => [a, p] as const);
      expect(resolved.status).toBe(200);
      expect(processed.errors).toBeUndefined();
      expect(processed.data.processRefund.status).toBe('failed');
      // The refund failed first: the dispute took all of it. The dispute first: 30,000, and the rest is free again.
      const taken = await disputeTaken(d.id);
      expect([30_000, FULL]).toContain(taken);
      expect(await transaction(tx)).toMatchObject(
        taken === FULL ? { status: 'reversed', refunded_amount: FULL } : { status: 'success', refunded_amount: 30_000 },
      );
    }
    await expectLedgerSound(server);
  });

  it('a dispute accepted while a refund is processed: the two add up to the amount and reverse it once; no 5xx', async () => {
    for (let round = 0; round < 4; round++) {
      const tx = await pay();
      const r = await refund(tx, 70_000);
      const d = await openDispute(tx);
      const [resolved, processed] = await Promise.all([accept(d), processRefund(r)]);
      expect(resolved.status).toBe(200);
      expect(processed.errors).toBeUndefined();
      expect(processed.data.processRefund.status).toBe('processed');
      expect(await disputeTaken(d.id)).toBe(30_000);
      expect(await transaction(tx)).toMatchObject({ status: 'reversed', refunded_amount: FULL });
      expect(await reversals(tx)).toBe(1);
    }
    await expectLedgerSound(server);
  });
});

describe('the migration that counts what was given back', () => {
  it('fills it in from the refunds and disputes there, and puts right the statuses the reserved amount decided', async () => {
    // As earlier code left them: reversed though a pending refund later failed (30,000 back); success
    // though a dispute and a refund gave all of it back; a partial refund, right as it was.
    const wronglyReversed = await pay(REFUND_FAILS);
    const r1 = await refund(wronglyReversed, 70_000);
    await accept(await openDispute(wronglyReversed));
    expect((await processRefund(r1)).data.processRefund.status).toBe('failed');
    const neverReversed = await pay();
    await accept(await openDispute(neverReversed), 30_000);
    await processRefund(await refund(neverReversed, 70_000));
    const partial = await pay();
    await processRefund(await refund(partial, 10_000));

    const qr = server.services.db.ds.createQueryRunner();
    try {
      const migration = new GivenBack1795002750000();
      await migration.down(qr);
      await qr.query("UPDATE transactions SET charge_status = 'reversed', status = 'reversed' WHERE id = ?", [wronglyReversed.id]);
      await qr.query("UPDATE transactions SET charge_status = 'success', status = 'success' WHERE id = ?", [neverReversed.id]);
      await migration.up(qr);
    } finally {
      await qr.release();
    }
    const rows = async (tx: { id: number }) => {
      const [row] = await server.services.db.read({}, (em) => em.query('SELECT charge_status, given_back_amount FROM transactions WHERE id = ?', [tx.id]));
      return [row.charge_status, Number(row.given_back_amount)];
    };
    expect(await rows(wronglyReversed)).toEqual(['success', 30_000]);
    expect(await rows(neverReversed)).toEqual(['reversed', FULL]);
    expect(await rows(partial)).toEqual(['success', 10_000]);
    expect((await transaction(wronglyReversed)).status).toBe('success');
    expect((await transaction(neverReversed)).status).toBe('reversed');
    await expectLedgerSound(server);
  });
});
