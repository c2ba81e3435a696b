import pino from 'pino';

export type Logger = pino.Logger;

// Anything that could carry a secret or card data is redacted wherever it appears in a log line.
const REDACT = [
  'authorization',
  'req.headers.authorization',
  '*.authorization',
  'secret_key',
  '*.secret_key',
  'card',
  '*.card',
  'cvv',
  '*.cvv',
  'pin',
  '*.pin',
  'otp',
  '*.otp',
  'password',
  '*.password',
];

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino({ level, base: { service: 'kobo' }, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
