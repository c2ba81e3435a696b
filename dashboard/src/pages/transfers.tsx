import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { FinalizeTransferDocument, TransfersDocument } from '../generated/graphql';
import { ChoiceFilter, CsvExport, CursorPager, DateFields, FreshNotice, Listed, Rows, SearchBox, useListParams, useSteadyRows } from '../list';
import { dayEnd, dayStart } from '../format';
import { Code, ErrorBox, Field, Money, Page, Status, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';
import { TransferActions } from './act-transfers';

export function Transfers({ query }: { query: URLSearchParams }) {
  const list = useListParams('transfers', query, ['status', 'search', 'from', 'to'] as const);
  const { status, search, from, to } = list.values;
  const after = list.cursor('after');
  const recipientsAfter = list.cursor('recipientsAfter');
  const variables = { first: 20, after, status, search, from: dayStart(from), to: dayEnd(to), recipientsAfter };
  const [res, refetch] = useQuery({ query: TransfersDocument, variables });
  const live = useLiveEvents((e) => {
    if (e.type.startsWith('transfer') || e.resource.startsWith('transfer')) refetch({ requestPolicy: 'network-only' });
  });
  const [fin, finalize] = useMutation(FinalizeTransferDocument);
  const [otpFor, setOtpFor] = useState<string | null>(null);
  const [otp, setOtp] = useState('');
  const d = res.data;
  const transfers = useSteadyRows(res, d?.transfers.nodes, variables);
  const recipients = useSteadyRows(res, d?.transferRecipients.nodes, variables);
  const submitOtp = async (e: FormEvent) => {
    e.preventDefault();
    const r = await finalize({ code: otpFor!, otp: otp.trim() });
    if (!r.error) {
      setOtpFor(null);
      setOtp('');
    }
  };
  return (
    <Page
      title="Transfers and recipients"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <TransferActions onChanged={() => refetch({ requestPolicy: 'network-only' })} />
        </>
      }
    >
      <SearchBox
        label="Search transfers and recipients"
        value={search}
        placeholder="TRF_ or RCP_ code, reference, reason, name, account"
        onSearch={(t) => list.set({ search: t })}
      />
      <form className="filters" aria-label="Filter transfers" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter
          label="Status"
          value={status}
          options={['otp', 'pending', 'success', 'failed', 'reversed', 'abandoned']}
          onChange={(v) => list.set({ status: v })}
        />
        <DateFields from={from} to={to} set={list.set} />
      </form>
      <CsvExport
        path="/transfer/export"
        filter={{ status, from: dayStart(from), to: dayEnd(to) }}
        note={search ? 'The CSV holds every transfer of the status and dates chosen; the search is not applied to it.' : undefined}
      />
      <Listed res={res} page={d}>
        {(d) => (
          <>
            <p>Transfers {d.transferOtpRequired ? 'wait for an OTP (sent as a notification) before they go' : 'go out without an OTP'}.</p>
            {otpFor && (
              <form className="form" onSubmit={submitOtp} aria-label={`Finalize ${otpFor}`}>
                <Field label={`OTP for ${otpFor}`}>
                  {(id) => <input id={id} inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(e) => setOtp(e.target.value)} autoFocus />}
                </Field>
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
              <p className="count">
                {d.transfers.totalCount} transfer{d.transfers.totalCount === 1 ? '' : 's'}
                {search ? ` holding “${search}”` : ''}
              </p>
              <FreshNotice
                count={transfers.fresh}
                noun={['transfer', 'transfers']}
                onShow={transfers.showFresh}
                focus={() => document.getElementById('transfers-table')?.focus()}
              />
              <Rows
                id="transfers-table"
                empty={
                  <>
                    No transfers{search || status ? ' match' : ''}. Send one with <code>POST /transfer</code> to a recipient.
                  </>
                }
                caption="Transfers, newest first"
                rows={transfers.nodes}
                rowKey={(t) => t.id}
                columns={[
                  { label: 'Code', cell: (t) => <Code code={t.transferCode} /> },
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
              <CursorPager pageInfo={d.transfers.pageInfo} after={after} goTo={(a) => list.page(a)} />
            </section>
            <section aria-labelledby="rcp">
              <h2 id="rcp">Recipients</h2>
              <Rows
                empty={
                  <>
                    No recipients{search ? ' match' : ''}. Add one with <code>POST /transferrecipient</code>.
                  </>
                }
                id="recipients-table"
                caption="Transfer recipients"
                rows={recipients.nodes}
                rowKey={(r) => r.id}
                columns={[
                  { label: 'Code', cell: (r) => <code>{r.recipientCode}</code> },
                  { label: 'Name', cell: (r) => r.name },
                  { label: 'Account', cell: (r) => [r.bankName, r.accountNumber].filter(Boolean).join(' ') || r.type },
                  { label: 'Currency', cell: (r) => r.currency },
                  { label: 'Active', cell: (r) => (r.active ? 'yes' : 'no') },
                ]}
              />
              <CursorPager pageInfo={d.transferRecipients.pageInfo} after={recipientsAfter} goTo={(a) => list.page(a, 'recipientsAfter')} />
            </section>
          </>
        )}
      </Listed>
    </Page>
  );
}
