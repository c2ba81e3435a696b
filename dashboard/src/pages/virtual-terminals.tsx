import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  AssignVirtualTerminalDestinationsDocument,
  CreateVirtualTerminalDocument,
  DeactivateVirtualTerminalDocument,
  PayVirtualTerminalDocument,
  RemoveVirtualTerminalSplitCodeDocument,
  RenameVirtualTerminalDocument,
  SetVirtualTerminalSplitCodeDocument,
  SplitChoicesDocument,
  UnassignVirtualTerminalDestinationsDocument,
  VirtualTerminalDetailDocument,
  VirtualTerminalsDocument,
} from '../generated/graphql';
import { modeOfKey, storedKey } from '../client';
import { Act, Done, FormDialog, minorOf, opt, type Values } from '../form';
import { ChoiceFilter, CursorPager, FreshNotice, Listed, Rows, SearchBox, useListParams, useSteadyRows } from '../list';
import { go } from '../router';
import { readRows, RowsEditor } from '../rows-editor';
import { Dl, Empty, Lookup, Page, Status, Table, TxLink, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';
import { currencyOptions } from './plans';

// Virtual terminals (Paystack's /virtual_terminal): a point of sale without a device, with the
// WhatsApp numbers told of each payment and the split group its payments are shared by. Create,
// rename, add and remove numbers, set or remove the split code, deactivate; in test mode a customer's
// payment can be simulated. #/virtual-terminals, #/virtual-terminals/<VT_ code>.

const touches = (e: { type: string }) => e.type.startsWith('virtual_terminal.') || e.type === 'charge.success';
const state = (active: boolean) => (active ? 'active' : 'inactive');

export function VirtualTerminals({ query }: { query: URLSearchParams }) {
  const list = useListParams('virtual-terminals', query, ['search', 'status'] as const);
  const { search, status } = list.values;
  const after = list.cursor();
  const variables = { first: 20, after, search, active: status ? status === 'active' : undefined };
  const [res, refetch] = useQuery({ query: VirtualTerminalsDocument, variables });
  const on = useLiveEvents((e) => touches(e) && refetch({ requestPolicy: 'network-only' }));
  const rows = useSteadyRows(res, res.data?.virtualTerminals.nodes, variables);
  return (
    <Page
      title="Virtual terminals"
      actions={
        <>
          <LiveBadge connected={on.connected} />
          <NewVirtualTerminal />
        </>
      }
    >
      <SearchBox label="Search virtual terminals" value={search} placeholder="VT_ code or name" onSearch={(t) => list.set({ search: t })} />
      <form className="filters" aria-label="Filter virtual terminals" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter label="Status" value={status} options={['active', 'inactive']} onChange={(v) => list.set({ status: v })} />
      </form>
      <Listed res={res} page={res.data?.virtualTerminals}>
        {(c) => (
          <>
            <p className="count">
              {c.totalCount} virtual terminal{c.totalCount === 1 ? '' : 's'}
              {search ? ` holding “${search}”` : ''}
            </p>
            <FreshNotice
              count={rows.fresh}
              noun={['virtual terminal', 'virtual terminals']}
              onShow={rows.showFresh}
              focus={() => document.getElementById('vt-table')?.focus()}
            />
            <Rows
              id="vt-table"
              empty={
                <>
                  No virtual terminals{search || status ? ' match' : ''}. Create one with New virtual terminal or <code>POST /virtual_terminal</code>.
                </>
              }
              caption="Virtual terminals, newest first"
              rows={rows.nodes}
              rowKey={(v) => v.id}
              columns={[
                { label: 'Name', cell: (v) => <a href={`#/virtual-terminals/${v.code}`}>{v.name}</a> },
                { label: 'Code', cell: (v) => <code>{v.code}</code> },
                { label: 'Currency', cell: (v) => v.currency },
                { label: 'WhatsApp numbers', cell: (v) => v.destinations.length },
                { label: 'Split', cell: (v) => (v.splitCode ? <code>{v.splitCode}</code> : '—') },
                { label: 'Status', cell: (v) => <Status value={state(v.active)} /> },
                { label: 'Created', cell: (v) => <When iso={v.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

type Split = { splitCode: string; name: string; currency: string; active: boolean };
const splitOptions = (splits: Split[], currency: string, none: string) => [
  { value: '', label: none },
  ...splits.filter((s) => s.active && s.currency === currency).map((s) => ({ value: s.splitCode, label: `${s.name} (${s.splitCode})` })),
];

// The destinations typed, as the API takes them; empty rows are left out.
function destinationsOf(raw: string): Array<{ target: string; name: string }> {
  return readRows(raw)
    .filter((d) => (d.target ?? '').trim() || (d.name ?? '').trim())
    .map((d) => ({ target: (d.target ?? '').trim(), name: (d.name ?? '').trim() }));
}

const destinationFields = [
  { key: 'target', label: 'WhatsApp number', inputMode: 'tel' as const, placeholder: '+2348012345678', autoComplete: 'tel' },
  { key: 'name', label: 'Name' },
];

export function NewVirtualTerminal() {
  return <Act label="New virtual terminal">{(close) => <NewVirtualTerminalDialog close={close} />}</Act>;
}

// Built when the dialog opens, so it asks for the split groups as they are then.
function NewVirtualTerminalDialog({ close }: { close: () => void }) {
  const [splits] = useQuery({ query: SplitChoicesDocument, requestPolicy: 'network-only' });
  const [, create] = useMutation(CreateVirtualTerminalDocument);
  const all = splits.data?.splits.nodes ?? [];
  return (
    <FormDialog
      title="New virtual terminal"
      description={<p>A point of sale without a device. The WhatsApp numbers below are told of every payment it takes.</p>}
      fields={[
        { name: 'name', label: 'Name', required: true },
        { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
      ]}
      initial={{ currency: 'NGN', splitCode: '', destinations: JSON.stringify([{ target: '', name: '' }]) }}
      submitLabel="Create virtual terminal"
      onClose={close}
      onSubmit={async (v: Values) => {
        const destinations = destinationsOf(v.destinations);
        if (!destinations.length) return 'Add at least one WhatsApp number to tell of its payments.';
        const r = await create({ input: { name: v.name.trim(), currency: v.currency, splitCode: opt(v.splitCode), destinations } });
        if (r.error) return r.error;
        go(`virtual-terminals/${r.data!.createVirtualTerminal.code}`);
      }}
    >
      {(values, set) => (
        <>
          <div className="field">
            <label htmlFor="vt-new-split">Split group</label>
            <select id="vt-new-split" value={values.splitCode} onChange={(e) => set('splitCode', e.target.value)} aria-describedby="vt-new-split-hint">
              {splitOptions(all, values.currency, 'None: payments stay with you').map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <small id="vt-new-split-hint" className="hint">
              Active split groups in the terminal’s currency
            </small>
          </div>
          <RowsEditor
            legend="WhatsApp numbers"
            noun="Number"
            className="pair"
            blank={{ target: '', name: '' }}
            fields={destinationFields}
            raw={values.destinations}
            onChange={(x) => set('destinations', x)}
          />
        </>
      )}
    </FormDialog>
  );
}

export function VirtualTerminalDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: VirtualTerminalDetailDocument, variables: { code } });
  useLiveEvents((e) => touches(e) && refetch({ requestPolicy: 'network-only' }));
  const [, rename] = useMutation(RenameVirtualTerminalDocument);
  const [, deactivate] = useMutation(DeactivateVirtualTerminalDocument);
  const [, assign] = useMutation(AssignVirtualTerminalDestinationsDocument);
  const [, unassign] = useMutation(UnassignVirtualTerminalDestinationsDocument);
  const [, setSplit] = useMutation(SetVirtualTerminalSplitCodeDocument);
  const [, removeSplit] = useMutation(RemoveVirtualTerminalSplitCodeDocument);
  const [, pay] = useMutation(PayVirtualTerminalDocument);
  const [done, setDone] = useState<ReactNode>(null);
  const v = res.data?.virtualTerminal;
  const splits = res.data?.splits.nodes ?? [];
  const testMode = modeOfKey(storedKey() ?? '') === 'test';
  // A removed number's row goes, and its Remove button with it: the focus goes to the numbers'
  // heading rather than to the top of the page.
  const numbersHeading = useRef<HTMLHeadingElement>(null);
  const removed = useRef(false);
  const count = v?.destinations.length;
  useEffect(() => {
    if (removed.current) {
      removed.current = false;
      numbersHeading.current?.focus();
    }
  }, [count]);
  const after = (message: string) => {
    setDone(message);
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <Page
      title={v ? `Virtual terminal ${v.name}` : `Virtual terminal ${code}`}
      actions={
        v && (
          <div className="actions">
            {v.active && testMode && (
              <Act label="Simulate a payment">
                {(close) => (
                  <FormDialog
                    title={`A customer pays on ${v.name}`}
                    description={<p>Test mode: a successful payment on this terminal, shared by its split group; its WhatsApp numbers are told.</p>}
                    fields={[
                      { name: 'amount', label: 'Amount', kind: 'money', required: true },
                      { name: 'email', label: 'Customer email', kind: 'email', required: true },
                      {
                        name: 'channel',
                        label: 'Paid by',
                        kind: 'select',
                        options: [
                          { value: 'card', label: 'card' },
                          { value: 'bank_transfer', label: 'bank transfer' },
                        ],
                      },
                    ]}
                    submitLabel="Pay"
                    onClose={close}
                    onSubmit={async (x) => {
                      const amount = minorOf(x, 'amount', v.currency);
                      if (typeof amount !== 'string') return amount;
                      const r = await pay({ code: v.code, input: { amount: Number(amount), email: x.email.trim(), channel: x.channel } });
                      if (r.error) return r.error;
                      setDone(
                        <>
                          Payment received: <TxLink reference={r.data!.payVirtualTerminal.reference} />.
                        </>,
                      );
                    }}
                  />
                )}
              </Act>
            )}
            <Act label="Add WhatsApp number" className="secondary">
              {(close) => (
                <FormDialog
                  title={`Add a WhatsApp number to ${v.name}`}
                  fields={[
                    {
                      name: 'target',
                      label: 'WhatsApp number',
                      kind: 'tel',
                      required: true,
                      placeholder: '+2348012345678',
                      hint: 'International format',
                      aliases: ['destinations[0].target', 'destinations'],
                    },
                    { name: 'name', label: 'Name', required: true, aliases: ['destinations[0].name'] },
                  ]}
                  submitLabel="Add number"
                  onClose={close}
                  onSubmit={async (x) => {
                    const r = await assign({ code: v.code, destinations: [{ target: x.target.trim(), name: x.name.trim() }] });
                    if (r.error) return r.error;
                    after(`${r.data!.assignVirtualTerminalDestinations[0]?.target ?? 'Number'} added.`);
                  }}
                />
              )}
            </Act>
            {v.splitCode ? (
              <Act label="Remove split group" className="secondary">
                {(close) => (
                  <FormDialog
                    title={`Remove split ${v.splitCode} from ${v.name}?`}
                    description={<p>Its payments stay with you from now on; payments already made keep their split.</p>}
                    fields={[]}
                    submitLabel="Remove split group"
                    onClose={close}
                    onSubmit={async () => {
                      const r = await removeSplit({ code: v.code, splitCode: v.splitCode! });
                      if (r.error) return r.error;
                      after('Split group removed.');
                    }}
                  />
                )}
              </Act>
            ) : (
              <Act label="Set split group" className="secondary">
                {(close) => (
                  <FormDialog
                    title={`Share ${v.name}'s payments`}
                    description={<p>{`Its payments are shared by an active ${v.currency} split group from now on.`}</p>}
                    fields={[
                      {
                        name: 'splitCode',
                        label: 'Split group',
                        kind: 'select',
                        required: true,
                        options: splitOptions(splits, v.currency, 'Choose a split group'),
                        aliases: ['split_code'],
                        hint: splits.some((s) => s.active && s.currency === v.currency) ? undefined : 'None yet: create one on the Splits page.',
                      },
                    ]}
                    submitLabel="Set split group"
                    onClose={close}
                    onSubmit={async (x) => {
                      const r = await setSplit({ code: v.code, splitCode: x.splitCode });
                      if (r.error) return r.error;
                      after(`Payments are now shared by ${x.splitCode}.`);
                    }}
                  />
                )}
              </Act>
            )}
            <Act label="Rename" className="secondary">
              {(close) => (
                <FormDialog
                  title={`Rename ${v.name}`}
                  fields={[{ name: 'name', label: 'Name', required: true }]}
                  initial={{ name: v.name }}
                  submitLabel="Save name"
                  onClose={close}
                  onSubmit={async (x) => {
                    const r = await rename({ code: v.code, name: x.name.trim() });
                    if (r.error) return r.error;
                    after('Name saved.');
                  }}
                />
              )}
            </Act>
            {v.active && (
              <Act label="Deactivate" className="danger">
                {(close) => (
                  <FormDialog
                    title={`Deactivate ${v.name}?`}
                    description={<p>It takes no more payments. This cannot be undone.</p>}
                    fields={[]}
                    danger
                    submitLabel="Deactivate"
                    onClose={close}
                    onSubmit={async () => {
                      const r = await deactivate({ code: v.code });
                      if (r.error) return r.error;
                      after('Deactivated: it takes no more payments.');
                    }}
                  />
                )}
              </Act>
            )}
          </div>
        )
      }
    >
      <p>
        <a href="#/virtual-terminals">← All virtual terminals</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!v} missing="No virtual terminal has this code in this mode." />
      {v && (
        <>
          <Dl
            items={[
              ['Code', <code key="c">{v.code}</code>],
              ['Status', <Status key="s" value={state(v.active)} />],
              ['Currency', v.currency],
              [
                'Split group',
                v.splitCode ? (
                  <a key="sp" href={`#/splits/${v.splitCode}`}>
                    {v.splitCode}
                  </a>
                ) : (
                  'none: payments stay with you'
                ),
              ],
              ['Created', <When key="cr" iso={v.createdAt} />],
            ]}
          />
          <h2 ref={numbersHeading} tabIndex={-1}>
            WhatsApp numbers
          </h2>
          {v.destinations.length ? (
            <Table
              caption={`WhatsApp numbers told of ${v.name}'s payments`}
              rows={v.destinations}
              rowKey={(d) => d.id}
              columns={[
                { label: 'Name', cell: (d) => d.name },
                { label: 'Number', cell: (d) => d.target },
                {
                  label: 'Remove',
                  cell: (d) => (
                    <Act label={`Remove ${d.name}`} className="secondary">
                      {(close) => (
                        <FormDialog
                          title={`Remove ${d.name} (${d.target})?`}
                          description={<p>This number is no longer told of the terminal’s payments.</p>}
                          fields={[]}
                          danger
                          submitLabel="Remove number"
                          onClose={close}
                          onSubmit={async () => {
                            const r = await unassign({ code: v.code, targets: [d.target] });
                            if (r.error) return r.error;
                            removed.current = true;
                            after(`${d.target} removed.`);
                          }}
                        />
                      )}
                    </Act>
                  ),
                },
              ]}
            />
          ) : (
            <Empty>No numbers: add one to hear of its payments.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
