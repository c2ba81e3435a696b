import { useQuery, useMutation } from 'urql';
import { CustomerDetailDocument, CustomersDocument, SetRiskDocument, type RiskAction } from '../generated/graphql';
import { go } from '../router';
import { Code, Dl, Empty, ErrorBox, Field, Loading, Page, Pager, Table, When } from '../ui';
import { TransactionTable } from './transactions';

export function Customers({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const email = query.get('email') || undefined;
  const risk = (query.get('risk') || undefined) as RiskAction | undefined;
  const [res] = useQuery({ query: CustomersDocument, variables: { first: 20, after, filter: { email, riskAction: risk } } });
  const c = res.data?.customers;
  return (
    <Page title="Customers">
      <form className="filters" role="search" aria-label="Find customers" onSubmit={(e) => e.preventDefault()}>
        <Field label="Email">{(id) => <input id={id} type="email" defaultValue={email ?? ''} onKeyDown={(e) => e.key === 'Enter' && go('customers', { risk, email: e.currentTarget.value.trim() })} />}</Field>
        <Field label="Risk action">
          {(id) => (
            <select id={id} value={risk ?? ''} onChange={(e) => go('customers', { email, risk: e.target.value })}>
              <option value="">Any</option>
              <option value="default">default</option>
              <option value="allow">allow (whitelisted)</option>
              <option value="deny">deny (blacklisted)</option>
            </select>
          )}
        </Field>
      </form>
      <ErrorBox error={res.error} />
      {!c && res.fetching && <Loading />}
      {c &&
        (c.nodes.length === 0 ? (
          <Empty>No customers{email || risk ? ' match' : ''}. A customer is created by their first payment, or with <code>POST /customer</code>.</Empty>
        ) : (
          <Table
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
        ))}
      {c && <Pager hasNext={c.pageInfo.hasNextPage} onNext={() => go('customers', { email, risk, after: c.pageInfo.endCursor ?? undefined })} onFirst={after ? () => go('customers', { email, risk }) : undefined} />}
    </Page>
  );
}

export function CustomerDetail({ code }: { code: string }) {
  const [res] = useQuery({ query: CustomerDetailDocument, variables: { code } });
  const [riskState, setRisk] = useMutation(SetRiskDocument);
  const cu = res.data?.customer;
  const txs = (res.data?.transactions.nodes ?? []).filter((t) => t.customer.customerCode === code);
  return (
    <Page title={`Customer ${code}`}>
      <p>
        <a href="#/customers">← All customers</a>
      </p>
      <ErrorBox error={res.error} />
      {!res.data && res.fetching && <Loading />}
      {res.data && !cu && <Empty>No customer has this code in this mode.</Empty>}
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
              <select id={id} value={cu.riskAction} disabled={riskState.fetching} onChange={(e) => setRisk({ customer: cu.customerCode, riskAction: e.target.value as RiskAction })}>
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
