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

  it('is where the README points, and the README and docs/ point at nothing outside the repository, nor at a heading that is not there', () => {
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('docs/api.md');
    // GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens.
    const anchors = (file: string) =>
      new Set(
        [...fs.readFileSync(file, 'utf8').matchAll(/^#+ (.+)$/gm)].map((h) =>
          h[1]!
            .toLowerCase()
            .replace(/[^a-z0-9 _-]/g, '')
            .replace(/ /g, '-'),
        ),
      );
    const files = [
      'README.md',
      ...fs
        .readdirSync(path.join(ROOT, 'docs'))
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ];
    for (const file of files) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      expect(text).not.toMatch(/shared\/spec|\.\.\/shared/);
      for (const m of text.matchAll(/\]\(([^)]+)\)/g)) {
        const [target, anchor] = m[1]!.split('#') as [string, string | undefined];
        if (/^[a-z]+:/.test(target)) continue;
        const resolved = target ? path.join(ROOT, path.dirname(file), target) : path.join(ROOT, file);
        expect({ file, link: m[1], exists: fs.existsSync(resolved) }).toEqual({ file, link: m[1], exists: true });
        if (anchor) expect({ file, link: m[1], found: anchors(resolved).has(anchor) }).toEqual({ file, link: m[1], found: true });
      }
    }
  });
});
