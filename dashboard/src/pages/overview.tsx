import { useMemo } from 'react';
import { useQuery } from 'urql';
import { OverviewDocument, TestClockDocument } from '../generated/graphql';
import { money } from '../format';
import { Empty, ErrorBox, Loading, Money, Page, Table, TxLink, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

const DAY = 86_400_000;

// Midnight (the browser's time zone) of the day `now` falls on.
function startOfDay(now: Date): Date {
  const d = new Date(now);
  d.setHours(0, 0, 0, 0);
  return d;
}

export function Overview({ mode }: { mode: 'test' | 'live' }) {
  // In test mode "today" is the integration's test clock's day, as it is for every payment the
  // server records; the overview waits for it rather than show the wall clock's day first.
  const [clock, refetchClock] = useQuery({ query: TestClockDocument, pause: mode !== 'test' });
  const clockNow = mode === 'test' ? clock.data?.testClock.now : undefined;
  const clockReady = mode !== 'test' || clockNow !== undefined || clock.error !== undefined;
  const today = startOfDay(clockNow ? new Date(clockNow) : new Date()).toISOString();
  const vars = useMemo(() => ({ from: today, weekAgo: new Date(new Date(today).getTime() - 6 * DAY).toISOString() }), [today]);
  const [res, refetch] = useQuery({ query: OverviewDocument, variables: vars, pause: !clockReady });
  const live = useLiveEvents((e) => {
    if (e.type === 'test_clock.advanced') refetchClock({ requestPolicy: 'network-only' });
    else if (e.resource.startsWith('transaction:') || e.type.startsWith('transfer.')) refetch({ requestPolicy: 'network-only' });
  });
  const d = res.data;
  return (
    <Page title="Overview" actions={<LiveBadge connected={live.connected} />}>
      <p className="lead">
        You are in <strong>{mode}</strong> mode: everything here is this integration&apos;s {mode} data.
      </p>
      <ErrorBox error={res.error ?? clock.error} />
      {!d && (res.fetching || !clockReady) && <Loading />}
      {d && (
        <>
          <div className="cards">
            <section className="card" aria-labelledby="bal">
              <h2 id="bal">Balance</h2>
              {d.balance.length ? (
                d.balance.map((b) => (
                  <p key={b.currency} className="big">
                    <Money amount={b.balance} currency={b.currency} />
                  </p>
                ))
              ) : (
                <p>Nothing yet: a successful payment credits it.</p>
              )}
            </section>
            <section className="card" aria-labelledby="today">
              <h2 id="today">Today</h2>
              {d.transactionTotals.totalVolumeByCurrency.length ? (
                d.transactionTotals.totalVolumeByCurrency.map((v) => (
                  <p key={v.currency} className="big">
                    <Money amount={v.amount} currency={v.currency} />
                  </p>
                ))
              ) : (
                <p className="big">{money(0, 'NGN')}</p>
              )}
              <p>
                {d.transactionTotals.totalTransactions} successful payment{d.transactionTotals.totalTransactions === 1 ? '' : 's'} from{' '}
                {d.transactionTotals.uniqueCustomers} customer
                {d.transactionTotals.uniqueCustomers === 1 ? '' : 's'}
              </p>
            </section>
          </div>
          <Charts today={new Date(today)} week={d.week.nodes} deliveries={d.webhookDeliveries.nodes} />
          <section aria-labelledby="failures">
            <h2 id="failures">Recent failures</h2>
            {d.failures.nodes.length ? (
              <Table
                caption="The five latest failed transactions"
                rows={d.failures.nodes}
                rowKey={(t) => t.id}
                columns={[
                  { label: 'Reference', cell: (t) => <TxLink reference={t.reference} /> },
                  { label: 'Amount', cell: (t) => <Money amount={t.amount} currency={t.currency} /> },
                  { label: 'Reason', cell: (t) => t.gatewayResponse ?? '—' },
                  { label: 'Customer', cell: (t) => <a href={`#/customers/${t.customer.customerCode}`}>{t.customer.email}</a> },
                  { label: 'When', cell: (t) => <When iso={t.createdAt} /> },
                ]}
              />
            ) : (
              <Empty>No failed payments. Declined cards and abandoned checkouts show here.</Empty>
            )}
          </section>
        </>
      )}
    </Page>
  );
}

interface WeekTx {
  status: string;
  amount: string;
  currency: string;
  createdAt: string;
}

// Charts where a glance beats a table: successful volume per day (the main currency), the success
// rate over the week, and how fast the webhook endpoint answers. Each has its numbers in text too.
function Charts({
  today,
  week,
  deliveries,
}: {
  today: Date;
  week: WeekTx[];
  deliveries: Array<{ status: string; attempts: Array<{ latencyMs: number; success: boolean }> }>;
}) {
  const currency = week.find((t) => t.status === 'success')?.currency ?? 'NGN';
  const days = Array.from({ length: 7 }, (_, i) => new Date(today.getTime() - (6 - i) * DAY));
  const volume = days.map((d) =>
    week
      .filter(
        (t) =>
          t.status === 'success' &&
          t.currency === currency &&
          new Date(t.createdAt).getTime() >= d.getTime() &&
          new Date(t.createdAt).getTime() < d.getTime() + DAY,
      )
      .reduce((s, t) => s + Number(t.amount), 0),
  );
  const max = Math.max(1, ...volume);
  const finished = week.filter((t) => t.status === 'success' || t.status === 'failed');
  const rate = finished.length ? Math.round((100 * finished.filter((t) => t.status === 'success').length) / finished.length) : null;
  const latencies = deliveries.flatMap((d) => d.attempts.map((a) => a.latencyMs)).sort((a, b) => a - b);
  const p50 = latencies.length ? latencies[Math.floor(latencies.length / 2)] : null;
  const p95 = latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.95))] : null;
  const label = (d: Date) => d.toLocaleDateString(undefined, { weekday: 'short' });
  return (
    <div className="cards">
      <section className="card wide" aria-labelledby="vol">
        <h2 id="vol">Volume, last 7 days ({currency})</h2>
        <svg className="bars" viewBox="0 0 350 120" role="img" aria-labelledby="vol vol-desc">
          <desc id="vol-desc">{days.map((d, i) => `${label(d)}: ${money(volume[i], currency)}`).join(', ')}</desc>
          {volume.map((v, i) => (
            <g key={i}>
              <rect x={i * 50 + 8} y={100 - (v / max) * 90} width={34} height={(v / max) * 90} rx={3} />
              <text x={i * 50 + 25} y={115} textAnchor="middle">
                {label(days[i]!)}
              </text>
            </g>
          ))}
        </svg>
      </section>
      <section className="card" aria-labelledby="rate">
        <h2 id="rate">Success rate, 7 days</h2>
        {rate === null ? (
          <p>No finished payments this week.</p>
        ) : (
          <>
            <p className="big">{rate}%</p>
            <div className="meter" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={rate} aria-labelledby="rate">
              <span style={{ width: `${rate}%` }} />
            </div>
          </>
        )}
      </section>
      <section className="card" aria-labelledby="lat">
        <h2 id="lat">Webhook latency</h2>
        {p50 === null ? (
          <p>
            No webhook attempts yet. <a href="#/settings">Set a webhook URL</a>.
          </p>
        ) : (
          <p>
            median <strong>{p50} ms</strong>, 95th percentile <strong>{p95} ms</strong> over the last {latencies.length} attempts
          </p>
        )}
      </section>
    </div>
  );
}
