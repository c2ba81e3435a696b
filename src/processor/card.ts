import { invalid, missing } from '../core/errors';
import type { CardInput } from './processor';

// Card input checks that hold for every processor. Failing them is bad input (400), not a decline.
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

// As received (strings or numbers); parseCard checks and normalises it.
export interface RawCard {
  number?: unknown;
  cvv?: unknown;
  expiryMonth?: unknown;
  expiryYear?: unknown;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' ? v.trim() : typeof v === 'number' && Number.isFinite(v) ? String(v) : undefined);

export function parseCard(raw: RawCard): CardInput {
  const number = str(raw.number)?.replace(/[\s-]/g, '');
  if (!number) throw missing('card.number', 'Please pass card number to charge');
  if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) throw invalid('card.number', 'Invalid card number');
  const cvv = str(raw.cvv);
  if (!cvv) throw missing('card.cvv', 'Please pass card cvv for validation');
  if (!/^\d{3,4}$/.test(cvv)) throw invalid('card.cvv', 'Card cvv must be 3 or 4 digits');
  const month = str(raw.expiryMonth);
  if (!month) throw missing('card.expiry_month', 'Card expiry_month is required');
  if (!/^\d{1,2}$/.test(month) || Number(month) < 1 || Number(month) > 12) throw invalid('card.expiry_month', 'Card expiry_month must be from 01 to 12');
  const year = str(raw.expiryYear);
  if (!year) throw missing('card.expiry_year', 'Card expiry_year is required');
  if (!/^(\d{2}|\d{4})$/.test(year)) throw invalid('card.expiry_year', 'Card expiry_year must have 2 or 4 digits');
  return { number, cvv, expiryMonth: month.padStart(2, '0'), expiryYear: year.length === 2 ? `20${year}` : year };
}

export function cardBrand(number: string): 'visa' | 'mastercard' | 'verve' | 'unknown' {
  if (/^(506[01]|507[89]|6500)/.test(number)) return 'verve';
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  return 'unknown';
}

// True once the last day of the expiry month has passed.
export function cardExpired(card: Pick<CardInput, 'expiryMonth' | 'expiryYear'>, nowMs: number): boolean {
  const endOfMonth = Date.UTC(Number(card.expiryYear), Number(card.expiryMonth), 1);
  return nowMs >= endOfMonth;
}
