import 'reflect-metadata';
import type { AddressInfo } from 'node:net';
import { ConfigError, describeDatabase, loadConfig, type Config } from './config/config';
import { createLogger } from './core/logger';
import { createDataSource, DatabaseUnavailableError, runMigrations } from './db/data-source';
import { Database } from './db/unit-of-work';
import { buildServices, ENTITIES } from './container';
import { createApp } from './app';
import { saveCompileCache } from './core/compile-cache';

// config → data source → migrations → app → listen → graceful stop on SIGTERM/SIGINT.
async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    return fatal(err);
  }
  const log = createLogger(config.logLevel);
  const ds = await createDataSource(config, ENTITIES, log).catch((err) => fatal(err, config));
  const applied = await runMigrations(ds, log).catch((err) => fatal(err, config));
  if (applied.length) log.info({ migrations: applied }, 'migrations applied');
  const db = new Database(ds);
  const services = buildServices({ config, db, log });
  if (config.liveProcessor === 'simulator') {
    // Live keys work, but no money moves: every live charge is answered by the simulator.
    log.warn({ processor: config.liveProcessor }, 'live payments are SIMULATED (KOBO_LIVE_PROCESSOR=simulator): no real card network is connected');
  }

  const seeded = await services.integrations.ensureDefault({
    secret: config.defaultSecretKey,
    public: config.defaultPublicKey,
    rotate: config.rotateDefaultKeys,
  });
  if (seeded.created) {
    log.info({ integration: seeded.id }, 'created the Default integration');
    // Keys Kobo generated are shown once, to a person, outside the JSON log (log lines never carry
    // keys). Keys given through KOBO_DEFAULT_* are the operator's: not printed. Test keys only:
    // they act on sandbox data; `integrations list --show-keys` prints every key later.
    const generated = seeded.testKeys
      ? [
          ...(config.defaultSecretKey ? [] : [`  test secret key  ${seeded.testKeys.secret_key}`]),
          ...(config.defaultPublicKey ? [] : [`  test public key  ${seeded.testKeys.public_key}`]),
        ]
      : [];
    if (generated.length) {
      process.stderr.write(
        [
          '',
          `kobo: created the Default integration (id ${seeded.id}) with these test keys (printed this once):`,
          ...generated,
          '  (all keys: npm run -s cli -- integrations list --show-keys)',
          '',
          '',
        ].join('\n'),
      );
    }
  }

  const app = await createApp(services);
  await new Promise<void>((resolve) => {
    // Prepended, and exits at once: the websocket server also listens for the HTTP server's errors
    // and would print its own stack trace after ours.
    app.httpServer.prependOnceListener('error', (err: NodeJS.ErrnoException) => {
      if (app.httpServer.listening) return;
      const where = `${config.host}:${config.port}`;
      const why =
        err.code === 'EADDRINUSE'
          ? `port ${config.port} is already in use (set PORT to a free port)`
          : err.code === 'EACCES'
            ? `permission denied (set PORT to a port above 1023)`
            : err.message;
      process.stderr.write(`kobo: cannot listen on ${where}: ${why}\n`);
      process.exit(1);
    });
    app.httpServer.listen(config.port, config.host, () => resolve());
  });
  const port = (app.httpServer.address() as AddressInfo).port;
  log.info({ url: `http://${config.host}:${port}`, public_url: config.publicUrl, database: describeDatabase(config.database) }, 'kobo listening');
  // Events committed before a crash, and deliveries due, go out now; then every KOBO_POLL_MS.
  services.background.start();
  // After the first requests' turn: the first start of a build writes its compiled code once.
  setImmediate(saveCompileCache);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown grace period passed; exiting');
      process.exit(1);
    }, config.shutdownGraceMs + 5000);
    timer.unref();
    try {
      // Webhook attempts in flight finish within the grace period, alongside the HTTP drain; no new
      // ones are claimed. Then HTTP: every request that arrived is answered. Then the rest of the
      // background work, and the pool last (both of the above still write to it).
      const webhooks = services.webhookRunner.stop(config.shutdownGraceMs);
      const drained = app.close();
      await Promise.all([webhooks, drained]);
      await services.background.stop();
      await ds.destroy();
      log.info('stopped');
      process.exit(0);
    } catch (err) {
      log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

// A start that fails says why in one line on stderr; the stack follows only at LOG_LEVEL=debug
// (or trace), for a bug rather than a setting.
function fatal(err: unknown, config?: Config): never {
  if (err instanceof ConfigError || err instanceof DatabaseUnavailableError) {
    process.stderr.write(
      err.message
        .split('\n')
        .map((line) => `kobo: ${line}\n`)
        .join(''),
    );
  } else {
    const e = err as NodeJS.ErrnoException | undefined;
    const line = e instanceof Error ? `${e.code ? `${e.code} ` : ''}${e.message}` : String(err);
    process.stderr.write(`kobo: failed to start: ${line.replace(/\s*\n\s*/g, ' ')}\n`);
    if (config && ['debug', 'trace'].includes(config.logLevel) && e instanceof Error && e.stack) process.stderr.write(`${e.stack}\n`);
  }
  process.exit(1);
}

main().catch((err) => fatal(err));
