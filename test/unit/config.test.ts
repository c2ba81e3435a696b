import { ConfigError, databaseIdentity, describeDatabase, loadConfig } from '../../src/config/config';

// The environment is checked by one schema: a start with several bad variables names each of them,
// one line each, instead of stopping at the first.
describe('loadConfig', () => {
  it('reads the defaults from an empty environment', () => {
    const c = loadConfig({}, '/srv/kobo');
    expect(c).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      publicUrl: 'http://127.0.0.1:4000',
      database: { kind: 'sqlite', file: '/srv/kobo/data/kobo.sqlite' },
      webhookConcurrency: 16,
      dispatchEnabled: true,
      trustProxy: false,
      dbLockWaitTimeoutS: 30,
    });
    expect(Object.isFrozen(c)).toBe(true);
  });

  it.each([
    ['PORT', 'http', 'PORT must be an integer from 0 to 65535, got "http"'],
    ['KOBO_DISPATCH', 'maybe', 'KOBO_DISPATCH must be true/on or false/off, got "maybe"'],
    ['KOBO_DEFAULT_SECRET_KEY', 'sk_live_x', 'KOBO_DEFAULT_SECRET_KEY must start with sk_test_ followed by at least 8 letters or digits'],
    ['DATABASE_URL', 'postgres://h/db', 'DATABASE_URL scheme "postgres" is not supported (use mysql://, mariadb:// or sqlite:)'],
    ['DB_LOCK_WAIT_TIMEOUT_S', '0', 'DB_LOCK_WAIT_TIMEOUT_S must be an integer from 1 to 31536000, got "0"'],
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

describe('DATABASE_URL with several hosts', () => {
  it('reads every host, in order, with the user, password and database once', () => {
    const { database } = loadConfig({ DATABASE_URL: 'mysql://kobo:s%40cret@db1:3307,db2,[::1]:3309/payments' });
    expect(database).toMatchObject({
      kind: 'mysql',
      host: 'db1',
      port: 3307,
      hosts: [
        { host: 'db1', port: 3307 },
        { host: 'db2', port: 3306 },
        { host: '::1', port: 3309 },
      ],
      user: 'kobo',
      password: 's@cret',
      database: 'payments',
    });
  });

  it('keeps one host as it was', () => {
    expect(loadConfig({ DATABASE_URL: 'mariadb://root@127.0.0.1:3306/kobo' }).database).toMatchObject({
      host: '127.0.0.1',
      port: 3306,
      hosts: [{ host: '127.0.0.1', port: 3306 }],
    });
  });

  it('refuses a URL without a host as before', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@/kobo' })).toThrow(/DATABASE_URL is not a valid URL/);
  });

  it('refuses a host list it cannot read', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@db1:3306,,db2/kobo' })).toThrow(/DATABASE_URL hosts must be host or host:port/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root@db1:3306,db2:99999/kobo' })).toThrow(/DATABASE_URL hosts must be host or host:port/);
  });

  it('names the database the same whichever order a node lists the hosts in (the Redis channels)', () => {
    const a = loadConfig({ DATABASE_URL: 'mysql://root@db1:3306,db2:3306/kobo' }).database;
    const b = loadConfig({ DATABASE_URL: 'mysql://root@db2:3306,db1:3306/kobo' }).database;
    expect(databaseIdentity(a)).toBe(databaseIdentity(b));
    expect(describeDatabase(b)).toBe('mysql://root@db2:3306,db1:3306/kobo');
  });
});

describe('REDIS_URL', () => {
  it('keeps a single server URL for ioredis', () => {
    expect(loadConfig({ REDIS_URL: 'redis://:pw@127.0.0.1:6380/2' })).toMatchObject({
      redisUrl: 'redis://:pw@127.0.0.1:6380/2',
      redis: { kind: 'single', url: 'redis://:pw@127.0.0.1:6380/2' },
    });
  });

  it('reads Sentinels and the name of the primary they watch', () => {
    expect(loadConfig({ REDIS_URL: 'redis-sentinel://:pw@s1:26379,s2,s3:26380/mymaster?db=1&sentinelPassword=spw' }).redis).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: 's1', port: 26379 },
        { host: 's2', port: 26379 },
        { host: 's3', port: 26380 },
      ],
      name: 'mymaster',
      password: 'pw',
      sentinelPassword: 'spw',
      db: 1,
      tls: false,
    });
  });

  it('reads the seed nodes of a cluster', () => {
    expect(loadConfig({ REDIS_URL: 'redis-cluster://n1:7000,n2:7001?tls=true' }).redis).toEqual({
      kind: 'cluster',
      nodes: [
        { host: 'n1', port: 7000 },
        { host: 'n2', port: 7001 },
      ],
      tls: true,
    });
  });

  it.each([
    ['redis-sentinel://s1:26379', /must end with the name of the primary/],
    ['redis-cluster://n1:7000/3', /takes no path/],
    ['memcached://h', /REDIS_URL must be/],
    ['redis-sentinel://s1:26379/m?db=x', /REDIS_URL db must be an integer/],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ REDIS_URL: value })).toThrow(message);
  });
});
