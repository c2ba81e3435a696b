import { useQuery } from 'urql';
import { SettlementDetailDocument } from '../generated/graphql';
import { Dl, Lookup, Money, Page, Status, When } from '../ui';
import { useLiveEvents } from './live';

// One settlement: what was processed, the fees, what reached the bank account, and for whom.
export function SettlementDetail({ id }: { id: string }) {
  const [res, refetch] = useQuery({ query: SettlementDetailDocument, variables: { id } });
  useLiveEvents((e) => e.type.startsWith('settlement') && refetch({ requestPolicy: 'network-only' }));
  const s = res.data?.settlement;
  return (
    <Page title={`Settlement ${id}`}>
      <p>
        <a href="#/settlements">← All settlements</a>
      </p>
      <Lookup res={res} found={!!s} missing="No settlement has this id in this mode." />
      {s && (
        <Dl
          items={[
            [
              'Account',
              s.subaccount ? (
                <a key="a" href={`#/splits/${s.subaccount.subaccountCode}`}>
                  {s.subaccount.businessName}
                </a>
              ) : (
                'main'
              ),
            ],
            ['Status', <Status key="s" value={s.status} />],
            ['Processed', <Money key="p" amount={s.totalProcessed} currency={s.currency} />],
            ['Fees', <Money key="f" amount={s.totalFees} currency={s.currency} />],
            ['Settled', <Money key="e" amount={s.effectiveAmount} currency={s.currency} />],
            ['Transactions', String(s.transactionCount)],
            ['Settlement date', <When key="d" iso={s.settlementDate} date />],
            ['Settled at', <When key="at" iso={s.settledAt} />],
            ['Settled by', s.settledBy ?? '—'],
          ]}
        />
      )}
    </Page>
  );
}
