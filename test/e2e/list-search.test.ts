import { BulkChargesByStatusDocument, SearchListsDocument } from '../generated/graphql';
import { gql } from '../support/graphql';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

const Paystack = require('paystack-api');

// The dashboard's search over the API's lists (GraphQL `search`, issue 42 item 4): the text is held
// anywhere in the row or its customer or recipient, whatever its case, LIKE's wildcards typed into
// it are plain characters, the pages of a search are cursor pages of the search, another
// integration's rows never match, and a search too long is refused in words. Rows made with the
// paystack-api client.

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let paystack: any;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Searcher');
  other = await server.newIntegration('Someone else');
  paystack = Paystack(m.test.secret_key);
  paystack.endpoint = server.url;

  const ngozi = (await paystack.customer.create({ email: 'ngozi.adeyemi@example.com', first_name: 'Ngozi', last_name: 'Adeyemi' })).data;
  await paystack.customer.create({ email: 'bola@example.com', first_name: 'Bola', last_name: 'Tinubu' });
  for (const [reference, email] of [
    ['ord-100', 'ngozi.adeyemi@example.com'],
    ['ord-200', 'ngozi.adeyemi@example.com'],
    ['ord-300', 'bola@example.com'],
    ['misc-1', 'bola@example.com'],
  ]) {
    expect((await paystack.charge.charge({ email, amount: 2_000_000, card: CARDS.success, reference })).data.status).toBe('success');
  }
  await paystack.invoice.create({ customer: ngozi.customer_code, amount: 10000, due_date: '2030-01-01', description: '50% off the second order' });
  await paystack.invoice.create({ customer: ngozi.customer_code, amount: 10000, due_date: '2030-01-01', description: '500 off, no percent' });
  const ada = (await paystack.transfer_recipient.create({ type: 'nuban', name: 'Ada Lovelace', account_number: '0123456789', bank_code: '044' })).data;
  const bank = (await paystack.transfer_recipient.create({ type: 'nuban', name: 'Tax Office', account_number: '0001234567', bank_code: '058' })).data;
  await paystack.transfer.create({ source: 'balance', amount: 1000, recipient: ada.recipient_code, reason: 'Consulting' });
  await paystack.transfer.create({ source: 'balance', amount: 1000, recipient: bank.recipient_code, reason: 'tax_2026' });
  await paystack.transfer.create({ source: 'balance', amount: 1000, recipient: bank.recipient_code, reason: 'taxA2026' });

  // The other integration has a Ngozi too: never found by this key.
  await other.api.post('/customer', { email: 'ngozi@example.org', first_name: 'Ngozi' });
});
afterAll(async () => {
  await expectLedgerBalanced(server, [m, other]);
  await server.stop();
});

const search = (text: string | undefined, extra: { first?: number; after?: string } = {}) =>
  gql(server.url, m.test.secret_key, SearchListsDocument, { search: text, first: 20, ...extra });

it("finds a customer's rows in every list by a part of their name or email, whatever its case", async () => {
  const r = await search('NGOZI');
  expect(r.errors).toBeUndefined();
  expect(r.data!.customers.nodes.map((c) => c.email)).toEqual(['ngozi.adeyemi@example.com']);
  expect(r.data!.transactions.nodes.map((t) => t.reference)).toEqual(['ord-200', 'ord-100']);
  expect(r.data!.transactions.totalCount).toBe(2);
  expect(r.data!.paymentRequests.nodes.map((p) => p.description)).toEqual(['500 off, no percent', '50% off the second order']);

  // A reference's part finds the payments of every customer; the REST list agrees on the rows.
  const ord = await search('ord-');
  expect(ord.data!.transactions.nodes.map((t) => t.reference)).toEqual(['ord-300', 'ord-200', 'ord-100']);
  const listed = (await paystack.transaction.list({ perPage: 50 })).data as Array<{ reference: string }>;
  expect(listed.filter((t) => t.reference.includes('ord-')).map((t) => t.reference)).toEqual(['ord-300', 'ord-200', 'ord-100']);
});

it('transfers by their recipient or their own words; recipients by name', async () => {
  const ada = await search('lovelace');
  expect(ada.data!.transfers.nodes.map((t) => [t.reason, t.recipient?.name])).toEqual([['Consulting', 'Ada Lovelace']]);
  expect(ada.data!.transferRecipients.nodes.map((x) => x.name)).toEqual(['Ada Lovelace']);
  const office = await search('TAX OFF');
  expect(office.data!.transfers.totalCount).toBe(2);
  expect(office.data!.transferRecipients.totalCount).toBe(1);
});

it("LIKE's wildcards typed into the search are plain characters", async () => {
  expect((await search('x_2')).data!.transfers.nodes.map((t) => t.reason)).toEqual(['tax_2026']);
  expect((await search('0% ')).data!.paymentRequests.nodes.map((p) => p.description)).toEqual(['50% off the second order']);
  const none = await search('%');
  expect(none.data!.transactions.totalCount).toBe(0);
  expect(none.data!.customers.totalCount).toBe(0);
  // An escape character of the search's own is a plain character too.
  expect((await search('!')).data!.paymentRequests.totalCount).toBe(0);
});

it('pages a search by its cursor, without repeating or skipping a row', async () => {
  const first = await search('ord-', { first: 2 });
  expect(first.data!.transactions.nodes.map((t) => t.reference)).toEqual(['ord-300', 'ord-200']);
  expect(first.data!.transactions.pageInfo.hasNextPage).toBe(true);
  const next = await search('ord-', { first: 2, after: first.data!.transactions.pageInfo.endCursor! });
  expect(next.data!.transactions.nodes.map((t) => t.reference)).toEqual(['ord-100']);
  expect(next.data!.transactions.pageInfo.hasNextPage).toBe(false);
});

it('an empty search is no search; one past 100 characters is refused in words', async () => {
  expect((await search('   ')).data!.transactions.totalCount).toBe(4);
  const long = await search('x'.repeat(101));
  expect(long.errors?.map((e) => e.message)).toContain('search cannot be longer than 100 characters');
  expect(long.status).toBeLessThan(500);
});

it('batches filter by status, and an unknown status is refused in words', async () => {
  const none = await gql(server.url, m.test.secret_key, BulkChargesByStatusDocument, { status: 'paused' });
  expect(none.data!.bulkCharges).toEqual({ totalCount: 0, nodes: [] });
  const bad = await gql(server.url, m.test.secret_key, BulkChargesByStatusDocument, { status: 'sideways' });
  expect(bad.errors?.[0]?.message).toMatch(/^status must be one of/);
});
