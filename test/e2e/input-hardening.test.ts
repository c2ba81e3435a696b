import http from 'node:http';
import { gql, subscribe, wsClient } from '../support/graphql';
import { CARDS, rowCounts } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// Hostile and malformed input: every case is a 400 (or a GraphQL error) that changes nothing.
let server: TestServer;
let m: TestIntegration;
let visa: string;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Hardening');
  visa = (await m.api.post('/charge', { email: 'payer@example.com', amount: 10000, card: CARDS.success })).body.data.authorization.authorization_code;
});
afterAll(() => server.stop());

// Raw bytes on the wire: fetch would re-encode invalid UTF-8.
function postBytes(path: string, body: Buffer, contentType = 'application/json'): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, server.url),
      {
        method: 'POST',
        headers: { authorization: `Bearer ${m.test.secret_key}`, 'content-type': contentType, 'content-length': String(body.length) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function unchanged<T>(fn: () => Promise<T>): Promise<T> {
  const before = await rowCounts(server);
  const result = await fn();
  expect(await rowCounts(server)).toEqual(before);
  return result;
}

describe('__proto__ keys supply nothing', () => {
  it('POST /transaction/initialize: an amount under __proto__ is not an amount', async () => {
    const res = await unchanged(() =>
      m.api.post('/transaction/initialize', undefined, {
        raw: '{"email":"proto@example.com","__proto__":{"amount":5000}}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: 'Amount is required' });
  });

  it('POST /transaction/initialize: a \\u-escaped __proto__ key is dropped too', async () => {
    const res = await unchanged(() =>
      m.api.post('/transaction/initialize', undefined, {
        raw: '{"email":"proto@example.com","\\u005f_proto__":{"amount":5000}}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(res.status).toBe(400);
  });

  it('POST /customer: first_name under __proto__ is not stored', async () => {
    const res = await m.api.post('/customer', undefined, {
      raw: '{"email":"protoname@example.com","__proto__":{"first_name":"Injected","metadata":{"x":1}}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ email: 'protoname@example.com', first_name: null, metadata: null });
    const fetched = await m.api.get('/customer/protoname@example.com');
    expect(fetched.body.data.first_name).toBeNull();
  });

  it('form bodies: __proto__[amount] supplies nothing', async () => {
    const res = await unchanged(() =>
      postBytes('/transaction/initialize', Buffer.from('email=protoform@example.com&__proto__[amount]=5000'), 'application/x-www-form-urlencoded'),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Amount is required');
  });
});

describe('emails and text fields hold only what they can', () => {
  const bad = [
    ['a NUL', 'nul\u0000@example.com'],
    ['a control character', 'bell\u0007@example.com'],
    ['a right-to-left override', 'moc.elpmaxe\u202e@example.com'],
    ['a non-ASCII letter', 'jos\u00e9@example.com'],
    ['a space inside', 'two words@example.com'],
    ['two dots in a row', 'a..b@example.com'],
    ['a leading dot', '.a@example.com'],
  ];
  it.each(bad)('refuses an email with %s on /customer, /transaction/initialize and /charge', async (_name, email) => {
    await unchanged(async () => {
      for (const [path, body] of [
        ['/customer', { email }],
        ['/transaction/initialize', { email, amount: 5000 }],
        ['/charge', { email, amount: 5000, card: CARDS.success }],
      ] as const) {
        const res = await m.api.post(path, body);
        expect([path, res.status, res.body.message]).toEqual([path, 400, 'Invalid Email Address Passed']);
      }
    });
  });

  it('refuses the same emails over GraphQL', async () => {
    for (const [, email] of bad) {
      const res = await unchanged(() =>
        gql<any, any>(server.url, m.test.secret_key, 'mutation($email: String!) { createCustomer(input: { email: $email }) { id } }', { email }),
      );
      expect(res.errors?.[0]?.message).toBe('Invalid Email Address Passed');
    }
  });

  it('accepts every character an address may hold', async () => {
    for (const email of ["o'brien+tag@example.com", 'a.b-c_d@sub.example.co.uk', 'x@xn--bcher-kva.example']) {
      const res = await m.api.post('/customer', { email });
      expect([email, res.status]).toEqual([email, 200]);
    }
  });

  it('refuses a body that is not valid UTF-8 instead of replacing bytes', async () => {
    const json = Buffer.concat([Buffer.from('{"email":"bad'), Buffer.from([0xff, 0xfe]), Buffer.from('@example.com","amount":5000}')]);
    const res = await unchanged(() => postBytes('/transaction/initialize', json));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message: 'Request body is not valid UTF-8' });
    const form = await unchanged(() => postBytes('/customer', Buffer.from('email=bad%FF%FE@example.com'), 'application/x-www-form-urlencoded'));
    expect(form.status).toBe(400);
    expect(form.body.message).toBe('Request body is not valid UTF-8');
  });

  it('refuses control characters and bidi overrides in names and references', async () => {
    await unchanged(async () => {
      for (const [path, body, field] of [
        ['/customer', { email: 'ctl@example.com', first_name: 'Ada\u0000' }, 'first_name'],
        ['/customer', { email: 'ctl@example.com', last_name: 'evil\u202eedoc' }, 'last_name'],
        ['/transaction/initialize', { email: 'ctl@example.com', amount: 5000, reference: 'ref\u0007' }, 'reference'],
        ['/transaction/initialize', { email: 'ctl@example.com', amount: 5000, currency: 'NGN\u0000' }, 'currency'],
      ] as const) {
        const res = await m.api.post(path, body);
        expect([path, field, res.status]).toEqual([path, field, 400]);
        expect(res.body.message).toContain(field);
      }
    });
    const gqlRes = await unchanged(() =>
      gql<any, any>(server.url, m.test.secret_key, 'mutation($n: String) { createCustomer(input: { email: "ctlg@example.com", firstName: $n }) { id } }', {
        n: 'a\u202eb',
      }),
    );
    expect(gqlRes.errors?.[0]?.message).toBe('first_name contains characters that are not allowed');
  });
});

describe('check_authorization validates the amount and currency like a charge', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['a negative amount', { amount: -5000 }, 'You must specify a valid amount'],
    ['a zero amount', { amount: 0 }, 'You must specify a valid amount'],
    ['a non-numeric amount', { amount: 'lots' }, 'Amount must be an integer'],
    ['a fractional amount', { amount: 10.5 }, 'Amount must be an integer'],
    ['no amount', {}, 'Amount is required'],
    ['an amount past the limit', { amount: 1_000_000_001 }, 'Transaction amount limit exceeded'],
    ['an unknown currency', { amount: 5000, currency: 'XYZ' }, 'Currency not supported by merchant'],
  ];
  it.each(cases)('REST refuses %s', async (_name, extra, message) => {
    const res = await m.api.post('/transaction/check_authorization', { authorization_code: visa, email: 'payer@example.com', ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, message });
  });

  it('GraphQL refuses them too', async () => {
    for (const [amount, currency, message] of [
      ['-5000', null, 'You must specify a valid amount'],
      ['0', null, 'You must specify a valid amount'],
      ['5000', 'XYZ', 'Currency not supported by merchant'],
    ]) {
      const res = await gql<any, any>(
        server.url,
        m.test.secret_key,
        'mutation($a: Money!, $c: String, $code: String!) { checkAuthorization(input: { authorizationCode: $code, email: "payer@example.com", amount: $a, currency: $c }) { amount currency } }',
        { a: amount, c: currency, code: visa },
      );
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const bad = await gql<any, any>(
      server.url,
      m.test.secret_key,
      `mutation { checkAuthorization(input: { authorizationCode: "${visa}", email: "payer@example.com", amount: "lots" }) { amount } }`,
    );
    expect(bad.errors?.length).toBeGreaterThan(0);
    expect(bad.data ?? null).toBeNull();
  });

  it('still approves a valid check, with the currency normalised', async () => {
    const res = await m.api.post('/transaction/check_authorization', { authorization_code: visa, email: 'payer@example.com', amount: '5000', currency: 'ngn' });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ amount: 5000, currency: 'NGN' });
  });
});

describe('metadata depth and size', () => {
  const nested = (levels: number) => {
    let text = '1';
    for (let i = 0; i < levels; i++) text = `{"a":${text}}`;
    return text;
  };

  it.each([10_000, 33, 21])('refuses %i levels with a 400 on /transaction/initialize, /customer and /charge', async (levels) => {
    await unchanged(async () => {
      for (const [path, fields] of [
        ['/transaction/initialize', '"email":"deep@example.com","amount":5000'],
        ['/customer', '"email":"deep@example.com"'],
        ['/charge', `"email":"deep@example.com","amount":5000,"card":${JSON.stringify(CARDS.success)}`],
      ]) {
        const res = await m.api.post(path, undefined, { raw: `{${fields},"metadata":${nested(levels)}}`, headers: { 'content-type': 'application/json' } });
        expect([path, res.status, res.body.message]).toEqual([path, 400, 'metadata is nested too deeply: at most 20 levels']);
      }
      // metadata as a JSON string of an object, as the spec allows
      const res = await m.api.post('/transaction/initialize', { email: 'deep@example.com', amount: 5000, metadata: nested(levels) });
      expect(res.status).toBe(400);
    });
  });

  it('accepts 20 levels (arrays count as levels too)', async () => {
    const res = await m.api.post('/transaction/initialize', undefined, {
      raw: `{"email":"deep@example.com","amount":5000,"metadata":${nested(20)}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
    const arrays = await m.api.post('/customer', undefined, {
      raw: `{"email":"deeparr@example.com","metadata":{"a":${'['.repeat(20)}${']'.repeat(20)}}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(arrays.status).toBe(400);
  });

  it('refuses metadata past 64 KiB', async () => {
    const res = await unchanged(() => m.api.post('/customer', { email: 'big@example.com', metadata: { blob: 'x'.repeat(70_000) } }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('metadata is too large: at most 65536 bytes');
  });

  it('GraphQL: deep metadata in variables and in the document is a clear error, not a 500', async () => {
    // Built as text: JSON.stringify itself overflows the stack on 10,000 levels.
    const query = JSON.stringify('mutation($metadata: JSONObject) { createCustomer(input: { email: "gdeep@example.com", metadata: $metadata }) { id } }');
    for (const levels of [10_000, 21]) {
      const viaVars = await unchanged(() =>
        m.api.post('/graphql', undefined, {
          raw: `{"query":${query},"variables":{"metadata":${nested(levels)}}}`,
          headers: { 'content-type': 'application/json' },
        }),
      );
      expect(viaVars.status).toBeLessThan(500);
      expect(viaVars.body.errors?.[0]?.message).toBe('metadata is nested too deeply: at most 20 levels');
    }
    let literal = '1';
    for (let i = 0; i < 40; i++) literal = `{a:${literal}}`;
    const viaDoc = await unchanged(() =>
      gql<any, any>(server.url, m.test.secret_key, `mutation { createCustomer(input: { email: "gdeep@example.com", metadata: ${literal} }) { id } }`),
    );
    expect(viaDoc.status).toBeLessThan(500);
    expect(viaDoc.errors?.[0]?.message).toBe('metadata is nested too deeply: at most 20 levels');
  });
});

describe('GraphQL documents', () => {
  it('a document nested thousands of levels deep is a syntax error (400), over HTTP and websockets, not a stack overflow', async () => {
    const deep = `{${'customers{'.repeat(5000)}totalCount${'}'.repeat(5000)}}`;
    const res = await gql<any, any>(server.url, m.test.secret_key, deep);
    expect(res.status).toBe(400);
    expect(res.errors?.[0]).toMatchObject({
      message: 'Syntax Error: Document is nested more than 256 levels deep.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/call stack/i);
    const client = wsClient(server.wsUrl, m.test.secret_key);
    const sub = subscribe(client, `subscription ${deep}`, {});
    await expect(sub.waitFor(1, 3000)).rejects.toThrow(/ended early/);
    expect(JSON.stringify(sub.error)).toMatch(/nested more than 256 levels/);
    // A string full of brackets is not nesting.
    const braces = await gql<any, any>(server.url, m.test.secret_key, `{ customers(first: 1, email: "${'{'.repeat(1000)}") { totalCount } }`);
    expect(JSON.stringify(braces.body)).not.toMatch(/nested/);
    await client.dispose();
  });
});

describe('found by the fuzz tests', () => {
  it('GraphQL: a variable of the wrong type is BAD_USER_INPUT, not an internal error', async () => {
    const res = await gql<any, any>(server.url, m.test.secret_key, 'mutation($input: CreateCustomerInput!) { createCustomer(input: $input) { id } }', {
      input: { email: { a: 1 } },
    });
    expect(res.status).toBe(400);
    expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('GraphQL: a callback URL with control characters is refused, as on REST', async () => {
    for (const callbackUrl of ['http://a\tb.example.com', 'http://example.com/\u0000']) {
      const res = await unchanged(() =>
        gql<any, any>(server.url, m.test.secret_key, 'mutation($input: InitializeTransactionInput!) { initializeTransaction(input: $input) { reference } }', {
          input: { email: 'cb@example.com', amount: '5000', callbackUrl },
        }),
      );
      expect(res.errors?.[0]?.message).toBe('callback_url must be a fully qualified http(s) URL');
    }
  });
});
