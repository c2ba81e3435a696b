import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from 'urql';
import { AdvanceClockDocument, TestClockDocument } from '../generated/graphql';
import { ErrorBox, Field, When, errorText } from '../ui';
import { advanceSeconds, UnitField, WHOLE_NUMBER } from './clock-advance';
import { useLiveEvents } from './live';

const CLOCK_EVENTS = ['test_clock.advanced'];

// In test mode the integration's clock is the only time base: it stays in the header on every page
// and moves from there. Whoever moves it (this tab, another, the API or the CLI), test_clock.advanced
// brings the new time here and to the pages that follow it.
export function HeaderClock() {
  const [res, refetch] = useQuery({ query: TestClockDocument });
  useLiveEvents(() => refetch({ requestPolicy: 'network-only' }), CLOCK_EVENTS);
  const [adv, advance] = useMutation(AdvanceClockDocument);
  const [amount, setAmount] = useState('1');
  const [unit, setUnit] = useState('days');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  const now = res.data?.testClock.now;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const seconds = advanceSeconds(amount, unit);
    if (seconds === null) return setError(WHOLE_NUMBER);
    setError(null);
    const r = await advance({ seconds });
    if (r.error) return setError(errorText(r.error));
    setDone(r.data!.advanceTestClock.now);
    refetch({ requestPolicy: 'network-only' });
  };
  return (
    <div className="header-clock">
      <span className="clock-now" aria-live="polite">
        <span className="sr-only">Test clock: </span>
        {now ? <When iso={now} /> : '…'}
      </span>
      <button
        type="button"
        ref={opener}
        onClick={() => {
          setDone(null);
          setError(null);
          setOpen(true);
        }}
      >
        Move clock
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="clock-dialog-h"
        className="dialog"
        onClose={() => {
          setOpen(false);
          opener.current?.focus();
        }}
      >
        {open && (
          <form onSubmit={submit} className="dialog-body">
            <h2 id="clock-dialog-h">Move the test clock</h2>
            <p>Test time is now {now ? <When iso={now} /> : '…'}. Renewals, reminders, retries, settlements and expiries due by the new time run at once.</p>
            <div className="filters">
              <Field label="Move forward by">
                {(id) => <input id={id} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} autoFocus />}
              </Field>
              <UnitField label="Time unit" unit={unit} onChange={setUnit} />
            </div>
            <ErrorBox error={error} />
            {done && (
              <p className="notice" role="status">
                Moved to <When iso={done} />.
              </p>
            )}
            <div className="toolbar">
              <button type="submit" disabled={adv.fetching}>
                Advance
              </button>
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </form>
        )}
      </dialog>
    </div>
  );
}
