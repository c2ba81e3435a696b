import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { CreatePlanDocument, PlanDetailDocument, PlansDocument, UpdatePlanDocument, type PlanCardFieldsFragment } from '../generated/graphql';
import { Act, Done, FormDialog, majorOf, minorOf, opt, type FieldSpec, type Values } from '../form';
import { money } from '../format';
import { CursorPager, Listed, Rows } from '../list';
import { Dl, Empty, Lookup, Money, Page, Status, Table, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

export const CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF'];
export const currencyOptions = CURRENCIES.map((c) => ({ value: c, label: c }));
const INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'];

const planFields = (creating: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name', required: creating },
  { name: 'amount', label: 'Amount', kind: 'money', required: creating, hint: 'What each period charges, in the currency below (e.g. 5000.00)' },
  { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
  { name: 'interval', label: 'Interval', kind: 'select', options: INTERVALS.map((i) => ({ value: i, label: i })) },
  { name: 'description', label: 'Description', kind: 'textarea' },
  { name: 'invoiceLimit', label: 'Number of payments', kind: 'number', hint: 'Empty or 0: until cancelled', aliases: ['invoice_limit'] },
  { name: 'sendInvoices', label: 'Email invoices to subscribers', kind: 'checkbox', aliases: ['send_invoices'] },
  { name: 'sendSms', label: 'Send SMS to subscribers', kind: 'checkbox', aliases: ['send_sms'] },
];

// The plan's input from the form; a problem with the amount or the count goes by its field.
function planInput(v: Values) {
  const amount = minorOf(v, 'amount', v.currency);
  if (typeof amount !== 'string') return amount;
  const limit = v.invoiceLimit.trim();
  if (limit && !/^\d+$/.test(limit)) return { field: 'invoiceLimit', message: 'Number of payments: a whole number, 0 for no limit' };
  return {
    name: v.name.trim(),
    amount,
    currency: v.currency,
    interval: v.interval,
    description: opt(v.description),
    invoiceLimit: limit ? Number(limit) : undefined,
    sendInvoices: v.sendInvoices === 'true',
    sendSms: v.sendSms === 'true',
  };
}

export function NewPlan({ onCreated }: { onCreated?: (p: PlanCardFieldsFragment) => void }) {
  const [, create] = useMutation(CreatePlanDocument);
  return (
    <Act label="New plan">
      {(close) => (
        <FormDialog
          title="New plan"
          fields={planFields(true)}
          initial={{ currency: 'NGN', interval: 'monthly', sendInvoices: 'true', sendSms: 'true' }}
          submitLabel="Create plan"
          onClose={close}
          onSubmit={async (v) => {
            const input = planInput(v);
            if ('field' in input) return input;
            const r = await create({ input });
            if (r.error) return r.error;
            onCreated?.(r.data!.createPlan);
          }}
        />
      )}
    </Act>
  );
}

export function Plans({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const [res, refetch] = useQuery({ query: PlansDocument, variables: { first: 50, after } });
  const live = useLiveEvents((e) => e.type.startsWith('plan.') && refetch({ requestPolicy: 'network-only' }));
  const [done, setDone] = useState<string | null>(null);
  return (
    <Page
      title="Plans"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <NewPlan onCreated={(p) => setDone(`Plan ${p.name} created: ${p.planCode}.`)} />
        </>
      }
    >
      <Done>{done}</Done>
      <Listed res={res} page={res.data?.plans}>
        {(c) => (
          <>
            <Rows
              empty="No plans yet. A plan sets what a subscription charges and how often: create one with New plan."
              caption="Plans, newest first"
              rows={c.nodes}
              rowKey={(p) => p.id}
              columns={[
                { label: 'Name', cell: (p) => <a href={`#/plans/${p.planCode}`}>{p.name}</a> },
                { label: 'Code', cell: (p) => <code>{p.planCode}</code> },
                { label: 'Amount', cell: (p) => <Money amount={p.amount} currency={p.currency} /> },
                { label: 'Interval', cell: (p) => p.interval },
                { label: 'Payments', cell: (p) => (p.invoiceLimit ? p.invoiceLimit : 'until cancelled') },
                { label: 'Created', cell: (p) => <When iso={p.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => (window.location.hash = a ? `#/plans?after=${encodeURIComponent(a)}` : '#/plans')} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function PlanDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: PlanDetailDocument, variables: { code, plan: code } });
  useLiveEvents((e) => (e.type.startsWith('plan.') || e.type.startsWith('subscription.')) && refetch({ requestPolicy: 'network-only' }));
  const [, update] = useMutation(UpdatePlanDocument);
  const [done, setDone] = useState<string | null>(null);
  const p = res.data?.plan;
  return (
    <Page
      title={p ? `Plan ${p.name}` : `Plan ${code}`}
      actions={
        p && (
          <Act label="Edit plan">
            {(close) => (
              <FormDialog
                title={`Edit plan ${p.name}`}
                description={<p>A new amount applies to renewing subscriptions from their next charge.</p>}
                fields={planFields(false)}
                initial={{
                  name: p.name,
                  amount: majorOf(p.amount, p.currency),
                  currency: p.currency,
                  interval: p.interval,
                  description: p.description ?? '',
                  invoiceLimit: p.invoiceLimit ? String(p.invoiceLimit) : '',
                  sendInvoices: p.sendInvoices ? 'true' : '',
                  sendSms: p.sendSms ? 'true' : '',
                }}
                submitLabel="Save plan"
                onClose={close}
                onSubmit={async (v) => {
                  const input = planInput(v);
                  if ('field' in input) return input;
                  const r = await update({ plan: p.planCode, input: { ...input, invoiceLimit: input.invoiceLimit ?? 0 } });
                  if (r.error) return r.error;
                  const n = r.data!.updatePlan.affectedSubscriptions;
                  setDone(
                    `Plan saved${n ? `: ${n} subscription${n === 1 ? '' : 's'} renew at ${money(r.data!.updatePlan.plan.amount, r.data!.updatePlan.plan.currency)}` : ''}.`,
                  );
                }}
              />
            )}
          </Act>
        )
      }
    >
      <p>
        <a href="#/plans">← All plans</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!p} missing="No plan has this code in this mode." />
      {p && res.data && (
        <>
          <Dl
            items={[
              ['Code', <code key="c">{p.planCode}</code>],
              ['Amount', <Money key="a" amount={p.amount} currency={p.currency} />],
              ['Interval', p.interval],
              ['Payments', p.invoiceLimit ? String(p.invoiceLimit) : 'until cancelled'],
              ['Description', p.description ?? '—'],
              ['Invoices by email', p.sendInvoices ? 'yes' : 'no'],
              ['SMS', p.sendSms ? 'yes' : 'no'],
              ['Created', <When key="cr" iso={p.createdAt} />],
              ['Updated', <When key="up" iso={p.updatedAt} />],
            ]}
          />
          <h2>Subscriptions ({res.data.subscriptions.totalCount})</h2>
          {res.data.subscriptions.nodes.length ? (
            <Table
              caption={`Subscriptions to ${p.name}`}
              rows={res.data.subscriptions.nodes}
              rowKey={(s) => s.id}
              columns={[
                { label: 'Code', cell: (s) => <a href={`#/subscriptions/${s.subscriptionCode}`}>{s.subscriptionCode}</a> },
                { label: 'Customer', cell: (s) => s.customer.email },
                { label: 'Amount', cell: (s) => <Money amount={s.amount} currency={p.currency} /> },
                { label: 'Status', cell: (s) => <Status value={s.status} /> },
                { label: 'Next payment', cell: (s) => <When iso={s.nextPaymentDate} /> },
              ]}
            />
          ) : (
            <Empty>No subscriptions to this plan yet.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
