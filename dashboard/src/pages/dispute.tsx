import { useState } from 'react';
import { useClient, useMutation, useQuery } from 'urql';
import {
  AddDisputeEvidenceDocument,
  ClockNowDocument,
  DisputeDetailDocument,
  DisputeUploadUrlDocument,
  ResolveDisputeDocument,
  type DisputeDetailQuery,
} from '../generated/graphql';
import { modeOfKey, storedKey } from '../client';
import { Act, Done, FormDialog, fileOf, majorOf, minorOf, type FieldSpec, type Values } from '../form';
import { Code, Dl, Empty, Lookup, Money, Page, Status, Table, TxLink, When } from '../ui';
import { useLiveEvents } from './live';

type Dispute = NonNullable<DisputeDetailQuery['dispute']>;

// How long until the deadline, from the integration's clock (the test clock in test mode).
function untilDue(dueAt: string, now: string | undefined): string {
  if (!now) return '';
  const ms = new Date(dueAt).getTime() - new Date(now).getTime();
  const abs = Math.abs(ms);
  const days = Math.floor(abs / 86_400_000);
  const hours = Math.floor((abs % 86_400_000) / 3_600_000);
  const span = days ? `${days} day${days === 1 ? '' : 's'} ${hours} h` : `${hours} h ${Math.floor((abs % 3_600_000) / 60_000)} min`;
  return ms >= 0 ? `in ${span}` : `${span} ago: past the deadline`;
}

const FILE: FieldSpec = {
  name: 'file',
  label: 'Supporting file',
  kind: 'file',
  required: true,
  accept: 'application/pdf,image/*',
  hint: 'A receipt, proof of delivery or a message from the customer (PDF or image)',
  aliases: ['uploaded_filename', 'uploadedFilename'],
};

export function DisputeDetail({ id }: { id: string }) {
  const [res, refetch] = useQuery({ query: DisputeDetailDocument, variables: { id } });
  const test = modeOfKey(storedKey() ?? '') === 'test';
  const [clock, refetchClock] = useQuery({ query: ClockNowDocument, pause: !test });
  useLiveEvents((e) => {
    if (e.type.startsWith('charge.dispute') || e.resource.startsWith('dispute:')) refetch({ requestPolicy: 'network-only' });
    if (e.type === 'test_clock.advanced') refetchClock({ requestPolicy: 'network-only' });
  });
  const [done, setDone] = useState<string | null>(null);
  const d = res.data?.dispute;
  const now = test ? clock.data?.testClock.now : new Date().toISOString();
  return (
    <Page title={`Dispute ${id}`} actions={d && <DisputeActions d={d} say={setDone} />}>
      <p>
        <a href="#/disputes">← All disputes</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!d} missing="No dispute has this id in this mode." />
      {d && (
        <>
          <p className="deadline">
            <strong>Respond by </strong>
            <When iso={d.dueAt} />{' '}
            {d.status === 'awaiting-merchant-feedback' && now && (
              <span>
                ({untilDue(d.dueAt, now)}
                {test ? ', on the test clock' : ''})
              </span>
            )}
          </p>
          <Dl
            items={[
              ['Status', <Status key="s" value={d.status} />],
              ['Category', d.category],
              ['Amount disputed', <Money key="a" amount={d.refundAmount} currency={d.currency} />],
              ['Transaction', d.transaction ? <TxLink key="t" reference={d.transaction.reference} /> : '—'],
              ['Customer', d.customer ? <Code key="c" code={d.customer.customerCode} /> : '—'],
              ['Resolution', d.resolution ?? '—'],
              ['Refunded', d.refunded ? <Money key="r" amount={d.refunded} currency={d.currency} /> : '—'],
              ['Opened', <When key="o" iso={d.createdAt} />],
              ['Resolved', <When key="re" iso={d.resolvedAt} />],
            ]}
          />
          <h2>Evidence</h2>
          {d.evidence ? (
            <Dl
              items={[
                ['Customer', `${d.evidence.customerName} · ${d.evidence.customerEmail} · ${d.evidence.customerPhone}`],
                ['Service details', d.evidence.serviceDetails],
                ['Delivery', [d.evidence.deliveryAddress, d.evidence.deliveryDate].filter(Boolean).join(', ') || '—'],
              ]}
            />
          ) : (
            <Empty>No evidence yet. Declining the dispute needs it.</Empty>
          )}
          <h2>Messages</h2>
          {d.messages.length ? (
            <ul>
              {d.messages.map((m, i) => (
                <li key={i}>
                  <When iso={m.createdAt} /> <strong>{m.sender}</strong>: {m.body}
                </li>
              ))}
            </ul>
          ) : (
            <Empty>No messages.</Empty>
          )}
          <h2>History</h2>
          <Table
            caption="The dispute's history"
            rows={d.history.map((h, i) => ({ ...h, key: String(i) }))}
            rowKey={(h) => h.key}
            columns={[
              { label: 'When', cell: (h) => <When iso={h.createdAt} /> },
              { label: 'Status', cell: (h) => <Status value={h.status} /> },
              { label: 'By', cell: (h) => h.by },
            ]}
          />
        </>
      )}
    </Page>
  );
}

function DisputeActions({ d, say }: { d: Dispute; say: (s: string) => void }) {
  const client = useClient();
  const [, addEvidence] = useMutation(AddDisputeEvidenceDocument);
  const [, resolve] = useMutation(ResolveDisputeDocument);
  if (d.status !== 'awaiting-merchant-feedback' && d.status !== 'pending') return null;

  // The file goes to the upload URL the API signs (on this Kobo: its path, on this origin); the
  // resolution names it.
  const uploaded = async (form: HTMLFormElement): Promise<string | { field: string; message: string }> => {
    const file = fileOf(form, 'file');
    if (!file) return { field: 'file', message: 'Supporting file is required' };
    const u = await client.mutation(DisputeUploadUrlDocument, { id: d.id }).toPromise();
    if (u.error) return { field: 'file', message: u.error.graphQLErrors[0]?.message ?? u.error.message };
    const signed = new URL(u.data!.disputeUploadUrl.signedUrl);
    const put = await fetch(signed.pathname + signed.search, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': file.type || 'application/octet-stream' },
    });
    if (!put.ok) {
      const body = (await put.json().catch(() => null)) as { message?: string } | null;
      return { field: 'file', message: body?.message ?? `The upload was refused (HTTP ${put.status})` };
    }
    return u.data!.disputeUploadUrl.fileName;
  };

  const settle = (resolution: 'merchant-accepted' | 'declined') => async (v: Values, form: HTMLFormElement) => {
    let refundAmount = d.refundAmount;
    if (resolution === 'merchant-accepted') {
      const a = minorOf(v, 'refundAmount', d.currency, 'Refund amount');
      if (typeof a !== 'string') return a;
      refundAmount = a;
    }
    const file = await uploaded(form);
    if (typeof file !== 'string') return file;
    const r = await resolve({
      id: d.id,
      input: { resolution, message: v.message.trim(), refundAmount, uploadedFilename: file, evidence: d.evidence ? Number(d.evidence.id) : undefined },
    });
    if (r.error) return r.error;
    say(`${resolution === 'declined' ? 'Declined' : 'Accepted'}: ${r.data!.resolveDispute.status}.`);
  };

  const who = d.customer;
  return (
    <div className="actions">
      <Act label={d.evidence ? 'Replace evidence' : 'Add evidence'} className="secondary">
        {(close) => (
          <FormDialog
            title="Evidence for the bank"
            description={<p>What the customer bought and how it reached them. Send it before declining.</p>}
            fields={[
              { name: 'customerName', label: 'Customer name', required: true, aliases: ['customer_name'] },
              { name: 'customerEmail', label: 'Customer email', kind: 'email', required: true, aliases: ['customer_email'] },
              { name: 'customerPhone', label: 'Customer phone', kind: 'tel', required: true, aliases: ['customer_phone'] },
              { name: 'serviceDetails', label: 'Service details', kind: 'textarea', required: true, aliases: ['service_details'] },
              { name: 'deliveryAddress', label: 'Delivery address', aliases: ['delivery_address'] },
              { name: 'deliveryDate', label: 'Delivery date', kind: 'date', aliases: ['delivery_date'] },
            ]}
            initial={{
              customerName: d.evidence?.customerName ?? ([who?.firstName, who?.lastName].filter(Boolean).join(' ') || ''),
              customerEmail: d.evidence?.customerEmail ?? who?.email ?? '',
              customerPhone: d.evidence?.customerPhone ?? who?.phone ?? '',
              serviceDetails: d.evidence?.serviceDetails ?? '',
              deliveryAddress: d.evidence?.deliveryAddress ?? '',
              deliveryDate: d.evidence?.deliveryDate ?? '',
            }}
            submitLabel="Save evidence"
            onClose={close}
            onSubmit={async (v) => {
              const r = await addEvidence({
                id: d.id,
                input: {
                  customerName: v.customerName.trim(),
                  customerEmail: v.customerEmail.trim(),
                  customerPhone: v.customerPhone.trim(),
                  serviceDetails: v.serviceDetails.trim(),
                  deliveryAddress: v.deliveryAddress.trim() || undefined,
                  deliveryDate: v.deliveryDate || undefined,
                },
              });
              if (r.error) return r.error;
              say('Evidence saved.');
            }}
          />
        )}
      </Act>
      <Act label="Accept" className="secondary">
        {(close) => (
          <FormDialog
            title="Accept the dispute"
            description={<p>The customer is refunded the amount below from your balance.</p>}
            fields={[
              { name: 'refundAmount', label: 'Refund amount', kind: 'money', required: true, aliases: ['refund_amount'] },
              { name: 'message', label: 'Message to the bank', kind: 'textarea', required: true },
              FILE,
            ]}
            initial={{ refundAmount: majorOf(d.refundAmount, d.currency) }}
            submitLabel="Accept and refund"
            onClose={close}
            onSubmit={settle('merchant-accepted')}
          />
        )}
      </Act>
      <Act label="Decline" className="danger">
        {(close) => (
          <FormDialog
            title="Decline the dispute"
            description={
              <p>{d.evidence ? 'The bank reviews your evidence and decides.' : 'Add evidence first: the bank needs it to review a declined dispute.'}</p>
            }
            fields={[{ name: 'message', label: 'Message to the bank', kind: 'textarea', required: true }, FILE]}
            danger
            submitLabel="Decline"
            onClose={close}
            onSubmit={settle('declined')}
          />
        )}
      </Act>
    </div>
  );
}
