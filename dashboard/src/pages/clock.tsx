import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { AdvanceClockDocument, TestClockDocument } from '../generated/graphql';
import { Empty, ErrorBox, Field, Loading, Page, When } from '../ui';
import { advanceSeconds, UnitField, WHOLE_NUMBER } from './clock-advance';
import { LiveBadge, useLiveEvents, type LiveEvent } from './live';
import { EventSubject } from './webhooks';

export function TestClockPage({ mode }: { mode: 'test' | 'live' }) {
  const [res] = useQuery({ query: TestClockDocument, pause: mode !== 'test' });
  const [adv, advance] = useMutation(AdvanceClockDocument);
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState('days');
  const [now, setNow] = useState<string | null>(null);
  const [since, setSince] = useState<string | null>(null);
  const [due, setDue] = useState<LiveEvent[]>([]);
  const [error, setError] = useState<string | null>(null);
  // What fell due: the events that followed the advance (renewals, invoices, retries, settlements).
  const live = useLiveEvents((e) => {
    if (since && e.type !== 'test_clock.advanced') setDue((d) => [e, ...d].slice(0, 50));
  });
  if (mode !== 'test')
    return (
      <Page title="Test clock">
        <Empty>Live mode has no test clock: sign in with a test key (sk_test_…) to move time.</Empty>
      </Page>
    );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const seconds = advanceSeconds(amount, unit);
    if (seconds === null) {
      setError(WHOLE_NUMBER);
      return;
    }
    setError(null);
    setDue([]);
    setSince(new Date().toISOString());
    const r = await advance({ seconds });
    if (r.data) setNow(r.data.advanceTestClock.now);
  };
  const current = now ?? res.data?.testClock.now;
  return (
    <Page title="Test clock" actions={<LiveBadge connected={live.connected} />}>
      <p>Move this integration&apos;s test time forward: renewals, invoice reminders, retries, settlements and expiries due by then run now.</p>
      <ErrorBox error={res.error} />
      {current ? (
        <p className="big" aria-live="polite">
          Test time: <When iso={current} />
        </p>
      ) : (
        <Loading />
      )}
      <form className="filters" onSubmit={submit} aria-label="Advance the test clock">
        <Field label="Advance by">{(id) => <input id={id} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />}</Field>
        <UnitField label="Unit" unit={unit} onChange={setUnit} />
        <button type="submit" disabled={adv.fetching}>
          Advance
        </button>
      </form>
      <ErrorBox error={error ?? adv.error} />
      <section aria-labelledby="due">
        <h2 id="due">What fell due</h2>
        {!since ? (
          <Empty>Advance the clock: what becomes due shows here as it runs.</Empty>
        ) : due.length === 0 ? (
          <Empty>Nothing yet: nothing was due, or it is still running.</Empty>
        ) : (
          <ol className="stream" aria-live="polite">
            {due.map((e) => (
              <li key={e.id}>
                <strong>{e.type}</strong> <EventSubject e={e} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </Page>
  );
}
