#!/usr/bin/env node
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/config';
import { createLogger } from './core/logger';
import { DomainError } from './core/errors';
import { createDataSource, DatabaseUnavailableError, runMigrations } from './db/data-source';
import { Database } from './db/unit-of-work';
import { buildServices } from './container';
import { listen } from './cli/listen';
import { logs } from './cli/logs';

// node:util's parser: --name NAME and --name=NAME, and an unknown option is an error, not ignored.
const OPTIONS = {
  name: { type: 'string' },
  phone: { type: 'string' },
  json: { type: 'boolean' },
  'show-keys': { type: 'boolean' },
  api: { type: 'string' },
  key: { type: 'string' },
  'forward-to': { type: 'string' },
  events: { type: 'string' },
  'print-secret': { type: 'boolean' },
  'timeout-ms': { type: 'string' },
  verbose: { type: 'boolean' },
  failed: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

const USAGE = `usage: kobo <command>
  integrations create --name NAME [--phone PHONE] [--json]
  integrations list [--show-keys] [--json]
  integrations rotate-keys ID [--json]
  migrations run | show | revert
  listen [--api URL] [--key SECRET_KEY] [--forward-to URL] [--events a.b,c.*] [--print-secret] [--timeout-ms MS] [--json]
                  forward the integration's events to a local URL as signed webhooks, live
                  (--api defaults to KOBO_API or http://127.0.0.1:4000, --key to KOBO_SECRET_KEY)
  logs [--api URL] [--key SECRET_KEY] [--verbose] [--failed] [--json]
                  the integration's API requests as they are answered (bodies masked; --verbose
                  shows them for every request, not only failed ones)
  --help, -h      this text`;

// Output for people (or one JSON document with --json) goes to stdout; logs go to stderr.
async function cli(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (err) {
    return usage((err as Error).message);
  }
  const flags = parsed.values;
  const [group, command, ...positional] = parsed.positionals;
  if (flags.help || group === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  if (!group) return usage();
  // Talks to a Kobo over HTTP and websockets: no database of its own.
  if (group === 'listen') return listenCommand(flags);
  if (group === 'logs') return logsCommand(flags);
  const config = loadConfig();
  const log = createLogger(process.env.LOG_LEVEL ?? 'warn', require('pino').destination(2));
  const ds = await createDataSource(config);
  try {
    if (group === 'migrations') {
      if (command === 'run') {
        const done = await runMigrations(ds);
        process.stdout.write(done.length ? `applied: ${done.join(', ')}\n` : 'nothing to apply\n');
      } else if (command === 'show') {
        const pending = await ds.showMigrations();
        process.stdout.write(pending ? 'migrations are pending\n' : 'all migrations applied\n');
      } else if (command === 'revert') {
        await ds.undoLastMigration({ transaction: 'each' });
        process.stdout.write('reverted the last migration\n');
      } else return usage();
      return 0;
    }
    await runMigrations(ds);
    const services = buildServices({ config, db: new Database(ds), log });
    if (group !== 'integrations') return usage();
    const json = Boolean(flags.json);
    if (command === 'create') {
      if (typeof flags.name !== 'string') return usage('--name is required');
      const { integration, keys } = await services.integrations.create({ name: flags.name, businessPhone: typeof flags.phone === 'string' ? flags.phone : null });
      const out = { id: integration.id, name: integration.name, ...keys };
      process.stdout.write(json ? `${JSON.stringify(out)}\n` : describe(out));
      return 0;
    }
    if (command === 'list') {
      const all = await services.integrations.list();
      // Secret keys are shown only when asked for, so a listing on a shared screen or in a
      // terminal log does not leak them; public keys are not secret.
      const show = Boolean(flags['show-keys']);
      const out = all.map((i) => ({ id: i.id, name: i.name, ...keysOf(i.keys, show) }));
      const hint = show || json ? '' : 'secret keys are masked: add --show-keys to print them\n';
      process.stdout.write(json ? `${JSON.stringify(out)}\n` : out.map(describe).join('\n') + hint);
      return 0;
    }
    if (command === 'rotate-keys') {
      const id = Number(positional[0]);
      if (!Number.isSafeInteger(id) || id < 1) return usage('rotate-keys needs an integration id');
      const keys = await services.integrations.rotateKeys(id);
      const out = { id, ...keys };
      process.stdout.write(json ? `${JSON.stringify(out)}\n` : describe(out));
      return 0;
    }
    return usage();
  } finally {
    await ds.destroy();
  }
}

function keysOf(keys: Array<{ domain: string; kind: string; keyValue: string }>, showSecrets: boolean) {
  const pick = (domain: string, kind: string) => {
    const value = keys.find((k) => k.domain === domain && k.kind === kind)?.keyValue ?? null;
    return value && kind === 'secret' && !showSecrets ? maskKey(value) : value;
  };
  return {
    test: { secret_key: pick('test', 'secret'), public_key: pick('test', 'public') },
    live: { secret_key: pick('live', 'secret'), public_key: pick('live', 'public') },
  };
}

// sk_test_…1a2b: enough to tell keys apart, useless to call the API with.
function maskKey(key: string): string {
  const prefix = /^[a-z]+_[a-z]+_/.exec(key)?.[0] ?? '';
  return `${prefix}…${key.slice(-4)}`;
}

function describe(i: { id: number; name?: string; test: Record<string, unknown>; live: Record<string, unknown> }): string {
  return [
    `integration ${i.id}${i.name ? ` (${i.name})` : ''}`,
    `  test secret key  ${i.test.secret_key}`,
    `  test public key  ${i.test.public_key}`,
    `  live secret key  ${i.live.secret_key}`,
    `  live public key  ${i.live.public_key}`,
    '',
  ].join('\n');
}

async function listenCommand(flags: { api?: string; key?: string; 'forward-to'?: string; events?: string; 'print-secret'?: boolean; 'timeout-ms'?: string; json?: boolean }): Promise<number> {
  const api = flags.api ?? process.env.KOBO_API ?? 'http://127.0.0.1:4000';
  const key = flags.key ?? process.env.KOBO_SECRET_KEY;
  if (!key || !/^sk_(test|live)_/.test(key)) return usage('listen needs a secret key: --key sk_test_… or KOBO_SECRET_KEY');
  if (!/^https?:\/\//.test(api)) return usage('--api must be an http(s) URL');
  const forwardTo = flags['forward-to'];
  if (forwardTo !== undefined && !/^https?:\/\//.test(forwardTo)) return usage('--forward-to must be an http(s) URL');
  const timeoutMs = flags['timeout-ms'] === undefined ? 30_000 : Number(flags['timeout-ms']);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) return usage('--timeout-ms must be a positive integer');
  if (flags['print-secret']) {
    // Kobo signs webhooks as Paystack does: HMAC-SHA512 of the raw body, keyed with the secret key.
    process.stdout.write(flags.json ? `${JSON.stringify({ signing_secret: key, header: 'x-paystack-signature', algorithm: 'HMAC-SHA512 of the raw body' })}\n` : `webhook signing secret: ${key}\n  (x-paystack-signature = hex HMAC-SHA512 of the raw request body with this key)\n`);
    if (!forwardTo) return 0;
  }
  const stop = stopSignal();
  await listen({
    api,
    key,
    forwardTo,
    events: (flags.events ?? '').split(',').map((e) => e.trim()).filter(Boolean),
    timeoutMs,
    json: Boolean(flags.json),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    stop,
  });
  return 0;
}

async function logsCommand(flags: { api?: string; key?: string; verbose?: boolean; failed?: boolean; json?: boolean }): Promise<number> {
  const api = flags.api ?? process.env.KOBO_API ?? 'http://127.0.0.1:4000';
  const key = flags.key ?? process.env.KOBO_SECRET_KEY;
  if (!key || !/^sk_(test|live)_/.test(key)) return usage('logs needs a secret key: --key sk_test_… or KOBO_SECRET_KEY');
  if (!/^https?:\/\//.test(api)) return usage('--api must be an http(s) URL');
  await logs({
    api,
    key,
    verbose: Boolean(flags.verbose),
    failedOnly: Boolean(flags.failed),
    json: Boolean(flags.json),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
    stop: stopSignal(),
  });
  return 0;
}

const stopSignal = () =>
  new Promise<void>((resolve) => {
    process.once('SIGINT', () => resolve());
    process.once('SIGTERM', () => resolve());
  });

function usage(message?: string): number {
  process.stderr.write(`${message ? `kobo: ${message}\n` : ''}${USAGE}\n`);
  return 2;
}

cli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || err instanceof DatabaseUnavailableError || err instanceof DomainError) process.stderr.write(err.message.split('\n').map((line) => `kobo: ${line}\n`).join(''));
    else process.stderr.write(`kobo: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);
