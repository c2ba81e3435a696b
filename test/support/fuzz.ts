import fc from 'fast-check';
import http from 'node:http';
import { CARDS } from './payments';
import type { TestIntegration, TestServer } from './server';
import { startServer } from './server';

// Property-based fuzzing of every endpoint, in process (real HTTP, real database). Three files
// share this: random bodies and query strings for every route (fuzz-rest.test.ts), one invalid
// field in an otherwise valid request (fuzz-invalid.test.ts), GraphQL variables (fuzz-graphql.test.ts).
// Their case counts add up to at least FUZZ_MIN_CASES per run; each file prints its own.
// FUZZ_SCALE (0 < s <= 1) runs that share of them: .ci/run runs the full count on SQLite (so each CI
// run has at least FUZZ_MIN_CASES) and a quarter on MariaDB, where the same validation meets the
// other database; keeping both full put CI near its time limit.
const FUZZ_SCALE = Math.min(1, Math.max(0.01, Number(process.env.FUZZ_SCALE ?? 1) || 1));
const scaled = (n: number): number => Math.ceil(n * FUZZ_SCALE);
export const FUZZ_RUNS = { rest: scaled(4000), invalid: scaled(4000), graphql: scaled(2200) } as const;
export const FUZZ_MIN_CASES = 10_000;

// A fixed seed per run would repeat the same cases; take fast-check's random seed but print it,
// so a failure can be replayed with FUZZ_SEED=<seed>.
export const fuzzSeed = (): number => (process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31));

export interface FuzzWorld {
  server: TestServer;
  m: TestIntegration;
  // Real identifiers to put in paths and bodies, so cases reach past the 404s.
  ids: {
    customerCode: string;
    customerId: number;
    email: string;
    visa: string; // reusable authorization of `email`
    reference: string; // a successful transaction
    transactionId: number;
    pendingPin: string; // a charge waiting for its PIN
    accessCode: string; // an initialized transaction's checkout code
    eventId: number;
    exportToken: string;
    planCode: string;
    subscriptionCode: string;
    emailToken: string;
    requestCode: string; // a pending payment request (invoice)
    pageSlug: string; // an active payment page without an amount
    subaccountCode: string;
    splitCode: string; // a percentage split group of the subaccount (10%)
    refundId: number;
    settlementId: number;
    recipientCode: string;
    transferCode: string; // a transfer waiting for its OTP
    batchCode: string; // a bulk charge batch (never charged: dispatch is off)
    dedicatedAccountId: number; // the customer's active dedicated account (wema-bank)
    dedicatedAccountNumber: string;
    deadAccountNumber: string; // a deactivated dedicated account
    productId: number; // a product with stock (products.test.ts covers selling it)
    storefrontId: number; // published as /shop/fuzz-shop, selling the product
    disputeId: number; // an open dispute of fuzz-payout-funds (10000), with an uploaded file
    disputeFile: string;
    terminalId: string; // a commissioned test terminal (serial FUZZSERIAL0001)
    virtualTerminalCode: string; // an active virtual terminal, destination +2348012345678, no split
  };
  tables: string[];
  // Row counts after the last case: the next case's "before" (nothing else writes; dispatch is off).
  counts?: Record<string, number>;
}

// A server with dispatch off: the only rows that change are the ones a request writes itself, so a
// count taken before and after a request is exact.
export async function fuzzWorld(): Promise<FuzzWorld> {
  const server = await startServer({ KOBO_DISPATCH: 'off' });
  const m = await server.newIntegration('Fuzz');
  const email = 'fuzz@example.com';
  const customer = (await m.api.post('/customer', { email, first_name: 'Fuzz' })).body.data;
  const charge = (await m.api.post('/charge', { email, amount: 10000, card: CARDS.success, reference: 'fuzz-paid' })).body.data;
  await m.api.post('/charge', { email, amount: 10000, card: CARDS.pin, reference: 'fuzz-pin' });
  const init = (await m.api.post('/transaction/initialize', { email, amount: 5000, reference: 'fuzz-init' })).body.data;
  const events = (await m.api.get('/integration/events?perPage=1')).body.data;
  const exportPath: string = (await m.api.get('/transaction/export')).body.data.path;
  const plan = (await m.api.post('/plan', { name: 'Fuzz plan', amount: 500000, interval: 'monthly' })).body.data;
  const subscription = (await m.api.post('/subscription', { customer: email, plan: plan.plan_code })).body.data;
  const request = (await m.api.post('/paymentrequest', { customer: customer.customer_code, amount: 50000 })).body.data;
  await m.api.post('/page', { name: 'Fuzz page', slug: 'fuzz-page', custom_fields: [{ display_name: 'Seat', variable_name: 'seat' }] });
  // The money slice: a subaccount, a refund and a settlement (settleNow pays the paid charge out).
  const subaccount = (await m.api.post('/subaccount', { business_name: 'Fuzz', settlement_bank: '058', account_number: '0123456789', percentage_charge: 10 }))
    .body.data;
  const split = (
    await m.api.post('/split', {
      name: 'Fuzz split',
      type: 'percentage',
      currency: 'NGN',
      subaccounts: [{ subaccount: subaccount.subaccount_code, share: 10 }],
    })
  ).body.data;
  const refund = (await m.api.post('/refund', { transaction: 'fuzz-paid', amount: 100 })).body.data;
  const settled = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${m.test.secret_key}` },
    body: JSON.stringify({ query: 'mutation { settleNow { id } }' }),
  }).then((r) => r.json());
  // Payouts: a recipient and a transfer waiting for its OTP (paid from a charge after the settlement).
  await m.api.post('/charge', { email, amount: 10000, card: CARDS.success, reference: 'fuzz-payout-funds' });
  const recipient = (await m.api.post('/transferrecipient', { type: 'nuban', name: 'Fuzz vendor', account_number: '0123456789', bank_code: '058' })).body.data;
  const transfer = (await m.api.post('/transfer', { source: 'balance', amount: 100, recipient: recipient.recipient_code, reference: 'fuzz-transfer' })).body
    .data;
  const batch = (await m.api.post('/bulkcharge', [{ authorization: charge.authorization.authorization_code, amount: 5000 }])).body.data;
  // Dedicated virtual accounts: one active, one deactivated.
  const dva = (await m.api.post('/dedicated_account', { customer: customer.customer_code, preferred_bank: 'wema-bank' })).body.data;
  const deadOwner = (await m.api.post('/customer', { email: 'fuzz-dead@example.com' })).body.data;
  const dead = (await m.api.post('/dedicated_account', { customer: deadOwner.customer_code })).body.data;
  await m.api.delete(`/dedicated_account/${dead.id}`);
  const product = (await m.api.post('/product', { name: 'Fuzz product', description: 'Fuzzed', price: 5000, currency: 'NGN', quantity: 10 })).body.data;
  const storefront = (await m.api.post('/storefront', { name: 'Fuzz shop', slug: 'fuzz-shop', currency: 'NGN' })).body.data;
  await m.api.post(`/storefront/${storefront.id}/product`, { products: [product.id] });
  await m.api.post(`/storefront/${storefront.id}/publish`);
  // Disputes: one open (test mode) on the payout funds, with a file uploaded to its signed URL.
  const dispute = (await m.api.post('/_test/dispute', { transaction: 'fuzz-payout-funds' })).body.data;
  const upload = (await m.api.get(`/dispute/${dispute.id}/upload_url`)).body.data;
  await fetch(upload.signedUrl.replace(server.services.config.publicUrl, server.url), {
    method: 'PUT',
    body: Buffer.from('fuzz'),
    headers: { 'content-type': 'application/pdf' },
  });
  // (Its export link too: the link's server secret is made on first use, not by a refused request.)
  await m.api.get('/dispute/export');
  const terminal = (await m.api.post('/terminal/commission_device', { serial_number: 'FUZZSERIAL0001' })).body.data;
  const vt = (await m.api.post('/virtual_terminal', { name: 'Fuzz VT', destinations: [{ target: '+2348012345678', name: 'Fuzz' }] })).body.data;
  const tables = await tableNames(server);
  return {
    server,
    m,
    ids: {
      customerCode: customer.customer_code,
      customerId: customer.id,
      email,
      visa: charge.authorization.authorization_code,
      reference: 'fuzz-paid',
      transactionId: charge.id,
      pendingPin: 'fuzz-pin',
      accessCode: init.access_code,
      eventId: events[0].id,
      exportToken: exportPath.split('/').pop()!,
      planCode: plan.plan_code,
      subscriptionCode: subscription.subscription_code,
      emailToken: subscription.email_token,
      requestCode: request.request_code,
      pageSlug: 'fuzz-page',
      subaccountCode: subaccount.subaccount_code,
      splitCode: split.split_code,
      refundId: refund.id,
      settlementId: Number(settled.data.settleNow.id),
      recipientCode: recipient.recipient_code,
      transferCode: transfer.transfer_code,
      batchCode: batch.batch_code,
      dedicatedAccountId: dva.id,
      dedicatedAccountNumber: dva.account_number,
      deadAccountNumber: dead.account_number,
      productId: product.id,
      storefrontId: storefront.id,
      disputeId: dispute.id,
      disputeFile: upload.fileName,
      terminalId: terminal.terminal_id,
      virtualTerminalCode: vt.code,
    },
    tables,
  };
}

async function tableNames(server: TestServer): Promise<string[]> {
  const rows: Array<{ name: string }> =
    server.database.kind === 'sqlite'
      ? await server.services.db.ds.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
      : await server.services.db.ds.query('SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()');
  // The request log records every answered request, refused ones included: that is its job.
  return rows.map((r) => r.name).filter((n) => n !== 'migrations' && n !== 'request_logs');
}

// Row counts of every table in one statement.
export async function countAll(world: FuzzWorld): Promise<Record<string, number>> {
  const q = world.server.database.kind === 'sqlite' ? (t: string) => `"${t}"` : (t: string) => `\`${t}\``;
  const rows: Array<Record<string, string | number>> = await world.server.services.db.ds.query(
    `SELECT ${world.tables.map((t) => `(SELECT COUNT(*) FROM ${q(t)}) AS ${q(t)}`).join(', ')}`,
  );
  return Object.fromEntries(Object.entries(rows[0]!).map(([k, v]) => [k, Number(v)]));
}

export interface Sent {
  method: string;
  path: string; // with the query string
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface Got {
  status: number;
  text: string;
  json: any;
}

// One request over a fresh connection, bytes exactly as given (fetch would re-encode or refuse some).
export function send(baseUrl: string, req: Sent): Promise<Got> {
  return new Promise((resolve, reject) => {
    const body = req.body === undefined ? undefined : Buffer.isBuffer(req.body) ? req.body : Buffer.from(req.body, 'utf8');
    const headers: Record<string, string> = { ...req.headers };
    if (body) headers['content-length'] = String(body.length);
    const r = http.request(baseUrl + req.path, { method: req.method, headers, agent: keepAlive, insecureHTTPParser: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode!, text, json });
      });
    });
    r.on('error', reject);
    r.end(body);
  });
}

const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 4 });

// Checks the invariants of one case: never a 5xx; a refused request (4xx) changes no row; a JSON
// 4xx is the error envelope. Returns the response for further checks.
export async function runCase(world: FuzzWorld, req: Sent, describe: () => string): Promise<Got> {
  const before = world.counts ?? (await countAll(world));
  world.counts = undefined;
  let got: Got;
  try {
    got = await send(world.server.url, req);
  } catch (err) {
    throw new Error(`request failed: ${(err as Error).message}\n${describe()}`);
  }
  if (got.status >= 500) throw new Error(`${got.status} ${got.text.slice(0, 300)}\n${describe()}`);
  const after = await countAll(world);
  world.counts = after;
  if (got.status >= 400) {
    const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
    if (changed.length)
      throw new Error(`a refused request (${got.status}) changed ${changed.map((t) => `${t}: ${before[t]} → ${after[t]}`).join(', ')}\n${describe()}`);
    if (got.json !== undefined && got.json.status !== false && !got.json.errors)
      throw new Error(`a ${got.status} without the error envelope: ${got.text.slice(0, 300)}\n${describe()}`);
  }
  return got;
}

export function describeSent(req: Sent): string {
  const body = req.body === undefined ? '' : Buffer.isBuffer(req.body) ? `<bytes ${req.body.toString('hex').slice(0, 400)}>` : req.body.slice(0, 600);
  return `${req.method} ${req.path.slice(0, 300)} ${JSON.stringify(req.headers ?? {})}\n${body}`;
}

// ---- arbitraries -------------------------------------------------------------------------------

// Strings that have broken parsers before: controls, bidi overrides, lone surrogates, numbers in
// disguise, prototype names, injection shapes, long ones.
export const nastyString = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.constantFrom(
          '\u0000',
          '\u0007',
          '\u001b',
          '\u007f',
          '\u0085',
          '\u202e',
          '\u2066',
          '\ud800',
          '\udfff',
          '\ufeff',
          'é',
          '👍',
          '%',
          '"',
          '\\',
          '\n',
        ),
        maxLength: 8,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        'null',
        'undefined',
        'true',
        'false',
        '0',
        '-1',
        '-0',
        '1.5',
        '1e309',
        '9007199254740993',
        'NaN',
        'Infinity',
        '0x10',
        ' 42 ',
        '__proto__',
        'constructor',
        'prototype',
        'toString',
        'hasOwnProperty',
        "' OR 1=1 --",
        '"; DROP TABLE customers; --',
        '<script>alert(1)</script>',
        '../../../etc/passwd',
        '%00',
        '%FF',
        '%E0%A4%A',
        'a@b',
        'x@example.com',
        'X@EXAMPLE.COM',
        'a@b.c',
        'nul\u0000@example.com',
        'rtl\u202e@example.com',
        'tab\t@example.com',
        'NGN',
        'ngn',
        'USD',
        'XYZ',
        'card',
        'bank',
        'allow',
        'deny',
        'default',
        'success',
        'failed',
        'pending',
        'abandoned',
        '1234',
        '123456',
        '2099-12-31',
        '1990-01-01',
        '2020-02-30',
        'http://127.0.0.1:1/hook',
        'javascript:alert(1)',
        'ftp://x',
        'x'.repeat(300),
        'y'.repeat(5000),
      ),
    },
  );

export const nastyNumber = (): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer(),
    fc.integer({ min: -10, max: 10 }),
    fc.double(),
    fc.constantFrom(0, -0, -1, 1, 0.5, 1e21, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1_000_000_000, 1_000_000_001, Number.MAX_VALUE, Number.MIN_VALUE),
  );

// JSON values, including deep ones and objects with a __proto__ key (as JSON text).
export const nastyValue = (): fc.Arbitrary<unknown> =>
  fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      { weight: 5, arbitrary: nastyString() },
      { weight: 3, arbitrary: nastyNumber() },
      { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
      { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
      { weight: 2, arbitrary: fc.dictionary(fieldName(), tie('value'), { maxKeys: 4 }) },
    ),
  })).value;

// Field names the endpoints read, plus random ones.
export const FIELDS = [
  'email',
  'amount',
  'currency',
  'reference',
  'ref',
  'callback_url',
  'metadata',
  'metada',
  'channels',
  'plan',
  'invoice_limit',
  'quantity',
  'subaccount',
  'transaction_charge',
  'bearer',
  'first_name',
  'last_name',
  'phone',
  'customer',
  'risk_action',
  'authorization_code',
  'card',
  'bank',
  'ussd',
  'mobile_money',
  'pin',
  'otp',
  'birthday',
  'key',
  'timeout',
  'url',
  'seconds',
  'queue',
  'device_id',
  'action',
  'number',
  'cvv',
  'expiry',
  'expiry_month',
  'expiry_year',
  'code',
  'account_number',
  'type',
  'page',
  'perPage',
  'per_page',
  'use_cursor',
  'next',
  'previous',
  'from',
  'to',
  'status',
  'settled',
  'event',
  'resource',
  'event_id',
  '__proto__',
  'constructor',
  'prototype',
];

export const fieldName = (): fc.Arbitrary<string> =>
  fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...FIELDS) }, { weight: 1, arbitrary: fc.string({ maxLength: 12 }) });

// Deeply nested JSON text (too deep for JSON.stringify to build on every engine).
export const deepJson = (): fc.Arbitrary<string> =>
  fc
    .tuple(fc.integer({ min: 18, max: 3000 }), fc.boolean())
    .map(([levels, arrays]) => (arrays ? '['.repeat(levels) + ']'.repeat(levels) : '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)));

// A body as the wire carries it: JSON (sometimes with a __proto__ key or deep metadata), form
// encoding, or raw bytes (invalid UTF-8 and broken JSON included), with a content type that may lie.
export const bodyArb = (): fc.Arbitrary<{ body: Buffer | string; contentType?: string }> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        body: fc.dictionary(fieldName(), nastyValue(), { maxKeys: 6 }).map((o) => JSON.stringify(o)),
        contentType: fc.constantFrom('application/json', undefined, 'text/plain'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.dictionary(fieldName(), nastyValue(), { maxKeys: 4 }), nastyValue(), fc.constantFrom('__proto__', 'metadata', 'constructor'))
        .map(([o, v, key]) => ({
          body: `{${[...Object.entries(o).map(([k, x]) => `${JSON.stringify(k)}:${JSON.stringify(x) ?? 'null'}`), `${JSON.stringify(key)}:${JSON.stringify(v) ?? 'null'}`].join(',')}}`,
          contentType: 'application/json',
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.dictionary(fieldName(), nastyValue(), { maxKeys: 4 }), deepJson()).map(([o, deep]) => ({
        body: JSON.stringify(o).replace(/^\{/, `{"metadata":${deep}${Object.keys(o).length ? ',' : ''}`),
        contentType: 'application/json',
      })),
    },
    { weight: 2, arbitrary: fc.record({ body: formArb(), contentType: fc.constantFrom('application/x-www-form-urlencoded', undefined) }) },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fc.uint8Array({ maxLength: 64 }).map((a) => Buffer.from(a)),
        contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', undefined),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fc.constantFrom('{', '[]', '[1,2]', 'null', '"x"', '1', '{"a":}', '{"email":"x@example.com",}', '\u0000', '=', '&&&', 'a[b][c][d][e][f][g]=1'),
        contentType: fc.constantFrom('application/json', undefined),
      }),
    },
  );

export const formArb = (): fc.Arbitrary<string> =>
  fc
    .array(
      fc.tuple(fc.oneof(fieldName(), fc.constantFrom('card[number]', 'card[cvv]', 'metadata[a][b]', '__proto__[amount]', 'a[]', 'channels[]')), nastyString()),
      { maxLength: 6 },
    )
    .map((pairs) =>
      pairs
        .map(([k, v]) => `${encodeURIComponent(k).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`)
        .join('&'),
    );

// Query strings: known parameters with odd values, random pairs, and malformed escapes.
export const queryArb = (): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .array(fc.tuple(fieldName(), nastyString()), { maxLength: 5 })
        .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}`).join('&')),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'page=%FF',
        'perPage=%',
        'from=%E0%A4%A',
        'a[b][c][d][e][f][g][h]=1',
        'page[]=1&page[]=2',
        'perPage[a]=1',
        'use_cursor=true&next=%00',
        '&&=&',
        '__proto__[x]=1',
        'customer=1&customer=2',
      ),
    },
  );

// A value for a path parameter, percent-encoded as a client would send it.
export const pathParam = (real: string[]): fc.Arbitrary<string> =>
  fc
    .oneof({ weight: 2, arbitrary: fc.constantFrom(...real) }, { weight: 3, arbitrary: nastyString() })
    .map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '')) || 'x');

export function fillPath(pattern: string, values: string[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z_]+/g, () => values[i++ % values.length] ?? 'x');
}

// Keys a request may carry.
export function authArb(world: FuzzWorld): fc.Arbitrary<Record<string, string>> {
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<Record<string, string>>({ authorization: `Bearer ${world.m.test.secret_key}` }) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({ authorization: `Bearer ${world.m.live.secret_key}` }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        {},
        { authorization: `Bearer ${world.m.test.public_key}` },
        { authorization: 'Bearer sk_test_nope' },
        { authorization: 'Basic abc' },
      ),
    },
  );
}

export function reportCases(file: string, count: number): void {
  // One line in the test output per file; the three files' counts add up to at least FUZZ_MIN_CASES.
  console.log(
    `fuzz: ${count} cases in ${file} (suite total configured: ${Object.values(FUZZ_RUNS).reduce((a, b) => a + b, 0)}, minimum ${FUZZ_MIN_CASES} at FUZZ_SCALE 1, now ${FUZZ_SCALE})`,
  );
}
