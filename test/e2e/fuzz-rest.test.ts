import fc from 'fast-check';
import {
  authArb,
  bodyArb,
  describeSent,
  fillPath,
  fuzzSeed,
  fuzzWorld,
  FUZZ_RUNS,
  pathParam,
  queryArb,
  reportCases,
  runCase,
  type FuzzWorld,
  type Sent,
} from '../support/fuzz';
import { endpoints, type Endpoint } from '../support/routes';
import { expectLedgerSound } from '../support/ledger';

// Random bodies, query strings, path parameters and keys against every route in the router's
// table: never a 5xx, and a refused request changes no row.
jest.setTimeout(600_000);

let world: FuzzWorld;
let routes: Endpoint[];
beforeAll(async () => {
  world = await fuzzWorld();
  routes = endpoints(world.server.app);
});
afterAll(() => expectLedgerSound(world.server));
afterAll(() => world.server.stop());

it('every endpoint survives random input', async () => {
  const { ids } = world;
  const real = [
    ids.customerCode,
    String(ids.customerId),
    ids.email,
    ids.reference,
    String(ids.transactionId),
    ids.pendingPin,
    ids.accessCode,
    String(ids.eventId),
    ids.exportToken,
    ids.requestCode,
    ids.pageSlug,
    ids.planCode,
    ids.subscriptionCode,
    ids.subaccountCode,
    String(ids.refundId),
    String(ids.settlementId),
    ids.recipientCode,
    ids.transferCode,
    'fuzz-transfer',
    ids.batchCode,
    String(ids.dedicatedAccountId),
    ids.dedicatedAccountNumber,
    ids.terminalId,
    ids.virtualTerminalCode,
    '0000000000',
    '12345678901',
    '408408',
    'inline.js',
    'checkout.css',
  ];
  const hits = new Map<string, number>();
  let cases = 0;
  const seed = fuzzSeed();
  const arb = fc.record({
    pick: fc.constantFrom(...routes),
    params: fc.array(pathParam(real), { minLength: 1, maxLength: 2 }),
    query: fc.option(queryArb(), { nil: undefined, freq: 2 }),
    body: fc.option(bodyArb(), { nil: undefined, freq: 5 }),
    auth: authArb(world),
  });
  await fc.assert(
    fc.asyncProperty(arb, async ({ pick, params, query, body, auth }) => {
      cases++;
      // The first runs take every route once, so a small FUZZ_SCALE still reaches the whole table;
      // the rest pick at random.
      const route = cases <= routes.length ? routes[cases - 1]! : pick;
      hits.set(`${route.method} ${route.path}`, (hits.get(`${route.method} ${route.path}`) ?? 0) + 1);
      const req: Sent = {
        method: route.method,
        path: fillPath(route.path, params) + (query ? `?${query}` : ''),
        headers: { ...auth, ...(body?.contentType ? { 'content-type': body.contentType } : {}) },
        body: body?.body,
      };
      await runCase(world, req, () => describeSent(req));
    }),
    { numRuns: FUZZ_RUNS.rest, seed, endOnFailure: true },
  );
  reportCases(`fuzz-rest.test.ts (seed ${seed})`, cases);
  expect(cases).toBe(FUZZ_RUNS.rest);
  // Every route in the table was exercised.
  expect(routes.filter((r) => !hits.get(`${r.method} ${r.path}`))).toEqual([]);
});
