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
import { money, toMinor } from '../format';
import { go } from '../router';
import { Code, Dl, Empty, ErrorBox, Field, Loading, Money, Page, Pager, Status, Table, TxLink, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

const STATUSES: TransactionStatus[] = ['success', 'failed', 'abandoned', 'ongoing', 'pending', 'reversed'];

export function Transactions({ query }: { query: URLSearchParams }) {
  const status = (query.get('status') || undefined) as TransactionStatus | undefined;
  const currency = query.get('currency') || undefined;
  const from = query.get('from') || undefined;
  const to = query.get('to') || undefined;
  const after = query.get('after') || undefined;
  const before = query.get('before') || undefined;
  const filter = { status, currency, from: from ? new Date(`${from}T00:00:00`).toISOString() : undefined, to: to ? new Date(`${to}T23:59:59.999`).toISOString() : undefined };
  const [res, refetch] = useQuery({ query: TransactionsDocument, variables: before ? { last: 20, before, filter } : { first: 20, after, filter } });
  const [announce, setAnnounce] = useState('');
  const live = useLiveEvents((e) => {
    if (!e.resource.startsWith('transaction:')) return;
    refetch({ requestPolicy: 'network-only' });
    const ref = typeof e.data.reference === 'string' ? e.data.reference : '';
    setAnnounce(`${e.type}${ref ? ` ${ref}` : ''}`);
  });
  const params = { status, currency, from, to };
  const [search, setSearch] = useState('');
  const find = (e: FormEvent) => {
    e.preventDefault();
    if (search.trim()) go(`transactions/${encodeURIComponent(search.trim())}`);
  };
  const conn = res.data?.transactions;
  return (
    <Page title="Transactions" actions={<LiveBadge connected={live.connected} />}>
      <form className="filters" onSubmit={find} role="search" aria-label="Find a transaction">
        <Field label="Reference">{(id) => <input id={id} value={search} onChange={(e) => setSearch(e.target.value)} placeholder="T1234…" />}</Field>
        <button type="submit">Open</button>
      </form>
      <form className="filters" aria-label="Filter transactions" onSubmit={(e) => e.preventDefault()}>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status ?? ''} onChange={(e) => go('transactions', { ...params, status: e.target.value })}>
              <option value="">Any</option>
              {STATUSES.map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Currency">
          {(id) => (
            <select id={id} value={currency ?? ''} onChange={(e) => go('transactions', { ...params, currency: e.target.value })}>
              <option value="">Any</option>
              {['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF'].map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="From">{(id) => <input id={id} type="date" value={from ?? ''} onChange={(e) => go('transactions', { ...params, from: e.target.value })} />}</Field>
        <Field label="To">{(id) => <input id={id} type="date" value={to ?? ''} onChange={(e) => go('transactions', { ...params, to: e.target.value })} />}</Field>
      </form>
      <p className="sr-only" aria-live="polite">
        {announce}
      </p>
      <ErrorBox error={res.error} />
      {!conn && res.fetching && <Loading what="Loading transactions" />}
      {conn && (
        <>
          <p className="count">
            {conn.totalCount} transaction{conn.totalCount === 1 ? '' : 's'}
          </p>
          {conn.nodes.length === 0 ? (
            <Empty>
              No transactions {status || currency || from || to ? 'match these filters' : 'yet'}. Initialize one (<code>POST /transaction/initialize</code>) and pay on its checkout page, or charge a card
              with <code>POST /charge</code>: it appears here as it happens.
            </Empty>
          ) : (
            <TransactionTable rows={conn.nodes} />
          )}
          <Pager
            hasNext={conn.pageInfo.hasNextPage}
            hasPrev={Boolean(after || before) && (before ? conn.pageInfo.hasPreviousPage : true)}
            onNext={() => go('transactions', { ...params, after: conn.pageInfo.endCursor ?? undefined })}
            onPrev={() => go('transactions', { ...params, before: conn.pageInfo.startCursor ?? undefined })}
          />
        </>
      )}
    </Page>
  );
}

export function TransactionTable({ rows }: { rows: TransactionRowFragment[] }) {
  return (
    <Table
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
  if (res.error) return <Page title={`Transaction ${reference}`}><ErrorBox error={res.error} /></Page>;
  if (!res.data) return <Page title={`Transaction ${reference}`}><Loading /></Page>;
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
    ...[...events].reverse().map((e) => ({ key: `ev-${e.id}`, at: e.createdAt, what: `Event ${e.type}`, detail: e.webhook ? 'sent to the webhook URL' : 'internal' })),
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
              ['Card', `${tx.authorization.brand} ${tx.authorization.bin}…${tx.authorization.last4} (${tx.authorization.expMonth}/${tx.authorization.expYear})`],
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
          <RefundForm reference={tx.reference} currency={tx.currency} left={Number(tx.amount) - Number(tx.refundedAmount)} onDone={() => refetch({ requestPolicy: 'network-only' })} />
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
          <Empty>No refunds. Refund with <code>POST /refund</code> or the createRefund mutation.</Empty>
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
          <a href="#/disputes">All disputes</a>
        </section>
      )}
      {tx.splitShares && (
        <section aria-labelledby="splits">
          <h2 id="splits">Split</h2>
          <pre className="json" tabIndex={0}>{JSON.stringify(tx.splitShares, null, 2)}</pre>
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
          <Empty>No webhook deliveries for this transaction. Set a webhook URL in <a href="#/settings">Settings</a> to receive its events.</Empty>
        )}
      </section>
    </Page>
  );
}

function RefundForm({ reference, currency, left, onDone }: { reference: string; currency: string; left: number; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [state, refund] = useMutation(RefundDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(null);
    const minor = amount.trim() ? toMinor(amount, currency) : left;
    if (minor === null || minor <= 0) return setProblem(`Enter an amount in ${currency}, e.g. 150.00, or leave it empty for the rest.`);
    setProblem(null);
    const r = await refund({ input: { transaction: reference, amount: String(minor) } });
    if (!r.error) {
      setDone(`Refund of ${money(minor, currency)} created: ${r.data!.createRefund.status}.`);
      setAmount('');
      onDone();
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
      {done && (
        <p className="notice" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
