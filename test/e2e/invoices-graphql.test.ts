import { postForm } from '../support/http';
import { gql } from '../support/graphql';
import { CARDS, expectLedgerBalanced } from '../support/payments';
import { countQueries, countRows } from '../support/sql';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import {
  ArchivePaymentRequestDocument,
  CreatePaymentPageDocument,
  CreatePaymentRequestDocument,
  type CreatePaymentRequestInput,
  FinalizePaymentRequestDocument,
  MarkPaymentRequestPaidDocument,
  NotifyPaymentRequestDocument,
  PageSlugAvailableDocument,
  PaymentPageLookupDocument,
  PaymentPagesDocument,
  PaymentRequestLookupDocument,
  PaymentRequestsDocument,
  PaymentRequestTotalsDocument,
  SimulatedEmailsDocument,
  UpdatePaymentPageDocument,
  UpdatePaymentRequestDocument,
} from '../generated/graphql';

// Payment requests, pages and the simulated e-mail outbox over GraphQL: the same services as REST.

let server: TestServer;
let m: TestIntegration;
let other: TestIntegration;
let customerCode: string;

beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('GraphQL Invoices');
  other = await server.newIntegration('Someone Else');
  customerCode = (await m.api.post('/customer', { email: 'gql-payer@example.com' })).body.data.customer_code;
});
afterEach(() => expectLedgerBalanced(server, [m, other]));
afterAll(() => server.stop());

const key = () => m.test.secret_key;

const form = (path: string, body: Record<string, string>) => postForm(server.url, path, body);

describe('payment requests over GraphQL', () => {
  it('every REST action has a mutation: create draft, update, finalize, notify, mark as paid, archive', async () => {
    const created = await gql(server.url, key(), CreatePaymentRequestDocument, {
      input: {
        customer: customerCode,
        draft: true,
        lineItems: [{ name: 'Chair', amount: '15000', quantity: 2 }],
        tax: [{ name: 'VAT', amount: '2250' }],
        description: 'Furniture',
      },
    });
    expect(created.errors).toBeUndefined();
    const pr = created.data!.createPaymentRequest;
    expect(pr).toMatchObject({
      status: 'draft',
      amount: '32250',
      pendingAmount: '32250',
      hasInvoice: true,
      lineItems: [{ name: 'Chair', amount: '15000', quantity: 2 }],
    });

    const updated = await gql(server.url, key(), UpdatePaymentRequestDocument, { ref: pr.requestCode, input: { description: 'Chairs' } });
    expect(updated.data!.updatePaymentRequest.description).toBe('Chairs');

    const finalized = await gql(server.url, key(), FinalizePaymentRequestDocument, { ref: pr.requestCode, sendNotification: false });
    expect(finalized.data!.finalizePaymentRequest).toMatchObject({ status: 'pending', notifications: [] });

    const notified = await gql(server.url, key(), NotifyPaymentRequestDocument, { ref: pr.id });
    expect(notified.data!.notifyPaymentRequest.notifications).toEqual([{ sentAt: expect.any(String), channel: 'email' }]);
    const emails = await gql(server.url, key(), SimulatedEmailsDocument, { first: 10, resource: `paymentrequest:${pr.id}` });
    expect(emails.data!.simulatedEmails.totalCount).toBe(1);
    expect(emails.data!.simulatedEmails.nodes[0]).toMatchObject({ channel: 'email', recipient: 'gql-payer@example.com', resource: `paymentrequest:${pr.id}` });
    expect(emails.data!.simulatedEmails.nodes[0]!.body).toContain(`/invoice/${pr.requestCode}`);
    // Another integration sees none of it.
    expect((await gql(server.url, other.test.secret_key, SimulatedEmailsDocument, { first: 10 })).data!.simulatedEmails.totalCount).toBe(0);
    expect((await gql(server.url, other.test.secret_key, PaymentRequestLookupDocument, { ref: pr.requestCode })).data!.paymentRequest).toBeNull();

    const paid = await gql(server.url, key(), MarkPaymentRequestPaidDocument, {
      ref: pr.requestCode,
      input: { amountPaid: '32250', paidBy: 'Ada', paymentDate: '2026-03-01', paymentMethod: 'Bank Transfer', note: 'wired' },
    });
    expect(paid.data!.markPaymentRequestPaid).toMatchObject({ status: 'success', paid: true, pendingAmount: '0', paymentMethod: 'Bank Transfer' });

    const archived = await gql(server.url, key(), ArchivePaymentRequestDocument, { ref: pr.requestCode });
    expect(archived.data!.archivePaymentRequest.archived).toBe(true);
    const lookup = await gql(server.url, key(), PaymentRequestLookupDocument, { ref: pr.requestCode });
    expect(lookup.data!.paymentRequest!.archived).toBe(true);

    const totals = await gql(server.url, key(), PaymentRequestTotalsDocument, {});
    expect(totals.errors).toBeUndefined();
  });

  it('bad input is a validation error and stores nothing', async () => {
    const before = await countRows(server, 'payment_requests');
    for (const [input, message] of [
      [{ customer: customerCode }, 'Please provide an amount, or line items and tax, for this payment request'],
      [{ customer: customerCode, amount: '500', dueDate: '2001-01-01T00:00:00.000Z' }, 'Due date cannot be in the past'],
      [{ customer: customerCode, lineItems: [{ name: 'x', amount: '-1' }] }, 'line_items[0].amount cannot be negative'],
    ] as Array<[CreatePaymentRequestInput, string]>) {
      const res = await gql(server.url, key(), CreatePaymentRequestDocument, { input });
      expect(res.errors?.map((e) => [e.message, e.extensions?.code])).toEqual([[message, 'BAD_USER_INPUT']]);
      expect(res.data?.createPaymentRequest ?? null).toBeNull();
    }
    expect(await countRows(server, 'payment_requests')).toBe(before);
  });

  it('lists with customer and payments through loaders, in a fixed number of statements', async () => {
    for (let i = 0; i < 3; i++) {
      const c = (await m.api.post('/customer', { email: `list-${i}@example.com` })).body.data.customer_code;
      const pr = (await m.api.post('/paymentrequest', { customer: c, amount: 20000 })).body.data.request_code;
      const start = await form(`/invoice/${pr}`, { amount: '50' });
      await form(start.location!, { action: 'pay_card', card_number: CARDS.success.number, card_expiry: '12/30', card_cvv: CARDS.success.cvv });
    }
    const { result, queries } = await countQueries(server.services.db.ds, () => gql(server.url, key(), PaymentRequestsDocument, { first: 3 }));
    expect(result.errors).toBeUndefined();
    const nodes = result.data!.paymentRequests.nodes;
    expect(nodes).toHaveLength(3);
    for (const n of nodes) {
      expect(n.customer.email).toMatch(/^list-\d@example.com$/);
      expect(n.payments).toEqual([expect.objectContaining({ amount: '5000', status: 'success' })]);
      expect(n.pendingAmount).toBe('15000');
    }
    // Page, its customers, count, then one batch each for payments, their transactions and those
    // transactions' customers and authorizations: 7 whatever the page size, never one per row.
    expect(queries.length).toBeLessThanOrEqual(7);
  });
});

describe('payment pages over GraphQL', () => {
  it('creates, looks up, lists and updates pages; slug availability', async () => {
    const created = await gql(server.url, key(), CreatePaymentPageDocument, {
      input: { name: 'GQL page', slug: 'gql-page', amount: '10000', customFields: [{ displayName: 'Seat', variableName: 'seat', required: true }] },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createPaymentPage).toMatchObject({
      slug: 'gql-page',
      path: '/pay/gql-page',
      amount: '10000',
      customFields: [{ displayName: 'Seat', variableName: 'seat', required: true }],
    });
    expect((await gql(server.url, key(), PageSlugAvailableDocument, { slug: 'gql-page' })).data!.pageSlugAvailable).toBe(false);
    expect((await gql(server.url, key(), PageSlugAvailableDocument, { slug: 'gql-free' })).data!.pageSlugAvailable).toBe(true);
    expect((await gql(server.url, key(), PaymentPageLookupDocument, { ref: 'gql-page' })).data!.paymentPage!.name).toBe('GQL page');
    expect((await gql(server.url, other.test.secret_key, PaymentPageLookupDocument, { ref: 'gql-page' })).data!.paymentPage).toBeNull();
    const upd = await gql(server.url, key(), UpdatePaymentPageDocument, { ref: 'gql-page', input: { active: false } });
    expect(upd.data!.updatePaymentPage.active).toBe(false);
    expect((await fetch(`${server.url}/pay/gql-page`)).status).toBe(404);
    const list = await gql(server.url, key(), PaymentPagesDocument, { first: 5 });
    expect(list.data!.paymentPages.totalCount).toBeGreaterThanOrEqual(1);
    const dup = await gql(server.url, key(), CreatePaymentPageDocument, { input: { name: 'Dup', slug: 'gql-page' } });
    expect(dup.errors?.[0]?.message).toBe('Slug already in use');
  });
});
