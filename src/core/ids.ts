import { createHash, randomFillSync, randomUUID } from 'node:crypto';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

// Bytes from the CSPRNG, drawn a page at a time: one call per code was a syscall-sized cost on
// every id of the hot paths (renewals make several per row). Each byte is used once.
const pool = Buffer.alloc(4096);
let used = pool.length;

function nextByte(): number {
  if (used === pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  return pool[used++]!;
}

// Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
export function randomString(length: number, alphabet = LOWER_ALNUM): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    const byte = nextByte();
    if (byte < limit) out += alphabet[byte % alphabet.length];
  }
  return out;
}

export const newCode = (prefix: string, length = 15): string => `${prefix}_${randomString(length)}`;

export const newRequestId = (): string => randomUUID();

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');

// A row's id as a client writes it (a path, an argument, a numeric string in JSON): 1 to 15 digits,
// so the number is a safe integer. Anything else names no row; each caller answers it in its own
// words (a 400 naming the field, a 404, GraphQL's null).
const NUMERIC_ID = /^\d{1,15}$/;

export function isNumericId(value: string): boolean {
  return NUMERIC_ID.test(value);
}

// The id as a number, or null when the text is not one.
export function numericId(value: string): number | null {
  return NUMERIC_ID.test(value) ? Number(value) : null;
}
