import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CommissionTerminalDocument,
  DecommissionTerminalDocument,
  SendTerminalEventDocument,
  TerminalDetailDocument,
  TerminalsDocument,
  UpdateTerminalDocument,
} from '../generated/graphql';
import { Act, Done, FormDialog, opt } from '../form';
import { CursorPager, Listed, Rows } from '../list';
import { go } from '../router';
import { Dl, Empty, Lookup, Page, Status, Table, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

// Point-of-sale terminals: commission one by its serial number (a simulated device in test mode),
// name it, push an invoice or transaction to it, decommission it. #/terminals, #/terminals/<id>.

const live = (e: { type: string }) => e.type.startsWith('terminal.') || e.type.startsWith('charge.');

export function Terminals({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const [res, refetch] = useQuery({ query: TerminalsDocument, variables: { first: 50, after } });
  const on = useLiveEvents((e) => live(e) && refetch({ requestPolicy: 'network-only' }));
  const [, commission] = useMutation(CommissionTerminalDocument);
  const [done, setDone] = useState<string | null>(null);
  return (
    <Page
      title="Terminals"
      actions={
        <>
          <LiveBadge connected={on.connected} />
          <Act label="Commission a terminal">
            {(close) => (
              <FormDialog
                title="Commission a terminal"
                description={<p>Ties a device to this integration by its serial number. In test mode any serial number makes a simulated device.</p>}
                fields={[{ name: 'serialNumber', label: 'Serial number', required: true, aliases: ['serial_number'] }]}
                submitLabel="Commission"
                onClose={close}
                onSubmit={async (v) => {
                  const r = await commission({ serialNumber: v.serialNumber.trim() });
                  if (r.error) return r.error;
                  setDone(`Terminal ${r.data!.commissionTerminal.terminalId} commissioned.`);
                }}
              />
            )}
          </Act>
        </>
      }
    >
      <Done>{done}</Done>
      <Listed res={res} page={res.data?.terminals}>
        {(c) => (
          <>
            <Rows
              empty="No terminals yet."
              caption="Terminals"
              rows={c.nodes}
              rowKey={(t) => t.id}
              columns={[
                { label: 'Terminal', cell: (t) => <a href={`#/terminals/${t.terminalId}`}>{t.name || t.terminalId}</a> },
                { label: 'Serial number', cell: (t) => <code>{t.serialNumber}</code> },
                { label: 'Address', cell: (t) => t.address ?? '—' },
                { label: 'Status', cell: (t) => <Status value={t.status} /> },
                { label: 'Created', cell: (t) => <When iso={t.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => go('terminals', { after: a })} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function TerminalDetail({ id }: { id: string }) {
  const [res, refetch] = useQuery({ query: TerminalDetailDocument, variables: { id } });
  useLiveEvents((e) => live(e) && refetch({ requestPolicy: 'network-only' }));
  const [, update] = useMutation(UpdateTerminalDocument);
  const [, send] = useMutation(SendTerminalEventDocument);
  const [, decommission] = useMutation(DecommissionTerminalDocument);
  const [done, setDone] = useState<string | null>(null);
  const t = res.data?.terminal;
  return (
    <Page
      title={t ? `Terminal ${t.name || t.terminalId}` : `Terminal ${id}`}
      actions={
        t && (
          <div className="actions">
            <Act label="Push to terminal">
              {(close) => (
                <FormDialog
                  title={`Push to ${t.name || t.terminalId}`}
                  description={<p>Shows an invoice (a payment request) or a transaction on the device: the customer pays or it prints.</p>}
                  fields={[
                    {
                      name: 'type',
                      label: 'Type',
                      kind: 'select',
                      options: [
                        { value: 'invoice', label: 'invoice' },
                        { value: 'transaction', label: 'transaction' },
                      ],
                    },
                    {
                      name: 'action',
                      label: 'Action',
                      kind: 'select',
                      options: ['process', 'view', 'print'].map((x) => ({ value: x, label: x })),
                      hint: 'invoice: process or view; transaction: process or print',
                    },
                    { name: 'dataId', label: 'Invoice or transaction id', required: true, aliases: ['data_id', 'id'] },
                    { name: 'dataReference', label: 'Offline reference', aliases: ['data_reference', 'reference'] },
                  ]}
                  submitLabel="Push"
                  onClose={close}
                  onSubmit={async (v) => {
                    const r = await send({
                      terminal: t.terminalId,
                      input: { type: v.type, action: v.action, dataId: v.dataId.trim(), dataReference: opt(v.dataReference) },
                    });
                    if (r.error) return r.error;
                    setDone(`Event ${r.data!.sendTerminalEvent.id}: ${r.data!.sendTerminalEvent.status}.`);
                  }}
                />
              )}
            </Act>
            <Act label="Edit terminal" className="secondary">
              {(close) => (
                <FormDialog
                  title={`Edit ${t.terminalId}`}
                  fields={[
                    { name: 'name', label: 'Name' },
                    { name: 'address', label: 'Address' },
                  ]}
                  initial={{ name: t.name, address: t.address ?? '' }}
                  submitLabel="Save terminal"
                  onClose={close}
                  onSubmit={async (v) => {
                    const r = await update({ terminal: t.terminalId, input: { name: opt(v.name), address: opt(v.address) } });
                    if (r.error) return r.error;
                    setDone('Terminal saved.');
                  }}
                />
              )}
            </Act>
            <Act label="Decommission" className="danger">
              {(close) => (
                <FormDialog
                  title={`Decommission ${t.serialNumber}?`}
                  description={<p>The device leaves this integration and takes no more payments here.</p>}
                  fields={[]}
                  danger
                  submitLabel="Decommission"
                  onClose={close}
                  onSubmit={async () => {
                    const r = await decommission({ serialNumber: t.serialNumber });
                    if (r.error) return r.error;
                    go('terminals');
                  }}
                />
              )}
            </Act>
          </div>
        )
      }
    >
      <p>
        <a href="#/terminals">← All terminals</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!t} missing="No terminal has this id in this mode." />
      {t && (
        <>
          <Dl
            items={[
              ['Terminal id', <code key="i">{t.terminalId}</code>],
              ['Serial number', <code key="s">{t.serialNumber}</code>],
              ['Name', t.name || '—'],
              ['Address', t.address ?? '—'],
              ['Device', t.deviceMake ?? '—'],
              ['Status', <Status key="st" value={t.status} />],
              ['Commissioned', <When key="c" iso={t.createdAt} />],
            ]}
          />
          <h2>Events pushed</h2>
          {t.events.length ? (
            <Table
              caption="Events pushed to this terminal, newest first"
              rows={t.events}
              rowKey={(e) => e.id}
              columns={[
                { label: 'Event', cell: (e) => `${e.type} ${e.action}` },
                { label: 'Data', cell: (e) => e.dataId ?? '—' },
                { label: 'Status', cell: (e) => <Status value={e.status} /> },
                { label: 'Delivered', cell: (e) => (e.delivered ? 'yes' : (e.failure ?? 'not yet')) },
                { label: 'Sent', cell: (e) => <When iso={e.createdAt} /> },
              ]}
            />
          ) : (
            <Empty>Nothing pushed yet.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
