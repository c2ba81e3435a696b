import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CreateRecipientDocument,
  FinalizeTransferOtpDocument,
  InitiateTransferDocument,
  RecipientChoicesDocument,
  ResendTransferOtpDocument,
} from '../generated/graphql';
import { modeOfKey, storedKey } from '../client';
import { Act, Done, FormDialog, minorOf, opt } from '../form';
import { money } from '../format';
import { currencyOptions } from './plans';
import { BulkTransferCsv } from './bulk-transfers-csv';

// New recipient and new transfer on the transfers page. A transfer that waits for its OTP goes
// straight on to a second dialog asking for it (in test mode, with the OTP the test integration
// takes, as the checkout shows its test values).
export function TransferActions({ onChanged }: { onChanged?: () => void }) {
  const [recipients, refetchRecipients] = useQuery({ query: RecipientChoicesDocument });
  const [, createRecipient] = useMutation(CreateRecipientDocument);
  const [, initiate] = useMutation(InitiateTransferDocument);
  const [otpFor, setOtpFor] = useState<{ code: string; amount: string } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const test = modeOfKey(storedKey() ?? '') === 'test';
  const options = (recipients.data?.transferRecipients.nodes ?? [])
    .filter((r) => r.active)
    .map((r) => ({ value: r.recipientCode, label: `${r.name} · ${[r.bankName, r.accountNumber].filter(Boolean).join(' ')} (${r.currency})` }));
  return (
    <div className="actions">
      <Act label="New recipient" className="secondary">
        {(close) => (
          <FormDialog
            title="New transfer recipient"
            description={<p>A bank account (NUBAN) or mobile money wallet to send money to. The account is resolved at the bank before it is saved.</p>}
            fields={[
              {
                name: 'type',
                label: 'Type',
                kind: 'select',
                options: [
                  { value: 'nuban', label: 'Bank account (NUBAN)' },
                  { value: 'mobile_money', label: 'Mobile money' },
                ],
              },
              { name: 'name', label: 'Name', required: true },
              {
                name: 'accountNumber',
                label: 'Account number',
                required: true,
                aliases: ['account_number'],
                hint: test ? 'Test mode: 0123456789 resolves' : undefined,
              },
              { name: 'bankCode', label: 'Bank code', required: true, aliases: ['bank_code'], hint: 'e.g. 044 (Access Bank), or the mobile money provider' },
              { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
              { name: 'email', label: 'Email', kind: 'email' },
              { name: 'description', label: 'Description' },
            ]}
            initial={{ currency: 'NGN' }}
            submitLabel="Add recipient"
            onClose={close}
            onSubmit={async (v) => {
              const r = await createRecipient({
                input: {
                  type: v.type,
                  name: v.name.trim(),
                  accountNumber: v.accountNumber.trim(),
                  bankCode: v.bankCode.trim(),
                  currency: v.currency,
                  email: opt(v.email),
                  description: opt(v.description),
                },
              });
              if (r.error) return r.error;
              // Recipients have no events to follow: the list is asked again.
              onChanged?.();
              refetchRecipients({ requestPolicy: 'network-only' });
              setDone(`Recipient ${r.data!.createTransferRecipient.name} added: ${r.data!.createTransferRecipient.recipientCode}.`);
            }}
          />
        )}
      </Act>
      <Act label="New transfer">
        {(close) => (
          <FormDialog
            title="New transfer"
            description={<p>Sends money from the balance to a recipient.</p>}
            fields={[
              { name: 'recipient', label: 'Recipient', kind: 'select', required: true, options: [{ value: '', label: 'Choose a recipient' }, ...options] },
              { name: 'amount', label: 'Amount', kind: 'money', required: true },
              { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
              { name: 'reason', label: 'Reason' },
              { name: 'reference', label: 'Reference', hint: 'Optional: lowercase letters, digits, - and _' },
            ]}
            initial={{ currency: 'NGN' }}
            submitLabel="Send transfer"
            onClose={close}
            onSubmit={async (v) => {
              const amount = minorOf(v, 'amount', v.currency);
              if (typeof amount !== 'string') return amount;
              const r = await initiate({
                input: { recipient: v.recipient, amount, currency: v.currency, reason: opt(v.reason), reference: opt(v.reference), source: 'balance' },
              });
              if (r.error) return r.error;
              const t = r.data!.initiateTransfer;
              if (t.status === 'otp') setOtpFor({ code: t.transferCode, amount: money(t.amount, t.currency) });
              else setDone(`Transfer ${t.transferCode} of ${money(t.amount, t.currency)}: ${t.status}.`);
            }}
          />
        )}
      </Act>
      <Act label="Send in bulk from CSV" className="secondary">
        {(close) => <BulkTransferCsv onClose={close} onSent={() => onChanged?.()} />}
      </Act>
      {otpFor && <OtpDialog code={otpFor.code} amount={otpFor.amount} onClose={() => setOtpFor(null)} say={setDone} />}
      <Done>{done}</Done>
    </div>
  );
}

// The OTP step of a transfer waiting for it; in test mode it says the OTP the test integration takes.
export function OtpDialog({ code, amount, onClose, say }: { code: string; amount: string; onClose: () => void; say: (s: string) => void }) {
  const [, finalize] = useMutation(FinalizeTransferOtpDocument);
  const [, resend] = useMutation(ResendTransferOtpDocument);
  const test = modeOfKey(storedKey() ?? '') === 'test';
  return (
    <FormDialog
      title={`Finalize ${code}`}
      description={
        <>
          <p>{`The transfer of ${amount} waits for the OTP sent to the business's contact.`}</p>
          {test && (
            <p className="test-hint">
              Test mode: this integration accepts OTP <code>123456</code>.
            </p>
          )}
        </>
      }
      fields={[{ name: 'otp', label: 'OTP', required: true, autoComplete: 'one-time-code' }]}
      submitLabel="Finalize transfer"
      onClose={onClose}
      onSubmit={async (v) => {
        const r = await finalize({ code, otp: v.otp.trim() });
        if (r.error) return r.error;
        say(`Transfer ${code}: ${r.data!.finalizeTransfer.status}.`);
      }}
    >
      {() => (
        <p>
          <button
            type="button"
            className="link"
            onClick={async () => {
              const r = await resend({ code });
              say(r.error ? r.error.message : 'A new OTP was sent.');
            }}
          >
            Send the OTP again
          </button>
        </p>
      )}
    </FormDialog>
  );
}
