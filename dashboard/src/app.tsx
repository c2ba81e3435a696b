import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Provider } from 'urql';
import { connect, forgetKey, modeOfKey, storedKey, storeKey } from './client';
import { SignInDocument } from './generated/graphql';
import { useRoute } from './router';
import { ErrorBox, errorText } from './ui';
import { Overview } from './pages/overview';
import { TransactionDetail, Transactions } from './pages/transactions';
import { Webhooks } from './pages/webhooks';
import { TestClockPage } from './pages/clock';
import { SettingsPage } from './pages/settings';
import { SubscriptionDetail, Subscriptions } from './pages/subscriptions';
import { BulkChargeDetail, BulkCharges } from './pages/bulk';
import { Transfers } from './pages/transfers';
import { CustomerDetail, Customers } from './pages/customers';
import { Disputes, PaymentRequests, Refunds, Settlements } from './pages/lists';

const NAV: Array<[string, string]> = [
  ['', 'Overview'],
  ['transactions', 'Transactions'],
  ['customers', 'Customers'],
  ['subscriptions', 'Subscriptions'],
  ['payment-requests', 'Payment requests'],
  ['transfers', 'Transfers'],
  ['bulk-charges', 'Bulk charges'],
  ['refunds', 'Refunds'],
  ['settlements', 'Settlements'],
  ['disputes', 'Disputes'],
  ['webhooks', 'Webhooks'],
  ['clock', 'Test clock'],
  ['settings', 'Settings'],
];

export function App() {
  const [key, setKey] = useState(storedKey);
  const [notice, setNotice] = useState<string | null>(null);
  const signOut = (why?: string) => {
    forgetKey();
    setNotice(why ?? null);
    setKey(null);
  };
  if (!key) {
    return (
      <SignIn
        notice={notice}
        onSignedIn={(k) => {
          storeKey(k);
          setNotice(null);
          setKey(k);
        }}
      />
    );
  }
  return <SignedIn key={key} secretKey={key} signOut={signOut} />;
}

function SignIn({ notice, onSignedIn }: { notice: string | null; onSignedIn: (key: string) => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Sign in · Kobo dashboard';
  }, []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const key = value.trim();
    if (!/^sk_(test|live)_/.test(key)) {
      setError('Paste a secret key: it starts with sk_test_ or sk_live_.');
      return;
    }
    setBusy(true);
    const session = connect(key);
    const r = await session.client.query(SignInDocument, {}, { requestPolicy: 'network-only' }).toPromise();
    session.close();
    setBusy(false);
    if (r.error) setError(errorText(r.error));
    else onSignedIn(key);
  };
  return (
    <main className="signin" id="main">
      <h1>Kobo dashboard</h1>
      {notice && (
        <div className="notice" role="status">
          {notice}
        </div>
      )}
      <form onSubmit={submit} noValidate>
        <label htmlFor="key">Secret key</label>
        <input
          id="key"
          name="key"
          type="password"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-describedby="key-hint"
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        <p id="key-hint" className="hint">
          The key Kobo printed when it started (or <code>kobo integrations</code>). It stays in this tab only and is forgotten when the tab closes.
        </p>
        <ErrorBox error={error} />
        <button type="submit" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}

function SignedIn({ secretKey, signOut }: { secretKey: string; signOut: (why?: string) => void }) {
  const session = useMemo(() => connect(secretKey), [secretKey]);
  useEffect(() => () => session.close(), [session]);
  const mode = modeOfKey(secretKey);
  const route = useRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => setMenuOpen(false), [route]);
  const section = route.path[0] ?? '';
  return (
    <Provider value={session.client}>
      <a className="skip" href="#main" onClick={(e) => (e.preventDefault(), document.querySelector<HTMLElement>('main h1')?.focus())}>
        Skip to content
      </a>
      <header className={`top mode-${mode}`}>
        <a className="brand" href="#/">
          Kobo
        </a>
        <span className={`mode mode-${mode}`} aria-label={`${mode} mode`}>
          {mode === 'test' ? 'Test mode' : 'Live mode'}
        </span>
        <button type="button" className="menu" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <button type="button" className="signout" onClick={() => signOut('Signed out.')}>
          Sign out
        </button>
      </header>
      <div className="layout">
        <nav id="nav" aria-label="Sections" className={menuOpen ? 'open' : ''}>
          <ul>
            {NAV.filter(([p]) => mode === 'test' || p !== 'clock').map(([path, label]) => (
              <li key={path}>
                <a href={`#/${path}`} aria-current={section === path ? 'page' : undefined}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main">
          <Routed section={section} rest={route.path.slice(1)} query={route.query} mode={mode} signOut={signOut} />
        </main>
      </div>
    </Provider>
  );
}

function Routed({ section, rest, query, mode, signOut }: { section: string; rest: string[]; query: URLSearchParams; mode: 'test' | 'live'; signOut: (why?: string) => void }) {
  const id = rest[0];
  switch (section) {
    case '':
      return <Overview mode={mode} />;
    case 'transactions':
      return id ? <TransactionDetail reference={id} /> : <Transactions query={query} />;
    case 'customers':
      return id ? <CustomerDetail code={id} /> : <Customers query={query} />;
    case 'subscriptions':
      return id ? <SubscriptionDetail code={id} /> : <Subscriptions query={query} />;
    case 'payment-requests':
      return <PaymentRequests query={query} />;
    case 'transfers':
      return <Transfers query={query} />;
    case 'bulk-charges':
      return id ? <BulkChargeDetail code={id} /> : <BulkCharges />;
    case 'refunds':
      return <Refunds query={query} />;
    case 'settlements':
      return <Settlements query={query} />;
    case 'disputes':
      return <Disputes />;
    case 'webhooks':
      return <Webhooks query={query} />;
    case 'clock':
      return <TestClockPage mode={mode} />;
    case 'settings':
      return <SettingsPage signOut={signOut} />;
    default:
      return (
        <>
          <h1 tabIndex={-1}>Not found</h1>
          <p>
            There is no page here. <a href="#/">Back to the overview</a>.
          </p>
        </>
      );
  }
}
