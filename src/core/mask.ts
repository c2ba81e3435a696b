// What a log may show of what a client sent: no card number, CVV, PIN, OTP, BVN, password, token or
// secret key, however it was sent. Masked by the field's name and by the value itself, because
// clients put card numbers where no rule expects them (a `narration`, a metadata field, with spaces
// or dashes, glued to a word) and name their secrets as they like (`cvv2`, `card_cvv`,
// `security_code`, `transaction_pin`, `otpCode`). Used by the request log (`kobo logs`) and the
// process log (core/logger.ts).

export const MASKED = '[masked]';

// A field holds a secret when one of its words is one of these (words split at `_`, `-`, case
// changes and digits: `cvv2`, `cardCvv`, `pin_code` and `transaction-pin` all match)…
const SECRET_WORDS = new Set([
  'cvv',
  'cvc',
  'cvn',
  'pin',
  'otp',
  'password',
  'passwd',
  'passcode',
  'passphrase',
  'secret',
  'token',
  'bvn',
  'nin',
  'ssn',
  'pan',
]);
// …or when its words include one of these pairs…
const SECRET_PAIRS = [
  ['security', 'code'],
  ['access', 'code'],
  ['secret', 'key'],
  ['api', 'key'],
  ['private', 'key'],
  ['card', 'number'],
];
// …or it is exactly one of these (`authorization` is the bearer header and a saved card's reply;
// `authorization_code` alone is a card's name, not a secret).
const SECRET_NAMES = new Set(['authorization', 'cookie']);

const nameCache = new Map<string, boolean>();

export function isSecretName(name: string): boolean {
  const cached = nameCache.get(name);
  if (cached !== undefined) return cached;
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])(\d)|(\d)([A-Za-z])/g, '$1$3 $2$4')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const secret =
    SECRET_NAMES.has(name.toLowerCase()) ||
    words.some((w) => SECRET_WORDS.has(w)) ||
    SECRET_PAIRS.some(([a, b]) => {
      const i = words.indexOf(a!);
      return i >= 0 && words[i + 1] === b;
    });
  // Field names are few; a client inventing many costs at most this bound.
  if (nameCache.size < 10_000) nameCache.set(name, secret);
  return secret;
}

// Identity numbers sent as `{ type: "bvn", value: "…" }` (Paystack's older identification form):
// the number's field is named for nothing secret, its sibling says what it is.
const IDENTITY_TYPES = new Set(['bvn', 'nin', 'ssn', 'passport', 'identitynumber', 'identity_number', 'drivers_license']);
const IDENTITY_VALUE_FIELDS = new Set(['value', 'number', 'id_number', 'document_number', 'identification_number']);

export function isIdentityType(value: unknown): boolean {
  return typeof value === 'string' && IDENTITY_TYPES.has(value.trim().toLowerCase());
}

export function isIdentityValueField(name: string): boolean {
  return IDENTITY_VALUE_FIELDS.has(name);
}

// 12 to 19 digits, single spaces or dashes allowed between them, not inside a longer digit run
// (a letter before or after is fine: `card4084084084084081`).
const DIGIT_RUN = /(?<!\d)\d(?:[ -]?\d){11,18}(?!\d)/g;
const SECRET_KEY = /\b(sk|pk|rk)_(test|live)_[A-Za-z0-9]+/g;

// A card number keeps its first six and last four digits, as Paystack shows one. A run of 12–19
// digits is a card number when it passes the Luhn check; an unbroken run of 13 or more is masked
// whatever its check digit (a mistyped card number is still one). 13 digits starting with 1 are
// a time in milliseconds (2001–2286: migration names, clock readings), never a card number (the
// 13-digit cards are Visa's, starting with 4).
export function maskText(text: string): string {
  let out = text;
  if (out.includes('_test_') || out.includes('_live_')) out = out.replace(SECRET_KEY, (_m, kind: string, mode: string) => `${kind}_${mode}_…`);
  return out.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[ -]/g, '');
    if (digits.length < 12 || digits.length > 19 || (digits.length === 13 && digits[0] === '1')) return run;
    if ((digits.length >= 13 && digits === run) || luhn(digits)) return `${digits.slice(0, 6)}******${digits.slice(-4)}`;
    return run;
  });
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

// A copy of a JSON-like value with secrets masked: by field name, by an identity-type sibling, and
// every string and long number by its text. Errors are left whole for the logger's serializer.
export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  // A card number sent as a JSON number.
  if (typeof value === 'number') return Math.abs(value) >= 1e11 ? maskText(String(value)) : value;
  if (!value || typeof value !== 'object' || value instanceof Error) return value;
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskValue(v, depth + 1));
  const record = value as Record<string, unknown>;
  const identity = isIdentityType(record.type) || isIdentityType(record.document_type) || isIdentityType(record.id_type);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(record)) {
    if (k === '__proto__') continue;
    const secret = isSecretName(k) || (identity && isIdentityValueField(k));
    out[k] = secret && v !== null && v !== undefined && v !== '' ? MASKED : maskValue(v, depth + 1);
  }
  return out;
}
