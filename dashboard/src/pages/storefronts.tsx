import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  AddStorefrontProductsDocument,
  CreateStorefrontDocument,
  DeleteStorefrontDocument,
  PublishStorefrontDocument,
  StorefrontDetailDocument,
  StorefrontsDocument,
  UpdateStorefrontDocument,
} from '../generated/graphql';
import { Act, Done, FormDialog, opt } from '../form';
import { CursorPager, Listed, Rows } from '../list';
import { go } from '../router';
import { Dl, Empty, Lookup, Money, Page, Status, Table, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';
import { currencyOptions } from './plans';

// Storefronts: a hosted shop (/shop/<slug>) of products. Create, fill with products, publish, edit,
// delete. #/storefronts, #/storefronts/<slug>.

const live = (e: { type: string }) => e.type.startsWith('storefront.') || e.type.startsWith('product.');

export function Storefronts({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const [res, refetch] = useQuery({ query: StorefrontsDocument, variables: { first: 50, after } });
  const on = useLiveEvents((e) => live(e) && refetch({ requestPolicy: 'network-only' }));
  const [, create] = useMutation(CreateStorefrontDocument);
  return (
    <Page
      title="Storefronts"
      actions={
        <>
          <LiveBadge connected={on.connected} />
          <Act label="New storefront">
            {(close) => (
              <FormDialog
                title="New storefront"
                description={<p>A shop of your products at /shop/&lt;slug&gt;, open once published.</p>}
                fields={[
                  { name: 'name', label: 'Name', required: true },
                  { name: 'slug', label: 'Slug', required: true, hint: 'Its address: /shop/<slug>' },
                  { name: 'currency', label: 'Currency', kind: 'select', options: currencyOptions },
                  { name: 'description', label: 'Description', kind: 'textarea' },
                ]}
                initial={{ currency: 'NGN' }}
                submitLabel="Create storefront"
                onClose={close}
                onSubmit={async (v) => {
                  const r = await create({ input: { name: v.name.trim(), slug: v.slug.trim(), currency: v.currency, description: opt(v.description) } });
                  if (r.error) return r.error;
                  go(`storefronts/${encodeURIComponent(r.data!.createStorefront.slug)}`);
                }}
              />
            )}
          </Act>
        </>
      }
    >
      <Listed res={res} page={res.data?.storefronts}>
        {(c) => (
          <>
            <Rows
              empty="No storefronts yet: create one with New storefront."
              caption="Storefronts, newest first"
              rows={c.nodes}
              rowKey={(s) => s.id}
              columns={[
                { label: 'Name', cell: (s) => <a href={`#/storefronts/${encodeURIComponent(s.slug)}`}>{s.name}</a> },
                { label: 'Shop', cell: (s) => <a href={`/shop/${s.slug}`}>/shop/{s.slug}</a> },
                { label: 'Products', cell: (s) => s.products.length },
                { label: 'Status', cell: (s) => <Status value={s.status} /> },
                { label: 'Created', cell: (s) => <When iso={s.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => go('storefronts', { after: a })} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function StorefrontDetail({ slug }: { slug: string }) {
  const [res, refetch] = useQuery({ query: StorefrontDetailDocument, variables: { id: slug } });
  useLiveEvents((e) => live(e) && refetch({ requestPolicy: 'network-only' }));
  const [, update] = useMutation(UpdateStorefrontDocument);
  const [, add] = useMutation(AddStorefrontProductsDocument);
  const [, publish] = useMutation(PublishStorefrontDocument);
  const [, remove] = useMutation(DeleteStorefrontDocument);
  const [done, setDone] = useState<string | null>(null);
  const s = res.data?.storefront;
  const inShop = new Set(s?.products.map((p) => p.id));
  const addable = (res.data?.products.nodes ?? []).filter((p) => p.active && !inShop.has(p.id) && p.currency === s?.currency);
  return (
    <Page
      title={s ? `Storefront ${s.name}` : `Storefront ${slug}`}
      actions={
        s && (
          <div className="actions">
            <Act label="Add product" className="secondary">
              {(close) => (
                <FormDialog
                  title={`Add a product to ${s.name}`}
                  description={addable.length ? undefined : <p>{`No active ${s.currency} product is left to add: create one on the Products page.`}</p>}
                  fields={[
                    {
                      name: 'product',
                      label: 'Product',
                      kind: 'select',
                      required: true,
                      options: [{ value: '', label: 'Choose a product' }, ...addable.map((p) => ({ value: p.id, label: `${p.name} (${p.productCode})` }))],
                      aliases: ['products'],
                    },
                  ]}
                  submitLabel="Add product"
                  onClose={close}
                  onSubmit={async (v) => {
                    const r = await add({ storefront: s.id, products: [v.product] });
                    if (r.error) return r.error;
                    setDone('Product added.');
                  }}
                />
              )}
            </Act>
            {s.status !== 'active' && (
              <Act label="Publish">
                {(close) => (
                  <FormDialog
                    title={`Publish ${s.name}?`}
                    description={<p>{`The shop opens at /shop/${s.slug} for anyone with the link.`}</p>}
                    fields={[]}
                    submitLabel="Publish"
                    onClose={close}
                    onSubmit={async () => {
                      const r = await publish({ storefront: s.id });
                      if (r.error) return r.error;
                      setDone(`Published: /shop/${r.data!.publishStorefront.slug}.`);
                    }}
                  />
                )}
              </Act>
            )}
            <Act label="Edit storefront" className="secondary">
              {(close) => (
                <FormDialog
                  title={`Edit ${s.name}`}
                  fields={[
                    { name: 'name', label: 'Name' },
                    { name: 'slug', label: 'Slug' },
                    { name: 'description', label: 'Description', kind: 'textarea' },
                  ]}
                  initial={{ name: s.name, slug: s.slug, description: s.description ?? '' }}
                  submitLabel="Save storefront"
                  onClose={close}
                  onSubmit={async (v) => {
                    const r = await update({ storefront: s.id, input: { name: opt(v.name), slug: opt(v.slug), description: opt(v.description) } });
                    if (r.error) return r.error;
                    const moved = r.data!.updateStorefront.slug;
                    if (moved !== s.slug) go(`storefronts/${encodeURIComponent(moved)}`);
                    else setDone('Storefront saved.');
                  }}
                />
              )}
            </Act>
            <Act label="Delete" className="danger">
              {(close) => (
                <FormDialog
                  title={`Delete ${s.name}?`}
                  description={<p>The shop closes; its products stay in the catalogue.</p>}
                  fields={[]}
                  danger
                  submitLabel="Delete storefront"
                  onClose={close}
                  onSubmit={async () => {
                    const r = await remove({ storefront: s.id });
                    if (r.error) return r.error;
                    go('storefronts');
                  }}
                />
              )}
            </Act>
          </div>
        )
      }
    >
      <p>
        <a href="#/storefronts">← All storefronts</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!s} missing="No storefront has this slug in this mode." />
      {s && (
        <>
          <Dl
            items={[
              ['Shop', <a key="l" href={`/shop/${s.slug}`}>{`/shop/${s.slug}`}</a>],
              ['Status', <Status key="s" value={s.status} />],
              ['Currency', s.currency],
              ['Description', s.description ?? '—'],
              ['Created', <When key="c" iso={s.createdAt} />],
            ]}
          />
          <p>
            <a href={`#/orders?storefront=${s.id}`}>{`Orders placed on ${s.name}`}</a>
          </p>
          <h2>Products</h2>
          {s.products.length ? (
            <Table
              caption={`Products in ${s.name}`}
              rows={s.products}
              rowKey={(p) => p.id}
              columns={[
                { label: 'Product', cell: (p) => <a href={`#/products/${p.productCode}`}>{p.name}</a> },
                { label: 'Price', cell: (p) => <Money amount={p.price} currency={p.currency} /> },
              ]}
            />
          ) : (
            <Empty>No products yet: add some before publishing.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
