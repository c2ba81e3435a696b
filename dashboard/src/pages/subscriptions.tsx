import { useQuery, useSubscription } from 'urql';
import { SubscriptionDetailDocument, SubscriptionsDocument, SubscriptionUpdatedDocument } from '../generated/graphql';
import { go } from '../router';
import { Code, Dl, Empty, ErrorBox, Field, Loading, Money, Page, Pager, Status, Table, When } from '../ui';

export function Subscriptions({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const plan = query.get('plan') || undefined;
  const status = query.get('status') || undefined;
  // Filtered by the API (plan by its PLN_ code, status), so every page of results is the filter's.
  const [res, refetch] = useQuery({ query: SubscriptionsDocument, variables: { first: 50, after, filter: plan || status ? { plan, status } : undefined } });
  // Renewals, failures and cancellations arrive as they happen.
  useSubscription({ query: SubscriptionUpdatedDocument, variables: {} }, (_p: unknown, d) => {
    refetch({ requestPolicy: 'network-only' });
    return d;
  });
  const d = res.data;
  const subs = d?.subscriptions.nodes ?? [];
  return (
    <Page title="Subscriptions and plans">
      <ErrorBox error={res.error} />
      {!d && res.fetching && <Loading />}
      {d && (
        <>
          <form className="filters" aria-label="Filter subscriptions" onSubmit={(e) => e.preventDefault()}>
            <Field label="Plan">
              {(id) => (
                <select id={id} value={plan ?? ''} onChange={(e) => go('subscriptions', { status, plan: e.target.value })}>
                  <option value="">Any</option>
                  {d.plans.nodes.map((p) => (
                    <option key={p.id} value={p.planCode}>
                      {p.name} ({p.planCode})
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Status">
              {(id) => (
                <select id={id} value={status ?? ''} onChange={(e) => go('subscriptions', { plan, status: e.target.value })}>
                  <option value="">Any</option>
                  {['active', 'non-renewing', 'attention', 'completed', 'cancelled'].map((x) => (
                    <option key={x}>{x}</option>
                  ))}
                </select>
              )}
            </Field>
          </form>
          <section aria-labelledby="subs">
            <h2 id="subs">Subscriptions{plan ? ` to ${plan}` : ''}</h2>
            {plan && (
              <p>
                <a href="#/subscriptions">Show all plans&apos; subscriptions</a>
              </p>
            )}
            {subs.length === 0 ? (
              <Empty>No subscriptions. Subscribe a customer with a saved card to a plan (<code>POST /subscription</code>), or pay a plan&apos;s checkout.</Empty>
            ) : (
              <Table
                caption="Subscriptions, newest first"
                rows={subs}
                rowKey={(s) => s.id}
                columns={[
                  { label: 'Code', cell: (s) => <Code code={s.subscriptionCode} /> },
                  { label: 'Plan', cell: (s) => <Code code={s.plan.planCode} /> },
                  { label: 'Customer', cell: (s) => <a href={`#/customers/${s.customer.customerCode}`}>{s.customer.email}</a> },
                  { label: 'Amount', cell: (s) => <Money amount={s.amount} currency={s.plan.currency} /> },
                  { label: 'Status', cell: (s) => <Status value={s.status} /> },
                  { label: 'Payments', cell: (s) => <span data-payments={s.subscriptionCode}>{s.paymentsCount}</span> },
                  { label: 'Next payment', cell: (s) => <When iso={s.nextPaymentDate} /> },
                ]}
              />
            )}
            <Pager hasNext={d.subscriptions.pageInfo.hasNextPage} onNext={() => go('subscriptions', { after: d.subscriptions.pageInfo.endCursor ?? undefined })} onFirst={after ? () => go('subscriptions') : undefined} />
          </section>
          <section aria-labelledby="plans">
            <h2 id="plans">Plans</h2>
            {d.plans.nodes.length === 0 ? (
              <Empty>No plans. Create one with <code>POST /plan</code> or the createPlan mutation.</Empty>
            ) : (
              <Table
                caption="Plans"
                rows={d.plans.nodes}
                rowKey={(p) => p.id}
                columns={[
                  { label: 'Code', cell: (p) => <Code code={p.planCode} /> },
                  { label: 'Name', cell: (p) => p.name },
                  { label: 'Amount', cell: (p) => <Money amount={p.amount} currency={p.currency} /> },
                  { label: 'Interval', cell: (p) => p.interval },
                  { label: 'Created', cell: (p) => <When iso={p.createdAt} /> },
                ]}
              />
            )}
          </section>
        </>
      )}
    </Page>
  );
}

export function SubscriptionDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: SubscriptionDetailDocument, variables: { code } });
  useSubscription({ query: SubscriptionUpdatedDocument, variables: { code } }, (_p: unknown, d) => {
    refetch({ requestPolicy: 'network-only' });
    return d;
  });
  const s = res.data?.subscription;
  return (
    <Page title={`Subscription ${code}`}>
      <p>
        <a href="#/subscriptions">← All subscriptions</a>
      </p>
      <ErrorBox error={res.error} />
      {!res.data && res.fetching && <Loading />}
      {res.data && !s && <Empty>No subscription has this code in this mode.</Empty>}
      {s && (
        <>
          <Dl
            items={[
              ['Status', <Status key="s" value={s.status} />],
              ['Plan', <span key="p"><Code code={s.plan.planCode} /> {s.plan.name} ({s.plan.interval})</span>],
              ['Customer', <Code key="c" code={s.customer.customerCode} />],
              ['Amount', <Money key="a" amount={s.amount} currency={s.plan.currency} />],
              ['Payments', s.paymentsCount],
              ['Next payment', <When key="n" iso={s.nextPaymentDate} />],
              ['Card', s.authorization ? `${s.authorization.brand} …${s.authorization.last4}` : '—'],
              ['Started', <When key="st" iso={s.start} />],
            ]}
          />
          <h2>Invoices</h2>
          {s.invoices.length === 0 ? (
            <Empty>No invoices yet: the first renewal makes one.</Empty>
          ) : (
            <Table
              caption="Invoices of this subscription"
              rows={s.invoices}
              rowKey={(i) => i.id}
              columns={[
                { label: 'Invoice', cell: (i) => <code>{i.invoiceCode}</code> },
                { label: 'Amount', cell: (i) => <Money amount={i.amount} currency={i.currency} /> },
                { label: 'Status', cell: (i) => <Status value={i.status} /> },
                { label: 'Period', cell: (i) => <><When iso={i.periodStart} date /> – <When iso={i.periodEnd} date /></> },
                { label: 'Paid', cell: (i) => <When iso={i.paidAt} /> },
              ]}
            />
          )}
        </>
      )}
    </Page>
  );
}
