import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Response } from 'express';
import { describeRoutes } from '../rest/operations';
import { SOURCE_DIR } from '../source-dir';
import { sendAsset, type StaticAsset } from './static-asset';

describeRoutes('Dashboard', {
  'GET /dashboard': {
    summary: 'The operator dashboard (HTML): a single-page app on the GraphQL API; 503 when this install has no dashboard build',
    reply: 'html',
  },
  'GET /dashboard/assets/:file': { summary: "The dashboard's built scripts, styles and images", reply: 'file' },
});

// The operator dashboard (dashboard/, issue 27): a single-page app on the public GraphQL API, built
// by scripts/build.js into dist/dashboard. This only serves its files: the page holds no data and
// needs no key (the key typed into it authenticates each GraphQL operation, as any client's would).
// Its routes are hashes (#/transactions/…), so GET /dashboard is its only page.

// The project root: the nearest folder with a package.json above the sources, whether they run from
// src (tests, ts-node) or dist/builds/<id>/src (npm start).
function projectRoot(): string {
  let dir = SOURCE_DIR;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const up = path.dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
  return dir;
}

const DASHBOARD_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

export function dashboardRouter(dir = path.join(projectRoot(), 'dist', 'dashboard')): Router {
  const r = Router();
  const assets = new Map<string, StaticAsset>();
  const page = (res: Response) => {
    const index = path.join(dir, 'index.html');
    if (!existsSync(index)) {
      res.status(503).type('text/plain').send('The dashboard is not built: run `npm install` (or `npm run build`) in the Kobo folder.\n');
      return;
    }
    res.set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': DASHBOARD_CSP,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
    });
    // Read per request: a rebuild (new hashed asset names) is served without a restart.
    res.send(readFileSync(index));
  };
  r.get('/dashboard', (_req, res) => page(res));
  // Vite names each asset by its content hash: what a name serves never changes.
  r.get('/dashboard/assets/:file', (req, res, next) => {
    const name = String(req.params.file);
    const type = TYPES[path.extname(name)];
    const file = path.join(dir, 'assets', name);
    if (!type || !/^[\w.-]+$/.test(name)) return next();
    let asset = assets.get(name);
    if (!asset) {
      if (!existsSync(file)) return next();
      asset = { type, raw: readFileSync(file) };
      assets.set(name, asset);
    }
    res.set({ 'cache-control': 'public, max-age=31536000, immutable', 'x-content-type-options': 'nosniff' });
    sendAsset(req, res, asset);
  });
  return r;
}
