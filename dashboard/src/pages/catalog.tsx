import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CreatePaymentPageDocument,
  CreateProductDocument,
  PaymentPageDetailDocument,
  PaymentPagesDocument,
  ProductDetailDocument,
  ProductsDocument,
  UpdatePaymentPageDocument,
  UpdateProductDocument,
  type PageFieldsFragment,
  type ProductFieldsFragment,
} from '../generated/graphql';
import { Act, Done, FormDialog, majorOf, minorOf, opt, type FieldSpec, type Values } from '../form';
import { CursorPager, Listed, Rows } from '../list';
import { go } from '../router';
import { Dl, Lookup, Money, Page, Status, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';
import { currencyOptions } from './plans';

// Payment pages (/pay/<slug>) and products: lists, pages of their own, create and edit.

const pageFields = (creating: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name', required: creating },
  { name: 'amount', label: 'Amount', kind: 'money', hint: 'Empty: the payer types the amount' },
  ...(creating ? [{ name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions } as FieldSpec] : []),
  { name: 'description', label: 'Description', kind: 'textarea' },
  ...(creating ? [{ name: 'slug', label: 'Slug', hint: 'The page’s address: /pay/<slug>. Empty: made from the name' } as FieldSpec] : []),
  { name: 'redirectUrl', label: 'Redirect URL', kind: 'url', hint: 'Where the payer goes after paying', aliases: ['redirect_url'] },
  { name: 'collectPhone', label: 'Ask for the payer’s phone number', kind: 'checkbox', aliases: ['collect_phone'] },
  ...(creating ? [] : [{ name: 'active', label: 'Active (takes payments)', kind: 'checkbox' } as FieldSpec]),
];

function pageAmount(v: Values, currency: string) {
  return v.amount.trim() ? minorOf(v, 'amount', currency) : undefined;
}

export function PaymentPages({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const [res, refetch] = useQuery({ query: PaymentPagesDocument, variables: { first: 50, after } });
  const live = useLiveEvents((e) => e.type.startsWith('page.') && refetch({ requestPolicy: 'network-only' }));
  const [done, setDone] = useState<string | null>(null);
  const [, create] = useMutation(CreatePaymentPageDocument);
  return (
    <Page
      title="Payment pages"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <Act label="New payment page">
            {(close) => (
              <FormDialog
                title="New payment page"
                description={<p>A page anyone with its link can pay on, at a fixed amount or one they choose.</p>}
                fields={pageFields(true)}
                initial={{ currency: 'NGN' }}
                submitLabel="Create page"
                onClose={close}
                onSubmit={async (v) => {
                  const amount = pageAmount(v, v.currency);
                  if (typeof amount === 'object') return amount;
                  const r = await create({
                    input: {
                      name: v.name.trim(),
                      amount,
                      currency: v.currency,
                      description: opt(v.description),
                      slug: opt(v.slug),
                      redirectUrl: opt(v.redirectUrl),
                      collectPhone: v.collectPhone === 'true',
                    },
                  });
                  if (r.error) return r.error;
                  const p = r.data!.createPaymentPage;
                  setDone(`Page ${p.name} created: /pay/${p.slug}.`);
                }}
              />
            )}
          </Act>
        </>
      }
    >
      <Done>{done}</Done>
      <Listed res={res} page={res.data?.paymentPages}>
        {(c) => (
          <>
            <Rows
              empty="No payment pages yet: create one with New payment page."
              caption="Payment pages, newest first"
              rows={c.nodes}
              rowKey={(p) => p.id}
              columns={[
                { label: 'Name', cell: (p) => <a href={`#/pages/${encodeURIComponent(p.slug)}`}>{p.name}</a> },
                { label: 'Link', cell: (p) => <a href={`/pay/${p.slug}`}>/pay/{p.slug}</a> },
                { label: 'Amount', cell: (p) => (p.amount ? <Money amount={p.amount} currency={p.currency} /> : 'payer chooses') },
                { label: 'Active', cell: (p) => (p.active ? 'yes' : 'no') },
                { label: 'Created', cell: (p) => <When iso={p.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => go('pages', { after: a })} />
          </>
        )}
      </Listed>
    </Page>
  );
}

function EditPage({ p, close, onSaved }: { p: PageFieldsFragment; close: () => void; onSaved: (p: PageFieldsFragment) => void }) {
  const [, update] = useMutation(UpdatePaymentPageDocument);
  return (
    <FormDialog
      title={`Edit ${p.name}`}
      fields={pageFields(false)}
      initial={{
        name: p.name,
        amount: majorOf(p.amount, p.currency),
        description: p.description ?? '',
        redirectUrl: p.redirectUrl ?? '',
        collectPhone: p.collectPhone ? 'true' : '',
        active: p.active ? 'true' : '',
      }}
      submitLabel="Save page"
      onClose={close}
      onSubmit={async (v) => {
        const amount = pageAmount(v, p.currency);
        if (typeof amount === 'object') return amount;
        const r = await update({
          ref: p.slug,
          input: {
            name: opt(v.name),
            amount,
            description: opt(v.description),
            redirectUrl: opt(v.redirectUrl),
            collectPhone: v.collectPhone === 'true',
            active: v.active === 'true',
          },
        });
        if (r.error) return r.error;
        onSaved(r.data!.updatePaymentPage);
      }}
    />
  );
}

export function PaymentPageDetail({ slug }: { slug: string }) {
  const [res, refetch] = useQuery({ query: PaymentPageDetailDocument, variables: { ref: slug } });
  useLiveEvents((e) => e.type.startsWith('page.') && refetch({ requestPolicy: 'network-only' }));
  const [done, setDone] = useState<string | null>(null);
  const p = res.data?.paymentPage;
  return (
    <Page
      title={p ? `Payment page ${p.name}` : `Payment page ${slug}`}
      actions={p && <Act label="Edit page">{(close) => <EditPage p={p} close={close} onSaved={(x) => setDone(`Saved ${x.name}.`)} />}</Act>}
    >
      <p>
        <a href="#/pages">← All payment pages</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!p} missing="No payment page has this slug in this mode." />
      {p && (
        <Dl
          items={[
            ['Link', <a key="l" href={`/pay/${p.slug}`}>{`${window.location.origin}/pay/${p.slug}`}</a>],
            ['Amount', p.amount ? <Money key="a" amount={p.amount} currency={p.currency} /> : `payer chooses (${p.currency})`],
            ['Status', <Status key="s" value={p.active ? 'active' : 'inactive'} />],
            ['Type', p.type],
            ['Description', p.description ?? '—'],
            ['Redirect URL', p.redirectUrl ?? '—'],
            ['Asks for a phone number', p.collectPhone ? 'yes' : 'no'],
            ['Plan', p.plan ?? '—'],
            ['Split', p.splitCode ?? '—'],
            ['Created', <When key="c" iso={p.createdAt} />],
            ['Updated', <When key="u" iso={p.updatedAt} />],
          ]}
        />
      )}
    </Page>
  );
}

const productFields = (creating: boolean): FieldSpec[] => [
  { name: 'name', label: 'Name', required: creating },
  { name: 'description', label: 'Description', kind: 'textarea', required: creating },
  { name: 'price', label: 'Price', kind: 'money', required: creating },
  { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
  { name: 'unlimited', label: 'Unlimited stock', kind: 'checkbox' },
  { name: 'quantity', label: 'Quantity in stock', kind: 'number', hint: 'When the stock is limited' },
  { name: 'isShippable', label: 'Needs shipping', kind: 'checkbox', aliases: ['is_shippable'] },
  ...(creating ? [] : [{ name: 'active', label: 'Active (for sale)', kind: 'checkbox' } as FieldSpec]),
];

function productInput(v: Values) {
  const price = minorOf(v, 'price', v.currency, 'Price');
  if (typeof price !== 'string') return price;
  const q = v.quantity.trim();
  if (q && !/^\d+$/.test(q)) return { field: 'quantity', message: 'Quantity: a whole number' };
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    price,
    currency: v.currency,
    unlimited: v.unlimited === 'true',
    quantity: q ? Number(q) : undefined,
    isShippable: v.isShippable === 'true',
  };
}

export function Products({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const [res, refetch] = useQuery({ query: ProductsDocument, variables: { first: 50, after } });
  const live = useLiveEvents((e) => e.type.startsWith('product.') && refetch({ requestPolicy: 'network-only' }));
  const [done, setDone] = useState<string | null>(null);
  const [, create] = useMutation(CreateProductDocument);
  return (
    <Page
      title="Products"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <Act label="New product">
            {(close) => (
              <FormDialog
                title="New product"
                description={<p>Sold on storefronts and payment pages; its stock counts down as orders are paid.</p>}
                fields={productFields(true)}
                initial={{ currency: 'NGN', unlimited: 'true' }}
                submitLabel="Create product"
                onClose={close}
                onSubmit={async (v) => {
                  const input = productInput(v);
                  if ('field' in input) return input;
                  const r = await create({ input });
                  if (r.error) return r.error;
                  const p = r.data!.createProduct;
                  setDone(`Product ${p.name} created: ${p.productCode}.`);
                }}
              />
            )}
          </Act>
        </>
      }
    >
      <Done>{done}</Done>
      <Listed res={res} page={res.data?.products}>
        {(c) => (
          <>
            <Rows
              empty="No products yet: create one with New product."
              caption="Products, newest first"
              rows={c.nodes}
              rowKey={(p) => p.id}
              columns={[
                { label: 'Name', cell: (p) => <a href={`#/products/${p.productCode}`}>{p.name}</a> },
                { label: 'Code', cell: (p) => <code>{p.productCode}</code> },
                { label: 'Price', cell: (p) => <Money amount={p.price} currency={p.currency} /> },
                { label: 'Stock', cell: (p) => stockOf(p) },
                { label: 'Active', cell: (p) => (p.active ? 'yes' : 'no') },
                { label: 'Created', cell: (p) => <When iso={p.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => go('products', { after: a })} />
          </>
        )}
      </Listed>
    </Page>
  );
}

const stockOf = (p: ProductFieldsFragment) => (p.unlimited ? 'unlimited' : p.inStock ? `${p.quantity ?? 0} left` : 'out of stock');

export function ProductDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: ProductDetailDocument, variables: { id: code } });
  useLiveEvents((e) => e.type.startsWith('product.') && refetch({ requestPolicy: 'network-only' }));
  const [, update] = useMutation(UpdateProductDocument);
  const [done, setDone] = useState<string | null>(null);
  const p = res.data?.product;
  return (
    <Page
      title={p ? `Product ${p.name}` : `Product ${code}`}
      actions={
        p && (
          <Act label="Edit product">
            {(close) => (
              <FormDialog
                title={`Edit ${p.name}`}
                fields={productFields(false)}
                initial={{
                  name: p.name,
                  description: p.description ?? '',
                  price: majorOf(p.price, p.currency),
                  currency: p.currency,
                  unlimited: p.unlimited ? 'true' : '',
                  quantity: p.quantity === null || p.quantity === undefined ? '' : String(p.quantity),
                  isShippable: p.isShippable ? 'true' : '',
                  active: p.active ? 'true' : '',
                }}
                submitLabel="Save product"
                onClose={close}
                onSubmit={async (v) => {
                  const input = productInput(v);
                  if ('field' in input) return input;
                  const r = await update({ product: p.productCode, input: { ...input, active: v.active === 'true' } });
                  if (r.error) return r.error;
                  setDone(`Saved ${r.data!.updateProduct.name}.`);
                }}
              />
            )}
          </Act>
        )
      }
    >
      <p>
        <a href="#/products">← All products</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!p} missing="No product has this code in this mode." />
      {p && (
        <Dl
          items={[
            ['Code', <code key="c">{p.productCode}</code>],
            ['Price', <Money key="p" amount={p.price} currency={p.currency} />],
            ['Status', <Status key="s" value={p.active ? 'active' : 'inactive'} />],
            ['Stock', stockOf(p)],
            ['Sold', String(p.quantitySold)],
            ['Order limits', `${p.minimumOrderable} to ${p.maximumOrderable ?? 'any'}`],
            ['Needs shipping', p.isShippable ? 'yes' : 'no'],
            ['Description', p.description ?? '—'],
            ['Created', <When key="cr" iso={p.createdAt} />],
            ['Updated', <When key="u" iso={p.updatedAt} />],
          ]}
        />
      )}
    </Page>
  );
}
