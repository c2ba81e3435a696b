import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from '../support/build';
import { startServer, type TestServer } from '../support/server';

// docker/compose.yml cannot be run here (no Docker engine): its structure is checked instead, and
// the API healthcheck's own command is run against a real server.
const compose = parse(fs.readFileSync(path.join(ROOT, 'docker', 'compose.yml'), 'utf8'));
const services: Record<string, any> = compose.services;
const apiServices = Object.keys(services).filter((name) => services[name].image === 'kobo:local');

describe('docker/compose.yml', () => {
  it('has two API replicas, each with a /health healthcheck runnable in the node image', () => {
    expect(apiServices.sort()).toEqual(['api1', 'api2']);
    for (const name of apiServices) {
      const hc = services[name].healthcheck;
      expect(hc).toBeDefined();
      expect(hc.test[0]).toBe('CMD');
      // node:20-bookworm-slim has neither curl nor wget.
      expect(hc.test[1]).toBe('node');
      expect(hc.test.join(' ')).toContain('/health');
      for (const k of ['interval', 'timeout', 'retries', 'start_period']) expect(hc[k]).toBeDefined();
    }
  });

  it('starts the proxy only once the API replicas are healthy', () => {
    const nginx = services.nginx;
    for (const name of apiServices) expect(nginx.depends_on[name]).toEqual({ condition: 'service_healthy' });
  });

  it('depends only on services that exist, and waits for health only where a healthcheck is defined', () => {
    for (const [name, service] of Object.entries(services)) {
      const deps = service.depends_on ?? {};
      const entries: Array<[string, any]> = Array.isArray(deps) ? deps.map((d: string) => [d, {}]) : Object.entries(deps);
      for (const [dep, how] of entries) {
        expect({ service: name, dependency: dep, exists: dep in services }).toEqual({ service: name, dependency: dep, exists: true });
        if (how?.condition === 'service_healthy') expect(services[dep].healthcheck).toBeDefined();
      }
      for (const volume of service.volumes ?? []) {
        const source = String(volume).split(':')[0]!;
        if (source.startsWith('.')) expect(fs.existsSync(path.join(ROOT, 'docker', source))).toBe(true);
        else expect(compose.volumes).toHaveProperty(source);
      }
    }
  });

  it('proxies to upstreams that are compose services', () => {
    const conf = fs.readFileSync(path.join(ROOT, 'docker', 'nginx.conf'), 'utf8');
    const upstreams = [...conf.matchAll(/^\s*server\s+([a-z0-9_-]+):4000/gm)].map((m) => m[1]);
    expect(upstreams.sort()).toEqual(apiServices.sort());
  });

  describe('the API healthcheck command', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer();
    });
    afterAll(() => server.stop());

    const runHealthcheck = (port: string) =>
      new Promise<number>((resolve) => {
        const [, cmd, ...args] = services.api1.healthcheck.test as string[];
        const bin = cmd === 'node' ? process.execPath : cmd!;
        execFile(bin, args, { env: { ...process.env, PORT: port }, timeout: 10000 }, (err) => resolve(err ? Number((err as { code?: number }).code ?? 1) : 0));
      });

    it('passes against a serving API and fails when nothing answers', async () => {
      expect(await runHealthcheck(new URL(server.url).port)).toBe(0);
      expect(await runHealthcheck('1')).toBe(1);
    });
  });
});
