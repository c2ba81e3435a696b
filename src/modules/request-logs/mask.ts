// What a request log may show of a body: card numbers cut to their first six and last four digits,
// and secrets (CVV, PIN, OTP, passwords, keys, tokens) replaced, wherever they appear.
const SECRET_FIELDS = /^(cvv|pin|otp|password|secret_key|authorization|token|bvn|access_code)$/i;
const CARD_NUMBER = /\b(\d{6})\d{3,9}(\d{4})\b/g;
const SECRET_KEY = /\b(sk|pk)_(test|live)_[A-Za-z0-9]+/g;
const MAX_TEXT = 4096;

export function maskText(text: string): string {
  return text.replace(SECRET_KEY, (_m, kind: string, mode: string) => `${kind}_${mode}_…`).replace(CARD_NUMBER, '$1******$2');
}

export function maskValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskText(value);
  // A card number sent as a JSON number.
  if (typeof value === 'number') return Math.abs(value) >= 1e12 ? maskText(String(value)) : value;
  if (!value || typeof value !== 'object') return value;
  if (depth > 8) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 100).map((v) => maskValue(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '__proto__') continue;
    out[k] = SECRET_FIELDS.test(k) && v !== null && v !== undefined && v !== '' ? '[masked]' : maskValue(v, depth + 1);
  }
  return out;
}

// A body as logged: JSON masked field by field (text masked as text), at most 4 KB.
export function maskBody(body: unknown): string | null {
  if (body === undefined || body === null) return null;
  let text: string;
  if (typeof body === 'string' || Buffer.isBuffer(body)) {
    const raw = Buffer.isBuffer(body) ? body.toString('utf8') : body;
    try {
      text = JSON.stringify(maskValue(JSON.parse(raw)));
    } catch {
      text = maskText(raw);
    }
  } else {
    if (typeof body === 'object' && Object.keys(body).length === 0) return null;
    text = JSON.stringify(maskValue(body));
  }
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}
