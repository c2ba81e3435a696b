import { maskText, maskValue } from '../../core/mask';

// What a request log may show of a body: secrets masked as core/mask.ts says, at most 4 KB.
const MAX_TEXT = 4096;

// A body as logged: JSON masked field by field (text masked as text).
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
