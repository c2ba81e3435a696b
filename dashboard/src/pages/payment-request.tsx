import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  ArchivePaymentRequestDocument,
  CreatePaymentRequestDocument,
  FinalizePaymentRequestDocument,
  MarkPaymentRequestPaidDocument,
  NotifyPaymentRequestDocument,
  PaymentRequestDetailDocument,
  UpdatePaymentRequestDocument,
  type LineItemInput,
  type RequestFieldsFragment,
  type UpdatePaymentRequestInput,
} from '../generated/graphql';
import { Act, Done, FormDialog, majorOf, minorOf, opt, type Values } from '../form';
import { money, toMinor } from '../format';
import { go } from '../router';
import { Code, Dl, Empty, Lookup, Money, Page, Status, Table, TxLink, When } from '../ui';
import { useLiveEvents } from './live';
import { currencyOptions } from './plans';

// Payment requests (invoices): a new one with line items and tax, its own page, and what can be
// done to it there (finalize a draft, send a reminder, mark it paid offline, archive it).

interface Line {
  name: string;
  amount: string;
  quantity: string;
}

const readLines = (raw: string | undefined): Line[] => (raw ? (JSON.parse(raw) as Line[]) : []);

// Rows of name, amount and quantity kept in one form value (JSON), each labelled by its number.
function LinesEditor({
  legend,
  noun,
  withQuantity,
  raw,
  onChange,
}: {
  legend: string;
  noun: string;
  withQuantity: boolean;
  raw: string;
  onChange: (raw: string) => void;
}) {
  const lines = readLines(raw);
  const put = (next: Line[]) => onChange(JSON.stringify(next));
  const edit = (i: number, k: keyof Line, v: string) => put(lines.map((l, j) => (j === i ? { ...l, [k]: v } : l)));
  return (
    <fieldset className="line-items">
      <legend>{legend}</legend>
      {lines.map((l, i) => {
        const id = `${noun.replace(/\W/g, '')}-${i}`;
        return (
          <div className="line-item" key={i}>
            <div className="field">
              <label htmlFor={`${id}-name`}>
                <span className="sr-only">{`${noun} ${i + 1} `}</span>Name
              </label>
              <input id={`${id}-name`} value={l.name} onChange={(e) => edit(i, 'name', e.target.value)} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-amount`}>
                <span className="sr-only">{`${noun} ${i + 1} `}</span>Amount
              </label>
              <input id={`${id}-amount`} inputMode="decimal" value={l.amount} onChange={(e) => edit(i, 'amount', e.target.value)} />
            </div>
            {withQuantity && (
              <div className="field">
                <label htmlFor={`${id}-qty`}>
                  <span className="sr-only">{`${noun} ${i + 1} `}</span>Qty
                </label>
                <input id={`${id}-qty`} inputMode="numeric" value={l.quantity} onChange={(e) => edit(i, 'quantity', e.target.value)} />
              </div>
            )}
            <button type="button" className="secondary" onClick={() => put(lines.filter((_, j) => j !== i))}>
              Remove<span className="sr-only">{` ${noun.toLowerCase()} ${i + 1}`}</span>
            </button>
          </div>
        );
      })}
      <div>
        <button type="button" className="secondary" onClick={() => put([...lines, { name: '', amount: '', quantity: '1' }])}>
          Add {noun.toLowerCase()}
        </button>
      </div>
    </fieldset>
  );
}

// The lines as the API takes them, or the problem with one of them.
function linesInput(lines: Line[], currency: string, noun: string): LineItemInput[] | string {
  const out: LineItemInput[] = [];
  for (const [i, l] of lines.entries()) {
    if (!l.name.trim() && !l.amount.trim()) continue;
    const amount = toMinor(l.amount, currency);
    if (!l.name.trim()) return `${noun} ${i + 1}: give it a name`;
    if (amount === null) return `${noun} ${i + 1}: enter an amount in ${currency}, e.g. 150.00`;
    const q = l.quantity.trim() || '1';
    if (!/^\d+$/.test(q)) return `${noun} ${i + 1}: the quantity is a whole number`;
    out.push({ name: l.name.trim(), amount: String(amount), quantity: Number(q) });
  }
  return out;
}

export function NewPaymentRequest() {
  const [, create] = useMutation(CreatePaymentRequestDocument);
  return (
    <Act label="New payment request">
      {(close) => (
        <FormDialog
          title="New payment request"
          description={<p>An invoice the customer pays online from its link, or that you mark paid when they pay another way.</p>}
          fields={[
            { name: 'customer', label: 'Customer', required: true, placeholder: 'CUS_…', hint: 'The customer’s code' },
            { name: 'description', label: 'Description', kind: 'textarea' },
            { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
            { name: 'amount', label: 'Amount', kind: 'money', hint: 'Only without line items: they add up to the total' },
            { name: 'dueDate', label: 'Due on', kind: 'date', aliases: ['due_date'] },
            { name: 'draft', label: 'Save as a draft (send later)', kind: 'checkbox' },
            { name: 'sendNotification', label: 'Email it to the customer', kind: 'checkbox', aliases: ['send_notification'] },
          ]}
          initial={{ currency: 'NGN', sendNotification: 'true', lineItems: '[]', tax: '[]' }}
          submitLabel="Create payment request"
          onClose={close}
          onSubmit={async (v: Values) => {
            const items = linesInput(readLines(v.lineItems), v.currency, 'Item');
            if (typeof items === 'string') return items;
            const tax = linesInput(readLines(v.tax), v.currency, 'Tax');
            if (typeof tax === 'string') return tax;
            let amount: string | undefined;
            if (!items.length && v.amount.trim()) {
              const a = minorOf(v, 'amount', v.currency);
              if (typeof a !== 'string') return a;
              amount = a;
            }
            const r = await create({
              input: {
                customer: v.customer.trim(),
                description: opt(v.description),
                currency: v.currency,
                amount,
                dueDate: v.dueDate ? new Date(`${v.dueDate}T23:59:59`).toISOString() : undefined,
                draft: v.draft === 'true',
                sendNotification: v.sendNotification === 'true',
                lineItems: items.length ? items : undefined,
                tax: tax.length ? tax : undefined,
              },
            });
            if (r.error) return r.error;
            go(`payment-requests/${r.data!.createPaymentRequest.requestCode}`);
          }}
        >
          {(values, set) => (
            <>
              <LinesEditor legend="Line items" noun="Item" withQuantity raw={values.lineItems} onChange={(x) => set('lineItems', x)} />
              <LinesEditor legend="Tax" noun="Tax" withQuantity={false} raw={values.tax} onChange={(x) => set('tax', x)} />
            </>
          )}
        </FormDialog>
      )}
    </Act>
  );
}

// A date as the date input shows it: the day in the operator's time zone (a due date is made as
// the end of the day typed, in that zone).
const localDay = (iso: string | null | undefined): string => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const editLines = (lines: RequestFieldsFragment['lineItems'], currency: string): string =>
  JSON.stringify(lines.map((l) => ({ name: l.name, amount: majorOf(l.amount, currency), quantity: String(l.quantity ?? 1) })));

// Edit a draft or a pending request (PUT /paymentrequest/:code): only what was changed is sent, so
// an unchanged due date already past, or lines left alone, are not checked again.
function EditPaymentRequest({ r, say }: { r: RequestFieldsFragment; say: (s: string) => void }) {
  const [, update] = useMutation(UpdatePaymentRequestDocument);
  const initial: Values = {
    customer: r.customer.customerCode,
    description: r.description ?? '',
    currency: r.currency,
    amount: majorOf(r.amount, r.currency),
    dueDate: localDay(r.dueDate),
    sendNotification: '',
    lineItems: editLines(r.lineItems, r.currency),
    tax: editLines(r.tax, r.currency),
  };
  return (
    <Act label="Edit" className="secondary">
      {(close) => (
        <FormDialog
          title={`Edit ${r.requestCode}`}
          description={<p>{r.status === 'draft' ? 'A draft: nothing has been sent yet.' : 'The customer sees the change on the request’s page.'}</p>}
          fields={[
            { name: 'customer', label: 'Customer', required: true, placeholder: 'CUS_…', hint: 'The customer’s code' },
            { name: 'description', label: 'Description', kind: 'textarea' },
            { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
            { name: 'amount', label: 'Amount', kind: 'money', hint: 'Only without line items: they add up to the total' },
            { name: 'dueDate', label: 'Due on', kind: 'date', aliases: ['due_date'] },
            ...(r.status === 'pending'
              ? [{ name: 'sendNotification', label: 'Email the updated request to the customer', kind: 'checkbox' as const, aliases: ['send_notification'] }]
              : []),
          ]}
          initial={initial}
          submitLabel="Save changes"
          onClose={close}
          onSubmit={async (v: Values) => {
            const items = linesInput(readLines(v.lineItems), v.currency, 'Item');
            if (typeof items === 'string') return items;
            const tax = linesInput(readLines(v.tax), v.currency, 'Tax');
            if (typeof tax === 'string') return tax;
            const was = (name: string, lines: string) => JSON.stringify(linesInput(readLines(lines), r.currency, name));
            const currencyChanged = v.currency !== r.currency;
            const itemsChanged = currencyChanged || JSON.stringify(items) !== was('Item', initial.lineItems);
            const taxChanged = currencyChanged || JSON.stringify(tax) !== was('Tax', initial.tax);
            const input: UpdatePaymentRequestInput = {};
            if (v.customer.trim() !== initial.customer) input.customer = v.customer.trim();
            if (v.description.trim() !== initial.description) input.description = v.description.trim();
            if (currencyChanged) input.currency = v.currency;
            if (itemsChanged) input.lineItems = items;
            if (taxChanged) input.tax = tax;
            if (!items.length && !tax.length && (v.amount !== initial.amount || itemsChanged || taxChanged || currencyChanged)) {
              const a = minorOf(v, 'amount', v.currency);
              if (typeof a !== 'string') return a;
              input.amount = a;
            }
            if (v.dueDate && v.dueDate !== initial.dueDate) input.dueDate = new Date(`${v.dueDate}T23:59:59`).toISOString();
            if (v.sendNotification === 'true') input.sendNotification = true;
            if (!Object.keys(input).length) return 'Nothing was changed.';
            const x = await update({ ref: r.requestCode, input });
            if (x.error) return x.error;
            say('Payment request saved.');
          }}
        >
          {(values, set) => (
            <>
              <LinesEditor legend="Line items" noun="Item" withQuantity raw={values.lineItems} onChange={(x) => set('lineItems', x)} />
              <LinesEditor legend="Tax" noun="Tax" withQuantity={false} raw={values.tax} onChange={(x) => set('tax', x)} />
            </>
          )}
        </FormDialog>
      )}
    </Act>
  );
}

function RequestActions({ r, say }: { r: RequestFieldsFragment; say: (s: string) => void }) {
  const [, finalize] = useMutation(FinalizePaymentRequestDocument);
  const [, notify] = useMutation(NotifyPaymentRequestDocument);
  const [, markPaid] = useMutation(MarkPaymentRequestPaidDocument);
  const [, archive] = useMutation(ArchivePaymentRequestDocument);
  if (r.archived) return null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <div className="actions">
      {(r.status === 'draft' || r.status === 'pending') && <EditPaymentRequest r={r} say={say} />}
      {r.status === 'draft' && (
        <Act label="Finalize and send">
          {(close) => (
            <FormDialog
              title={`Finalize ${r.requestCode}?`}
              description={<p>The draft becomes a request the customer can pay; it can no longer be edited.</p>}
              fields={[{ name: 'send', label: 'Email it to the customer', kind: 'checkbox' }]}
              initial={{ send: 'true' }}
              submitLabel="Finalize"
              onClose={close}
              onSubmit={async (v) => {
                const x = await finalize({ ref: r.requestCode, send: v.send === 'true' });
                if (x.error) return x.error;
                say(`Finalized: ${x.data!.finalizePaymentRequest.status}.`);
              }}
            />
          )}
        </Act>
      )}
      {r.status === 'pending' && (
        <>
          <Act label="Send reminder" className="secondary">
            {(close) => (
              <FormDialog
                title="Send a reminder?"
                description={<p>{`${r.customer.email} is reminded of ${money(r.pendingAmount, r.currency)} due (recorded in Kobo's outbox).`}</p>}
                fields={[]}
                submitLabel="Send reminder"
                onClose={close}
                onSubmit={async () => {
                  const x = await notify({ ref: r.requestCode });
                  if (x.error) return x.error;
                  say('Reminder sent.');
                }}
              />
            )}
          </Act>
          <Act label="Mark as paid">
            {(close) => (
              <FormDialog
                title={`Mark ${r.requestCode} as paid`}
                description={<p>For a payment made outside Kobo: cash, POS, cheque or a bank transfer.</p>}
                fields={[
                  { name: 'amountPaid', label: 'Amount paid', kind: 'money', required: true, aliases: ['amount_paid'] },
                  { name: 'paidBy', label: 'Paid by', required: true, aliases: ['paid_by'] },
                  { name: 'paymentDate', label: 'Payment date', kind: 'date', required: true, aliases: ['payment_date'] },
                  {
                    name: 'paymentMethod',
                    label: 'Payment method',
                    kind: 'select',
                    options: ['Cash', 'POS', 'Cheque', 'Bank Transfer', 'Other'].map((x) => ({ value: x, label: x })),
                    aliases: ['payment_method'],
                  },
                  { name: 'note', label: 'Note', kind: 'textarea' },
                ]}
                initial={{ amountPaid: majorOf(r.pendingAmount, r.currency), paidBy: r.customer.email, paymentDate: today }}
                submitLabel="Mark as paid"
                onClose={close}
                onSubmit={async (v) => {
                  const amountPaid = minorOf(v, 'amountPaid', r.currency, 'Amount paid');
                  if (typeof amountPaid !== 'string') return amountPaid;
                  const x = await markPaid({
                    ref: r.requestCode,
                    input: { amountPaid, paidBy: v.paidBy.trim(), paymentDate: v.paymentDate, paymentMethod: v.paymentMethod, note: opt(v.note) },
                  });
                  if (x.error) return x.error;
                  say(`Marked paid: ${x.data!.markPaymentRequestPaid.status}.`);
                }}
              />
            )}
          </Act>
        </>
      )}
      <Act label="Archive" className="danger">
        {(close) => (
          <FormDialog
            title={`Archive ${r.requestCode}?`}
            description={<p>It leaves the list and can no longer be paid.</p>}
            fields={[]}
            danger
            submitLabel="Archive"
            onClose={close}
            onSubmit={async () => {
              const x = await archive({ ref: r.requestCode });
              if (x.error) return x.error;
              say('Archived.');
            }}
          />
        )}
      </Act>
    </div>
  );
}

const lineRows = (lines: RequestFieldsFragment['lineItems']) => lines.map((l, i) => ({ ...l, key: `${i}` }));

export function PaymentRequestDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: PaymentRequestDetailDocument, variables: { ref: code } });
  useLiveEvents((e) => (e.type.startsWith('paymentrequest.') || e.type.startsWith('charge.')) && refetch({ requestPolicy: 'network-only' }));
  const [done, setDone] = useState<string | null>(null);
  const r = res.data?.paymentRequest;
  return (
    <Page title={`Payment request ${code}`} actions={r && <RequestActions r={r} say={setDone} />}>
      <p>
        <a href="#/payment-requests">← All payment requests</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!r} missing="No payment request has this code in this mode." />
      {r && (
        <>
          <Dl
            items={[
              ['Status', <Status key="s" value={r.archived ? 'archived' : r.status} />],
              ['Customer', <Code key="c" code={r.customer.customerCode} />],
              ['Amount', <Money key="a" amount={r.amount} currency={r.currency} />],
              ['Paid', <Money key="p" amount={r.amountPaid} currency={r.currency} />],
              ['Still due', <Money key="d" amount={r.pendingAmount} currency={r.currency} />],
              ['Due on', <When key="due" iso={r.dueDate} date />],
              ['Description', r.description ?? '—'],
              ['Invoice number', r.invoiceNumber ? String(r.invoiceNumber) : '—'],
              ['Paid offline', r.paymentMethod ? `${r.paymentMethod}${r.note ? ` (${r.note})` : ''}` : '—'],
              ['Created', <When key="cr" iso={r.createdAt} />],
            ]}
          />
          <h2>Line items</h2>
          {r.lineItems.length ? (
            <Table
              caption="Line items"
              rows={lineRows(r.lineItems)}
              rowKey={(l) => l.key}
              columns={[
                { label: 'Item', cell: (l) => l.name },
                { label: 'Unit amount', cell: (l) => <Money amount={l.amount} currency={r.currency} /> },
                { label: 'Quantity', cell: (l) => l.quantity },
                { label: 'Total', cell: (l) => <Money amount={Number(l.amount) * l.quantity} currency={r.currency} /> },
              ]}
            />
          ) : (
            <Empty>No line items: one amount.</Empty>
          )}
          {r.tax.length > 0 && (
            <>
              <h2>Tax</h2>
              <Table
                caption="Tax"
                rows={lineRows(r.tax)}
                rowKey={(l) => l.key}
                columns={[
                  { label: 'Tax', cell: (l) => l.name },
                  { label: 'Amount', cell: (l) => <Money amount={l.amount} currency={r.currency} /> },
                ]}
              />
            </>
          )}
          <h2>Notifications</h2>
          {r.notifications.length ? (
            <ul>
              {r.notifications.map((n, i) => (
                <li key={i}>
                  {n.channel}: <When iso={n.sentAt} />
                </li>
              ))}
            </ul>
          ) : (
            <Empty>None sent.</Empty>
          )}
          <h2>Payments</h2>
          {r.payments.length ? (
            <Table
              caption="Payments towards this request"
              rows={r.payments}
              rowKey={(t) => t.id}
              columns={[
                { label: 'Reference', cell: (t) => <TxLink reference={t.reference} /> },
                { label: 'Amount', cell: (t) => <Money amount={t.amount} currency={t.currency} /> },
                { label: 'Status', cell: (t) => <Status value={t.status} /> },
                { label: 'Paid', cell: (t) => <When iso={t.paidAt} /> },
              ]}
            />
          ) : (
            <Empty>No online payments yet.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
