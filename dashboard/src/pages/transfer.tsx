import { useState } from 'react';
import { useQuery } from 'urql';
import { TransferDetailDocument } from '../generated/graphql';
import { Act, Done } from '../form';
import { money } from '../format';
import { Code, Dl, Empty, Lookup, Money, Page, Status, When } from '../ui';
import { OtpDialog } from './act-transfers';
import { useLiveEvents } from './live';

// One transfer: where it went, what it cost, where it stands (live), and its OTP step while it waits.
export function TransferDetail({ code }: { code: string }) {
  const [res, refetch] = useQuery({ query: TransferDetailDocument, variables: { code } });
  useLiveEvents((e) => (e.type.startsWith('transfer') || e.resource.startsWith('transfer')) && refetch({ requestPolicy: 'network-only' }));
  const [done, setDone] = useState<string | null>(null);
  const t = res.data?.transfer;
  return (
    <Page
      title={`Transfer ${code}`}
      actions={
        t?.status === 'otp' && (
          <Act label="Enter OTP">{(close) => <OtpDialog code={t.transferCode} amount={money(t.amount, t.currency)} onClose={close} say={setDone} />}</Act>
        )
      }
    >
      <p>
        <a href="#/transfers">← All transfers</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!t} missing="No transfer has this code in this mode." />
      {t && (
        <>
          <Dl
            items={[
              ['Amount', <Money key="a" amount={t.amount} currency={t.currency} />],
              ['Fee', <Money key="f" amount={t.fee} currency={t.currency} />],
              ['Status', <Status key="s" value={t.status} />],
              ['Reason', t.reason ?? '—'],
              ['Failure', t.failures ?? '—'],
              ['Reference', <code key="r">{t.reference}</code>],
              ['Source', t.source],
              ['Created', <When key="c" iso={t.createdAt} />],
              ['Transferred', <When key="d" iso={t.transferredAt} />],
            ]}
          />
          <h2>Recipient</h2>
          {t.recipient ? (
            <Dl
              items={[
                ['Name', t.recipient.name],
                ['Code', <Code key="c" code={t.recipient.recipientCode} />],
                ['Account', [t.recipient.bankName, t.recipient.accountNumber].filter(Boolean).join(' ') || t.recipient.type],
                ['Account name', t.recipient.accountName ?? '—'],
              ]}
            />
          ) : (
            <Empty>The recipient is no longer on record.</Empty>
          )}
        </>
      )}
    </Page>
  );
}
