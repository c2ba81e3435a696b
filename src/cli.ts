#!/usr/bin/env node
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config/config';
import { DomainError } from './core/errors';
import type { DataSource } from 'typeorm';
import { describeError } from './cli/connection';
import { listen } from './cli/listen';
import { describeList, describeResult, listJson, recipeFor, trigger, TriggerError } from './cli/trigger';
import { logs } from './cli/logs';

// node:util's parser: --name NAME and --name=NAME, and an unknown option is an error, not ignored.
const OPTIONS = {
  name: { type: 'string' },
  phone: { type: 'string' },
  country: { type: 'string' },
  json: { type: 'boolean' },
  'show-keys': { type: 'boolean' },
  api: { type: 'string' },
  key: { type: 'string' },
  'forward-to': { type: 'string' },
  events: { type: 'string' },
  'print-secret': { type: 'boolean' },
  'timeout-ms': { type: 'string' },
  list: { type: 'boolean' },
  verbose: { type: 'boolean' },
  failed: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

// One block per command: `kobo <command> --help` prints its own.
const HELP: Record<string, string> = {
  integrations: `  integrations create --name NAME [--phone PHONE] [--country NG|GH|KE|ZA|CI] [--json]
  integrations list [--show-keys] [--json]
  integrations rotate-keys ID [--json]
                  manage integrations in this Kobo's database (DATABASE_URL)`,
  migrations: `  migrations run | show | revert [--json]
                  apply, list or undo database migrations (DATABASE_URL)`,
  listen: `  listen [--api URL] [--key SECRET_KEY] [--forward-to URL] [--events a.b,c.*] [--print-secret] [--timeout-ms MS] [--json]
                  forward the integration's events to a local URL as signed webhooks, live
                  (--api defaults to KOBO_API or http://127.0.0.1:4000, --key to KOBO_SECRET_KEY)`,
  logs: `  logs [--api URL] [--key SECRET_KEY] [--verbose] [--failed] [--json]
                  the integration's API requests as they are answered (bodies masked; --verbose
                  shows them for every request, not only failed ones)`,
  trigger: `  trigger EVENT [--api URL] [--key SK_TEST_KEY] [--timeout-ms MS] [--json]
  trigger --list [--json]
                  make a webhook event fire through the public API (test keys only): creates the
                  objects it needs, moves the test clock when it must, waits for the event, and
                  prints what it made; progress goes to stderr (--timeout-ms: the wait, default 60000)`,
};
const USAGE = `usage: kobo <command>
${Object.values(HELP).join('\n')}
  --help, -h      this text (kobo <command> --help: that command's)`;

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
    const topic = group === 'help' ? command : group;
    process.stdout.write(topic && HELP[topic] ? `usage: kobo <command>\n${HELP[topic]}\n` : `${USAGE}\n`);
    return 0;
  }
  if (!group) return usage();
  // These talk to a Kobo over HTTP and websockets: no database of their own.
  if (group === 'listen') return listenCommand(flags);
  if (group === 'trigger') return triggerCommand(command, positional, flags);
  if (group === 'logs') return logsCommand(flags);
  // The database stack loads only for the commands that use it: listen, logs and trigger start fast.
  // Every slice's entities come with the composition root.
  const { createDataSource, runMigrations } = require('./db/data-source') as typeof import('./db/data-source');
  const { buildServices, ENTITIES } = require('./container') as typeof import('./container');
  const config = loadConfig();
  const ds = await createDataSource(config, ENTITIES);
  try {
    if (group === 'migrations') {
      const say = (json: Record<string, unknown>, text: string) => process.stdout.write(flags.json ? `${JSON.stringify(json)}\n` : `${text}\n`);
      if (command === 'run') {
        const done = await runMigrations(ds);
        say({ applied: done }, done.length ? `applied: ${done.join(', ')}` : 'nothing to apply');
      } else if (command === 'show') {
        const pending = await ds.showMigrations();
        say({ pending }, pending ? 'migrations are pending' : 'all migrations applied');
      } else if (command === 'revert') {
        const before = await executedMigrations(ds);
        await ds.undoLastMigration({ transaction: 'each' });
        const after = await executedMigrations(ds);
        say({ reverted: before.filter((m) => !after.includes(m)) }, 'reverted the last migration');
      } else return usage();
      return 0;
    }
    await runMigrations(ds);
    const { createLogger } = require('./core/logger') as typeof import('./core/logger');
    const { Database } = require('./db/unit-of-work') as typeof import('./db/unit-of-work');
    const log = createLogger(process.env.LOG_LEVEL ?? 'warn', require('pino').destination(2));
    const services = buildServices({ config, db: new Database(ds), log });
    if (group !== 'integrations') return usage();
    const json = Boolean(flags.json);
    if (command === 'create') {
      if (typeof flags.name !== 'string') return usage('--name is required');
      const { integration, keys } = await services.integrations.create({
        name: flags.name,
        businessPhone: typeof flags.phone === 'string' ? flags.phone : null,
        ...(typeof flags.country === 'string' ? { country: flags.country } : {}),
      });
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

async function listenCommand(flags: {
  api?: string;
  key?: string;
  'forward-to'?: string;
  events?: string;
  'print-secret'?: boolean;
  'timeout-ms'?: string;
  json?: boolean;
}): Promise<number> {
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
    process.stdout.write(
      flags.json
        ? `${JSON.stringify({ signing_secret: key, header: 'x-paystack-signature', algorithm: 'HMAC-SHA512 of the raw body' })}\n`
        : `webhook signing secret: ${key}\n  (x-paystack-signature = hex HMAC-SHA512 of the raw request body with this key)\n`,
    );
    if (!forwardTo) return 0;
  }
  const stop = stopSignal();
  try {
    await listen({
      api,
      key,
      forwardTo,
      events: (flags.events ?? '')
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
      timeoutMs,
      json: Boolean(flags.json),
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      stop,
    });
  } catch (err) {
    // Only the first request can end it (the server unreachable, the key refused): one line, no stack.
    process.stderr.write(`kobo listen: cannot start on ${api} (${describeError(err)})\n`);
    return 1;
  }
  return 0;
}

async function executedMigrations(ds: DataSource): Promise<string[]> {
  const rows: Array<{ name: string }> = await ds.query(`SELECT name FROM ${ds.options.migrationsTableName ?? 'migrations'}`).catch(() => []);
  return rows.map((r) => r.name);
}

async function triggerCommand(
  event: string | undefined,
  extra: string[],
  flags: { api?: string; key?: string; list?: boolean; json?: boolean; 'timeout-ms'?: string },
): Promise<number> {
  const json = Boolean(flags.json);
  if (flags.list) {
    process.stdout.write(json ? `${JSON.stringify(listJson())}\n` : describeList());
    return 0;
  }
  if (!event || extra.length) return usage('trigger needs one event name (kobo trigger --list shows them)', 'trigger');
  const recipe = recipeFor(event);
  if (!recipe) return usage(`no recipe for ${event}: kobo trigger --list shows the events it can fire`, 'trigger');
  const api = flags.api ?? process.env.KOBO_API ?? 'http://127.0.0.1:4000';
  const key = flags.key ?? process.env.KOBO_SECRET_KEY;
  // It makes real objects and moves the test clock: never with live money.
  if (key && /^sk_live_/.test(key))
    return usage('trigger works with a test secret key only (sk_test_…): it creates payments and moves the test clock', 'trigger');
  if (!key || !/^sk_test_/.test(key)) return usage('trigger needs a test secret key: --key sk_test_… or KOBO_SECRET_KEY', 'trigger');
  if (!/^https?:\/\//.test(api)) return usage('--api must be an http(s) URL', 'trigger');
  const timeoutMs = flags['timeout-ms'] === undefined ? 60_000 : Number(flags['timeout-ms']);
  if (!Number.isSafeInteger(timeoutMs) || timeoutMs < 1) return usage('--timeout-ms must be a positive integer', 'trigger');
  if (!recipe.run) {
    process.stderr.write(`kobo trigger: ${event} cannot be triggered: ${recipe.unavailable}\n`);
    return 1;
  }
  const started = Date.now();
  const progress = json ? () => undefined : (line: string) => process.stderr.write(`kobo trigger: [${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);
  try {
    const result = await trigger({ api: api.replace(/\/+$/, ''), key, recipe, timeoutMs, progress });
    process.stdout.write(
      json
        ? `${JSON.stringify({ event: result.event, event_id: result.fired.id, resource: result.fired.resource, made: result.made, ms: result.ms })}\n`
        : describeResult(result),
    );
    return 0;
  } catch (err) {
    if (!(err instanceof TriggerError) && (err as Error)?.name !== 'TimeoutError' && !(err instanceof TypeError)) throw err;
    // A refused request, an unreachable server, an event that never came: say which, not a stack.
    process.stderr.write(
      `kobo trigger: ${event} failed: ${(err as Error).message}${(err as Error).cause ? ` (${String(((err as Error).cause as Error).message ?? (err as Error).cause)})` : ''}\n`,
    );
    return 1;
  }
}

async function logsCommand(flags: { api?: string; key?: string; verbose?: boolean; failed?: boolean; json?: boolean }): Promise<number> {
  const api = flags.api ?? process.env.KOBO_API ?? 'http://127.0.0.1:4000';
  const key = flags.key ?? process.env.KOBO_SECRET_KEY;
  if (!key || !/^sk_(test|live)_/.test(key)) return usage('logs needs a secret key: --key sk_test_… or KOBO_SECRET_KEY', 'logs');
  if (!/^https?:\/\//.test(api)) return usage('--api must be an http(s) URL', 'logs');
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

function usage(message?: string, topic?: string): number {
  process.stderr.write(`${message ? `kobo: ${message}\n` : ''}${topic ? `usage: kobo <command>\n${HELP[topic]}` : USAGE}\n`);
  return 2;
}

cli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof ConfigError || (err as Error)?.name === 'DatabaseUnavailableError' || err instanceof DomainError)
      process.stderr.write(
        (err as Error).message
          .split('\n')
          .map((line: string) => `kobo: ${line}\n`)
          .join(''),
      );
    else process.stderr.write(`kobo: ${(err as Error)?.stack ?? String(err)}\n`);
    process.exit(1);
  },
);
