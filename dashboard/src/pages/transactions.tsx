import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import {
  ChargeUpdatedDocument,
  DeliveryUpdatedDocument,
  RefundDocument,
  ResourceActivityDocument,
  TransactionDetailDocument,
  TransactionsDocument,
  type TransactionRowFragment,
  type TransactionStatus,
} from '../generated/graphql';
import { CURRENCIES, dayEnd, dayStart, money, toMinor } from '../format';
import { ChoiceFilter, CsvExport, DateFields, FreshNotice, Listed, SearchBox, useListParams, useSteadyRows } from '../list';
import { go } from '../router';
import { Code, Dl, Empty, ErrorBox, Field, Loading, Money, Page, Pager, Status, Table, TxLink, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

const STATUSES: TransactionStatus[] = ['success', 'failed', 'abandoned', 'ongoing', 'pending', 'reversed'];

export function Transactions({ query }: { query: URLSearchParams }) {
  const list = useListParams('transactions', query, ['status', 'currency', 'from', 'to', 'search'] as const);
  const { status, currency, from, to, search } = list.values as { status?: TransactionStatus; currency?: string; from?: string; to?: string; search?: string };
  const after = list.cursor('after');
  const before = list.cursor('before');
  const dates = { from: dayStart(from), to: dayEnd(to) };
  const filter = { status, currency, search, ...dates };
  const variables = before ? { last: 20, before, filter } : { first: 20, after, filter };
  const [res, refetch] = useQuery({ query: TransactionsDocument, variables });
  const conn = res.data?.transactions;
  const rows = useSteadyRows(res, conn?.nodes, variables);
  const [announce, setAnnounce] = useState('');
  const live = useLiveEvents((e) => {
    if (!e.resource.startsWith('transaction:')) return;
    // Rows shown take their new status where they are; new payments wait behind "N new — show".
    refetch({ requestPolicy: 'network-only' });
    const ref = typeof e.data.reference === 'string' ? e.data.reference : '';
    setAnnounce(`${e.type}${ref ? ` ${ref}` : ''}`);
  });
  const filtered = Boolean(status || currency || from || to || search);
  return (
    <Page title="Transactions" actions={<LiveBadge connected={live.connected} />}>
      <SearchBox label="Search transactions" value={search} placeholder="Reference, customer email, name or code" onSearch={(t) => list.set({ search: t })} />
      <form className="filters" aria-label="Filter transactions" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Status" value={status} options={STATUSES} onChange={(v) => list.set({ status: v })} />
        <ChoiceFilter label="Currency" value={currency} options={CURRENCIES} onChange={(v) => list.set({ currency: v })} />
        <DateFields from={from} to={to} set={list.set} />
      </form>
      <CsvExport
        path="/transaction/export"
        filter={{ status, currency, ...dates }}
        note={search ? 'The CSV holds every transaction of the filters above; the search is not applied to it.' : undefined}
      />
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <FreshNotice
        count={rows.fresh}
        noun={['transaction', 'transactions']}
        onShow={rows.showFresh}
        focus={() => document.getElementById('transactions-table')?.focus()}
      />
      <Listed res={res} page={conn} loading="Loading transactions">
        {(conn) => (
          <>
            <p className="count">
              {conn.totalCount} transaction{conn.totalCount === 1 ? '' : 's'}
              {search ? ` holding “${search}”` : ''}
            </p>
            {rows.nodes.length === 0 ? (
              <Empty>
                No transactions {filtered ? 'match these filters' : 'yet'}. Initialize one (<code>POST /transaction/initialize</code>) and pay on its checkout
                page, or charge a card with <code>POST /charge</code>: it appears here as it happens.
              </Empty>
            ) : (
              <TransactionTable rows={rows.nodes} id="transactions-table" />
            )}
            <Pager
              hasNext={conn.pageInfo.hasNextPage}
              hasPrev={Boolean(after || before) && (before ? conn.pageInfo.hasPreviousPage : true)}
              onNext={() => list.page(conn.pageInfo.endCursor ?? undefined)}
              onPrev={() => go('transactions', { status, currency, from, to, search, before: conn.pageInfo.startCursor ?? undefined })}
            />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function TransactionTable({ rows, id }: { rows: TransactionRowFragment[]; id?: string }) {
  return (
    <Table
      id={id}
      caption="Transactions, newest first"
      rows={rows}
      rowKey={(t) => t.id}
      columns={[
        { label: 'Reference', cell: (t) => <TxLink reference={t.reference} /> },
        { label: 'Amount', cell: (t) => <Money amount={t.amount} currency={t.currency} />, className: 'num' },
        { label: 'Status', cell: (t) => <Status value={t.status} /> },
        { label: 'Customer', cell: (t) => <a href={`#/customers/${t.customer.customerCode}`}>{t.customer.email}</a> },
        { label: 'Channel', cell: (t) => t.channel ?? '—' },
        { label: 'Created', cell: (t) => <When iso={t.createdAt} /> },
      ]}
    />
  );
}

interface LogEntry {
  type?: string;
  message?: string;
  time?: number;
}

export function TransactionDetail({ reference }: { reference: string }) {
  const [res, refetch] = useQuery({ query: TransactionDetailDocument, variables: { reference } });
  const [refundNotice, setRefundNotice] = useState<string | null>(null);
  const tx = res.data?.transaction;
  const resource = tx ? `transaction:${tx.id}` : '';
  const [activity, refetchActivity] = useQuery({ query: ResourceActivityDocument, variables: { resource }, pause: !tx });
  useSubscription({ query: DeliveryUpdatedDocument }, (_p: unknown, data) => {
    if (resource && data.webhookDeliveryUpdated.resource === resource) refetchActivity({ requestPolicy: 'network-only' });
    return data;
  });
  useSubscription({ query: ChargeUpdatedDocument, variables: { reference } }, (_p: unknown, data) => {
    refetch({ requestPolicy: 'network-only' });
    refetchActivity({ requestPolicy: 'network-only' });
    return data;
  });
  if (res.error)
    return (
      <Page title={`Transaction ${reference}`}>
        <ErrorBox error={res.error} />
      </Page>
    );
  if (!res.data)
    return (
      <Page title={`Transaction ${reference}`}>
        <Loading />
      </Page>
    );
  if (!tx)
    return (
      <Page title={`Transaction ${reference}`}>
        <Empty>
          No transaction has this reference in this mode. <a href="#/transactions">Back to transactions</a>.
        </Empty>
      </Page>
    );
  const log = (tx.log ?? null) as { history?: LogEntry[]; start_time?: number } | null;
  const events = activity.data?.events.nodes ?? [];
  const deliveries = activity.data?.webhookDeliveries.nodes ?? [];
  const timeline: Array<{ key: string; at: string | null; what: string; detail?: string }> = [
    { key: 'created', at: tx.createdAt, what: 'Created', detail: `${tx.channel ?? 'no channel yet'}` },
    ...(log?.history ?? []).map((h, i) => ({
      key: `log-${i}`,
      at: log?.start_time !== undefined && h.time !== undefined ? new Date((log.start_time + h.time) * 1000).toISOString() : null,
      what: h.type ?? 'step',
      detail: h.message,
    })),
    ...[...events]
      .reverse()
      .map((e) => ({ key: `ev-${e.id}`, at: e.createdAt, what: `Event ${e.type}`, detail: e.webhook ? 'sent to the webhook URL' : 'internal' })),
  ];
  timeline.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? ''));
  return (
    <Page title={`Transaction ${tx.reference}`}>
      <p>
        <a href="#/transactions">← All transactions</a>
      </p>
      <section aria-labelledby="summary">
        <h2 id="summary">Summary</h2>
        <Dl
          items={[
            ['Amount', <Money key="a" amount={tx.amount} currency={tx.currency} />],
            ['Status', <Status key="s" value={tx.status} />],
            ['Gateway response', tx.gatewayResponse ?? '—'],
            ['Fees', <Money key="f" amount={tx.fees} currency={tx.currency} />],
            ['Refunded', <Money key="r" amount={tx.refundedAmount} currency={tx.currency} />],
            ['Channel', tx.channel ?? '—'],
            ['Created', <When key="c" iso={tx.createdAt} />],
            ['Paid', <When key="p" iso={tx.paidAt} />],
            ['Plan', <Code key="pl" code={tx.plan} />],
            ['Split', tx.splitCode ?? '—'],
          ]}
        />
      </section>
      <section aria-labelledby="timeline">
        <h2 id="timeline">Timeline</h2>
        <ol className="timeline">
          {timeline.map((t) => (
            <li key={t.key}>
              <When iso={t.at} /> <strong>{t.what}</strong> {t.detail && <span>{t.detail}</span>}
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="customer">
        <h2 id="customer">Customer</h2>
        <Dl
          items={[
            ['Email', tx.customer.email],
            ['Code', <Code key="c" code={tx.customer.customerCode} />],
            ['Name', [tx.customer.firstName, tx.customer.lastName].filter(Boolean).join(' ') || '—'],
            ['Risk action', tx.customer.riskAction],
          ]}
        />
      </section>
      <section aria-labelledby="authorization">
        <h2 id="authorization">Authorization</h2>
        {tx.authorization ? (
          <Dl
            items={[
              ['Code', <code key="c">{tx.authorization.authorizationCode}</code>],
              [
                'Card',
                `${tx.authorization.brand} ${tx.authorization.bin}…${tx.authorization.last4} (${tx.authorization.expMonth}/${tx.authorization.expYear})`,
              ],
              ['Bank', tx.authorization.bank],
              ['Reusable', tx.authorization.reusable ? 'yes' : 'no'],
            ]}
          />
        ) : (
          <Empty>No authorization: the customer has not paid yet, or paid by a channel that leaves none.</Empty>
        )}
      </section>
      <section aria-labelledby="refunds">
        <h2 id="refunds">Refunds</h2>
        {tx.status === 'success' && Number(tx.refundedAmount) < Number(tx.amount) && (
          <RefundForm
            reference={tx.reference}
            currency={tx.currency}
            left={Number(tx.amount) - Number(tx.refundedAmount)}
            onDone={(notice) => {
              setRefundNotice(notice);
              refetch({ requestPolicy: 'network-only' });
            }}
          />
        )}
        {/* Outside the form: a full refund removes the form, and its confirmation must stay. */}
        {refundNotice && (
          <p className="notice" role="status">
            {refundNotice}
          </p>
        )}
        {tx.refunds.length ? (
          <Table
            caption="Refunds of this transaction"
            rows={tx.refunds}
            rowKey={(r) => r.id}
            columns={[
              { label: 'Amount', cell: (r) => <Money amount={r.amount} currency={r.currency} /> },
              { label: 'Status', cell: (r) => <Status value={r.status} /> },
              { label: 'Created', cell: (r) => <When iso={r.createdAt} /> },
            ]}
          />
        ) : (
          <Empty>
            No refunds. Refund with <code>POST /refund</code> or the createRefund mutation.
          </Empty>
        )}
      </section>
      {tx.dispute && (
        <section aria-labelledby="dispute">
          <h2 id="dispute">Dispute</h2>
          <Dl
            items={[
              ['Status', <Status key="s" value={tx.dispute.status} />],
              ['Category', tx.dispute.category],
              ['Amount', <Money key="a" amount={tx.dispute.refundAmount} currency={tx.dispute.currency} />],
              ['Due', <When key="d" iso={tx.dispute.dueAt} />],
            ]}
          />
          <a href={`#/disputes/${tx.dispute.id}`}>Open the dispute</a>
        </section>
      )}
      {tx.splitShares && (
        <section aria-labelledby="splits">
          <h2 id="splits">Split</h2>
          <pre className="json" tabIndex={0}>
            {JSON.stringify(tx.splitShares, null, 2)}
          </pre>
        </section>
      )}
      <section aria-labelledby="deliveries">
        <h2 id="deliveries">Webhook deliveries</h2>
        <ErrorBox error={activity.error} />
        {deliveries.length ? (
          <Table
            caption="Webhook deliveries of this transaction's events"
            rows={deliveries}
            rowKey={(d) => d.id}
            columns={[
              { label: 'Event', cell: (d) => <a href={`#/webhooks?event=${d.eventId}`}>{d.event}</a> },
              { label: 'Status', cell: (d) => <Status value={d.status} /> },
              { label: 'Attempts', cell: (d) => d.attemptCount },
              { label: 'Reply', cell: (d) => d.lastError ?? d.lastStatusCode ?? '—' },
              { label: 'Created', cell: (d) => <When iso={d.createdAt} /> },
            ]}
          />
        ) : (
          <Empty>
            No webhook deliveries for this transaction. Set a webhook URL in <a href="#/settings">Settings</a> to receive its events.
          </Empty>
        )}
      </section>
    </Page>
  );
}

function RefundForm({ reference, currency, left, onDone }: { reference: string; currency: string; left: number; onDone: (notice: string) => void }) {
  const [amount, setAmount] = useState('');
  const [state, refund] = useMutation(RefundDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const minor = amount.trim() ? toMinor(amount, currency) : left;
    if (minor === null || minor <= 0) return setProblem(`Enter an amount in ${currency}, e.g. 150.00, or leave it empty for the rest.`);
    setProblem(null);
    const r = await refund({ input: { transaction: reference, amount: String(minor) } });
    if (!r.error) {
      setAmount('');
      onDone(`Refund of ${money(minor, currency)} created: ${r.data!.createRefund.status}.`);
    }
  };
  return (
    <form className="filters" onSubmit={submit} aria-label="Refund this transaction">
      <Field label={`Amount to refund (${currency})`} hint={`Empty: all that is left, ${money(left, currency)}`}>
        {(id) => <input id={id} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <button type="submit" disabled={state.fetching}>
        Refund
      </button>
      <ErrorBox error={problem ?? state.error} />
    </form>
  );
}
