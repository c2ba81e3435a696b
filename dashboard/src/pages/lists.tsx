import { useQuery } from 'urql';
import { DisputesDocument, PaymentRequestsDocument, RefundsDocument, SettlementsDocument, type PaymentRequestStatus } from '../generated/graphql';
import { CURRENCIES, dayEnd, dayStart, money, when } from '../format';
import { ChoiceFilter, CsvExport, CursorPager, DateFields, Listed, Rows, SearchBox, useListParams } from '../list';
import { Code, Money, Page, Status, TxLink, When } from '../ui';
import { NewPaymentRequest } from './payment-request';

export function Refunds({ query }: { query: URLSearchParams }) {
  const list = useListParams('refunds', query, ['reference', 'currency'] as const);
  const { reference, currency } = list.values;
  const after = list.cursor();
  const [res] = useQuery({ query: RefundsDocument, variables: { first: 20, after, reference, currency } });
  return (
    <Page title="Refunds">
      <SearchBox label="Transaction reference" value={reference} onSearch={(t) => list.set({ reference: t })} />
      <form className="filters" aria-label="Filter refunds" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Currency" value={currency} options={CURRENCIES} onChange={(v) => list.set({ currency: v })} />
      </form>
      <Listed res={res} page={res.data?.refunds}>
        {(c) => (
          <>
            <Rows
              empty={
                <>
                  No refunds{reference || currency ? ' match' : ''}. Refund a successful transaction from its page, or with <code>POST /refund</code>.
                </>
              }
              caption="Refunds, newest first"
              rows={c.nodes}
              rowKey={(r) => r.id}
              columns={[
                { label: 'Transaction', cell: (r) => <TxLink reference={r.transactionReference} /> },
                { label: 'Amount', cell: (r) => <a href={`#/refunds/${r.id}`}>{money(r.amount, r.currency)}</a> },
                { label: 'Status', cell: (r) => <Status value={r.status} /> },
                { label: 'Created', cell: (r) => <When iso={r.createdAt} /> },
                { label: 'Refunded', cell: (r) => <When iso={r.refundedAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function Settlements({ query }: { query: URLSearchParams }) {
  const list = useListParams('settlements', query, ['subaccount', 'from', 'to'] as const);
  const { subaccount, from, to } = list.values;
  const after = list.cursor();
  const [res] = useQuery({ query: SettlementsDocument, variables: { first: 20, after, subaccount, from: dayStart(from), to: dayEnd(to) } });
  const c = res.data?.settlements;
  return (
    <Page title="Settlements">
      <SearchBox label="Subaccount code" value={subaccount} placeholder="ACCT_…, or none for the main account" onSearch={(t) => list.set({ subaccount: t })} />
      <form className="filters" aria-label="Filter settlements" onSubmit={(e) => e.preventDefault()}>
        <DateFields from={from} to={to} set={list.set} />
      </form>
      <Listed res={res} page={c}>
        {(c) => (
          <>
            <Rows
              empty={
                subaccount || from || to
                  ? 'No settlements match these filters.'
                  : 'No settlements yet. Successful payments settle on the schedule (advance the test clock past it to see one).'
              }
              caption="Settlements, newest first"
              rows={c.nodes}
              rowKey={(s) => s.id}
              columns={[
                { label: 'Date', cell: (s) => <a href={`#/settlements/${s.id}`}>{when(s.settlementDate, false)}</a> },
                { label: 'Account', cell: (s) => (s.subaccount?.subaccountCode ? <Code code={s.subaccount.subaccountCode} /> : 'main') },
                { label: 'Processed', cell: (s) => <Money amount={s.totalProcessed} currency={s.currency} /> },
                { label: 'Fees', cell: (s) => <Money amount={s.totalFees} currency={s.currency} /> },
                { label: 'Settled', cell: (s) => <Money amount={s.effectiveAmount} currency={s.currency} /> },
                { label: 'Transactions', cell: (s) => s.transactionCount },
                { label: 'Status', cell: (s) => <Status value={s.status} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function Disputes({ query }: { query: URLSearchParams }) {
  const list = useListParams('disputes', query, ['status', 'from', 'to'] as const);
  const { status, from, to } = list.values;
  const after = list.cursor();
  const dates = { from: dayStart(from), to: dayEnd(to) };
  const [res] = useQuery({ query: DisputesDocument, variables: { first: 20, after, status, ...dates } });
  return (
    <Page title="Disputes">
      <form className="filters" aria-label="Filter disputes" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter
          label="Status"
          value={status}
          options={['awaiting-merchant-feedback', 'awaiting-bank-feedback', 'pending', 'resolved', 'archived']}
          onChange={(v) => list.set({ status: v })}
        />
        <DateFields from={from} to={to} set={list.set} />
      </form>
      <CsvExport path="/dispute/export" filter={{ status, ...dates }} />
      <Listed res={res} page={res.data?.disputes}>
        {(c) => (
          <>
            <Rows
              empty={
                <>
                  No disputes{status || from || to ? ' match' : ''}. In test mode, open one on a successful transaction with <code>POST /_test/dispute</code>.
                </>
              }
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
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function PaymentRequests({ query }: { query: URLSearchParams }) {
  const list = useListParams('payment-requests', query, ['status', 'search', 'from', 'to'] as const);
  const { search, from, to } = list.values;
  const status = list.values.status as PaymentRequestStatus | undefined;
  const after = list.cursor();
  const [res] = useQuery({ query: PaymentRequestsDocument, variables: { first: 20, after, filter: { status, search, from: dayStart(from), to: dayEnd(to) } } });
  const d = res.data;
  return (
    <Page title="Payment requests and pages" actions={<NewPaymentRequest />}>
      <SearchBox label="Search payment requests" value={search} placeholder="PRQ_ code, description, customer" onSearch={(t) => list.set({ search: t })} />
      <form className="filters" aria-label="Filter payment requests" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Status" value={status} options={['draft', 'pending', 'success']} onChange={(v) => list.set({ status: v })} />
        <DateFields from={from} to={to} set={list.set} />
      </form>
      <Listed res={res} page={d}>
        {(d) => (
          <>
            <section aria-labelledby="prq">
              <h2 id="prq">Payment requests</h2>
              <Rows
                empty={
                  <>
                    No payment requests{search || status || from || to ? ' match' : ''}. Invoice a customer with <code>POST /paymentrequest</code>.
                  </>
                }
                caption="Payment requests, newest first"
                rows={d.paymentRequests.nodes}
                rowKey={(r) => r.id}
                columns={[
                  { label: 'Code', cell: (r) => <Code code={r.requestCode} /> },
                  { label: 'Customer', cell: (r) => <Code code={r.customer.customerCode} /> },
                  { label: 'Amount', cell: (r) => <Money amount={r.amount} currency={r.currency} /> },
                  { label: 'Status', cell: (r) => <Status value={r.status} /> },
                  { label: 'Due', cell: (r) => <When iso={r.dueDate} date /> },
                  { label: 'Description', cell: (r) => r.description ?? '—' },
                ]}
              />
              <CursorPager pageInfo={d.paymentRequests.pageInfo} after={after} goTo={(a) => list.page(a)} />
            </section>
            <section aria-labelledby="pages">
              <h2 id="pages">Payment pages</h2>
              <Rows
                empty={
                  <>
                    No payment pages. Create one with <code>POST /page</code>: it is served at /pay/&lt;slug&gt;.
                  </>
                }
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
            </section>
          </>
        )}
      </Listed>
    </Page>
  );
}
