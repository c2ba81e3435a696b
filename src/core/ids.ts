import { randomBytes, createHash, randomUUID } from 'node:crypto';

const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

// Rejection sampling keeps every character equally likely (256 is not a multiple of 36).
export function randomString(length: number, alphabet = LOWER_ALNUM): string {
  const limit = 256 - (256 % alphabet.length);
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit) out += alphabet[byte % alphabet.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export const newCode = (prefix: string, length = 15): string => `${prefix}_${randomString(length)}`;

export const newRequestId = (): string => randomUUID();

export const sha256Hex = (value: string): string => createHash('sha256').update(value).digest('hex');
