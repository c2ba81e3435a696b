import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  AssignDedicatedAccountDocument,
  CreateDedicatedAccountDocument,
  DeactivateDedicatedAccountDocument,
  DedicatedAccountDetailDocument,
  DedicatedAccountsDocument,
  SimulateDedicatedTransferDocument,
} from '../generated/graphql';
import { modeOfKey, storedKey } from '../client';
import { Act, Done, FormDialog, minorOf, opt } from '../form';
import { money } from '../format';
import { CursorPager, Listed, Rows } from '../list';
import { go } from '../router';
import { Code, Dl, Lookup, Page, Status, TxLink, When } from '../ui';
import { LiveBadge, useLiveEvents } from './live';

// Dedicated virtual accounts: a bank account number of one customer; what is sent to it becomes
// their payment. Assign one (to a customer, or a new one), deactivate it, and in test mode have the
// simulated bank send money to it.

const isLive = (e: { type: string }) => e.type.startsWith('dedicatedaccount.') || e.type === 'charge.success';

export function VirtualAccounts({ query }: { query: URLSearchParams }) {
  const after = query.get('after') || undefined;
  const [res, refetch] = useQuery({ query: DedicatedAccountsDocument, variables: { first: 50, after } });
  const live = useLiveEvents((e) => isLive(e) && refetch({ requestPolicy: 'network-only' }));
  const [, create] = useMutation(CreateDedicatedAccountDocument);
  const [, assign] = useMutation(AssignDedicatedAccountDocument);
  const [done, setDone] = useState<string | null>(null);
  const banks = (res.data?.dedicatedAccountProviders ?? []).map((p) => ({ value: p.providerSlug, label: `${p.bankName} (${p.providerSlug})` }));
  const bankField = { name: 'preferredBank', label: 'Bank', kind: 'select' as const, options: banks, aliases: ['preferred_bank'] };
  const made = (a: { accountNumber: string; bankName: string; customer: { email: string } }) =>
    `Account ${a.accountNumber} at ${a.bankName} assigned to ${a.customer.email}.`;
  return (
    <Page
      title="Virtual accounts"
      actions={
        <>
          <LiveBadge connected={live.connected} />
          <Act label="Assign to a new customer" className="secondary">
            {(close) => (
              <FormDialog
                title="Assign to a new customer"
                description={<p>Creates (or finds) the customer by email, identifies them and assigns them an account.</p>}
                fields={[
                  { name: 'email', label: 'Email', kind: 'email', required: true },
                  { name: 'firstName', label: 'First name', required: true, aliases: ['first_name'] },
                  { name: 'lastName', label: 'Last name', required: true, aliases: ['last_name'] },
                  { name: 'phone', label: 'Phone', kind: 'tel', required: true },
                  bankField,
                ]}
                initial={{ preferredBank: banks[0]?.value ?? '' }}
                submitLabel="Assign account"
                onClose={close}
                onSubmit={async (v) => {
                  const r = await assign({
                    input: {
                      email: v.email.trim(),
                      firstName: v.firstName.trim(),
                      lastName: v.lastName.trim(),
                      phone: v.phone.trim(),
                      preferredBank: v.preferredBank,
                      country: 'NG',
                    },
                  });
                  if (r.error) return r.error;
                  const a = r.data!.assignDedicatedAccount;
                  if (!a.dedicatedAccount) return `The customer could not be identified (${a.status}): no account was assigned.`;
                  setDone(made(a.dedicatedAccount));
                }}
              />
            )}
          </Act>
          <Act label="New virtual account">
            {(close) => (
              <FormDialog
                title="New virtual account"
                description={<p>For a customer already here; their active account at the bank if they have one.</p>}
                fields={[{ name: 'customer', label: 'Customer', required: true, placeholder: 'CUS_… or email', hint: 'Their code or email' }, bankField]}
                initial={{ preferredBank: banks[0]?.value ?? '' }}
                submitLabel="Create account"
                onClose={close}
                onSubmit={async (v) => {
                  const r = await create({ input: { customer: v.customer.trim(), preferredBank: opt(v.preferredBank) } });
                  if (r.error) return r.error;
                  setDone(made(r.data!.createDedicatedAccount));
                }}
              />
            )}
          </Act>
        </>
      }
    >
      <Done>{done}</Done>
      <Listed res={res} page={res.data?.dedicatedAccounts}>
        {(c) => (
          <>
            <Rows
              empty="No virtual accounts yet."
              caption="Virtual accounts, newest first"
              rows={c.nodes}
              rowKey={(a) => a.id}
              columns={[
                { label: 'Account', cell: (a) => <a href={`#/virtual-accounts/${a.id}`}>{a.accountNumber}</a> },
                { label: 'Bank', cell: (a) => a.bankName },
                { label: 'Name', cell: (a) => a.accountName },
                { label: 'Customer', cell: (a) => <Code code={a.customer.customerCode} /> },
                { label: 'Status', cell: (a) => <Status value={a.active ? 'active' : 'inactive'} /> },
                { label: 'Assigned', cell: (a) => <When iso={a.assignedAt} /> },
              ]}
            />
            <CursorPager pageInfo={c.pageInfo} after={after} goTo={(a) => go('virtual-accounts', { after: a })} />
          </>
        )}
      </Listed>
    </Page>
  );
}

export function VirtualAccountDetail({ id }: { id: string }) {
  const [res, refetch] = useQuery({ query: DedicatedAccountDetailDocument, variables: { id } });
  useLiveEvents((e) => isLive(e) && refetch({ requestPolicy: 'network-only' }));
  const [, deactivate] = useMutation(DeactivateDedicatedAccountDocument);
  const [, simulate] = useMutation(SimulateDedicatedTransferDocument);
  const [done, setDone] = useState<ReactNode>(null);
  const test = modeOfKey(storedKey() ?? '') === 'test';
  const a = res.data?.dedicatedAccount;
  return (
    <Page
      title={a ? `Virtual account ${a.accountNumber}` : `Virtual account ${id}`}
      actions={
        a?.active && (
          <div className="actions">
            {test && (
              <Act label="Simulate a transfer">
                {(close) => (
                  <FormDialog
                    title={`Send money to ${a.accountNumber}`}
                    description={<p>Test mode: the simulated bank sends a transfer to this account, as a customer&apos;s bank would.</p>}
                    fields={[
                      { name: 'amount', label: 'Amount', kind: 'money', required: true },
                      { name: 'senderName', label: 'Sender name', aliases: ['sender_name'] },
                      { name: 'narration', label: 'Narration' },
                    ]}
                    submitLabel="Send transfer"
                    onClose={close}
                    onSubmit={async (v) => {
                      const amount = minorOf(v, 'amount', a.currency);
                      if (typeof amount !== 'string') return amount;
                      const r = await simulate({
                        input: { accountNumber: a.accountNumber, amount, senderName: opt(v.senderName), narration: opt(v.narration) },
                      });
                      if (r.error) return r.error;
                      const x = r.data!.simulateDedicatedAccountTransfer;
                      setDone(
                        <>
                          {`Transfer of ${money(x.transfer.amount, x.transfer.currency)} ${x.transfer.status}. `}
                          {x.transaction && (
                            <>
                              Payment <TxLink reference={x.transaction.reference} />: {x.transaction.status}.
                            </>
                          )}
                        </>,
                      );
                    }}
                  />
                )}
              </Act>
            )}
            <Act label="Deactivate" className="danger">
              {(close) => (
                <FormDialog
                  title={`Deactivate ${a.accountNumber}?`}
                  description={<p>The account is unassigned from {a.customer.email} and refuses money from now on.</p>}
                  fields={[]}
                  danger
                  submitLabel="Deactivate"
                  onClose={close}
                  onSubmit={async () => {
                    const r = await deactivate({ id: a.id });
                    if (r.error) return r.error;
                    setDone('Deactivated.');
                  }}
                />
              )}
            </Act>
          </div>
        )
      }
    >
      <p>
        <a href="#/virtual-accounts">← All virtual accounts</a>
      </p>
      <Done>{done}</Done>
      <Lookup res={res} found={!!a} missing="No virtual account has this id in this mode." />
      {a && (
        <Dl
          items={[
            ['Account number', <code key="n">{a.accountNumber}</code>],
            ['Account name', a.accountName],
            ['Bank', `${a.bankName} (${a.providerSlug})`],
            ['Currency', a.currency],
            ['Status', <Status key="s" value={a.active ? 'active' : 'inactive'} />],
            ['Customer', <Code key="c" code={a.customer.customerCode} />],
            ['Split', a.splitCode ?? '—'],
            ['Assigned', <When key="as" iso={a.assignedAt} />],
            ['Created', <When key="cr" iso={a.createdAt} />],
          ]}
        />
      )}
    </Page>
  );
}
