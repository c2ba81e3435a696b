import { useState, type FormEvent } from 'react';
import { useClient, useMutation } from 'urql';
import {
  BulkTransferDocument,
  CheckBulkTransferDocument,
  DisableTransferOtpDocument,
  DisableTransferOtpFinalizeDocument,
  type BulkTransferMutation,
} from '../generated/graphql';
import { BulkCsv, type CsvColumn } from '../bulk-csv';
import { modeOfKey, storedKey } from '../client';
import { money } from '../format';
import { Code, ErrorBox, Status } from '../ui';
import { useLiveEvents } from './live';

// Paystack's /transfer/bulk takes at most 100 transfers (MAX_BULK_TRANSFERS on the server).
const MAX_LINES = 100;

const COLUMNS: CsvColumn[] = [
  { key: 'amount', label: 'amount', names: ['amount'], required: true },
  { key: 'recipient', label: 'recipient', names: ['recipient', 'recipient_code', 'recipient code'], required: true },
  { key: 'reason', label: 'reason', names: ['reason', 'narration'] },
  { key: 'reference', label: 'reference', names: ['reference', 'ref'] },
];

type Sent = BulkTransferMutation['bulkTransfer'][number];

// "Send in bulk from CSV" on the transfers page: bulkTransfer (POST /transfer/bulk's service) with a
// preview by checkBulkTransfer, and each transfer's status as its events arrive.
export function BulkTransferCsv({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const client = useClient();
  const [, bulk] = useMutation(BulkTransferDocument);
  const [sent, setSent] = useState<Sent[]>([]);
  useLiveEvents(
    (e) => {
      const d = e.data as { transfer_code?: unknown; status?: unknown };
      if (typeof d.transfer_code !== 'string' || typeof d.status !== 'string') return;
      setSent((all) => all.map((t) => (t.transferCode === d.transfer_code ? { ...t, status: d.status as string } : t)));
    },
    ['transfer.success', 'transfer.failed', 'transfer.reversed'],
  );
  return (
    <BulkCsv
      title="Send transfers in bulk from a CSV file"
      intro={
        <p>
          One transfer a line, from the balance, to a saved recipient (its <code>RCP_</code> code). Every line is checked before anything is sent, and the whole
          file goes out together or not at all.
        </p>
      }
      columns={COLUMNS}
      maxLines={MAX_LINES}
      noun={['transfer', 'transfers']}
      lineProblems={(l) => (l.cells.recipient ? [] : [{ field: 'recipient', message: 'a recipient code (RCP_…) is required' }])}
      entry={(l) => ({
        amount: l.minor!,
        recipient: l.cells.recipient,
        reason: l.cells.reason || undefined,
        reference: l.cells.reference || undefined,
      })}
      check={async (transfers, currency) => {
        const r = await client.query(CheckBulkTransferDocument, { transfers, currency }, { requestPolicy: 'network-only' }).toPromise();
        const c = r.data?.checkBulkTransfer;
        if (!c) return { error: r.error };
        return {
          checked: {
            problems: c.problems,
            found: new Map(
              c.rows.map((row) => [
                row.row,
                row.recipient ? (
                  <span>
                    {row.recipient.name}
                    {row.recipient.accountNumber ? ` · ${[row.recipient.bankName, row.recipient.accountNumber].filter(Boolean).join(' ')}` : ''}
                    {row.fee !== null && row.fee !== undefined ? ` · fee ${money(row.fee, row.recipient.currency)}` : ''}
                  </span>
                ) : (
                  'ok'
                ),
              ]),
            ),
            gate: c.otpRequired ? (recheck) => <OtpOff onOff={recheck} /> : undefined,
          },
        };
      }}
      send={async (transfers, currency) => {
        const r = await bulk({ transfers, currency });
        if (r.error) return { error: r.error };
        setSent(r.data!.bulkTransfer);
        onSent();
        return { done: `${r.data!.bulkTransfer.length} transfers queued. Each line's status follows below as the bank answers.` };
      }}
      outcome={(i) =>
        sent[i] ? (
          <span>
            <Code code={sent[i].transferCode} /> <Status value={sent[i].status} />
          </span>
        ) : (
          'sent'
        )
      }
      sendLabel="Send transfers"
      show={[
        { label: 'Recipient', cell: (l) => <code>{l.cells.recipient || '—'}</code> },
        { label: 'Reason', cell: (l) => l.cells.reason || '—' },
        { label: 'Reference', cell: (l) => l.cells.reference || '—' },
      ]}
      onClose={onClose}
    />
  );
}

// Paystack refuses bulk transfers while each transfer waits for an OTP: turning the requirement off
// takes an OTP of its own (sent to the business's contact; in test mode the test integration's).
function OtpOff({ onOff }: { onOff: () => void }) {
  const [asked, ask] = useMutation(DisableTransferOtpDocument);
  const [fin, finalize] = useMutation(DisableTransferOtpFinalizeDocument);
  const [otp, setOtp] = useState('');
  const test = modeOfKey(storedKey() ?? '') === 'test';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const r = await finalize({ otp: otp.trim() });
    if (!r.error) onOff();
  };
  if (!asked.data)
    return (
      <>
        <p>Bulk transfers are refused while transfers wait for an OTP, as on Paystack. Turn the OTP requirement off to send this file.</p>
        <ErrorBox error={asked.error} />
        <button type="button" onClick={() => ask({})} disabled={asked.fetching}>
          Turn off the OTP requirement
        </button>
      </>
    );
  return (
    <form onSubmit={submit} aria-label="Turn off the transfer OTP requirement" className="form">
      <p>An OTP was sent to the business&apos;s contact to confirm.</p>
      {test && (
        <p className="test-hint">
          Test mode: this integration accepts OTP <code>123456</code>.
        </p>
      )}
      <div className="field">
        <label htmlFor="otp-off">OTP</label>
        <input id="otp-off" inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(e) => setOtp(e.target.value)} autoFocus />
      </div>
      <ErrorBox error={fin.error} />
      <button type="submit" disabled={fin.fetching}>
        Confirm and turn it off
      </button>
    </form>
  );
}
