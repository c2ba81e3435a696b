import { useEffect, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { Provider } from 'urql';
import { connect, forgetKey, keyName, modeOfKey, selectKey, storedKey, storedKeys, storeKey, type KeptKey } from './client';
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
import { Developers } from './pages/developers';
import { HeaderClock } from './pages/header-clock';
import { PaymentPageDetail, PaymentPages, ProductDetail, Products } from './pages/catalog';
import { PlanDetail, Plans } from './pages/plans';
import { PaymentRequestDetail } from './pages/payment-request';
import { DisputeDetail } from './pages/dispute';
import { SplitOrSubaccount, Splits } from './pages/splits';
import { VirtualAccountDetail, VirtualAccounts } from './pages/virtual-accounts';
import { StorefrontDetail, Storefronts } from './pages/storefronts';
import { TerminalDetail, Terminals } from './pages/terminals';
import { TransferDetail } from './pages/transfer';
import { RefundDetail } from './pages/refund';
import { SettlementDetail } from './pages/settlement';
import { OrderDetail, Orders } from './pages/orders';
import { VirtualTerminalDetail, VirtualTerminals } from './pages/virtual-terminals';

// The dashboard's sections: each its hash path (#/<path>/<id>), its label, what it shows, and the
// group of the menu it is listed in (GROUPS, in the menu's order; the overview stands alone above).
interface Shown {
  id: string | undefined;
  rest: string[];
  query: URLSearchParams;
  mode: 'test' | 'live';
  signOut: (why?: string) => void;
  secretKey: string;
  switchTo: (key: string) => void;
}

type Group = 'Payments' | 'Customers' | 'Billing' | 'Transfers & balance' | 'Commerce' | 'Developers' | 'Settings';
const GROUPS: Group[] = ['Payments', 'Customers', 'Billing', 'Transfers & balance', 'Commerce', 'Developers', 'Settings'];

const SECTIONS: Array<{ path: string; label: string; group?: Group; testOnly?: boolean; show: (s: Shown) => ReactNode }> = [
  { path: '', label: 'Overview', show: ({ mode }) => <Overview mode={mode} /> },
  {
    path: 'transactions',
    label: 'Transactions',
    group: 'Payments',
    show: ({ id, query }) => (id ? <TransactionDetail reference={id} /> : <Transactions query={query} />),
  },
  { path: 'refunds', label: 'Refunds', group: 'Payments', show: ({ id, query }) => (id ? <RefundDetail id={id} /> : <Refunds query={query} />) },
  { path: 'disputes', label: 'Disputes', group: 'Payments', show: ({ id, query }) => (id ? <DisputeDetail id={id} /> : <Disputes query={query} />) },
  {
    path: 'bulk-charges',
    label: 'Bulk charges',
    group: 'Payments',
    show: ({ id, query }) => (id ? <BulkChargeDetail code={id} query={query} /> : <BulkCharges query={query} />),
  },
  { path: 'customers', label: 'Customers', group: 'Customers', show: ({ id, query }) => (id ? <CustomerDetail code={id} /> : <Customers query={query} />) },
  {
    path: 'virtual-accounts',
    label: 'Virtual accounts',
    group: 'Customers',
    show: ({ id, query }) => (id ? <VirtualAccountDetail id={id} /> : <VirtualAccounts query={query} />),
  },
  {
    path: 'subscriptions',
    label: 'Subscriptions',
    group: 'Billing',
    show: ({ id, query }) => (id ? <SubscriptionDetail code={id} /> : <Subscriptions query={query} />),
  },
  { path: 'plans', label: 'Plans', group: 'Billing', show: ({ id, query }) => (id ? <PlanDetail code={id} /> : <Plans query={query} />) },
  {
    path: 'payment-requests',
    label: 'Payment requests',
    group: 'Billing',
    show: ({ id, query }) => (id ? <PaymentRequestDetail code={id} /> : <PaymentRequests query={query} />),
  },
  {
    path: 'transfers',
    label: 'Transfers',
    group: 'Transfers & balance',
    show: ({ id, query }) => (id ? <TransferDetail code={id} /> : <Transfers query={query} />),
  },
  {
    path: 'settlements',
    label: 'Settlements',
    group: 'Transfers & balance',
    show: ({ id, query }) => (id ? <SettlementDetail id={id} /> : <Settlements query={query} />),
  },
  { path: 'splits', label: 'Splits', group: 'Transfers & balance', show: ({ id }) => (id ? <SplitOrSubaccount code={id} /> : <Splits />) },
  {
    path: 'pages',
    label: 'Payment pages',
    group: 'Commerce',
    show: ({ id, query }) => (id ? <PaymentPageDetail slug={id} /> : <PaymentPages query={query} />),
  },
  { path: 'products', label: 'Products', group: 'Commerce', show: ({ id, query }) => (id ? <ProductDetail code={id} /> : <Products query={query} />) },
  {
    path: 'storefronts',
    label: 'Storefronts',
    group: 'Commerce',
    show: ({ id, query }) => (id ? <StorefrontDetail slug={id} /> : <Storefronts query={query} />),
  },
  { path: 'orders', label: 'Orders', group: 'Commerce', show: ({ id, query }) => (id ? <OrderDetail code={id} /> : <Orders query={query} />) },
  { path: 'terminals', label: 'Terminals', group: 'Commerce', show: ({ id, query }) => (id ? <TerminalDetail id={id} /> : <Terminals query={query} />) },
  {
    path: 'virtual-terminals',
    label: 'Virtual terminals',
    group: 'Commerce',
    show: ({ id, query }) => (id ? <VirtualTerminalDetail code={id} /> : <VirtualTerminals query={query} />),
  },
  {
    path: 'developers',
    label: 'Developers',
    group: 'Developers',
    show: ({ rest, query, secretKey, switchTo }) => <Developers tab={rest[0]} id={rest[1]} query={query} secretKey={secretKey} switchTo={switchTo} />,
  },
  { path: 'webhooks', label: 'Webhooks', group: 'Developers', show: ({ query }) => <Webhooks query={query} /> },
  { path: 'clock', label: 'Test clock', group: 'Settings', testOnly: true, show: ({ mode }) => <TestClockPage mode={mode} /> },
  { path: 'settings', label: 'Settings', group: 'Settings', show: ({ signOut }) => <SettingsPage signOut={signOut} /> },
];

const groupOf = (path: string): Group | undefined => SECTIONS.find((x) => x.path === path)?.group;

export function App() {
  const [key, setKey] = useState(storedKey);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const signOut = (why?: string) => {
    forgetKey();
    setNotice(why ?? null);
    setKey(null);
  };
  const switchTo = (k: string) => {
    selectKey(k);
    setNotice(null);
    setAdding(false);
    setKey(k);
  };
  if (!key || adding) {
    return (
      <SignIn
        notice={notice}
        kept={storedKeys().filter((k) => k.key !== key)}
        onSwitch={switchTo}
        onCancel={key ? () => setAdding(false) : undefined}
        onSignedIn={(k, label) => {
          storeKey(k, label);
          switchTo(k);
        }}
      />
    );
  }
  return <SignedIn key={key} secretKey={key} signOut={signOut} switchTo={switchTo} addKey={() => setAdding(true)} />;
}

function SignIn({
  notice,
  kept,
  onSignedIn,
  onSwitch,
  onCancel,
}: {
  notice: string | null;
  kept: KeptKey[];
  onSignedIn: (key: string, label: string) => void;
  onSwitch: (key: string) => void;
  onCancel?: () => void;
}) {
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
    else onSignedIn(key, hostOf(r.data?.integrationSettings.webhookUrl));
  };
  return (
    <main className="signin" id="main">
      <h1>Kobo dashboard</h1>
      {notice && (
        <div className="notice" role="status">
          {notice}
        </div>
      )}
      {kept.length > 0 && (
        <section aria-labelledby="kept-h" className="kept">
          <h2 id="kept-h">Keys kept in this tab</h2>
          <ul>
            {kept.map((k) => (
              <li key={k.key}>
                <button type="button" onClick={() => onSwitch(k.key)}>
                  Use {keyName(k)}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form onSubmit={submit} noValidate>
        <h2 className="sr-only">Sign in with a key</h2>
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
        <div id="key-hint" className="hint">
          <p>Kobo printed a test secret key when it first started. To see every integration&apos;s keys again, run this in the Kobo folder:</p>
          <pre>
            <code>npm run -s cli -- integrations list --show-keys</code>
          </pre>
          <p>
            A key starting <code>sk_test_</code> opens test mode, <code>sk_live_</code> live mode. Keys stay in this tab only and are forgotten when it closes;
            sign in with several to switch among them.
          </p>
        </div>
        <ErrorBox error={error} />
        <div className="toolbar">
          <button type="submit" disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
          {onCancel && (
            <button type="button" onClick={onCancel}>
              Cancel
            </button>
          )}
        </div>
      </form>
    </main>
  );
}

function hostOf(url: string | null | undefined): string {
  try {
    return url ? new URL(url).host : '';
  } catch {
    return '';
  }
}

function KeySwitcher({ current, switchTo, addKey }: { current: string; switchTo: (key: string) => void; addKey: () => void }) {
  const kept = storedKeys();
  return (
    <div className="switcher">
      {kept.length > 1 && (
        <>
          <label htmlFor="switch-key" className="sr-only">
            Integration and mode
          </label>
          <select id="switch-key" value={current} onChange={(e) => switchTo(e.target.value)}>
            {kept.map((k) => (
              <option key={k.key} value={k.key}>
                {keyName(k)}
              </option>
            ))}
          </select>
        </>
      )}
      <button type="button" onClick={addKey}>
        Add a key
      </button>
    </div>
  );
}

function SignedIn({
  secretKey,
  signOut,
  switchTo,
  addKey,
}: {
  secretKey: string;
  signOut: (why?: string) => void;
  switchTo: (key: string) => void;
  addKey: () => void;
}) {
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
        {mode === 'test' && <HeaderClock />}
        <KeySwitcher current={secretKey} switchTo={switchTo} addKey={addKey} />
        <button type="button" className="menu" aria-expanded={menuOpen} aria-controls="nav" onClick={() => setMenuOpen(!menuOpen)}>
          Menu
        </button>
        <button type="button" className="signout" onClick={() => signOut('Signed out.')}>
          Sign out
        </button>
      </header>
      <div className="layout">
        <Menu section={section} mode={mode} open={menuOpen} />
        <main id="main">
          <Routed section={section} rest={route.path.slice(1)} query={route.query} mode={mode} signOut={signOut} secretKey={secretKey} switchTo={switchTo} />
        </main>
      </div>
    </Provider>
  );
}

// The menu: the overview, then the sections in labelled groups. On a wide screen every group is
// open and its label is a plain heading-like caption; on a narrow one (behind the Menu button) each
// label is a button that opens or closes its group, and only the current page's group starts open,
// so the menu fits a phone's screen. Both are in the page at once, CSS showing the one that fits:
// a hidden (display: none) button is out of the tab order and the accessibility tree.
function Menu({ section, mode, open }: { section: string; mode: 'test' | 'live'; open: boolean }) {
  const current = groupOf(section);
  const [expanded, setExpanded] = useState<Set<Group>>(() => new Set(current ? [current] : []));
  // Each new page starts the menu again from its own group alone (the menu closes on the way), so
  // groups opened on earlier visits do not pile up into the long list the groups are there to avoid.
  useEffect(() => setExpanded(new Set(current ? [current] : [])), [current]);
  const shown = SECTIONS.filter((x) => mode === 'test' || !x.testOnly);
  const link = ({ path, label }: { path: string; label: string }) => (
    <li key={path}>
      <a href={`#/${path}`} aria-current={section === path ? 'page' : undefined}>
        {label}
      </a>
    </li>
  );
  return (
    <nav id="nav" aria-label="Sections" className={open ? 'open' : ''}>
      <ul className="nav-top">{shown.filter((x) => !x.group).map(link)}</ul>
      {GROUPS.map((g) => {
        const id = `nav-${g.toLowerCase().replace(/[^a-z]+/g, '-')}`;
        const isOpen = expanded.has(g);
        return (
          <div key={g} role="group" aria-labelledby={`${id}-label`} className={`nav-group${isOpen ? '' : ' collapsed'}`}>
            <span id={`${id}-label`} className="nav-label">
              {g}
            </span>
            <button
              type="button"
              className="nav-toggle"
              aria-expanded={isOpen}
              aria-controls={id}
              onClick={() =>
                setExpanded((old) => {
                  const next = new Set(old);
                  if (isOpen) next.delete(g);
                  else next.add(g);
                  return next;
                })
              }
            >
              {g}
              <span className="nav-sign" aria-hidden="true">
                {isOpen ? '−' : '+'}
              </span>
            </button>
            <ul id={id}>{shown.filter((x) => x.group === g).map(link)}</ul>
          </div>
        );
      })}
    </nav>
  );
}

function Routed({ section, ...shown }: Omit<Shown, 'id'> & { section: string }) {
  const found = SECTIONS.find((x) => x.path === section);
  if (found) return found.show({ ...shown, id: shown.rest[0] });
  return (
    <>
      <h1 tabIndex={-1}>Not found</h1>
      <p>
        There is no page here. <a href="#/">Back to the overview</a>.
      </p>
    </>
  );
}
