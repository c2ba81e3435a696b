import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  CreateSubscriptionDocument,
  DisableSubscriptionDocument,
  EnableSubscriptionDocument,
  PlanChoicesDocument,
  SendSubscriptionManageEmailDocument,
  SubscriptionManageLinkDocument,
  SubscriptionTokenDocument,
} from '../generated/graphql';
import { Act, Done, FormDialog, opt } from '../form';
import { money } from '../format';
import { go } from '../router';

// "New subscription" on the subscriptions list: the subscription's page opens once it exists.
export function NewSubscription() {
  const [plans] = useQuery({ query: PlanChoicesDocument });
  const [, create] = useMutation(CreateSubscriptionDocument);
  const options = (plans.data?.plans.nodes ?? []).map((p) => ({ value: p.planCode, label: `${p.name} · ${money(p.amount, p.currency)} ${p.interval}` }));
  return (
    <Act label="New subscription">
      {(close) => (
        <FormDialog
          title="New subscription"
          description={
            <p>
              Charges the customer&apos;s saved card on the plan&apos;s schedule. No plan yet? <a href="#/plans">Create one</a>.
            </p>
          }
          fields={[
            { name: 'customer', label: 'Customer', required: true, placeholder: 'CUS_… or email', hint: 'Their code or email' },
            { name: 'plan', label: 'Plan', kind: 'select', required: true, options: [{ value: '', label: 'Choose a plan' }, ...options] },
            { name: 'authorization', label: 'Card authorization', placeholder: 'AUTH_…', hint: 'Empty: the customer’s most recent reusable card' },
            { name: 'startDate', label: 'First charge on', kind: 'date', hint: 'Empty: now', aliases: ['start_date'] },
          ]}
          submitLabel="Create subscription"
          onClose={close}
          onSubmit={async (v) => {
            const r = await create({
              input: {
                customer: v.customer.trim(),
                plan: v.plan,
                authorization: opt(v.authorization),
                startDate: v.startDate ? new Date(`${v.startDate}T00:00:00`).toISOString() : undefined,
              },
            });
            if (r.error) return r.error;
            go(`subscriptions/${r.data!.createSubscription.subscriptionCode}`);
          }}
        />
      )}
    </Act>
  );
}

// A subscription's page: enable or disable it, e-mail the customer the link to manage it, or
// open that link here.
export function SubscriptionActions({ code }: { code: string }) {
  const [res] = useQuery({ query: SubscriptionTokenDocument, variables: { code } });
  const [, enable] = useMutation(EnableSubscriptionDocument);
  const [, disable] = useMutation(DisableSubscriptionDocument);
  const [, email] = useMutation(SendSubscriptionManageEmailDocument);
  const [, link] = useMutation(SubscriptionManageLinkDocument);
  const [done, setDone] = useState<ReactNode>(null);
  const s = res.data?.subscription;
  if (!s) return null;
  const running = s.status === 'active' || s.status === 'attention';
  return (
    <div className="actions">
      {running ? (
        <Act label="Disable subscription" className="danger">
          {(close) => (
            <FormDialog
              title={`Disable ${s.subscriptionCode}?`}
              description={<p>It runs to the end of the period already paid for, then stops: no further charges.</p>}
              fields={[]}
              danger
              submitLabel="Disable"
              onClose={close}
              onSubmit={async () => {
                const r = await disable({ code: s.subscriptionCode, token: s.emailToken });
                if (r.error) return r.error;
                setDone(`Disabled: ${r.data!.disableSubscription.status}.`);
              }}
            />
          )}
        </Act>
      ) : (
        s.status !== 'complete' && (
          <Act label="Enable subscription">
            {(close) => (
              <FormDialog
                title={`Enable ${s.subscriptionCode}?`}
                description={<p>It renews again on the plan&apos;s schedule, charging the saved card.</p>}
                fields={[]}
                submitLabel="Enable"
                onClose={close}
                onSubmit={async () => {
                  const r = await enable({ code: s.subscriptionCode, token: s.emailToken });
                  if (r.error) return r.error;
                  setDone(`Enabled: ${r.data!.enableSubscription.status}.`);
                }}
              />
            )}
          </Act>
        )
      )}
      <Act label="Email manage link" className="secondary">
        {(close) => (
          <FormDialog
            title="Email the manage link?"
            description={<p>The customer gets a link to update their card or cancel. Kobo records the e-mail in its outbox instead of sending it.</p>}
            fields={[]}
            submitLabel="Send"
            onClose={close}
            onSubmit={async () => {
              const r = await email({ code: s.subscriptionCode });
              if (r.error) return r.error;
              setDone('Manage link e-mail recorded.');
            }}
          />
        )}
      </Act>
      <button
        type="button"
        className="secondary"
        onClick={async () => {
          const r = await link({ code: s.subscriptionCode });
          setDone(r.error ? r.error.message : <a href={r.data!.subscriptionManageLink}>Open the manage page (signed link)</a>);
        }}
      >
        Get manage link
      </button>
      <Done>{done}</Done>
    </div>
  );
}
