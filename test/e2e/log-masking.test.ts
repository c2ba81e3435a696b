import pino from 'pino';
import { createLogger } from '../../src/core/logger';
import { gql } from '../support/graphql';
import { CARDS } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// A stored request log line (`kobo logs`, the requestLogs query) and a process log line never hold a
// card number, CVV, PIN, OTP, BVN or secret key, however the client sent it: card numbers with
// spaces or dashes or glued to a word, secrets under names of the client's choosing, literals
// written into a GraphQL document, a BVN as `type: "bvn", value: …`.
const Paystack = require('paystack-api');

const PAN = '4084084084084081';
// Values that appear nowhere else, so finding one in a line means it leaked.
const SECRETS = [
  PAN,
  '4084 0840 8408 4081',
  '4084-0840-8408-4081',
  '5078 5078 5078 5078 12',
  '7391',
  '8264',
  '9157',
  '6042',
  '3318',
  '2719',
  '4486',
  '22298765431',
];
const lines: string[] = [];
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer({ LOG_LEVEL: 'debug' });
  (server.services.log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = { write: (line: string) => void lines.push(line) };
  m = await server.newIntegration('Masked');
});
afterAll(() => server.stop());

async function storedLines(): Promise<string[]> {
  await server.services.requestLogs.flush();
  const rows: Array<{ route: string; request_body: string | null; reply_body: string | null }> = await server.services.db.read({}, (em) =>
    em.query('SELECT route, request_body, reply_body FROM request_logs ORDER BY id'),
  );
  return rows.map((r) => `${r.route} ${r.request_body ?? ''} ${r.reply_body ?? ''}`);
}

// A secret counts where it stands alone: the 4-digit PINs also occur inside the server's own
// numbers (a random port such as 36042), which are no leak; nor is a JSON field's number (a
// request that took 3318 ms on a loaded machine): every secret arrives as a string.
const standalone = (secret: string) => new RegExp(`(?<![0-9]|":)${secret.replace(/[-\s]/g, (c) => `\\${c}`)}(?![0-9])`);
// Each leak with the line it was found in, so a failure shows where it came from.
// Random ids (a request's UUID such as 28405f51-6042-…) are set aside first: a PIN's four digits
// turn up among their hex groups by chance.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
function leaks(text: string): string[] {
  const withoutIds = text.replace(UUID, '<uuid>');
  return SECRETS.filter((s) => standalone(s).test(withoutIds))
    .concat(text.includes(m.test.secret_key) ? ['the secret key'] : [])
    .map((what) => `${what} in: ${text.slice(0, 400)}`);
}

describe('the request log', () => {
  it('REST: card numbers with separators or glued to letters, and secrets under any name', async () => {
    // Each request is refused (no email), so its bodies are kept.
    await m.api.post('/charge', { amount: 5000, card: { number: '4084 0840 8408 4081', cvv: '408', expiry_month: '12', expiry_year: '2099' } });
    await m.api.post('/charge', { amount: 5000, card: { number: '4084-0840-8408-4081', cvv2: '7391', expiry_month: '12', expiry_year: '2099' } });
    await m.api.post('/charge', {
      amount: 5000,
      card: { ...CARDS.success, card_cvv: '8264', security_code: '9157' },
      pin_code: '6042',
      otp_code: '3318',
      transaction_pin: '2719',
      metadata: { otpCode: '4486', note: `paid with card${PAN}now`, other: '5078 5078 5078 5078 12' },
    });
    await m.api.post('/charge', { amount: 5000, note: m.test.secret_key });
    // paystack-api sends its body without a content type, numbers as strings.
    const paystack = Paystack(m.test.secret_key);
    paystack.endpoint = server.url;
    const sdk = await Promise.all([
      paystack.charge
        .charge({ email: 'not an email', amount: '5000', card: { number: '4084 0840 8408 4081', cvv: '408', expiry_month: '12', expiry_year: '2099' } })
        .catch((e: any) => e),
      paystack.charge.submitPIN({ reference: 'no-such-ref', pin: '2719' }).catch((e: any) => e),
    ]);
    expect(sdk.map((e) => e.statusCode)).toEqual([400, 400]);
    const stored = await storedLines();
    expect(stored.length).toBeGreaterThanOrEqual(6);
    expect(stored.flatMap(leaks)).toEqual([]);
    const third = JSON.parse(
      stored
        .find((l) => l.includes('pin_code'))!
        .split(' ')
        .slice(1)
        .join(' ')
        .replace(/ \{"status":false.*$/, ''),
    );
    expect(third).toMatchObject({
      pin_code: '[masked]',
      otp_code: '[masked]',
      transaction_pin: '[masked]',
      card: { card_cvv: '[masked]', security_code: '[masked]', number: '408408******4081' },
      metadata: { otpCode: '[masked]' },
    });
    expect(stored.join('\n')).toContain('408408******4081');
  });

  it('REST: a BVN sent as type bvn with a value', async () => {
    const customer = (await m.api.post('/customer', { email: 'bvn@example.com' })).body.data.customer_code;
    // No first_name: refused, so the body is kept.
    await m.api.post(`/customer/${customer}/identification`, { country: 'NG', type: 'bvn', value: '22298765431' });
    const stored = await storedLines();
    expect(stored.flatMap(leaks)).toEqual([]);
    expect(stored.find((l) => l.includes('/identification'))).toContain('"value":"[masked]"');
  });

  it('GraphQL: PIN, OTP, CVV and card numbers written into the document, and variables a secret argument takes', async () => {
    const key = m.test.secret_key;
    await gql(server.url, key, 'mutation { submitPin(reference: "no-such-ref", pin: "7391") { status } }');
    await gql(server.url, key, 'mutation { submitOtp(reference: "no-such-ref", otp: "3318") { status } }');
    await gql(server.url, key, 'mutation Pay($p: String!) { submitPin(reference: "no-such-ref", pin: $p) { status } }', { p: '6042' });
    await gql(
      server.url,
      key,
      `mutation { createCharge(input: { email: "x", amount: 100, card: { number: "4084 0840 8408 4081", cvv: "8264", expiryMonth: "12", expiryYear: "2099" } }) { status } }`,
    );
    // One that does not parse: its literals after a secret name are masked all the same.
    await gql(server.url, key, 'mutation { submitPin(reference: "no-such-ref", pin: "9157" ');
    // A document longer than a log line keeps: only its kept part is masked, so the arguments its
    // variables feed may lie past the cut; the variables (sent first here, so the line keeps them)
    // are all hidden.
    const padding = Array.from({ length: 400 }, (_, i) => `a${i}: __typename`).join(' ');
    const long = `mutation Long($x: String!) { ${padding} submitPin(reference: "no-such-ref", pin: $x) { status } }`;
    await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variables: { x: '2719' }, query: long }),
    });
    const stored = (await storedLines()).filter((l) => l.startsWith('/graphql'));
    expect(stored.length).toBeGreaterThanOrEqual(6);
    expect(stored.flatMap(leaks)).toEqual([]);
    expect(stored.join('\n')).toContain('pin: \\"[masked]\\"');
  });

  it('GraphQL: a refused batch, variables sent as a JSON string, and a default value a secret argument takes', async () => {
    const key = m.test.secret_key;
    const post = (body: unknown) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const before = (await storedLines()).length;
    // Apollo refuses both with a 400, so the request log keeps their bodies.
    const batch = await post([
      { query: 'mutation { submitPin(reference: "no-such-ref", pin: "7391") { status } }' },
      { query: 'mutation($o: String!) { submitOtp(reference: "no-such-ref", otp: $o) { status } }', variables: { o: '3318' } },
    ]);
    expect(batch.status).toBe(400);
    const encoded = await post({
      query: 'mutation Pay($p: String!) { submitPin(reference: "no-such-ref", pin: $p) { status } }',
      variables: JSON.stringify({ p: '6042' }),
    });
    expect(encoded.status).toBe(400);
    await gql(server.url, key, 'mutation Pay($p: String = "9157") { submitPin(reference: "no-such-ref", pin: $p) { status } }');
    const stored = (await storedLines()).slice(before).filter((l) => l.startsWith('/graphql'));
    expect(stored.length).toBeGreaterThanOrEqual(3);
    expect(stored.flatMap(leaks)).toEqual([]);
  });

  it('GraphQL: a document sent under another name, as a list, or as a bare string in a batch', async () => {
    const key = m.test.secret_key;
    const post = (body: unknown) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const before = (await storedLines()).length;
    // None of these is a GraphQL request Apollo takes: each is refused, so its body is kept.
    const refused = await Promise.all([
      post({ mutation: 'mutation { submitPin(reference: "no-such-ref", pin: "4486") { status } }' }),
      post({ query: ['mutation { submitOtp(reference: "no-such-ref", otp: "3318") { status } }'] }),
      post(['mutation { submitPin(reference: "no-such-ref", pin: "8264") { status } }']),
      post({ query: '{ noSuchField }', extensions: { retry: 'mutation { submitPin(reference: "no-such-ref", pin: "2719") { status } }' } }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    const stored = (await storedLines()).slice(before).filter((l) => l.startsWith('/graphql'));
    expect(stored.length).toBeGreaterThanOrEqual(4);
    expect(stored.flatMap(leaks)).toEqual([]);
  });
});

// The line's route names a GraphQL request by its operation's name, which the client chooses.
describe('the request log route', () => {
  it('GraphQL: an operation named with a card number glued to a word', async () => {
    const before = (await storedLines()).length;
    const res = await gql(server.url, m.test.secret_key, `mutation Pay${PAN} { submitPin(reference: "no-such-ref", pin: "7391") { status } }`);
    expect(res.errors).toBeDefined();
    const stored = (await storedLines()).slice(before);
    expect(stored.filter((l) => l.startsWith('/graphql Pay'))).toHaveLength(1);
    expect(stored.flatMap(leaks)).toEqual([]);
  });
});

describe('the process log', () => {
  it('masks what a log call is given, by name and by value, in fields, messages and errors', () => {
    const out: string[] = [];
    const log = createLogger('info', { write: (line: string) => void out.push(line) });
    log.info(
      { body: { card: { number: '4084 0840 8408 4081' }, cvv2: '7391', nested: { transaction_pin: '2719' }, type: 'bvn', value: '22298765431' } },
      'charge for card 4084-0840-8408-4081',
    );
    log.warn('a key %s in a message', m.test.secret_key);
    log.error({ err: new Error(`declined ${PAN} for otp_code`) }, 'failed');
    expect(out).toHaveLength(3);
    expect(out.flatMap(leaks)).toEqual([]);
    expect(out[0]).toContain('408408******4081');
  });

  it('the server wrote no secret to stdout while serving the requests above', () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.flatMap(leaks)).toEqual([]);
  });
});
