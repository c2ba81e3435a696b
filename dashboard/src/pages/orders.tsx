import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CreateOrderDocument,
  OrderableProductsDocument,
  OrderDetailDocument,
  OrdersDocument,
  OrderTransactionDocument,
  PayOrderDocument,
} from '../generated/graphql';
import { Act, Done, FormDialog, minorOf, opt, type Values } from '../form';
import { dayEnd, dayStart } from '../format';
import { ChoiceFilter, CursorPager, DateFields, FreshNotice, Listed, Rows, SearchBox, useListParams, useSteadyRows } from '../list';
import { go } from '../router';
import { readRows, RowsEditor } from '../rows-editor';
import { Code, Dl, Empty, Lookup, Money, Page, Status, Table, TxLink, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';
import { currencyOptions } from './plans';

// Orders (POST /order, and a buyer's basket on a storefront): the list searched and filtered by
// the server, a new order for the catalogue's products, its own page with its lines, and a checkout
// link for one still pending. Kobo's orders are pending until a payment naming them succeeds, then
// paid: there is no fulfil or cancel step in the API to offer. #/orders, #/orders/<ORD_ code>.

const touches = (e: { type: string }) => e.type.startsWith('order.') || e.type === 'charge.success';
// The API's words for the two states, as an operator says them.
const STATUS_LABEL: Record<string, string> = { pending: 'pending', success: 'paid' };

export function Orders({ query }: { query: URLSearchParams }) {
  const list = useListParams('orders', query, ['search', 'status', 'storefront', 'from', 'to'] as const);
  const { search, status, storefront, from, to } = list.values;
  const after = list.cursor();
  const variables = { first: 20, after, filter: { search, status, storefront, from: dayStart(from), to: dayEnd(to) } };
  const [res, refetch] = useQuery({ query: OrdersDocument, variables });
  const on = useLiveEvents((e) => touches(e) && refetch({ requestPolicy: 'network-only' }));
  const rows = useSteadyRows(res, res.data?.orders.nodes, variables);
  const filtered = !!(search || status || storefront || from || to);
  return (
    <Page
      title="Orders"
      actions={
        <>
          <LiveBadge connected={on.connected} />
          <NewOrder />
        </>
      }
    >
      <SearchBox label="Search orders" value={search} placeholder="ORD_ code, email or name" onSearch={(t) => list.set({ search: t })} />
      <form className="filters" aria-label="Filter orders" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter
          label="Status"
          value={status}
          options={[
            { value: 'pending', label: 'pending' },
            { value: 'success', label: 'paid' },
          ]}
          onChange={(v) => list.set({ status: v })}
        />
        <ChoiceFilter
          label="Storefront"
          value={storefront}
          options={(res.data?.storefronts.nodes ?? []).map((s) => ({ value: s.id, label: s.name }))}
          onChange={(v) => list.set({ storefront: v })}
        />
        <DateFields from={from} to={to} set={list.set} />
      </form>
      <Listed res={res} page={res.data?.orders}>
        {(c) => (
          <>
            <p className="count">
              {c.totalCount} order{c.totalCount === 1 ? '' : 's'}
              {search ? ` holding “${search}”` : ''}
            </p>
            <FreshNotice count={rows.fresh} noun={['order', 'orders']} onShow={rows.showFresh} focus={() => document.getElementById('orders-table')?.focus()} />
            <Rows
              id="orders-table"
              empty={
                <>
                  No orders{filtered ? ' match' : ''}. Make one with New order or <code>POST /order</code>; buyers place them on a published storefront.
                </>
              }
              caption="Orders, newest first"
              rows={rows.nodes}
              rowKey={(o) => o.id}
              columns={[
                { label: 'Order', cell: (o) => <Code code={o.code} /> },
                { label: 'Buyer', cell: (o) => o.email },
                { label: 'Amount', cell: (o) => <Money amount={o.amount} currency={o.currency} /> },
                { label: 'Status', cell: (o) => <Status value={STATUS_LABEL[o.status] ?? o.status} /> },
                {
                  label: 'Storefront',
                  cell: (o) => (o.storefront ? <a href={`#/storefronts/${encodeURIComponent(o.storefront.slug)}`}>{o.storefront.name}</a> : '—'),
                },
                { label: 'Created', cell: (o) => <When iso={o.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

// A new order: the buyer and one line per product (active, in the order's currency). The server
// prices it, checks the stock, and answers what is wrong with a line.
export function NewOrder() {
  return <Act label="New order">{(close) => <NewOrderDialog close={close} />}</Act>;
}

// Built when the dialog opens, so it asks for the catalogue as it is then.
function NewOrderDialog({ close }: { close: () => void }) {
  const [products] = useQuery({ query: OrderableProductsDocument, requestPolicy: 'network-only' });
  const [, create] = useMutation(CreateOrderDocument);
  const all = (products.data?.products.nodes ?? []).filter((p) => p.active);
  const loaded = !!products.data;
  return (
    <FormDialog
      title="New order"
      description={<p>A pending order for products in your catalogue. It is paid by a payment naming it: get its checkout link from its page.</p>}
      fields={[
        { name: 'email', label: 'Buyer email', kind: 'email', required: true, aliases: ['email'] },
        { name: 'firstName', label: 'First name', aliases: ['first_name'] },
        { name: 'lastName', label: 'Last name', aliases: ['last_name'] },
        { name: 'phone', label: 'Phone', kind: 'tel' },
        { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
        { name: 'shippingFee', label: 'Shipping fee', kind: 'money', aliases: ['shipping', 'shipping_fee'], hint: 'Added to the products’ total' },
      ]}
      initial={{ currency: 'NGN', lines: JSON.stringify([{ product: '', quantity: '1' }]) }}
      submitLabel="Create order"
      onClose={close}
      onSubmit={async (v: Values) => {
        const items = [];
        for (const [i, l] of readRows(v.lines).entries()) {
          if (!l.product) continue;
          const q = (l.quantity ?? '').trim() || '1';
          if (!/^\d+$/.test(q) || Number(q) < 1) return `Product ${i + 1}: the quantity is a whole number, 1 or more`;
          items.push({ item: l.product, quantity: Number(q) });
        }
        if (!items.length) return 'Choose at least one product.';
        let shippingFee: string | undefined;
        if (v.shippingFee.trim()) {
          const fee = minorOf(v, 'shippingFee', v.currency, 'Shipping fee');
          if (typeof fee !== 'string') return fee;
          shippingFee = fee;
        }
        const r = await create({
          input: {
            email: v.email.trim(),
            firstName: opt(v.firstName),
            lastName: opt(v.lastName),
            phone: opt(v.phone),
            currency: v.currency,
            items,
            shipping: shippingFee ? { shippingFee } : undefined,
          },
        });
        if (r.error) return r.error;
        go(`orders/${r.data!.createOrder.code}`);
      }}
    >
      {(values, set) => {
        const choices = all.filter((p) => p.currency === values.currency);
        return (
          <>
            {loaded && choices.length === 0 && <p className="hint">{`No active ${values.currency} product yet: create one on the Products page.`}</p>}
            <RowsEditor
              legend="Products"
              noun="Product"
              className="two"
              blank={{ product: '', quantity: '1' }}
              fields={[
                {
                  key: 'product',
                  label: 'Product',
                  options: [
                    { value: '', label: 'Choose a product' },
                    ...choices.map((p) => ({
                      value: p.id,
                      label: `${p.name} (${p.unlimited ? 'unlimited' : `${Math.max(0, (p.quantity ?? 0) - p.quantitySold)} in stock`})`,
                    })),
                  ],
                },
                { key: 'quantity', label: 'Quantity', inputMode: 'numeric' },
              ]}
              raw={values.lines}
              onChange={(x) => set('lines', x)}
            />
          </>
        );
      }}
    </FormDialog>
  );
}

export function OrderDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: OrderDetailDocument, variables: { id: code } });
  const o = res.data?.order;
  const [tx, refetchTx] = useQuery({ query: OrderTransactionDocument, variables: { id: o?.transactionId ?? '' }, pause: !o?.transactionId });
  useLiveEvents((e) => {
    if (!touches(e) && !e.type.startsWith('product.')) return;
    refetch({ requestPolicy: 'network-only' });
    if (o?.transactionId) refetchTx({ requestPolicy: 'network-only' });
  });
  const [, pay] = useMutation(PayOrderDocument);
  const [link, setLink] = useState<{ url: string; reference: string } | null>(null);
  const buyer = o ? [o.firstName, o.lastName].filter(Boolean).join(' ') : '';
  const ship = o?.shipping;
  const address = ship ? [ship.streetLine, ship.city, ship.state, ship.country].filter(Boolean).join(', ') : '';
  return (
    <Page
      title={`Order ${code}`}
      actions={
        o?.status === 'pending' && (
          <div className="actions">
            <Act label="Get a payment link">
              {(close) => (
                <FormDialog
                  title={`A payment link for ${o.code}`}
                  description={
                    <p>{`A checkout page for ${o.email} to pay the order's total. The order is paid, and its stock taken, when that payment succeeds.`}</p>
                  }
                  fields={[]}
                  submitLabel="Get the link"
                  onClose={close}
                  onSubmit={async () => {
                    const r = await pay({ id: o.code });
                    if (r.error) return r.error;
                    setLink({ url: r.data!.payOrder.authorizationUrl, reference: r.data!.payOrder.reference });
                  }}
                />
              )}
            </Act>
          </div>
        )
      }
    >
      <p>
        <a href="#/orders">← All orders</a>
      </p>
      <Done>
        {link && (
          <>
            Payment link ready (transaction <TxLink reference={link.reference} />
            ): <a href={link.url}>open the checkout page</a>. Send it to the buyer.
          </>
        )}
      </Done>
      <Lookup res={res} found={!!o} missing="No order has this code in this mode." />
      {o && (
        <>
          <Dl
            items={[
              ['Status', <Status key="s" value={STATUS_LABEL[o.status] ?? o.status} />],
              ['Amount', <Money key="a" amount={o.amount} currency={o.currency} />],
              [
                'Can be paid',
                o.status === 'success'
                  ? 'paid already'
                  : o.payable
                    ? 'yes: every product is on sale and in stock'
                    : 'no: a product is sold out or no longer on sale',
              ],
              ['Buyer', `${o.email}${buyer ? ` (${buyer})` : ''}`],
              ['Customer', <Code key="c" code={o.customer?.customerCode} />],
              ['Phone', o.phone ?? '—'],
              [
                'Storefront',
                o.storefront ? (
                  <a key="sf" href={`#/storefronts/${encodeURIComponent(o.storefront.slug)}`}>
                    {o.storefront.name}
                  </a>
                ) : (
                  'none (made with POST /order)'
                ),
              ],
              ['Shipping fee', <Money key="sh" amount={o.shippingFee} currency={o.currency} />],
              ['Ship to', address || '—'],
              ['Delivery note', ship?.deliveryNote ?? '—'],
              ['Gift', o.isGift ? 'yes' : 'no'],
              ['Payment', tx.data?.transaction ? <TxLink key="t" reference={tx.data.transaction.reference} /> : '—'],
              ['Created', <When key="cr" iso={o.createdAt} />],
              ['Paid', <When key="p" iso={o.paidAt} />],
            ]}
          />
          <h2>Products</h2>
          {o.lineItems.length ? (
            <Table
              caption={`Products in order ${o.code}`}
              rows={o.lineItems}
              rowKey={(l) => l.productId}
              columns={[
                { label: 'Product', cell: (l) => (l.product ? <a href={`#/products/${l.product.productCode}`}>{l.productName}</a> : l.productName) },
                { label: 'Unit price', cell: (l) => <Money amount={l.unitAmount} currency={o.currency} /> },
                { label: 'Quantity', cell: (l) => l.quantity },
                { label: 'Total', cell: (l) => <Money amount={l.amount} currency={o.currency} /> },
              ]}
            />
          ) : (
            <Empty>No lines.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
