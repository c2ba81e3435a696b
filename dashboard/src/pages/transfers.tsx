import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { FinalizeTransferDocument, TransfersDocument } from '../generated/graphql';
import { go } from '../router';
import { Code, Empty, ErrorBox, Field, Loading, Money, Page, Pager, Status, Table, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

export function Transfers({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const status = query.get('status') || undefined;
  const q = query.get('q')?.trim() ?? '';
  const [res, refetch] = useQuery({ query: TransfersDocument, variables: { first: 50, after, status } });
  const live = useLiveEvents((e) => {
    if (e.type.startsWith('transfer') || e.resource.startsWith('transfer')) refetch({ requestPolicy: 'network-only' });
  });
  const [fin, finalize] = useMutation(FinalizeTransferDocument);
  const [otpFor, setOtpFor] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const d = res.data;
  const match = (s: Array<string | null | undefined>) => !q || s.some((v) => v?.toLowerCase().includes(q.toLowerCase()));
  const transfers = (d?.transfers.nodes ?? []).filter((t) => match([t.transferCode, t.reference, t.reason, t.recipient?.recipientCode, t.recipient?.name]));
  const recipients = (d?.transferRecipients.nodes ?? []).filter((r) => match([r.recipientCode, r.name, r.accountNumber]));
  const submitOtp = async (e: FormEvent) => {
    e.preventDefault();
    const r = await finalize({ code: otpFor!, otp: otp.trim() });
    if (!r.error) {
      setOtpFor(null);
      setOtp('');
    }
  };
  return (
    <Page title="Transfers and recipients" actions={<LiveBadge connected={live.connected} />}>
      <form className="filters" role="search" aria-label="Search transfers" onSubmit={(e) => e.preventDefault()}>
        <Field label="Search">{(id) => <input id={id} defaultValue={q} placeholder="TRF_, RCP_, name…" onKeyDown={(e) => e.key === 'Enter' && go('transfers', { status, q: e.currentTarget.value })} />}</Field>
        <Field label="Status">
          {(id) => (
            <select id={id} value={status ?? ''} onChange={(e) => go('transfers', { q, status: e.target.value })}>
              <option value="">Any</option>
              {['otp', 'pending', 'success', 'failed', 'reversed', 'abandoned'].map((s) => (
                <option key={s}>{s}</option>
              ))}
            </select>
          )}
        </Field>
      </form>
      <ErrorBox error={res.error} />
      {!d && res.fetching && <Loading />}
      {d && (
        <>
          <p>Transfers {d.transferOtpRequired ? 'wait for an OTP (sent as a notification) before they go' : 'go out without an OTP'}.</p>
          {otpFor && (
            <form className="form" onSubmit={submitOtp} aria-label={`Finalize ${otpFor}`}>
              <Field label={`OTP for ${otpFor}`}>{(id) => <input id={id} inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(e) => setOtp(e.target.value)} autoFocus />}</Field>
              <ErrorBox error={fin.error} />
              <div className="toolbar">
                <button type="submit" disabled={fin.fetching}>
                  Finalize transfer
                </button>
                <button type="button" onClick={() => setOtpFor(null)}>
                  Cancel
                </button>
              </div>
            </form>
          )}
          <section aria-labelledby="trf">
            <h2 id="trf">Transfers</h2>
            {transfers.length === 0 ? (
              <Empty>No transfers{q || status ? ' match' : ''}. Send one with <code>POST /transfer</code> to a recipient.</Empty>
            ) : (
              <Table
                caption="Transfers, newest first"
                rows={transfers}
                rowKey={(t) => t.id}
                columns={[
                  { label: 'Code', cell: (t) => <code>{t.transferCode}</code> },
                  { label: 'Amount', cell: (t) => <Money amount={t.amount} currency={t.currency} /> },
                  { label: 'Recipient', cell: (t) => (t.recipient ? <Code code={t.recipient.recipientCode} /> : '—') },
                  { label: 'Status', cell: (t) => <Status value={t.status} /> },
                  { label: 'Reason', cell: (t) => t.failures ?? t.reason ?? '—' },
                  { label: 'Created', cell: (t) => <When iso={t.createdAt} /> },
                  {
                    label: 'Action',
                    cell: (t) =>
                      t.status === 'otp' ? (
                        <button type="button" onClick={() => setOtpFor(t.transferCode)}>
                          Enter OTP
                        </button>
                      ) : (
                        '—'
                      ),
                  },
                ]}
              />
            )}
            <Pager hasNext={d.transfers.pageInfo.hasNextPage} onNext={() => go('transfers', { status, after: d.transfers.pageInfo.endCursor ?? undefined })} onFirst={after ? () => go('transfers', { status }) : undefined} />
          </section>
          <section aria-labelledby="rcp">
            <h2 id="rcp">Recipients</h2>
            {recipients.length === 0 ? (
              <Empty>No recipients. Add one with <code>POST /transferrecipient</code>.</Empty>
            ) : (
              <Table
                caption="Transfer recipients"
                rows={recipients}
                rowKey={(r) => r.id}
                columns={[
                  { label: 'Code', cell: (r) => <code>{r.recipientCode}</code> },
                  { label: 'Name', cell: (r) => r.name },
                  { label: 'Account', cell: (r) => [r.bankName, r.accountNumber].filter(Boolean).join(' ') || r.type },
                  { label: 'Currency', cell: (r) => r.currency },
                  { label: 'Active', cell: (r) => (r.active ? 'yes' : 'no') },
                ]}
              />
            )}
          </section>
        </>
      )}
    </Page>
  );
}
