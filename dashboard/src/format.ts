// Money arrives in minor units (a string of digits); people read major units with the currency's
// symbol. The exponent comes from Intl (2 for NGN, USD, GHS, ZAR, KES; 0 for XOF and the like).
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(currency: string): Intl.NumberFormat {
  let f = formatters.get(currency);
  if (!f) {
    try {
      f = new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' });
    } catch {
      f = new Intl.NumberFormat(undefined, { style: 'currency', currency: 'NGN' });
    }
    formatters.set(currency, f);
  }
  return f;
}

export function money(minor: string | number | null | undefined, currency: string): string {
  if (minor === null || minor === undefined) return '—';
  const f = formatter(currency);
  const digits = f.resolvedOptions().maximumFractionDigits ?? 2;
  return f.format(Number(minor) / 10 ** digits);
}

// Major units typed by a person into minor units (kobo), or null when it is not an amount.
export function toMinor(major: string, currency: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(major.trim())) return null;
  const digits = formatter(currency).resolvedOptions().maximumFractionDigits ?? 2;
  return Math.round(Number(major) * 10 ** digits);
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });
export const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function when(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : (withTime ? dateTime : dateOnly).format(d);
}

// Where a code leads: every code the API hands out has a page (or a list filtered to it).
const ROUTES: Array<[RegExp, (code: string) => string]> = [
  [/^CUS_/, (c) => `#/customers/${c}`],
  [/^SUB_/, (c) => `#/subscriptions/${c}`],
  [/^PLN_/, (c) => `#/subscriptions?plan=${c}`],
  [/^TRF_/, (c) => `#/transfers/${c}`],
  [/^RCP_/, (c) => `#/transfers?search=${c}`],
  [/^BCH_/, (c) => `#/bulk-charges/${c}`],
  [/^PRQ_/, (c) => `#/payment-requests/${c}`],
  [/^ACCT_/, (c) => `#/settlements?subaccount=${c}`],
  [/^ORD_/, (c) => `#/orders/${c}`],
  [/^VT_/, (c) => `#/virtual-terminals/${c}`],
];

export function codeHref(code: string): string | null {
  for (const [pattern, href] of ROUTES) if (pattern.test(code)) return href(code);
  return null;
}

export const transactionHref = (reference: string): string => `#/transactions/${encodeURIComponent(reference)}`;

export const CURRENCIES = ['NGN', 'GHS', 'ZAR', 'KES', 'USD', 'XOF'];

// Start and end of a picked day (YYYY-MM-DD) in the viewer's zone, as the API's instants.
export const dayStart = (d: string | null | undefined): string | undefined => (d ? new Date(`${d}T00:00:00`).toISOString() : undefined);
export const dayEnd = (d: string | null | undefined): string | undefined => (d ? new Date(`${d}T23:59:59.999`).toISOString() : undefined);
