import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../support/build';
import { endpoints } from '../support/routes';
import { startServer, type TestServer } from '../support/server';

// docs/api.md lists every REST path Kobo serves. This compares its tables with the routing table
// of the app as built (test/support/routes.ts walks express's router stack, however the routers are mounted), so a
// route added or removed without its documentation fails here.
const norm = (p: string) => p.replace(/:[A-Za-z0-9_]+/g, ':param').replace(/(.)\/$/, '$1');

function served(server: TestServer): Set<string> {
  return new Set(endpoints(server.app).map((e) => `${e.method} ${norm(e.path)}`));
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
    expect(routes.size).toBeGreaterThan(30);
    expect([...routes].filter((r) => !docs.has(r)).sort()).toEqual([]);
    expect([...docs].filter((r) => !routes.has(r)).sort()).toEqual([]);
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
