import { useQuery } from 'urql';
import { RefundDetailDocument } from '../generated/graphql';
import { Code, Dl, Lookup, Money, Page, Status, TxLink, When } from '../ui';
import { useLiveEvents } from './live';

// One refund: how much, of which payment, where it stands (live) and when the money is expected.
export function RefundDetail({ id }: { id: string }) {
  const [res, refetch] = useQuery({ query: RefundDetailDocument, variables: { id } });
  useLiveEvents((e) => e.type.startsWith('refund.') && refetch({ requestPolicy: 'network-only' }));
  const r = res.data?.refund;
  return (
    <Page title={`Refund ${id}`}>
      <p>
        <a href="#/refunds">← All refunds</a>
      </p>
      <Lookup res={res} found={!!r} missing="No refund has this id in this mode." />
      {r && (
        <Dl
          items={[
            ['Amount', <Money key="a" amount={r.amount} currency={r.currency} />],
            ['Taken from the balance', <Money key="d" amount={r.deductedAmount} currency={r.currency} />],
            ['Status', <Status key="s" value={r.status} />],
            ['Transaction', <TxLink key="t" reference={r.transactionReference} />],
            ['Customer', r.transaction ? <Code key="c" code={r.transaction.customer.customerCode} /> : '—'],
            ['Channel', r.channel ?? '—'],
            ['Reason', r.reason ?? '—'],
            ['Note to the customer', r.customerNote ?? '—'],
            ['Note for the merchant', r.merchantNote ?? '—'],
            ['Created', <When key="c2" iso={r.createdAt} />],
            ['Expected', <When key="e" iso={r.expectedAt} />],
            ['Refunded', <When key="r" iso={r.refundedAt} />],
          ]}
        />
      )}
    </Page>
  );
}
