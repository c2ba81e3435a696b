import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/build';
import { startServer, type TestServer } from '../support/server';

// docs/api.md lists every REST path Kobo serves. This compares its tables with the routing table
// of the app as built (walking express's router stack, however the routers are mounted), so a
// route added or removed without its documentation fails here.
interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
}

const norm = (p: string) => p.replace(/:[A-Za-z0-9_]+/g, ':param').replace(/(.)\/$/, '$1');

function walk(stack: Layer[], prefix: string, out: Set<string>): void {
  for (const layer of stack) {
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const p of paths) for (const m of Object.keys(layer.route.methods)) if (m !== '_all') out.add(`${m.toUpperCase()} ${norm(prefix + p)}`);
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, prefix + mount, out);
    } else if (mount) {
      // Middleware mounted on a path (Apollo on /graphql) serves every method there.
      out.add(`* ${norm(prefix + mount)}`);
    }
  }
}

function served(server: TestServer): Set<string> {
  const app = server.httpServer.listeners('request')[0] as unknown as { router: { stack: Layer[] } };
  const out = new Set<string>();
  walk(app.router.stack, '', out);
  return out;
}

// Table rows of docs/api.md: | `GET` | `/customer/:email_or_code` | … (methods may be "GET, POST").
function documented(): Set<string> {
  const text = fs.readFileSync(path.join(ROOT, 'docs', 'api.md'), 'utf8');
  const out = new Set<string>();
  for (const m of text.matchAll(/^\|\s*`([A-Z, ]+)`\s*\|\s*`(\/[^`]*)`\s*\|/gm)) {
    for (const method of m[1]!.split(',').map((s) => s.trim())) out.add(`${method} ${norm(m[2]!)}`);
  }
  return out;
}

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('docs/api.md', () => {
  it('documents every route the app serves, and nothing it does not', () => {
    const routes = served(server);
    const docs = documented();
    // A path-mounted middleware is documented with the methods it answers.
    const mounts = [...routes].filter((r) => r.startsWith('* ')).map((r) => r.slice(2));
    const docRoutes = new Set([...docs].filter((d) => !mounts.some((m) => d.endsWith(` ${m}`))));
    const appRoutes = new Set([...routes].filter((r) => !r.startsWith('* ')));
    expect(routes.size).toBeGreaterThan(30);
    expect([...appRoutes].filter((r) => !docRoutes.has(r)).sort()).toEqual([]);
    expect([...docRoutes].filter((r) => !appRoutes.has(r)).sort()).toEqual([]);
    for (const m of mounts) expect([...docs].some((d) => d.endsWith(` ${m}`))).toBe(true);
  });

  it('is where the README points, and the README points at nothing outside the repository', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('docs/api.md');
    expect(readme).not.toMatch(/shared\/spec|\.\.\//);
    for (const m of readme.matchAll(/\]\(([^)#]+)/g)) {
      const target = m[1]!;
      if (/^[a-z]+:/.test(target)) continue;
      expect(fs.existsSync(path.join(ROOT, target))).toBe(true);
    }
  });
});
