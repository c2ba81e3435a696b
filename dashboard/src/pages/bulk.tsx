import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import {
  BulkChargeDetailDocument,
  BulkChargesDocument,
  BulkProgressDocument,
  PauseBulkDocument,
  ResumeBulkDocument,
  type BulkProgressSubscription,
} from '../generated/graphql';
import { ChoiceFilter, CursorPager, FreshNotice, Listed, Rows, useListParams, useSteadyRows } from '../list';
import { go } from '../router';
import { Code, Dl, Empty, ErrorBox, Lookup, Money, Page, Status, Table, TxLink, When } from '../ui';
import { Act } from '../form';
import { LiveBadge, useLiveEvents } from './live';
import { BulkChargeCsv } from './bulk-charges-csv';

// The events that change a batch, each carrying its counts (batch_code, processed, succeeded, failed,
// total_charges, status).
const BATCH_EVENTS = ['bulkcharge.created', 'bulkcharge.progress', 'bulkcharge.paused', 'bulkcharge.resumed', 'bulkcharge.complete'];

interface Counts {
  status: string;
  processed: number;
  succeeded: number;
  failed: number;
}

export function BulkCharges({ query }: { query: URLSearchParams }) {
  const list = useListParams('bulk-charges', query, ['status'] as const);
  const { status } = list.values;
  const after = list.cursor();
  const variables = { first: 20, after, status };
  const [res, refetch] = useQuery({ query: BulkChargesDocument, variables });
  // Each charge that finishes moves its batch's row in place from the event's own counts (no
  // request per charge); a new batch is fetched but waits behind "N new — show" (useSteadyRows).
  const [counts, setCounts] = useState<Map<string, Counts>>(new Map());
  const live = useLiveEvents((e) => {
    const p = e.data as { batch_code?: unknown; status?: unknown; processed?: unknown; succeeded?: unknown; failed?: unknown };
    if (e.type === 'bulkcharge.created') {
      if (!after) refetch({ requestPolicy: 'network-only' });
      return;
    }
    // A batch that ends or pauses may leave the status filter; the next fetch says so.
    if (status && e.type !== 'bulkcharge.progress') refetch({ requestPolicy: 'network-only' });
    if (typeof p.batch_code !== 'string') return;
    const next: Counts = { status: String(p.status), processed: Number(p.processed), succeeded: Number(p.succeeded), failed: Number(p.failed) };
    setCounts((m) => {
      const seen = m.get(p.batch_code as string);
      // Events from several nodes can arrive out of order: an older count never replaces a newer one.
      if (seen && seen.processed > next.processed) return m;
      return new Map(m).set(p.batch_code as string, next);
    });
  }, BATCH_EVENTS);
  const c = res.data?.bulkCharges;
  const steady = useSteadyRows(res, c?.nodes, variables);
  const rows = steady.nodes.map((b) => {
    const n = counts.get(b.batchCode);
    // A row fetched after the event already holds these counts or newer ones.
    if (!n || b.totalCharges - b.pendingCharges > n.processed) return b;
    return { ...b, status: n.status, pendingCharges: b.totalCharges - n.processed, succeeded: n.succeeded, failed: n.failed };
  });
  return (
    <Page
      title="Bulk charges"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <Act label="Charge in bulk from CSV">{(close) => <BulkChargeCsv onClose={close} />}</Act>
        </>
      }
    >
      <form className="filters" aria-label="Filter batches" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Status" value={status} options={['active', 'paused', 'complete']} onChange={(v) => list.set({ status: v })} />
      </form>
      <FreshNotice count={steady.fresh} noun={['batch', 'batches']} onShow={steady.showFresh} focus={() => document.getElementById('batches-table')?.focus()} />
      <Listed res={res} page={c}>
        {(c) => (
          <>
            <Rows
              empty={
                <>
                  No batches{status ? ' match' : ''}. Queue charges on saved authorizations with <code>POST /bulkcharge</code> or the createBulkCharge mutation.
                </>
              }
              id="batches-table"
              caption="Bulk charge batches, newest first"
              rows={rows}
              rowKey={(b) => b.id}
              columns={[
                { label: 'Batch', cell: (b) => <Code code={b.batchCode} /> },
                { label: 'Status', cell: (b) => <Status value={b.status} /> },
                { label: 'Progress', cell: (b) => <span data-progress={b.batchCode}>{`${b.totalCharges - b.pendingCharges} of ${b.totalCharges}`}</span> },
                { label: 'Succeeded', cell: (b) => b.succeeded },
                { label: 'Failed', cell: (b) => b.failed },
                { label: 'Created', cell: (b) => <When iso={b.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function BulkChargeDetail({ code, query }: { code: string; query: URLSearchParams }) {
  const list = useListParams(`bulk-charges/${encodeURIComponent(code)}`, query, ['status'] as const);
  const { status: itemStatus } = list.values;
  const after = list.cursor();
  const variables = { code, after, status: itemStatus };
  const [res, refetch] = useQuery({ query: BulkChargeDetailDocument, variables });
  // The charges shown take their outcome as the batch moves: one reload a second at most, however
  // fast the charges go (a batch may hold thousands).
  const reload = useCoalesced(() => refetch({ requestPolicy: 'network-only' }), 1000);
  const [progress] = useSubscription({ query: BulkProgressDocument, variables: { code } }, (_p: unknown, d: BulkProgressSubscription) => {
    reload();
    return d;
  });
  const [pauseState, pause] = useMutation(PauseBulkDocument);
  const [resumeState, resume] = useMutation(ResumeBulkDocument);
  const b = res.data?.bulkCharge;
  const items = useSteadyRows(res, res.data?.bulkChargeItems.nodes, variables);
  const p = progress.data?.bulkChargeProgress;
  const total = p?.total ?? b?.totalCharges ?? 0;
  const processed = p?.processed ?? (b ? b.totalCharges - b.pendingCharges : 0);
  const status = p?.status ?? b?.status ?? '';
  const pct = total ? Math.floor((100 * processed) / total) : 0;
  const act = async (which: 'pause' | 'resume') => {
    await (which === 'pause' ? pause({ code }) : resume({ code }));
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <Page title={`Bulk charge ${code}`}>
      <p>
        <a href="#/bulk-charges" onClick={(e) => (e.preventDefault(), go('bulk-charges'))}>
          ← All batches
        </a>
      </p>
      <Lookup res={res} found={!!b} missing="No batch has this code in this mode." />
      {b && (
        <>
          <div className="progress-block">
            <div
              className="progress"
              role="progressbar"
              aria-label="Charges processed"
              aria-valuemin={0}
              aria-valuemax={total}
              aria-valuenow={processed}
              aria-valuetext={`${processed} of ${total}`}
            >
              <span style={{ width: `${pct}%` }} />
            </div>
            <p aria-live="polite">
              <span data-processed>{processed}</span> of {total} processed ({pct}%): {p?.succeeded ?? b.succeeded} succeeded, {p?.failed ?? b.failed} failed.
              Status <Status value={status} />
            </p>
          </div>
          <div className="toolbar">
            <button type="button" onClick={() => act('pause')} disabled={status !== 'active' || pauseState.fetching}>
              Pause
            </button>
            <button type="button" onClick={() => act('resume')} disabled={status !== 'paused' || resumeState.fetching}>
              Resume
            </button>
          </div>
          <ErrorBox error={pauseState.error ?? resumeState.error} />
          <Dl
            items={[
              ['Reference', b.reference ?? '—'],
              ['Created', <When key="c" iso={b.createdAt} />],
            ]}
          />
          <h2>Charges</h2>
          <form className="filters" aria-label="Filter the batch's charges" onSubmit={(e) => e.preventDefault()}>
            <ChoiceFilter label="Charge status" value={itemStatus} options={['pending', 'success', 'failed']} onChange={(v) => list.set({ status: v })} />
          </form>
          {items.nodes.length === 0 ? (
            <Empty>No charges in this batch{itemStatus ? ` are ${itemStatus}` : ''}.</Empty>
          ) : (
            <Table
              caption="The batch's charges, newest first"
              rows={items.nodes}
              rowKey={(i) => i.id}
              columns={[
                { label: 'Customer', cell: (i) => (i.customer ? <Code code={i.customer.customerCode} /> : '—') },
                { label: 'Amount', cell: (i) => <Money amount={i.amount} currency={i.currency} /> },
                { label: 'Status', cell: (i) => <Status value={i.status} /> },
                { label: 'Transaction', cell: (i) => (i.transaction ? <TxLink reference={i.transaction.reference} /> : '—') },
              ]}
            />
          )}
          <CursorPager pageInfo={res.data!.bulkChargeItems.pageInfo} after={after} goTo={(a) => list.page(a)} />
        </>
      )}
    </Page>
  );
}

// `fn` at most once per `ms`: a burst of calls runs it once at the end of the interval.
function useCoalesced(fn: () => void, ms: number): () => void {
  const latest = useRef(fn);
  latest.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    timer.current ??= setTimeout(() => {
      timer.current = null;
      latest.current();
    }, ms);
  };
}
