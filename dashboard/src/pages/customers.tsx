import { useQuery, useMutation } from 'urql';
import { CustomerDetailDocument, CustomersDocument, SetRiskDocument, type RiskAction } from '../generated/graphql';
import { dayEnd, dayStart } from '../format';
import { ChoiceFilter, CursorPager, DateFields, Listed, Rows, SearchBox, useListParams } from '../list';
import { Code, Dl, Empty, ErrorBox, Field, Lookup, Page, When } from '../ui';
import { TransactionTable } from './transactions';
import { CustomerActions, NewCustomer } from './act-customers';

export function Customers({ query }: { query: URLSearchParams }) {
  const list = useListParams('customers', query, ['search', 'risk', 'from', 'to'] as const);
  const { search, from, to } = list.values;
  const risk = list.values.risk as RiskAction | undefined;
  const after = list.cursor();
  const [res] = useQuery({
    query: CustomersDocument,
    variables: { first: 20, after, filter: { search, riskAction: risk, from: dayStart(from), to: dayEnd(to) } },
  });
  return (
    <Page title="Customers" actions={<NewCustomer />}>
      <SearchBox label="Search customers" value={search} placeholder="Email, name or CUS_ code" onSearch={(t) => list.set({ search: t })} />
      <form className="filters" aria-label="Filter customers" onSubmit={(e) => e.preventDefault()}>
        <ChoiceFilter
          label="Risk action"
          value={risk}
          options={['default', { value: 'allow', label: 'allow (whitelisted)' }, { value: 'deny', label: 'deny (blacklisted)' }]}
          onChange={(v) => list.set({ risk: v })}
        />
        <DateFields from={from} to={to} set={list.set} labels={['Created from', 'Created to']} />
      </form>
      <Listed res={res} page={res.data?.customers}>
        {(c) => (
          <>
            <p className="count">
              {c.totalCount} customer{c.totalCount === 1 ? '' : 's'}
              {search ? ` holding “${search}”` : ''}
            </p>
            <Rows
              empty={
                <>
                  No customers{search || risk || from || to ? ' match' : ''}. A customer is created by their first payment, or with <code>POST /customer</code>.
                </>
              }
              caption="Customers, newest first"
              rows={c.nodes}
              rowKey={(x) => x.id}
              columns={[
                { label: 'Code', cell: (x) => <Code code={x.customerCode} /> },
                { label: 'Email', cell: (x) => x.email },
                { label: 'Name', cell: (x) => [x.firstName, x.lastName].filter(Boolean).join(' ') || '—' },
                { label: 'Risk action', cell: (x) => x.riskAction },
                { label: 'Created', cell: (x) => <When iso={x.createdAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => list.page(a)} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function CustomerDetail({ code }: { code: string }) {
  const [res] = useQuery({ query: CustomerDetailDocument, variables: { code } });
  const [riskState, setRisk] = useMutation(SetRiskDocument);
  const cu = res.data?.customer;
  const txs = (res.data?.transactions.nodes ?? []).filter((t) => t.customer.customerCode === code);
  return (
    <Page title={`Customer ${code}`} actions={<CustomerActions code={code} />}>
      <p>
        <a href="#/customers">← All customers</a>
      </p>
      <Lookup res={res} found={!!cu} missing="No customer has this code in this mode." />
      {cu && (
        <>
          <Dl
            items={[
              ['Email', cu.email],
              ['Name', [cu.firstName, cu.lastName].filter(Boolean).join(' ') || '—'],
              ['Phone', cu.phone ?? '—'],
              ['Identified', cu.identified ? 'yes' : 'no'],
              ['Created', <When key="c" iso={cu.createdAt} />],
            ]}
          />
          <Field label="Risk action" hint="deny blocks their payments; allow skips the risk checks">
            {(id) => (
              <select
                id={id}
                value={cu.riskAction}
                disabled={riskState.fetching}
                onChange={(e) => setRisk({ customer: cu.customerCode, riskAction: e.target.value as RiskAction })}
              >
                <option value="default">default</option>
                <option value="allow">allow</option>
                <option value="deny">deny</option>
              </select>
            )}
          </Field>
          <ErrorBox error={riskState.error} />
          <h2>Latest transactions</h2>
          {txs.length ? <TransactionTable rows={txs} /> : <Empty>No recent transactions of this customer.</Empty>}
        </>
      )}
    </Page>
  );
}
