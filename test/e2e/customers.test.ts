import { sample, shapeMismatches } from '../support/shape';
import { countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Customers');
});
afterAll(() => server.stop());

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('create', () => {
  it('creates a customer with the documented reply', async () => {
    const res = await m.api.post('/customer', {
      email: 'Ada@Example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+2348012345678',
      metadata: { tier: 'gold' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.message).toBe(sample('customers', 'create').message);
    expect(shapeMismatches(res.body, sample('customers', 'create'))).toEqual([]);
    expect(res.body.data).toMatchObject({
      email: 'ada@example.com',
      integration: m.id,
      domain: 'test',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone: '+2348012345678',
      metadata: { tier: 'gold' },
      risk_action: 'default',
      identified: false,
      identifications: null,
    });
    expect(res.body.data.customer_code).toMatch(/^CUS_[a-z0-9]{15}$/);
    expect(res.body.data.createdAt).toMatch(ISO);
  });

  // Paystack answers a create for an email it already knows with that customer, so a retried
  // create is harmless. Kobo does the same: same id and code, nothing overwritten, no new row and
  // no second customer.created event.
  it('returns the existing customer when the email is already known', async () => {
    const first = await m.api.post('/customer', { email: 'again@example.com', first_name: 'First' });
    const customers = await countRows(server, 'customers');
    const events = await countRows(server, 'events');
    const again = await m.api.post('/customer', { email: 'AGAIN@example.com', first_name: 'Second' });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Customer created');
    expect(again.body.data).toMatchObject({ id: first.body.data.id, customer_code: first.body.data.customer_code, first_name: 'First' });
    expect(await countRows(server, 'customers')).toBe(customers);
    expect(await countRows(server, 'events')).toBe(events);
  });

  it('creates one customer when the same email arrives concurrently', async () => {
    const replies = await Promise.all(Array.from({ length: 8 }, () => m.api.post('/customer', { email: 'race@example.com' })));
    expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    expect(new Set(replies.map((r) => r.body.data.id)).size).toBe(1);
  });
});

describe('fetch', () => {
  it('finds a customer by id, code and email, with the related arrays', async () => {
    const created = (await m.api.post('/customer', { email: 'fetch@example.com', first_name: 'Fe' })).body.data;
    for (const ref of [String(created.id), created.customer_code, 'fetch@example.com', 'FETCH@example.com']) {
      const res = await m.api.get(`/customer/${encodeURIComponent(ref)}`);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Customer retrieved');
      expect(shapeMismatches(res.body, sample('customers', 'fetch'))).toEqual([]);
      expect(res.body.data).toMatchObject({
        id: created.id,
        customer_code: created.customer_code,
        transactions: [],
        subscriptions: [],
        authorizations: [],
        total_transactions: 0,
        total_transaction_value: [],
        dedicated_account: null,
      });
      expect(res.body.data.created_at).toBe(created.createdAt);
    }
  });

  it('answers unknown customers with 404', async () => {
    const byEmail = await m.api.get('/customer/nobody@example.com');
    expect(byEmail.status).toBe(404);
    expect(byEmail.body).toMatchObject({ status: false, message: 'Customer email is invalid for your test domain.' });
    for (const ref of ['999999', 'CUS_doesnotexist000']) {
      const res = await m.api.get(`/customer/${ref}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ status: false, message: 'Customer not found', code: 'not_found' });
    }
  });
});

describe('update', () => {
  it('updates names, phone and metadata, by id or code', async () => {
    const c = (await m.api.post('/customer', { email: 'update@example.com' })).body.data;
    const res = await m.api.put(`/customer/${c.customer_code}`, { first_name: 'BoJack', last_name: 'Horseman', metadata: { photos: [{ type: 'twitter' }] } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Customer updated');
    expect(shapeMismatches(res.body, sample('customers', 'update'))).toEqual([]);
    expect(res.body.data).toMatchObject({
      first_name: 'BoJack',
      last_name: 'Horseman',
      metadata: { photos: [{ type: 'twitter' }] },
      transactions: [],
      subscriptions: [],
      authorizations: [],
    });
    expect(new Date(res.body.data.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(c.updatedAt).getTime());

    const byId = await m.api.put(`/customer/${c.id}`, { phone: '0801 234 5678' });
    expect(byId.body.data).toMatchObject({ first_name: 'BoJack', phone: '0801 234 5678', metadata: { photos: [{ type: 'twitter' }] } });
  });

  it('accepts the spec\'s "metada" spelling and metadata as a JSON string', async () => {
    const c = (await m.api.post('/customer', { email: 'metada@example.com' })).body.data;
    const spelled = await m.api.put(`/customer/${c.id}`, { metada: { via: 'metada' } });
    expect(spelled.status).toBe(200);
    expect(spelled.body.data.metadata).toEqual({ via: 'metada' });
    const asString = await m.api.put(`/customer/${c.id}`, { metadata: JSON.stringify({ via: 'string' }) });
    expect(asString.body.data.metadata).toEqual({ via: 'string' });
    const fetched = await m.api.get(`/customer/${c.id}`);
    expect(fetched.body.data.metadata).toEqual({ via: 'string' });
  });

  it('clears a field given null and keeps fields not given', async () => {
    const c = (await m.api.post('/customer', { email: 'clear@example.com', first_name: 'Keep', last_name: 'Drop' })).body.data;
    const res = await m.api.put(`/customer/${c.id}`, { last_name: null });
    expect(res.body.data).toMatchObject({ first_name: 'Keep', last_name: null });
  });
});

describe('set_risk_action', () => {
  it('moves a customer between allow, deny and default, by code, id or email', async () => {
    const c = (await m.api.post('/customer', { email: 'risk@example.com' })).body.data;
    for (const [ref, action] of [
      [c.customer_code, 'allow'],
      [String(c.id), 'deny'],
      ['risk@example.com', 'default'],
    ]) {
      const res = await m.api.post('/customer/set_risk_action', { customer: ref, risk_action: action });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('Customer updated');
      expect(shapeMismatches(res.body, sample('customers', 'whitelist_blacklist'))).toEqual([]);
      expect(res.body.data.risk_action).toBe(action);
      expect((await m.api.get(`/customer/${c.id}`)).body.data.risk_action).toBe(action);
    }
  });

  it('treats a missing risk_action as default', async () => {
    const c = (await m.api.post('/customer', { email: 'risk-default@example.com' })).body.data;
    await m.api.post('/customer/set_risk_action', { customer: c.customer_code, risk_action: 'deny' });
    const res = await m.api.post('/customer/set_risk_action', { customer: c.customer_code });
    expect(res.body.data.risk_action).toBe('default');
  });
});

describe('list', () => {
  let lister: TestIntegration;
  const emails = Array.from({ length: 7 }, (_, i) => `list${i}@example.com`);
  beforeAll(async () => {
    lister = await server.newIntegration('Lister');
    for (const email of emails) await lister.api.post('/customer', { email });
    await lister.api.post('/customer/set_risk_action', { customer: 'list3@example.com', risk_action: 'deny' });
  });

  it('pages by offset, newest first, with the documented meta', async () => {
    const p1 = await lister.api.get('/customer?perPage=3');
    expect(p1.status).toBe(200);
    expect(p1.body.message).toBe('Customers retrieved');
    expect(shapeMismatches(p1.body.data[0], sample('customers', 'list').data[0])).toEqual([]);
    expect(p1.body.data.map((c: any) => c.email)).toEqual(['list6@example.com', 'list5@example.com', 'list4@example.com']);
    expect(p1.body.meta).toEqual({ total: 7, skipped: 0, perPage: 3, page: 1, pageCount: 3 });
    const p3 = await lister.api.get('/customer?perPage=3&page=3');
    expect(p3.body.data.map((c: any) => c.email)).toEqual(['list0@example.com']);
    expect(p3.body.meta).toEqual({ total: 7, skipped: 6, perPage: 3, page: 3, pageCount: 3 });
    const beyond = await lister.api.get('/customer?perPage=3&page=9');
    expect(beyond.body.data).toEqual([]);
  });

  it('defaults to 50 per page and accepts per_page too', async () => {
    expect((await lister.api.get('/customer')).body.meta).toMatchObject({ perPage: 50, page: 1, total: 7 });
    expect((await lister.api.get('/customer?per_page=2')).body.meta).toMatchObject({ perPage: 2, pageCount: 4 });
  });

  it('pages by cursor with the documented meta', async () => {
    const first = await lister.api.get('/customer?use_cursor=true&perPage=3');
    expect(shapeMismatches(first.body, sample('customers', 'list'))).toEqual([]);
    expect(first.body.meta).toEqual({ next: expect.any(String), previous: null, perPage: 3 });
    expect(Buffer.from(first.body.meta.next, 'base64').toString()).toMatch(/^customer:\d+$/);
    const second = await lister.api.get(`/customer?perPage=3&next=${encodeURIComponent(first.body.meta.next)}`);
    expect(second.body.data.map((c: any) => c.email)).toEqual(['list3@example.com', 'list2@example.com', 'list1@example.com']);
    const last = await lister.api.get(`/customer?perPage=3&next=${encodeURIComponent(second.body.meta.next)}`);
    expect(last.body.data.map((c: any) => c.email)).toEqual(['list0@example.com']);
    expect(last.body.meta.next).toBeNull();
    const back = await lister.api.get(`/customer?perPage=3&previous=${encodeURIComponent(last.body.meta.previous)}`);
    expect(back.body.data.map((c: any) => c.email)).toEqual(second.body.data.map((c: any) => c.email));
  });

  it('filters by email and risk_action', async () => {
    const byEmail = await lister.api.get('/customer?email=LIST2@example.com');
    expect(byEmail.body.data.map((c: any) => c.email)).toEqual(['list2@example.com']);
    const denied = await lister.api.get('/customer?risk_action=deny');
    expect(denied.body.data.map((c: any) => c.email)).toEqual(['list3@example.com']);
  });

  it('filters by the time a customer was created (from, to), on either side of it', async () => {
    const all = (await lister.api.get('/customer')).body.data;
    const newest = all[0];
    const at = new Date(newest.createdAt).getTime();
    const since = await lister.api.get(`/customer?from=${new Date(at).toISOString()}`);
    expect(since.body.data.map((c: any) => c.email)).toContain(newest.email);
    expect((await lister.api.get(`/customer?from=${new Date(at + 1).toISOString()}`)).body.data).toEqual([]);
    const until = await lister.api.get(`/customer?to=${new Date(at - 1).toISOString()}&perPage=100`);
    expect(until.body.data.map((c: any) => c.email)).not.toContain(newest.email);
    expect(until.body.meta.total).toBe(all.filter((c: any) => new Date(c.createdAt).getTime() < at).length);
  });
});

describe('bad input changes nothing', () => {
  let target: { id: number; customer_code: string; email: string };
  beforeAll(async () => {
    target = (await m.api.post('/customer', { email: 'target@example.com', first_name: 'Target', metadata: { a: 1 } })).body.data;
  });

  type Case = [string, string, string, unknown, { raw?: string; headers?: Record<string, string> } | undefined, number, Record<string, unknown>];
  const big = JSON.stringify({ email: 'big@example.com', metadata: { blob: 'x'.repeat(1024 * 1024 + 10) } });
  const cases: Case[] = [
    ['missing email', 'POST', '/customer', { first_name: 'No' }, undefined, 400, { message: 'Email is required', code: 'missing_params' }],
    ['empty email', 'POST', '/customer', { email: '  ' }, undefined, 400, { message: 'Email is required', code: 'missing_params' }],
    ['malformed email', 'POST', '/customer', { email: 'not-an-email' }, undefined, 400, { message: 'Invalid Email Address Passed', code: 'invalid_params' }],
    ['email as a number', 'POST', '/customer', { email: 12345 }, undefined, 400, { message: 'Invalid Email Address Passed' }],
    ['email as an object', 'POST', '/customer', { email: { $ne: null } }, undefined, 400, { message: 'email must be a string', code: 'invalid_params' }],
    ['email as an array', 'POST', '/customer', { email: ['a@example.com'] }, undefined, 400, { message: 'email must be a string' }],
    [
      'first_name as an object',
      'POST',
      '/customer',
      { email: 'x1@example.com', first_name: { a: 1 } },
      undefined,
      400,
      { message: 'first_name must be a string' },
    ],
    [
      'first_name too long',
      'POST',
      '/customer',
      { email: 'x2@example.com', first_name: 'a'.repeat(101) },
      undefined,
      400,
      { message: 'first_name must be at most 100 characters' },
    ],
    ['phone with letters', 'POST', '/customer', { email: 'x3@example.com', phone: 'call me' }, undefined, 400, { code: 'invalid_params' }],
    [
      'metadata as an array',
      'POST',
      '/customer',
      { email: 'x4@example.com', metadata: [1, 2] },
      undefined,
      400,
      { message: 'metadata must be an object or a JSON string of one' },
    ],
    [
      'metadata as a broken JSON string',
      'POST',
      '/customer',
      { email: 'x5@example.com', metadata: '{"a":' },
      undefined,
      400,
      { message: 'metadata must be an object or a JSON string of one' },
    ],
    [
      'malformed JSON',
      'POST',
      '/customer',
      undefined,
      { raw: '{"email": "x6@example.com",', headers: { 'content-type': 'application/json' } },
      400,
      { message: 'Invalid JSON in request body', code: 'invalid_json' },
    ],
    [
      'a JSON string body',
      'POST',
      '/customer',
      undefined,
      { raw: '"x7@example.com"', headers: { 'content-type': 'application/json' } },
      400,
      { code: 'invalid_json' },
    ],
    ['an oversize body', 'POST', '/customer', undefined, { raw: big, headers: { 'content-type': 'application/json' } }, 413, { code: 'payload_too_large' }],
    [
      'an unknown risk_action',
      'POST',
      '/customer/set_risk_action',
      { customer: 'target@example.com', risk_action: 'maybe' },
      undefined,
      400,
      { message: 'risk_action must be one of: default, allow, deny' },
    ],
    [
      'set_risk_action without customer',
      'POST',
      '/customer/set_risk_action',
      { risk_action: 'deny' },
      undefined,
      400,
      { message: 'Customer is required', code: 'missing_params' },
    ],
    [
      'update with metadata as a number',
      'PUT',
      '/customer/target@example.com',
      { metadata: 5 },
      undefined,
      400,
      { message: 'metadata must be an object or a JSON string of one' },
    ],
    [
      'update with last_name as an array',
      'PUT',
      '/customer/target@example.com',
      { first_name: 'Changed', last_name: ['x'] },
      undefined,
      400,
      { message: 'last_name must be a string' },
    ],
    ['perPage=0', 'GET', '/customer?perPage=0', undefined, undefined, 400, { message: 'perPage must be a positive integer' }],
    ['perPage=-1', 'GET', '/customer?perPage=-1', undefined, undefined, 400, { message: 'perPage must be a positive integer' }],
    ['perPage=abc', 'GET', '/customer?perPage=abc', undefined, undefined, 400, { message: 'perPage must be a positive integer' }],
    ['perPage=5000', 'GET', '/customer?perPage=5000', undefined, undefined, 400, { message: 'perPage cannot be more than 1000' }],
    ['page=-1', 'GET', '/customer?page=-1', undefined, undefined, 400, { message: 'page must be a positive integer' }],
    ['a garbage cursor', 'GET', '/customer?next=garbage', undefined, undefined, 400, { message: 'next is not a valid cursor' }],
    [
      "another resource's cursor",
      'GET',
      `/customer?next=${Buffer.from('transaction:5').toString('base64')}`,
      undefined,
      undefined,
      400,
      { message: 'next is not a valid cursor' },
    ],
    [
      'both cursors',
      'GET',
      `/customer?next=${Buffer.from('customer:5').toString('base64')}&previous=${Buffer.from('customer:1').toString('base64')}`,
      undefined,
      undefined,
      400,
      { code: 'invalid_params' },
    ],
    ['an unknown risk_action filter', 'GET', '/customer?risk_action=maybe', undefined, undefined, 400, { code: 'invalid_params' }],
    ['a malformed from date', 'GET', '/customer?from=yesterday', undefined, undefined, 400, { message: "Invalid 'from' date" }],
  ];

  it.each(cases)('%s → %s %s is a 4xx envelope', async (_name, method, path, body, opts, status, expected) => {
    const customers = await countRows(server, 'customers');
    const events = await countRows(server, 'events');
    const res = await m.api.request(method, path, body, opts);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ status: false, type: status === 400 ? 'validation_error' : 'api_error', ...expected });
    expect(typeof res.body.message).toBe('string');
    expect(res.body).not.toHaveProperty('data');
    expect(await countRows(server, 'customers')).toBe(customers);
    expect(await countRows(server, 'events')).toBe(events);
    const after = (await m.api.get(`/customer/${target.id}`)).body.data;
    expect(after).toMatchObject({ first_name: 'Target', last_name: null, metadata: { a: 1 }, risk_action: 'default' });
  });
});

describe('cursor paging under concurrent inserts', () => {
  it('stays complete and duplicate-free forwards and backwards', async () => {
    const p = await server.newIntegration('Pager');
    const original: number[] = [];
    for (let i = 0; i < 23; i++) original.push((await p.api.post('/customer', { email: `page${i}@example.com` })).body.data.id);
    let inserted = 0;
    const insertSome = () => Promise.all([0, 1].map(() => p.api.post('/customer', { email: `late${inserted++}@example.com` })));

    // Forwards: the pages started before the inserts, so they hold exactly the original rows.
    const forward: number[] = [];
    let res = await p.api.get('/customer?use_cursor=true&perPage=5');
    for (;;) {
      forward.push(...res.body.data.map((c: any) => c.id));
      if (!res.body.meta.next) break;
      const [page] = await Promise.all([p.api.get(`/customer?perPage=5&next=${encodeURIComponent(res.body.meta.next)}`), insertSome()]);
      res = page;
    }
    expect(forward).toEqual([...original].reverse());

    // Backwards from the last page: every original row once, then the rows inserted since, in order.
    const backward: number[] = [];
    for (;;) {
      backward.unshift(...res.body.data.map((c: any) => c.id));
      if (!res.body.meta.previous) break;
      const [page] = await Promise.all([p.api.get(`/customer?perPage=5&previous=${encodeURIComponent(res.body.meta.previous)}`), insertSome()]);
      res = page;
    }
    expect(new Set(backward).size).toBe(backward.length);
    const late = backward.filter((id) => !original.includes(id));
    expect(backward.filter((id) => original.includes(id))).toEqual([...original].reverse().filter((id) => backward.includes(id)));
    expect(original.every((id) => backward.includes(id))).toBe(true);
    expect(late.every((id) => id > Math.max(...original))).toBe(true);
    expect(backward).toEqual([...backward].sort((a, b) => b - a));
  });
});
