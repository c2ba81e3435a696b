import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Request, type RequestHandler } from 'express';
import { SOURCE_DIR } from '../source-dir';
import { sendAsset, type StaticAsset } from './static-asset';

// The GraphQL explorer at GET /graphql for browsers: GraphiQL and its React, and graphql-ws's
// browser build, served from the installed packages so it works offline (no CDN). The page needs
// no key; the key typed into it authenticates each operation as any client's would.

const TEXT_JS = 'text/javascript; charset=utf-8';
const TEXT_CSS = 'text/css; charset=utf-8';

// The file each asset name serves: the vendor builds from node_modules, the page's own from site/.
const ASSETS: Record<string, { file: () => string; type: string }> = {
  'react.production.min.js': { file: () => vendor('react', 'umd/react.production.min.js'), type: TEXT_JS },
  'react-dom.production.min.js': { file: () => vendor('react-dom', 'umd/react-dom.production.min.js'), type: TEXT_JS },
  'graphiql.min.js': { file: () => vendor('graphiql', 'graphiql.min.js'), type: TEXT_JS },
  'graphiql.min.css': { file: () => vendor('graphiql', 'graphiql.min.css'), type: TEXT_CSS },
  'graphql-ws.min.js': { file: () => vendor('graphql-ws', 'umd/graphql-ws.min.js'), type: TEXT_JS },
  'explorer.js': { file: () => site('explorer.js'), type: TEXT_JS },
  'explorer.css': { file: () => site('explorer.css'), type: TEXT_CSS },
};

function vendor(pkg: string, file: string): string {
  return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);
}

export function site(file: string): string {
  return path.join(SOURCE_DIR, 'web', 'site', file);
}

// GraphiQL sets inline styles (CodeMirror, resizable panes) and embeds its fonts as data URLs;
// scripts stay same-origin only. connect-src 'self' covers the same host's ws:/wss: (CSP 3).
const EXPLORER_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:; connect-src 'self'; form-action 'none'; frame-ancestors 'none'; base-uri 'none'";

// A browser navigating to /graphql asks for HTML first; GraphQL clients ask for JSON (or
// multipart), and a GET with a query string is an operation.
function wantsPage(req: Request): boolean {
  if (req.query.query !== undefined) return false;
  return req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html';
}

export function explorerRouter(): Router {
  const r = Router();
  // Read on first use: a node that never serves the explorer never loads its 1.5 MB.
  let page: Buffer | undefined;

  r.get('/graphql', (req, res, next) => {
    if (!wantsPage(req)) return next();
    res.set({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'content-security-policy': EXPLORER_CSP,
      'x-frame-options': 'DENY',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      vary: 'Accept',
    });
    res.send((page ??= readFileSync(site('explorer.html'))));
  });

  const sent = new Map<string, StaticAsset>();
  r.get('/explorer/assets/:file', (req, res, next) => {
    const name = String(req.params.file);
    const known = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
    if (!known) return next();
    let asset = sent.get(name);
    if (!asset) sent.set(name, (asset = { type: known.type, raw: readFileSync(known.file()) }));
    res.set({ 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' });
    sendAsset(req, res, asset);
  });
  return r;
}

// Cross-origin GraphQL clients (a dashboard on another port, a hosted GraphiQL) authenticate with
// a bearer key, never a cookie, so any origin may call: the preflight is answered without a key,
// and every reply says which headers the caller may send and read.
export const graphqlCors: RequestHandler = (req, res, next) => {
  res.set({ 'access-control-allow-origin': '*', 'access-control-expose-headers': 'x-request-id' });
  if (req.method !== 'OPTIONS') return next();
  res.set({
    'access-control-allow-methods': 'GET, POST, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type, accept, apollo-require-preflight, x-apollo-operation-name',
    'access-control-max-age': '600',
  });
  res.status(204).end();
};
