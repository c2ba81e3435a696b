import { useQuery, useSubscription } from 'urql';
import { SubscriptionDetailDocument, SubscriptionsDocument, SubscriptionUpdatedDocument } from '../generated/graphql';
import { ChoiceFilter, CursorPager, FreshNotice, Listed, Rows, useListParams, useSteadyRows } from '../list';
import { Code, Dl, Empty, Lookup, Money, Page, Status, Table, When } from '../ui';
import { NewSubscription, SubscriptionActions } from './act-subscriptions';

export function Subscriptions({ query }: { query: URLSearchParams }) {
  const list = useListParams('subscriptions', query, ['plan', 'status'] as const);
  const { plan, status } = list.values;
  const after = list.cursor();
  // Filtered by the API (plan by its PLN_ code, status), so every page of results is the filter's.
  const variables = { first: 50, after, filter: plan || status ? { plan, status } : undefined };
  const [res, refetch] = useQuery({ query: SubscriptionsDocument, variables });
  // Renewals, failures and cancellations arrive as they happen.
  useSubscription({ query: SubscriptionUpdatedDocument, variables: {} }, (_p: unknown, d) => {
    refetch({ requestPolicy: 'network-only' });
    return d;
  });
  const d = res.data;
  // A new subscription waits behind "N new — show"; the ones shown take renewals in place.
  const subs = useSteadyRows(res, d?.subscriptions.nodes, variables);
  return (
    <Page title="Subscriptions and plans" actions={<NewSubscription />}>
      <Listed res={res} page={d}>
        {(d) => (
          <>
            <form className="filters" aria-label="Filter subscriptions" onSubmit={(e) => e.preventDefault()}>
              <ChoiceFilter
                label="Plan"
                value={plan}
                options={d.plans.nodes.map((p) => ({ value: p.planCode, label: `${p.name} (${p.planCode})` }))}
                onChange={(v) => list.set({ plan: v })}
              />
              <ChoiceFilter
                label="Status"
                value={status}
                options={['active', 'non-renewing', 'attention', 'completed', 'cancelled']}
                onChange={(v) => list.set({ status: v })}
              />
            </form>
            <section aria-labelledby="subs">
              <h2 id="subs">Subscriptions{plan ? ` to ${plan}` : ''}</h2>
              <FreshNotice
                count={subs.fresh}
                noun={['subscription', 'subscriptions']}
                onShow={subs.showFresh}
                focus={() => document.getElementById('subscriptions-table')?.focus()}
              />
              {plan && (
                <p>
                  <a href="#/subscriptions">Show all plans&apos; subscriptions</a>
                </p>
              )}
              <Rows
                empty={
                  <>
                    No subscriptions. Subscribe a customer with a saved card to a plan (<code>POST /subscription</code>), or pay a plan&apos;s checkout.
                  </>
                }
                caption="Subscriptions, newest first"
                id="subscriptions-table"
                rows={subs.nodes}
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
              <CursorPager pageInfo={d.subscriptions.pageInfo} after={after} goTo={(a) => list.page(a)} />
            </section>
            <section aria-labelledby="plans">
              <h2 id="plans">Plans</h2>
              <Rows
                empty={
                  <>
                    No plans. Create one with <code>POST /plan</code> or the createPlan mutation.
                  </>
                }
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
            </section>
          </>
        )}
      </Listed>
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
    <Page title={`Subscription ${code}`} actions={<SubscriptionActions code={code} />}>
      <p>
        <a href="#/subscriptions">← All subscriptions</a>
      </p>
      <Lookup res={res} found={!!s} missing="No subscription has this code in this mode." />
      {s && (
        <>
          <Dl
            items={[
              ['Status', <Status key="s" value={s.status} />],
              [
                'Plan',
                <span key="p">
                  <Code code={s.plan.planCode} /> {s.plan.name} ({s.plan.interval})
                </span>,
              ],
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
                {
                  label: 'Period',
                  cell: (i) => (
                    <>
                      <When iso={i.periodStart} date /> – <When iso={i.periodEnd} date />
                    </>
                  ),
                },
                { label: 'Paid', cell: (i) => <When iso={i.paidAt} /> },
              ]}
            />
          )}
        </>
      )}
    </Page>
  );
}
