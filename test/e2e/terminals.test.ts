import { gql } from '../support/graphql';
import { expectLedgerSound } from '../support/ledger';
import { advanceClock, CARDS, expectLedgerBalanced, rowCounts } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';

// Terminals (simulated POS devices) and virtual terminals, over real HTTP against a real database:
// events the device answers on the integration's clock, payments taken on them (fees, ledger,
// split, charge.success), and bad input refused with nothing changed.
const Paystack = require('paystack-api');

jest.setTimeout(90_000);

const SERIAL = '1111150412230003899';
const TABLES = ['terminals', 'terminal_events', 'virtual_terminals', 'virtual_terminal_destinations', 'events'];

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Terminals');
  other = await server.newIntegration('Other');
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

// Lets the simulated devices answer what fell due.
async function devicesAnswer(api = m.api, seconds = 11) {
  await advanceClock(api, seconds);
  await server.services.terminalRunner.drain();
  await server.services.terminalRunner.idle();
}

async function snapshot() {
  return { rows: await rowCounts(server), ...Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await countRows(server, t)] as const))) };
}

async function ledgerOf(transactionId: number): Promise<Record<string, number>> {
  const rows: Array<{ account: string; amount: number | string }> = await server.services.db.read({}, (em) =>
    em.query("SELECT account, amount FROM ledger_entries WHERE model_responsible = 'Transaction' AND model_row = ?", [transactionId]),
  );
  const out: Record<string, number> = {};
  for (const r of rows) out[r.account] = (out[r.account] ?? 0) + Number(r.amount);
  return out;
}

async function countRowsWhere(table: string, column: string, value: string): Promise<number> {
  const rows: Array<{ n: number | string }> = await server.services.db.read({}, (em) =>
    em.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [value]),
  );
  return Number(rows[0]?.n ?? 0);
}

async function eventCount(type: string, needle: string): Promise<number> {
  const rows: Array<{ payload: unknown }> = await server.services.db.read({}, (em) => em.query('SELECT payload FROM events WHERE type = ?', [type]));
  return rows.filter((r) => (typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload)).includes(needle)).length;
}

describe('terminals', () => {
  let terminalId: string;

  it('commissions a test device, lists, fetches, renames it; the second commission and unknown devices are refused', async () => {
    const res = await m.api.post('/terminal/commission_device', { serial_number: SERIAL });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Device commissioned successfully');
    expect(shapeMismatches(res.body.data, sample('terminal', 'fetch').data)).toEqual([]);
    terminalId = res.body.data.terminal_id;
    expect(terminalId).toMatch(/^[0-9A-Z]{8}$/);
    expect((await m.api.post('/terminal/commission_device', { serial_number: SERIAL })).body).toMatchObject({
      status: false,
      message: 'Device has been commissioned already',
    });
    expect((await m.api.post('/terminal/commission_device', { serial_number: '0000000000000000000' })).status).toBe(404);
    // Live mode has no simulated devices.
    expect((await m.live_api.post('/terminal/commission_device', { serial_number: SERIAL })).body).toMatchObject({
      status: false,
      message: 'Device not found',
    });

    const list = await m.api.get('/terminal?per_page=10');
    expect(list.body.message).toBe('Terminals retrieved successfully');
    expect(shapeMismatches(list.body, sample('terminal', 'list'))).toEqual([]);
    expect(list.body.data.map((t: any) => t.terminal_id)).toEqual([terminalId]);
    const fetched = await m.api.get(`/terminal/${terminalId}`);
    expect(fetched.body).toMatchObject({
      message: 'Terminal retrieved successfully',
      data: { serial_number: SERIAL, terminal_id: terminalId, status: 'active', integration: m.id, domain: 'test' },
    });
    const updated = await m.api.put(`/terminal/${terminalId}`, { name: 'Front desk', address: '1 Marina, Lagos' });
    expect(updated.body).toEqual(sample('terminal', 'update'));
    expect((await m.api.get(`/terminal/${terminalId}`)).body.data).toMatchObject({ name: 'Front desk', address: '1 Marina, Lagos' });
    // Another integration sees none of it.
    expect((await other.api.get(`/terminal/${terminalId}`)).status).toBe(404);
    expect((await other.api.get('/terminal')).body.data).toEqual([]);
    const presence = await m.api.get(`/terminal/${terminalId}/presence`);
    expect(presence.body).toEqual({ ...sample('terminal', 'terminal-status'), data: { online: true, available: true } });
  });

  it('an invoice event is answered on the clock: delivered, and the customer pays the invoice at the device', async () => {
    const paystack = client(m.test.secret_key);
    const customer = await paystack.customer.create({ email: 'pos-buyer@example.com' });
    const invoice = (await paystack.invoice.create({ customer: customer.data.customer_code, amount: 250_000, due_date: '2099-01-01', description: 'Table 4' }))
      .data;
    expect(invoice.offline_reference).toBeTruthy();
    const sent = await m.api.post(`/terminal/${terminalId}/event`, {
      type: 'invoice',
      action: 'process',
      data: { id: invoice.id, reference: invoice.offline_reference },
    });
    expect(sent.status).toBe(200);
    expect(shapeMismatches(sent.body, sample('terminal', 'send-event'))).toEqual([]);
    const eventId = sent.body.data.id;
    expect(eventId).toMatch(/^[0-9a-f]{24}$/);
    // Not yet answered: the device is busy.
    expect((await m.api.get(`/terminal/${terminalId}/event/${eventId}`)).body).toMatchObject({
      message: 'Message Status Retrieved',
      data: { delivered: false },
    });
    expect((await m.api.get(`/terminal/${terminalId}/presence`)).body.data).toEqual({ online: true, available: false });
    await devicesAnswer(m.api, 5);
    expect((await m.api.get(`/terminal/${terminalId}/event/${eventId}`)).body.data.delivered).toBe(false);
    await devicesAnswer(m.api, 6);
    const status = await m.api.get(`/terminal/${terminalId}/event/${eventId}`);
    expect(shapeMismatches(status.body, sample('terminal', 'event-status'))).toEqual([]);
    expect(status.body.data).toMatchObject({ delivered: true, status: 'delivered' });
    expect((await m.api.get(`/terminal/${terminalId}/presence`)).body.data.available).toBe(true);

    // The payment: a pos transaction with its fee, ledger posting and charge.success; the invoice is paid.
    const txId = status.body.data.transaction;
    const tx = (await paystack.transaction.get({ id: txId })).data;
    expect(tx).toMatchObject({
      status: 'success',
      amount: 250_000,
      channel: 'pos',
      currency: 'NGN',
      metadata: { payment_request: invoice.request_code, terminal_id: terminalId },
    });
    expect(tx.fees).toBeGreaterThan(0);
    expect(await ledgerOf(txId)).toEqual({ processor_clearing: -250_000, merchant_balance: 250_000 - tx.fees, fee_revenue: tx.fees });
    expect(await eventCount('charge.success', tx.reference)).toBe(1);
    // The reference Kobo made is one its own check accepts: sent back, it is taken, not invalid.
    expect((await m.api.post('/transaction/initialize', { email: 'pos@example.com', amount: 5000, reference: tx.reference })).body.message).toBe(
      'Duplicate Transaction Reference',
    );
    expect((await paystack.invoice.get({ invoice_id: invoice.id })).data).toMatchObject({ status: 'success', paid: true });
    // A second process event for the paid invoice is answered, and refused by the device.
    const again = (
      await m.api.post(`/terminal/${terminalId}/event`, { type: 'invoice', action: 'process', data: { id: invoice.id, reference: invoice.offline_reference } })
    ).body.data.id;
    await devicesAnswer();
    expect((await m.api.get(`/terminal/${terminalId}/event/${again}`)).body.data).toMatchObject({
      delivered: true,
      status: 'failed',
      failure: 'The invoice has already been paid',
      transaction: null,
    });
    await expectLedgerBalanced(server, [m]);
  });

  it('a transaction print event is delivered on the clock; GraphQL shows the terminal, its events and their payment', async () => {
    const charge = await m.api.post('/charge', { email: 'print@example.com', amount: 5000, card: CARDS.success });
    const sent = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `mutation($t: String!, $i: SendTerminalEventInput!) { sendTerminalEvent(terminal: $t, input: $i) { id status delivered } }`,
      {
        t: terminalId,
        i: { type: 'transaction', action: 'print', dataId: String(charge.body.data.id) },
      },
    );
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendTerminalEvent).toMatchObject({ status: 'pending', delivered: false });
    await devicesAnswer();
    const q = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `{ terminals(first: 5) { totalCount nodes { terminalId name events { id type action status delivered transaction { reference channel amount } } } } terminalPresence(terminal: "${terminalId}") { online available } }`,
    );
    expect(q.errors).toBeUndefined();
    const node = q.data.terminals.nodes[0];
    expect(node).toMatchObject({ terminalId, name: 'Front desk' });
    expect(node.events[0]).toMatchObject({
      id: sent.data.sendTerminalEvent.id,
      type: 'transaction',
      action: 'print',
      status: 'delivered',
      delivered: true,
      transaction: null,
    });
    expect(node.events.find((e: any) => e.transaction)?.transaction).toMatchObject({ channel: 'pos', amount: '250000' });
    expect(q.data.terminalPresence).toEqual({ online: true, available: true });
  });

  it('bad input on every terminal endpoint: the documented 4xx, nothing changed', async () => {
    const before = await snapshot();
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/terminal/commission_device', {}, 400],
      ['POST', '/terminal/commission_device', { serial_number: 'short' }, 400],
      ['POST', '/terminal/commission_device', { serial_number: ['x'] }, 400],
      ['POST', '/terminal/decommission_device', {}, 400],
      ['POST', '/terminal/decommission_device', { serial_number: '9999999999999' }, 404],
      ['GET', '/terminal/NOPE1234', undefined, 404],
      ['GET', '/terminal?per_page=0', undefined, 400],
      ['GET', '/terminal?next=garbage!', undefined, 400],
      ['PUT', `/terminal/${terminalId}`, {}, 400],
      ['PUT', `/terminal/${terminalId}`, { name: '' }, 400],
      ['PUT', `/terminal/${terminalId}`, { name: 'n'.repeat(101) }, 400],
      ['PUT', '/terminal/NOPE1234', { name: 'x' }, 404],
      ['GET', '/terminal/NOPE1234/presence', undefined, 404],
      ['POST', `/terminal/${terminalId}/event`, {}, 400],
      ['POST', `/terminal/${terminalId}/event`, { type: 'refund', action: 'process', data: { id: 1 } }, 400],
      ['POST', `/terminal/${terminalId}/event`, { type: 'invoice', action: 'print', data: { id: 1, reference: '1' } }, 400],
      ['POST', `/terminal/${terminalId}/event`, { type: 'invoice', action: 'process' }, 400],
      ['POST', `/terminal/${terminalId}/event`, { type: 'invoice', action: 'process', data: { id: 'abc', reference: '1' } }, 400],
      ['POST', `/terminal/${terminalId}/event`, { type: 'invoice', action: 'process', data: { id: 1 } }, 400],
      ['POST', `/terminal/${terminalId}/event`, { type: 'invoice', action: 'process', data: { id: 99999999, reference: '1' } }, 404],
      ['POST', `/terminal/${terminalId}/event`, { type: 'transaction', action: 'print', data: { id: 99999999 } }, 404],
      ['POST', '/terminal/NOPE1234/event', { type: 'transaction', action: 'print', data: { id: 1 } }, 404],
      ['GET', `/terminal/${terminalId}/event/nope`, undefined, 400],
      ['GET', `/terminal/${terminalId}/event/${'a'.repeat(24)}`, undefined, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await m.api.request(method, path, body);
      expect({ method, path, body, status: res.status, ok: res.body.status }).toEqual({ method, path, body, status, ok: false });
    }
    expect(await snapshot()).toEqual(before);
    expect(sample('terminal', 'commission', '404').message).toBe('Device not found');
  });

  it('decommissions the device: it is gone from the list and its paths', async () => {
    expect((await m.api.post('/terminal/decommission_device', { serial_number: SERIAL })).body).toEqual(sample('terminal', 'decommission'));
    expect((await m.api.get(`/terminal/${terminalId}`)).status).toBe(404);
    expect((await m.api.get('/terminal')).body.data).toEqual([]);
    expect((await m.api.post('/terminal/decommission_device', { serial_number: SERIAL })).status).toBe(404);
    // Commissioned again, it comes back with its terminal_id.
    expect((await m.api.post('/terminal/commission_device', { serial_number: SERIAL })).body.data.terminal_id).toBe(terminalId);
  });
});

describe('races', () => {
  it('10 concurrent commissions of one device: exactly one wins, no 5xx', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => m.api.post('/terminal/commission_device', { serial_number: 'RACE000000000001' })));
    expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    expect(await countRowsWhere('terminals', 'serial_number', 'RACE000000000001')).toBe(1);
  });

  it('an event drained by two runners at once is answered once: one payment', async () => {
    const terminal = (await m.api.get('/terminal')).body.data[0].terminal_id;
    const customer = (await m.api.post('/customer', { email: 'race-pos@example.com' })).body.data;
    const invoice = (await m.api.post('/paymentrequest', { customer: customer.customer_code, amount: 7_000, due_date: '2099-01-01' })).body.data;
    const sent = (
      await m.api.post(`/terminal/${terminal}/event`, { type: 'invoice', action: 'process', data: { id: invoice.id, reference: invoice.offline_reference } })
    ).body.data.id;
    await advanceClock(m.api, 11);
    await Promise.all([server.services.terminalRunner.drain(), server.services.terminalRunner.drain()]);
    await server.services.terminalRunner.idle();
    const status = (await m.api.get(`/terminal/${terminal}/event/${sent}`)).body.data;
    expect(status).toMatchObject({ delivered: true, status: 'delivered' });
    expect(await eventCount('charge.success', `pos-${sent}`)).toBe(1);
    expect((await m.api.get(`/paymentrequest/${invoice.id}`)).body.data).toMatchObject({ status: 'success', amount: 7_000 });
    await expectLedgerBalanced(server, [m]);
  });
});

describe('virtual terminals', () => {
  let code: string;
  let splitCode: string;
  let subaccountId: number;

  it('creates, lists, fetches, updates, assigns and unassigns destinations, as the samples show', async () => {
    const res = await m.api.post('/virtual_terminal', {
      name: 'Sales Point #1',
      destinations: [{ target: '+2348012345678', name: 'Ada' }],
      metadata: { till: 4 },
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Virtual Terminal created');
    expect(shapeMismatches(res.body.data, sample('virtual-terminal', 'create').data)).toEqual([]);
    code = res.body.data.code;
    expect(code).toMatch(/^VT_[0-9A-Z]{8}$/);
    expect(res.body.data).toMatchObject({
      name: 'Sales Point #1',
      active: true,
      currency: 'NGN',
      domain: 'test',
      destinations: [{ target: '+2348012345678', name: 'Ada', type: 'whatsapp' }],
    });
    const list = await m.api.get('/virtual_terminal');
    expect(list.body.message).toBe('Virtual Terminals retrieved');
    expect(shapeMismatches(list.body.data, sample('virtual-terminal', 'list').data)).toEqual([]);
    const fetched = await m.api.get(`/virtual_terminal/${code}`);
    expect(shapeMismatches(fetched.body, sample('virtual-terminal', 'fetch'))).toEqual([]);
    expect((await other.api.get(`/virtual_terminal/${code}`)).status).toBe(404);
    expect((await m.api.put(`/virtual_terminal/${code}`, { name: 'Lagos_Mainland_Zone_1' })).body).toMatchObject({
      status: true,
      data: { name: 'Lagos_Mainland_Zone_1' },
    });
    const assigned = await m.api.post(`/virtual_terminal/${code}/destination/assign`, { destinations: [{ target: '2348098765432', name: 'Bola' }] });
    expect(assigned.body.message).toBe('Destinations assigned successfully');
    expect(shapeMismatches(assigned.body.data, sample('virtual-terminal', 'assign-destination').data)).toEqual([]);
    expect(assigned.body.data[0]).toMatchObject({ target: '+2348098765432', name: 'Bola', integration: m.id });
    const unassigned = await m.api.post(`/virtual_terminal/${code}/destination/unassign`, { targets: ['+2348012345678'] });
    expect(unassigned.body).toEqual(sample('virtual-terminal', 'unassign-destination'));
    expect((await m.api.get(`/virtual_terminal/${code}`)).body.data.destinations.map((d: any) => d.target)).toEqual(['+2348098765432']);
  });

  it('a payment on the virtual terminal is a transaction with its fee, ledger posting, charge.success and its split applied', async () => {
    const sub = await m.api.post('/subaccount', {
      business_name: 'Till Partner',
      settlement_bank: 'Guaranty Trust Bank',
      account_number: '0123456047',
      percentage_charge: 30,
    });
    subaccountId = sub.body.data.id;
    const split = await m.api.post('/split', {
      name: 'Till split',
      type: 'percentage',
      currency: 'NGN',
      subaccounts: [{ subaccount: sub.body.data.subaccount_code, share: 20 }],
      bearer_type: 'account',
    });
    splitCode = split.body.data.split_code;
    const assigned = await m.api.put(`/virtual_terminal/${code}/split_code`, { split_code: splitCode });
    expect(assigned.body.message).toBe('Split code assigned');
    expect(shapeMismatches(assigned.body.data, sample('virtual-terminal', 'add-split-code').data)).toEqual([]);
    expect(assigned.body.data).toMatchObject({ split_code: splitCode, subaccounts: [{ share: 20 }] });

    const paid = await m.api.post(`/_test/virtual_terminal/${code}/pay`, { amount: 100_000, email: 'vt-buyer@example.com', reference: 'vt-pay-1' });
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({
      status: 'success',
      reference: 'vt-pay-1',
      amount: 100_000,
      channel: 'card',
      metadata: { virtual_terminal: code },
      split: { split_code: splitCode },
    });
    const fees = paid.body.data.fees;
    expect(fees).toBe(1_500);
    // 20% of the amount goes to the subaccount (the account bears the fee), in the same success.
    expect(await ledgerOf(paid.body.data.id)).toEqual({
      processor_clearing: -100_000,
      merchant_balance: 100_000 - fees - 20_000,
      fee_revenue: fees,
      [`subaccount:${subaccountId}`]: 20_000,
    });
    expect(await eventCount('charge.success', 'vt-pay-1')).toBe(1);
    // The terminal's destination hears of it (a simulated WhatsApp message).
    const sent = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `{ notifications(resource: "virtual_terminal:${code}") { nodes { channel recipient subject body } } }`,
    );
    expect(sent.data.notifications.nodes).toEqual([
      {
        channel: 'whatsapp',
        recipient: '+2348098765432',
        subject: 'Payment received on Lagos_Mainland_Zone_1',
        body: 'NGN 1000.00 received from vt-buyer@example.com (vt-pay-1).',
      },
    ]);
    // The same reference again is the documented duplicate.
    expect((await m.api.post(`/_test/virtual_terminal/${code}/pay`, { amount: 100_000, email: 'vt-buyer@example.com', reference: 'vt-pay-1' })).status).toBe(
      400,
    );
    await expectLedgerBalanced(server, [m]);
  });

  it('GraphQL: virtual terminals with their destinations (loader), and a test payment', async () => {
    const q = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `{ virtualTerminals(first: 10) { totalCount nodes { code name splitCode destinations { target name } } } }`,
    );
    expect(q.errors).toBeUndefined();
    expect(q.data.virtualTerminals.nodes).toEqual([
      { code, name: 'Lagos_Mainland_Zone_1', splitCode, destinations: [{ target: '+2348098765432', name: 'Bola' }] },
    ]);
    const paid = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `mutation($c: String!, $i: PayVirtualTerminalInput!) { payVirtualTerminal(code: $c, input: $i) { reference status amount channel } }`,
      {
        c: code,
        i: { amount: 5_000, email: 'vt-gql@example.com', channel: 'bank_transfer' },
      },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data.payVirtualTerminal).toMatchObject({ status: 'success', amount: '5000', channel: 'bank_transfer' });
    // Without a reference Kobo makes one that its own check accepts: sent back, it is taken, not invalid.
    const made = paid.data.payVirtualTerminal.reference;
    expect((await m.api.post('/transaction/initialize', { email: 'vt-gql@example.com', amount: 5000, reference: made })).body.message).toBe(
      'Duplicate Transaction Reference',
    );
    // GET /transaction's source filter tells terminal payments apart.
    const bySource = async (source: string) => (await m.api.get(`/transaction?source=${source}&perPage=100`)).body.data.map((t: any) => t.channel);
    expect(await bySource('virtualTerminal')).toEqual(['bank_transfer', 'card']);
    expect((await bySource('pos')).every((c: string) => c === 'pos')).toBe(true);
    expect((await bySource('pos')).length).toBeGreaterThan(0);
    const terminal = (await m.api.get('/terminal')).body.data.find((t: any) => t.serial_number === SERIAL).terminal_id;
    const atTerminal = (await m.api.get(`/transaction?terminal_id=${terminal}`)).body.data;
    expect(atTerminal.map((t: any) => [t.channel, t.amount])).toEqual([['pos', 250_000]]);
    expect((await m.api.get('/transaction?terminal_id=NOPE1234')).body.data).toEqual([]);
    const byGql = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `{ pos: transactions(filter: { terminalId: "${terminal}" }) { nodes { amount channel } } vt: transactions(filter: { source: "virtualTerminal" }) { totalCount } }`,
    );
    expect(byGql.errors).toBeUndefined();
    expect(byGql.data).toEqual({ pos: { nodes: [{ amount: '250000', channel: 'pos' }] }, vt: { totalCount: 2 } });
    expect((await m.api.get('/transaction?source=nope')).status).toBe(400);
    const live = await gql<any, any>(
      server.url,
      m.live.secret_key,
      `mutation { payVirtualTerminal(code: "${code}", input: { amount: 5000, email: "x@example.com" }) { reference } }`,
    );
    expect(live.errors?.[0]).toBeDefined();
  });

  it('bad input on every virtual terminal endpoint: the documented 4xx, nothing changed', async () => {
    const before = await snapshot();
    const dest = [{ target: '+2348011111111', name: 'New' }];
    const cases: Array<[string, string, unknown, number]> = [
      ['POST', '/virtual_terminal', { destinations: dest }, 400],
      ['POST', '/virtual_terminal', { name: 'x' }, 400],
      ['POST', '/virtual_terminal', { name: 'x', destinations: [] }, 400],
      ['POST', '/virtual_terminal', { name: 'x', destinations: [{ target: 'abc', name: 'x' }] }, 400],
      ['POST', '/virtual_terminal', { name: 'x', destinations: [{ target: '+2348011111111' }] }, 400],
      ['POST', '/virtual_terminal', { name: 'x', destinations: [...dest, ...dest] }, 400],
      ['POST', '/virtual_terminal', { name: 'x', destinations: dest, split_code: 'SPL_nope' }, 404],
      ['POST', '/virtual_terminal', { name: 'x', destinations: dest, metadata: 'nope' }, 400],
      ['POST', '/virtual_terminal', { name: 'x', destinations: dest, currency: 'XXX' }, 400],
      ['GET', '/virtual_terminal?perPage=0', undefined, 400],
      ['GET', '/virtual_terminal/VT_NOPE1234', undefined, 404],
      ['PUT', `/virtual_terminal/${code}`, {}, 400],
      ['PUT', '/virtual_terminal/VT_NOPE1234', { name: 'x' }, 404],
      ['PUT', '/virtual_terminal/VT_NOPE1234/deactivate', undefined, 404],
      ['POST', `/virtual_terminal/${code}/destination/assign`, {}, 400],
      ['POST', `/virtual_terminal/${code}/destination/assign`, { destinations: [{ target: '+2348098765432', name: 'Dup' }] }, 400],
      ['POST', '/virtual_terminal/VT_NOPE1234/destination/assign', { destinations: dest }, 404],
      ['POST', `/virtual_terminal/${code}/destination/unassign`, {}, 400],
      ['POST', `/virtual_terminal/${code}/destination/unassign`, { targets: 'nope' }, 400],
      ['POST', `/virtual_terminal/${code}/destination/unassign`, { targets: ['+2340000000000'] }, 404],
      ['PUT', `/virtual_terminal/${code}/split_code`, {}, 400],
      ['PUT', `/virtual_terminal/${code}/split_code`, { split_code: 'SPL_nope' }, 404],
      ['DELETE', `/virtual_terminal/${code}/split_code`, {}, 400],
      ['DELETE', `/virtual_terminal/${code}/split_code`, { split_code: 'SPL_other' }, 400],
      ['POST', `/_test/virtual_terminal/${code}/pay`, { email: 'a@example.com' }, 400],
      ['POST', `/_test/virtual_terminal/${code}/pay`, { amount: -5, email: 'a@example.com' }, 400],
      ['POST', `/_test/virtual_terminal/${code}/pay`, { amount: 5000, email: 'nope' }, 400],
      ['POST', `/_test/virtual_terminal/${code}/pay`, { amount: 5000, email: 'a@example.com', channel: 'ussd' }, 400],
      ['POST', '/_test/virtual_terminal/VT_NOPE1234/pay', { amount: 5000, email: 'a@example.com' }, 404],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await m.api.request(method, path, body);
      expect({ method, path, body, status: res.status, ok: res.body.status }).toEqual({ method, path, body, status, ok: false });
    }
    const live = await m.live_api.post(`/_test/virtual_terminal/${code}/pay`, { amount: 5000, email: 'a@example.com' });
    expect([live.status, live.body.code]).toEqual([403, 'test_mode_only']);
    expect(await snapshot()).toEqual(before);
  });

  it('removes the split code and deactivates: payments are refused', async () => {
    expect((await m.api.request('DELETE', `/virtual_terminal/${code}/split_code`, { split_code: splitCode })).body).toEqual({
      status: true,
      message: 'Split code unassigned',
    });
    expect((await m.api.get(`/virtual_terminal/${code}`)).body.data.split_code).toBeNull();
    expect((await m.api.request('DELETE', `/virtual_terminal/${code}/split_code`, { split_code: splitCode })).body).toMatchObject({
      status: false,
      message: 'Payment method does not exist',
      code: 'not_found',
    });
    expect((await m.api.put(`/virtual_terminal/${code}/deactivate`)).body).toEqual(sample('virtual-terminal', 'deactivate'));
    expect((await m.api.get(`/virtual_terminal/${code}`)).body.data.active).toBe(false);
    const refused = await m.api.post(`/_test/virtual_terminal/${code}/pay`, { amount: 5000, email: 'late@example.com' });
    expect([refused.status, refused.body.message]).toEqual([400, 'Virtual Terminal is not active']);
  });
});
