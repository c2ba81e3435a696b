import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../support/build';
import { parseDatabaseUrl } from '../../src/config/config';

// docker/galera/compose.yml (Galera ×3, HAProxy, Redis + Sentinels, Kobo ×2) cannot be run here (no
// Docker engine): its structure and its configuration files are checked against what
// docs/operations.md says a cluster needs. The same cluster runs without Docker in test/cluster/.
const DIR = path.join(ROOT, 'docker', 'galera');
// Merge keys (`<<: *galera`) as Compose reads them.
const compose = parse(fs.readFileSync(path.join(DIR, 'compose.yml'), 'utf8'), { merge: true });
const services: Record<string, any> = compose.services;
const named = (re: RegExp) =>
  Object.keys(services)
    .filter((n) => re.test(n))
    .sort();
const galeraCnf = fs.readFileSync(path.join(DIR, 'galera.cnf'), 'utf8');
const haproxy = fs.readFileSync(path.join(DIR, 'haproxy.cfg'), 'utf8');
const setting = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(galeraCnf)?.[1];

describe('docker/galera/compose.yml', () => {
  it('has three Galera nodes, two Kobo nodes, HAProxy, a Redis primary and replica and three Sentinels', () => {
    expect(named(/^galera/)).toEqual(['galera1', 'galera2', 'galera3']);
    expect(named(/^kobo/)).toEqual(['kobo1', 'kobo2']);
    expect(named(/^sentinel/)).toEqual(['sentinel1', 'sentinel2', 'sentinel3']);
    expect(named(/^redis/)).toEqual(['redis1', 'redis2']);
    expect(services.haproxy).toBeDefined();
    expect(services.redis2.command.join(' ')).toContain('--replicaof redis1 6379');
  });

  it('gives every Galera node the settings Kobo needs, and bootstraps only galera1, once', () => {
    expect(setting('wsrep_on')).toBe('ON');
    expect(setting('wsrep_provider')).toBe('/usr/lib/galera/libgalera_smm.so');
    expect(setting('binlog_format')).toBe('ROW');
    expect(setting('innodb_autoinc_lock_mode')).toBe('2');
    expect(setting('default_storage_engine')).toBe('InnoDB');
    expect(setting('wsrep_cluster_address')).toBe(`gcomm://${named(/^galera/).join(',')}`);
    expect(setting('wsrep_sync_wait')).toBe('1');
    for (const name of named(/^galera/)) {
      const mounts: string[] = services[name].volumes;
      expect(mounts).toContain('./galera.cnf:/etc/mysql/conf.d/galera.cnf:ro');
      expect(services[name].command).toContain(`--wsrep-node-name=${name}`);
      expect(services[name].command.join(' ')).not.toContain('--wsrep-new-cluster');
      expect(services[name].healthcheck.test.join(' ')).toContain('Synced');
    }
    expect(services.galera1.entrypoint).toEqual(['/bootstrap.sh']);
    const bootstrap = path.join(DIR, 'bootstrap.sh');
    execFileSync('sh', ['-n', bootstrap]);
    expect(fs.readFileSync(bootstrap, 'utf8')).toMatch(/if \[ ! -e \/var\/lib\/mysql\/grastate\.dat \]; then\s+set -- "\$@" --wsrep-new-cluster/);
    // A joiner waits for the node before it: nodes join one at a time.
    expect(services.galera2.depends_on.galera1.condition).toBe('service_healthy');
    expect(services.galera3.depends_on.galera2.condition).toBe('service_healthy');
  });

  it('sends MySQL to one Galera node at a time and HTTP to both Kobo nodes, all of them compose services', () => {
    const backend = (section: string) => {
      const body = haproxy.split(/^(?=listen |frontend |backend )/m).find((s) => s.startsWith(section))!;
      return [...body.matchAll(/^\s*server\s+(\S+)\s+([a-z0-9_-]+):(\d+)(.*)$/gm)].map((m) => ({ name: m[1], host: m[2], port: Number(m[3]), rest: m[4]! }));
    };
    const galera = backend('listen galera');
    expect(galera.map((s) => s.host)).toEqual(named(/^galera/));
    expect(galera.filter((s) => !s.rest.includes('backup'))).toHaveLength(1);
    expect(haproxy).toMatch(/balance first/);
    expect(haproxy).toMatch(/option mysql-check user haproxy/);
    expect(fs.readFileSync(path.join(DIR, 'init.sql'), 'utf8')).toContain("CREATE USER IF NOT EXISTS 'haproxy'@'%'");
    const kobo = backend('backend kobo');
    expect(kobo.map((s) => s.host)).toEqual(named(/^kobo/));
    for (const s of kobo) expect(s.port).toBe(Number(services[s.host!].environment.PORT));
    expect(haproxy).toMatch(/option httpchk GET \/health/);
    expect(services.haproxy.ports).toContain('8080:8080');
  });

  it('points the Kobo nodes at HAProxy and the Sentinels, with a /health healthcheck', () => {
    for (const name of named(/^kobo/)) {
      const env = services[name].environment;
      const db = parseDatabaseUrl(env.DATABASE_URL, ROOT);
      expect(db).toMatchObject({ kind: 'mysql', database: 'kobo', user: 'kobo' });
      expect(env.DATABASE_URL).toContain('@haproxy:3306/');
      const sentinels = /^redis-sentinel:\/\/([^/]+)\/(\w+)$/.exec(env.REDIS_URL)!;
      expect(
        sentinels[1]!
          .split(',')
          .map((h) => h.split(':')[0])
          .sort(),
      ).toEqual(named(/^sentinel/));
      expect(services[name].healthcheck.test.join(' ')).toContain('/health');
      expect(env.KOBO_TRUST_PROXY).toBe('on');
    }
    // The Sentinels watch redis1 under the name the Kobo nodes ask for, with a quorum of two.
    const script = services.sentinel1.command.join('\n');
    const master = /^redis-sentinel:\/\/[^/]+\/(\w+)$/.exec(services.kobo1.environment.REDIS_URL)![1];
    expect(script).toContain(`sentinel monitor ${master} redis1 6379 2`);
  });

  it('depends only on services that exist, waits for health only where a healthcheck is defined, mounts files that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = service.depends_on ?? {};
      for (const [dep, how] of Object.entries(deps) as Array<[string, any]>) {
        expect({ service: name, dependency: dep, exists: dep in services }).toEqual({ service: name, dependency: dep, exists: true });
        if (how?.condition === 'service_healthy') expect(services[dep].healthcheck).toBeDefined();
      }
      for (const volume of service.volumes ?? []) {
        const source = String(volume).split(':')[0]!;
        if (source.startsWith('.')) expect(fs.existsSync(path.join(DIR, source))).toBe(true);
        else expect(compose.volumes).toHaveProperty(source);
      }
    }
    expect(services.kobo1.build.context).toBe('../..');
    expect(fs.existsSync(path.join(DIR, '../..', services.kobo1.build.dockerfile))).toBe(true);
  });
});
