import { ConfigError, loadConfig } from '../../src/config/config';

// The environment is checked by one schema: a start with several bad variables names each of them,
// one line each, instead of stopping at the first.
describe('loadConfig', () => {
  it('reads the defaults from an empty environment', () => {
    const c = loadConfig({}, '/srv/kobo');
    expect(c).toMatchObject({ host: '127.0.0.1', port: 4000, publicUrl: 'http://127.0.0.1:4000', database: { kind: 'sqlite', file: '/srv/kobo/data/kobo.sqlite' }, webhookConcurrency: 16, dispatchEnabled: true, trustProxy: false });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it.each([
    ['PORT', 'http', 'PORT must be an integer from 0 to 65535, got "http"'],
    ['KOBO_DISPATCH', 'maybe', 'KOBO_DISPATCH must be true/on or false/off, got "maybe"'],
    ['KOBO_DEFAULT_SECRET_KEY', 'sk_live_x', 'KOBO_DEFAULT_SECRET_KEY must start with sk_test_ followed by at least 8 letters or digits'],
    ['DATABASE_URL', 'postgres://h/db', 'DATABASE_URL scheme "postgres" is not supported (use mysql://, mariadb:// or sqlite:)'],
    ['KOBO_LIVE_PROCESSOR', 'stripe', 'KOBO_LIVE_PROCESSOR must be one of: simulator; got "stripe"'],
  ])('refuses %s=%s with one line saying why', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigError(message));
  });

  it('names every bad variable, one line each', () => {
    let err: unknown;
    try {
      loadConfig({ PORT: '-1', KOBO_POLL_MS: '5', KOBO_DISPATCH: 'perhaps', DB_POOL_SIZE: '8' });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message.split('\n')).toEqual([
      'PORT must be an integer from 0 to 65535, got "-1"',
      'KOBO_DISPATCH must be true/on or false/off, got "perhaps"',
      'KOBO_POLL_MS must be an integer from 10 to 600000, got "5"',
    ]);
  });
});
