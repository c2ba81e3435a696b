import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  AddSplitSubaccountDocument,
  CreateSplitDocument,
  CreateSubaccountDocument,
  RemoveSplitSubaccountDocument,
  SplitDetailDocument,
  SplitsAndSubaccountsDocument,
  SubaccountDetailDocument,
  UpdateSplitDocument,
  UpdateSubaccountDocument,
  type CreateSubaccountInput,
  type SplitFieldsFragment,
  type SubaccountFieldsFragment,
} from '../generated/graphql';
import { Act, Done, FormDialog, opt, type FieldSpec, type Values } from '../form';
import { codeHref } from '../format';
import { Dl, Empty, ErrorBox, Loading, Lookup, Page, Status, Table, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';
import { currencyOptions } from './plans';

// Subaccounts (who shares in a payment, and where their money settles) and split groups (how a
// payment is shared among them): lists, pages, create and edit. #/splits, #/splits/SPL_…, #/splits/ACCT_….

const SCHEDULES = ['auto', 'weekly', 'monthly', 'manual'].map((x) => ({ value: x, label: x }));
const BEARERS = [
  { value: 'all', label: 'all: everyone in proportion to the split' },
  { value: 'all-proportional', label: 'all-proportional' },
  { value: 'account', label: 'account: the main account' },
  { value: 'subaccount', label: 'subaccount: the bearer subaccount' },
];

const subaccountFields = (creating: boolean): FieldSpec[] => [
  { name: 'businessName', label: 'Business name', required: creating, aliases: ['business_name'] },
  { name: 'settlementBank', label: 'Settlement bank code', required: creating, aliases: ['settlement_bank', 'bank_code'], hint: 'e.g. 044 (Access Bank)' },
  { name: 'accountNumber', label: 'Account number', required: creating, aliases: ['account_number'] },
  {
    name: 'percentageCharge',
    label: 'Your share (%)',
    kind: 'number',
    required: creating,
    aliases: ['percentage_charge'],
    hint: 'What the main account keeps of each payment, e.g. 10.5',
  },
  { name: 'settlementSchedule', label: 'Settlement schedule', kind: 'select', options: SCHEDULES, aliases: ['settlement_schedule'] },
  { name: 'description', label: 'Description' },
  { name: 'primaryContactEmail', label: 'Contact email', kind: 'email', aliases: ['primary_contact_email'] },
  ...(creating ? [] : [{ name: 'active', label: 'Active', kind: 'checkbox' } as FieldSpec]),
];

function subaccountInput(v: Values): CreateSubaccountInput | { field: string; message: string } {
  const pct = Number(v.percentageCharge);
  if (v.percentageCharge.trim() && !Number.isFinite(pct)) return { field: 'percentageCharge', message: 'Your share: a number, e.g. 10.5' };
  return {
    businessName: v.businessName.trim(),
    settlementBank: v.settlementBank.trim(),
    accountNumber: v.accountNumber.trim(),
    percentageCharge: pct,
    settlementSchedule: v.settlementSchedule,
    description: opt(v.description),
    primaryContactEmail: opt(v.primaryContactEmail),
  };
}

export function Splits() {
  const [res, refetch] = useQuery({ query: SplitsAndSubaccountsDocument });
  const live = useLiveEvents((e) => (e.type.startsWith('split.') || e.type.startsWith('subaccount.')) && refetch({ requestPolicy: 'network-only' }));
  const [, createSub] = useMutation(CreateSubaccountDocument);
  const [, createSplit] = useMutation(CreateSplitDocument);
  const [done, setDone] = useState<string | null>(null);
  const subs = res.data?.subaccounts.nodes ?? [];
  return (
    <Page
      title="Splits and subaccounts"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <Act label="New subaccount" className="secondary">
            {(close) => (
              <FormDialog
                title="New subaccount"
                description={<p>A business that shares in payments; its share settles to its own bank account.</p>}
                fields={subaccountFields(true)}
                initial={{ settlementSchedule: 'auto' }}
                submitLabel="Create subaccount"
                onClose={close}
                onSubmit={async (v) => {
                  const input = subaccountInput(v);
                  if ('field' in input) return input;
                  const r = await createSub({ input });
                  if (r.error) return r.error;
                  setDone(`Subaccount ${r.data!.createSubaccount.businessName} created: ${r.data!.createSubaccount.subaccountCode}.`);
                }}
              />
            )}
          </Act>
          <Act label="New split">
            {(close) => (
              <FormDialog
                title="New split group"
                description={<p>Shares each payment made with its code among subaccounts. Add more subaccounts on its page.</p>}
                fields={[
                  { name: 'name', label: 'Name', required: true },
                  {
                    name: 'type',
                    label: 'Type',
                    kind: 'select',
                    options: [
                      { value: 'percentage', label: 'percentage' },
                      { value: 'flat', label: 'flat (minor units)' },
                    ],
                  },
                  { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
                  { name: 'bearerType', label: 'Fees paid by', kind: 'select', options: BEARERS, aliases: ['bearer_type'] },
                  {
                    name: 'subaccount',
                    label: 'Subaccount',
                    kind: 'select',
                    required: true,
                    options: [
                      { value: '', label: 'Choose a subaccount' },
                      ...subs.map((s) => ({ value: s.subaccountCode, label: `${s.businessName} (${s.subaccountCode})` })),
                    ],
                    aliases: ['subaccounts'],
                  },
                  { name: 'share', label: 'Its share', kind: 'number', required: true, hint: 'Percent, or minor units for a flat split' },
                ]}
                initial={{ type: 'percentage', currency: 'NGN', bearerType: 'all' }}
                submitLabel="Create split"
                onClose={close}
                onSubmit={async (v) => {
                  const share = Number(v.share);
                  if (!Number.isFinite(share)) return { field: 'share', message: 'Its share: a number' };
                  const r = await createSplit({
                    input: {
                      name: v.name.trim(),
                      type: v.type,
                      currency: v.currency,
                      bearerType: v.bearerType,
                      subaccounts: [{ subaccount: v.subaccount, share }],
                    },
                  });
                  if (r.error) return r.error;
                  setDone(`Split ${r.data!.createSplit.name} created: ${r.data!.createSplit.splitCode}.`);
                }}
              />
            )}
          </Act>
        </>
      }
    >
      <Done>{done}</Done>
      <ErrorBox error={res.error} />
      {!res.data && res.fetching && <Loading />}
      {res.data && (
        <>
          <h2>Split groups</h2>
          {res.data.splits.nodes.length ? (
            <Table
              caption="Split groups"
              rows={res.data.splits.nodes}
              rowKey={(s) => s.id}
              columns={[
                { label: 'Name', cell: (s) => <a href={`#/splits/${s.splitCode}`}>{s.name}</a> },
                { label: 'Code', cell: (s) => <code>{s.splitCode}</code> },
                { label: 'Type', cell: (s) => `${s.type} · ${s.currency}` },
                { label: 'Subaccounts', cell: (s) => s.subaccounts.length },
                { label: 'Active', cell: (s) => (s.active ? 'yes' : 'no') },
              ]}
            />
          ) : (
            <Empty>No split groups yet.</Empty>
          )}
          <h2>Subaccounts</h2>
          {subs.length ? (
            <Table
              caption="Subaccounts"
              rows={subs}
              rowKey={(s) => s.id}
              columns={[
                { label: 'Business', cell: (s) => <a href={`#/splits/${s.subaccountCode}`}>{s.businessName}</a> },
                { label: 'Code', cell: (s) => <code>{s.subaccountCode}</code> },
                { label: 'Account', cell: (s) => `${s.settlementBank} ${s.accountNumber}` },
                { label: 'Main account keeps', cell: (s) => `${s.percentageCharge}%` },
                { label: 'Settles', cell: (s) => s.settlementSchedule.toLowerCase() },
                { label: 'Active', cell: (s) => (s.active ? 'yes' : 'no') },
              ]}
            />
          ) : (
            <Empty>No subaccounts yet.</Empty>
          )}
        </>
      )}
    </Page>
  );
}

export function SplitOrSubaccount({ code }: { code: string }) {
  return code.startsWith('ACCT_') ? <SubaccountDetail code={code} /> : <SplitDetail code={code} />;
}

function SplitDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: SplitDetailDocument, variables: { id: code } });
  useLiveEvents((e) => e.type.startsWith('split.') && refetch({ requestPolicy: 'network-only' }));
  const [, update] = useMutation(UpdateSplitDocument);
  const [, add] = useMutation(AddSplitSubaccountDocument);
  const [, remove] = useMutation(RemoveSplitSubaccountDocument);
  const [done, setDone] = useState<string | null>(null);
  const s: SplitFieldsFragment | null | undefined = res.data?.split;
  const others = (res.data?.subaccounts.nodes ?? []).map((x) => ({ value: x.subaccountCode, label: `${x.businessName} (${x.subaccountCode})` }));
  return (
    <Page
      title={s ? `Split ${s.name}` : `Split ${code}`}
      actions={
        s && (
          <div className="actions">
            <Act label="Add subaccount" className="secondary">
              {(close) => (
                <FormDialog
                  title={`Add a subaccount to ${s.name}`}
                  description={<p>A subaccount already in the group takes the new share.</p>}
                  fields={[
                    {
                      name: 'subaccount',
                      label: 'Subaccount',
                      kind: 'select',
                      required: true,
                      options: [{ value: '', label: 'Choose a subaccount' }, ...others],
                    },
                    { name: 'share', label: 'Its share', kind: 'number', required: true },
                  ]}
                  submitLabel="Add"
                  onClose={close}
                  onSubmit={async (v) => {
                    const share = Number(v.share);
                    if (!Number.isFinite(share)) return { field: 'share', message: 'Its share: a number' };
                    const r = await add({ split: s.splitCode, input: { subaccount: v.subaccount, share } });
                    if (r.error) return r.error;
                    setDone(`${v.subaccount} now takes ${share}.`);
                  }}
                />
              )}
            </Act>
            <Act label="Edit split">
              {(close) => (
                <FormDialog
                  title={`Edit ${s.name}`}
                  fields={[
                    { name: 'name', label: 'Name' },
                    { name: 'bearerType', label: 'Fees paid by', kind: 'select', options: BEARERS, aliases: ['bearer_type'] },
                    { name: 'active', label: 'Active', kind: 'checkbox' },
                  ]}
                  initial={{ name: s.name, bearerType: s.bearerType, active: s.active ? 'true' : '' }}
                  submitLabel="Save split"
                  onClose={close}
                  onSubmit={async (v) => {
                    const r = await update({ split: s.splitCode, input: { name: opt(v.name), bearerType: v.bearerType, active: v.active === 'true' } });
                    if (r.error) return r.error;
                    setDone('Split saved.');
                  }}
                />
              )}
            </Act>
          </div>
        )
      }
    >
      <p>
        <a href="#/splits">← All splits and subaccounts</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!s} missing="No split group has this code in this mode." />
      {s && (
        <>
          <Dl
            items={[
              ['Code', <code key="c">{s.splitCode}</code>],
              ['Type', s.type],
              ['Currency', s.currency],
              ['Fees paid by', s.bearerType + (s.bearerSubaccount ? ` (${s.bearerSubaccount.subaccountCode})` : '')],
              ['Status', <Status key="s" value={s.active ? 'active' : 'inactive'} />],
              ['Created', <When key="cr" iso={s.createdAt} />],
            ]}
          />
          <h2>Subaccounts in the group</h2>
          <Table
            caption={`Subaccounts in ${s.name}`}
            rows={s.subaccounts}
            rowKey={(m) => m.subaccount.subaccountCode}
            columns={[
              { label: 'Subaccount', cell: (m) => <a href={`#/splits/${m.subaccount.subaccountCode}`}>{m.subaccount.businessName}</a> },
              { label: 'Share', cell: (m) => (s.type === 'percentage' ? `${m.share}%` : m.share) },
              {
                label: 'Remove',
                cell: (m) => (
                  <button
                    type="button"
                    className="secondary"
                    onClick={async () => {
                      const r = await remove({ split: s.splitCode, subaccount: m.subaccount.subaccountCode });
                      setDone(r.error ? (r.error.graphQLErrors[0]?.message ?? r.error.message) : `${m.subaccount.businessName} removed.`);
                    }}
                  >
                    Remove<span className="sr-only">{` ${m.subaccount.businessName}`}</span>
                  </button>
                ),
              },
            ]}
          />
        </>
      )}
    </Page>
  );
}

function SubaccountDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: SubaccountDetailDocument, variables: { code } });
  useLiveEvents((e) => e.type.startsWith('subaccount.') && refetch({ requestPolicy: 'network-only' }));
  const [, update] = useMutation(UpdateSubaccountDocument);
  const [done, setDone] = useState<string | null>(null);
  const s: SubaccountFieldsFragment | null | undefined = res.data?.subaccount;
  return (
    <Page
      title={s ? `Subaccount ${s.businessName}` : `Subaccount ${code}`}
      actions={
        s && (
          <Act label="Edit subaccount">
            {(close) => (
              <FormDialog
                title={`Edit ${s.businessName}`}
                fields={subaccountFields(false)}
                initial={{
                  businessName: s.businessName,
                  settlementBank: s.bankCode,
                  accountNumber: s.accountNumber,
                  percentageCharge: String(s.percentageCharge),
                  settlementSchedule: s.settlementSchedule.toLowerCase(),
                  description: s.description ?? '',
                  primaryContactEmail: s.primaryContactEmail ?? '',
                  active: s.active ? 'true' : '',
                }}
                submitLabel="Save subaccount"
                onClose={close}
                onSubmit={async (v) => {
                  const input = subaccountInput(v);
                  if ('field' in input) return input;
                  const r = await update({ code: s.subaccountCode, input: { ...input, active: v.active === 'true' } });
                  if (r.error) return r.error;
                  setDone('Subaccount saved.');
                }}
              />
            )}
          </Act>
        )
      }
    >
      <p>
        <a href="#/splits">← All splits and subaccounts</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!s} missing="No subaccount has this code in this mode." />
      {s && (
        <Dl
          items={[
            ['Code', <code key="c">{s.subaccountCode}</code>],
            // The holder is known where the market resolves it (Nigeria, Ghana).
            ['Settles to', `${s.settlementBank} ${s.accountNumber}${s.accountName ? ` (${s.accountName})` : ''}`],
            ['Main account keeps', `${s.percentageCharge}%`],
            ['Schedule', s.settlementSchedule.toLowerCase()],
            ['Status', <Status key="s" value={s.active ? 'active' : 'inactive'} />],
            ['Contact', s.primaryContactEmail ?? '—'],
            ['Description', s.description ?? '—'],
            ['Created', <When key="cr" iso={s.createdAt} />],
            ['Settlements', <a key="st" href={codeHref(s.subaccountCode) ?? '#/settlements'}>{`This subaccount's settlements`}</a>],
          ]}
        />
      )}
    </Page>
  );
}
