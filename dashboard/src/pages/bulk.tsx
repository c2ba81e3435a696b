import { useState } from 'react';
import { useMutation, useQuery, useSubscription } from 'urql';
import { BulkChargeDetailDocument, BulkChargesDocument, BulkProgressDocument, PauseBulkDocument, ResumeBulkDocument } from '../generated/graphql';
import { go } from '../router';
import { Code, Dl, Empty, ErrorBox, Loading, Money, Page, Pager, Status, Table, TxLink, When } from '../ui';

export function BulkCharges() {
  const [after, setAfter] = useState<string | undefined>();
  const [res] = useQuery({ query: BulkChargesDocument, variables: { first: 20, after } });
  const c = res.data?.bulkCharges;
  return (
    <Page title="Bulk charges">
      <ErrorBox error={res.error} />
      {!c && res.fetching && <Loading />}
      {c &&
        (c.nodes.length === 0 ? (
          <Empty>No batches. Queue charges on saved authorizations with <code>POST /bulkcharge</code> or the createBulkCharge mutation.</Empty>
        ) : (
          <Table
            caption="Bulk charge batches, newest first"
            rows={c.nodes}
            rowKey={(b) => b.id}
            columns={[
              { label: 'Batch', cell: (b) => <Code code={b.batchCode} /> },
              { label: 'Status', cell: (b) => <Status value={b.status} /> },
              { label: 'Progress', cell: (b) => `${b.totalCharges - b.pendingCharges} of ${b.totalCharges}` },
              { label: 'Succeeded', cell: (b) => b.succeeded },
              { label: 'Failed', cell: (b) => b.failed },
              { label: 'Created', cell: (b) => <When iso={b.createdAt} /> },
            ]}
          />
        ))}
      {c && <Pager hasNext={c.pageInfo.hasNextPage} onNext={() => setAfter(c.pageInfo.endCursor ?? undefined)} onFirst={after ? () => setAfter(undefined) : undefined} />}
    </Page>
  );
}

export function BulkChargeDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: BulkChargeDetailDocument, variables: { code } });
  const [progress] = useSubscription({ query: BulkProgressDocument, variables: { code } });
  const [pauseState, pause] = useMutation(PauseBulkDocument);
  const [resumeState, resume] = useMutation(ResumeBulkDocument);
  const b = res.data?.bulkCharge;
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
      <ErrorBox error={res.error} />
      {!res.data && res.fetching && <Loading />}
      {res.data && !b && <Empty>No batch has this code in this mode.</Empty>}
      {b && (
        <>
          <div className="progress-block">
            <div className="progress" role="progressbar" aria-label="Charges processed" aria-valuemin={0} aria-valuemax={total} aria-valuenow={processed} aria-valuetext={`${processed} of ${total}`}>
              <span style={{ width: `${pct}%` }} />
            </div>
            <p aria-live="polite">
              <span data-processed>{processed}</span> of {total} processed ({pct}%): {p?.succeeded ?? b.succeeded} succeeded, {p?.failed ?? b.failed} failed. Status <Status value={status} />
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
          <Dl items={[['Reference', b.reference ?? '—'], ['Created', <When key="c" iso={b.createdAt} />]]} />
          <h2>Latest charges</h2>
          {res.data!.bulkChargeItems.nodes.length === 0 ? (
            <Empty>No charges in this batch.</Empty>
          ) : (
            <Table
              caption="The batch's latest charges"
              rows={res.data!.bulkChargeItems.nodes}
              rowKey={(i) => i.id}
              columns={[
                { label: 'Customer', cell: (i) => (i.customer ? <Code code={i.customer.customerCode} /> : '—') },
                { label: 'Amount', cell: (i) => <Money amount={i.amount} currency={i.currency} /> },
                { label: 'Status', cell: (i) => <Status value={i.status} /> },
                { label: 'Transaction', cell: (i) => (i.transaction ? <TxLink reference={i.transaction.reference} /> : '—') },
              ]}
            />
          )}
        </>
      )}
    </Page>
  );
}
