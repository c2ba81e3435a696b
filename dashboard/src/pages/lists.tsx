import { useState } from 'react';
import { useQuery } from 'urql';
import { DisputesDocument, PaymentRequestsDocument, RefundsDocument, SettlementsDocument, type PaymentRequestStatus } from '../generated/graphql';
import { go } from '../router';
import { Code, Empty, ErrorBox, Field, Loading, Money, Page, Pager, Status, Table, TxLink, When } from '../ui';

const CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF'];

// Start and end of a picked day in the viewer's zone, as the API's instants.
const dayStart = (d: string | null) => (d ? new Date(`${d}T00:00:00`).toISOString() : undefined);
const dayEnd = (d: string | null) => (d ? new Date(`${d}T23:59:59.999`).toISOString() : undefined);

export function Refunds({ query }: { query: URLSearchParams }) {
  const [after, setAfter] = useState<string | undefined>();
  const reference = query.get('reference') || undefined;
  const currency = query.get('currency') || undefined;
  const [res] = useQuery({ query: RefundsDocument, variables: { first: 20, after, reference, currency } });
  const c = res.data?.refunds;
  return (
    <Page title="Refunds">
      <form className="filters" role="search" aria-label="Filter refunds" onSubmit={(e) => e.preventDefault()}>
        <Field label="Transaction reference">
          {(id) => <input id={id} defaultValue={reference ?? ''} onKeyDown={(e) => e.key === 'Enter' && go('refunds', { currency, reference: e.currentTarget.value.trim() })} />}
        </Field>
        <Field label="Currency">
          {(id) => (
            <select id={id} value={currency ?? ''} onChange={(e) => go('refunds', { reference, currency: e.target.value })}>
              <option value="">Any</option>
              {CURRENCIES.map((x) => (
                <option key={x}>{x}</option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <ErrorBox error={res.error} />
      {!c && res.fetching && <Loading />}
      {c &&
        (c.nodes.length === 0 ? (
          <Empty>No refunds. Refund a successful transaction with <code>POST /refund</code>.</Empty>
        ) : (
          <Table
            caption="Refunds, newest first"
            rows={c.nodes}
            rowKey={(r) => r.id}
            columns={[
              { label: 'Transaction', cell: (r) => <TxLink reference={r.transactionReference} /> },
              { label: 'Amount', cell: (r) => <Money amount={r.amount} currency={r.currency} /> },
              { label: 'Status', cell: (r) => <Status value={r.status} /> },
              { label: 'Created', cell: (r) => <When iso={r.createdAt} /> },
              { label: 'Refunded', cell: (r) => <When iso={r.refundedAt} /> },
            ]}
          />
        ))}
      {c && <Pager hasNext={c.pageInfo.hasNextPage} onNext={() => setAfter(c.pageInfo.endCursor ?? undefined)} onFirst={after ? () => setAfter(undefined) : undefined} />}
    </Page>
  );
}

export function Settlements({ query }: { query: URLSearchParams }) {
  const [after, setAfter] = useState<string | undefined>();
  const q = query.get('q') ?? '';
  const from = query.get('from');
  const to = query.get('to');
  const [res] = useQuery({ query: SettlementsDocument, variables: { first: 20, after, from: dayStart(from), to: dayEnd(to) } });
  const c = res.data?.settlements;
  const rows = (c?.nodes ?? []).filter((s) => !q || s.subaccount?.subaccountCode === q);
  return (
    <Page title="Settlements">
      <form className="filters" aria-label="Filter settlements" onSubmit={(e) => e.preventDefault()}>
        <Field label="From">{(id) => <input id={id} type="date" value={from ?? ''} onChange={(e) => go('settlements', { q, to: to ?? undefined, from: e.target.value })} />}</Field>
        <Field label="To">{(id) => <input id={id} type="date" value={to ?? ''} onChange={(e) => go('settlements', { q, from: from ?? undefined, to: e.target.value })} />}</Field>
        {q && (
          <p>
            Account {q} only. <a href="#/settlements">Show all</a>
          </p>
        )}
      </form>
      <ErrorBox error={res.error} />
      {!c && res.fetching && <Loading />}
      {c &&
        (rows.length === 0 ? (
          <Empty>No settlements yet. Successful payments settle on the schedule (advance the test clock past it to see one).</Empty>
        ) : (
          <Table
            caption="Settlements, newest first"
            rows={rows}
            rowKey={(s) => s.id}
            columns={[
              { label: 'Date', cell: (s) => <When iso={s.settlementDate} date /> },
              { label: 'Account', cell: (s) => (s.subaccount?.subaccountCode ? <Code code={s.subaccount.subaccountCode} /> : 'main') },
              { label: 'Processed', cell: (s) => <Money amount={s.totalProcessed} currency={s.currency} /> },
              { label: 'Fees', cell: (s) => <Money amount={s.totalFees} currency={s.currency} /> },
              { label: 'Settled', cell: (s) => <Money amount={s.effectiveAmount} currency={s.currency} /> },
              { label: 'Transactions', cell: (s) => s.transactionCount },
              { label: 'Status', cell: (s) => <Status value={s.status} /> },
            ]}
          />
        ))}
      {c && <Pager hasNext={c.pageInfo.hasNextPage} onNext={() => setAfter(c.pageInfo.endCursor ?? undefined)} onFirst={after ? () => setAfter(undefined) : undefined} />}
    </Page>
  );
}

export function Disputes() {
  const [after, setAfter] = useState<string | undefined>();
  const [status, setStatus] = useState('');
  const [res] = useQuery({ query: DisputesDocument, variables: { first: 20, after, status: status || undefined } });
  const c = res.data?.disputes;
  return (
    <Page title="Disputes">
      <form className="filters" aria-label="Filter disputes" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status} onChange={(e) => (setAfter(undefined), setStatus(e.target.value))}>
              <option value="">Any</option>
              {['awaiting-merchant-feedback', 'awaiting-bank-feedback', 'pending', 'resolved', 'archived'].map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <ErrorBox error={res.error} />
      {!c && res.fetching && <Loading />}
      {c &&
        (c.nodes.length === 0 ? (
          <Empty>No disputes. In test mode, open one on a successful transaction with <code>POST /_test/dispute</code>.</Empty>
        ) : (
          <Table
            caption="Disputes, newest first"
            rows={c.nodes}
            rowKey={(x) => x.id}
            columns={[
              { label: 'Transaction', cell: (x) => (x.transaction ? <TxLink reference={x.transaction.reference} /> : '—') },
              { label: 'Amount', cell: (x) => <Money amount={x.refundAmount} currency={x.currency} /> },
              { label: 'Status', cell: (x) => <Status value={x.status} /> },
              { label: 'Category', cell: (x) => x.category },
              { label: 'Customer', cell: (x) => (x.customer ? <Code code={x.customer.customerCode} /> : '—') },
              { label: 'Due', cell: (x) => <When iso={x.dueAt} /> },
            ]}
          />
        ))}
      {c && <Pager hasNext={c.pageInfo.hasNextPage} onNext={() => setAfter(c.pageInfo.endCursor ?? undefined)} onFirst={after ? () => setAfter(undefined) : undefined} />}
    </Page>
  );
}

export function PaymentRequests({ query }: { query: URLSearchParams }) {
  const [after, setAfter] = useState<string | undefined>();
  const q = query.get('q') ?? '';
  const status = (query.get('status') || undefined) as PaymentRequestStatus | undefined;
  const customer = query.get('customer') || undefined;
  const [res] = useQuery({ query: PaymentRequestsDocument, variables: { first: 20, after, filter: { status, customer } } });
  const d = res.data;
  const rows = (d?.paymentRequests.nodes ?? []).filter((r) => !q || r.requestCode === q);
  return (
    <Page title="Payment requests and pages">
      <form className="filters" role="search" aria-label="Filter payment requests" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status ?? ''} onChange={(e) => go('payment-requests', { customer, status: e.target.value })}>
              <option value="">Any</option>
              {['draft', 'pending', 'success'].map((x) => (
                <option key={x}>{x}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Customer code">
          {(id) => <input id={id} defaultValue={customer ?? ''} onKeyDown={(e) => e.key === 'Enter' && go('payment-requests', { status, customer: e.currentTarget.value.trim() })} />}
        </Field>
        {q && (
          <p>
            {q} only. <a href="#/payment-requests">Show all</a>
          </p>
        )}
      </form>
      <ErrorBox error={res.error} />
      {!d && res.fetching && <Loading />}
      {d && (
        <>
          <section aria-labelledby="prq">
            <h2 id="prq">Payment requests</h2>
            {rows.length === 0 ? (
              <Empty>No payment requests. Invoice a customer with <code>POST /paymentrequest</code>.</Empty>
            ) : (
              <Table
                caption="Payment requests, newest first"
                rows={rows}
                rowKey={(r) => r.id}
                columns={[
                  { label: 'Code', cell: (r) => <code>{r.requestCode}</code> },
                  { label: 'Customer', cell: (r) => <Code code={r.customer.customerCode} /> },
                  { label: 'Amount', cell: (r) => <Money amount={r.amount} currency={r.currency} /> },
                  { label: 'Status', cell: (r) => <Status value={r.status} /> },
                  { label: 'Due', cell: (r) => <When iso={r.dueDate} date /> },
                  { label: 'Description', cell: (r) => r.description ?? '—' },
                ]}
              />
            )}
            <Pager hasNext={d.paymentRequests.pageInfo.hasNextPage} onNext={() => setAfter(d.paymentRequests.pageInfo.endCursor ?? undefined)} onFirst={after ? () => setAfter(undefined) : undefined} />
          </section>
          <section aria-labelledby="pages">
            <h2 id="pages">Payment pages</h2>
            {d.paymentPages.nodes.length === 0 ? (
              <Empty>No payment pages. Create one with <code>POST /page</code>: it is served at /pay/&lt;slug&gt;.</Empty>
            ) : (
              <Table
                caption="Payment pages"
                rows={d.paymentPages.nodes}
                rowKey={(p) => p.id}
                columns={[
                  { label: 'Name', cell: (p) => <a href={`/pay/${p.slug}`}>{p.name}</a> },
                  { label: 'Amount', cell: (p) => (p.amount ? <Money amount={p.amount} currency={p.currency} /> : 'payer chooses') },
                  { label: 'Type', cell: (p) => p.type },
                  { label: 'Active', cell: (p) => (p.active ? 'yes' : 'no') },
                  { label: 'Created', cell: (p) => <When iso={p.createdAt} /> },
                ]}
              />
            )}
          </section>
        </>
      )}
    </Page>
  );
}
