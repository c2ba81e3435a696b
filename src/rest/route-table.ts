import type { RequestHandler, Router } from 'express';

// Who may call a route: anyone (its own capability: a signed token, an access code, a public key),
// or the holder of a secret key.
export type RouteAccess = 'public' | 'secret';

export interface RouteEntry {
  method: string;
  // The pattern as the module wrote it, `/transaction/verify/:reference`: the request's name in
  // logs and metrics.
  path: string;
  access: RouteAccess;
  handlers: RequestHandler[];
  // express's req.route for the handlers, made once per route.
  express?: { path: string };
  // The names of the path's parameters, in order.
  params?: string[];
}

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

interface Node {
  statics: Map<string, Node>;
  param: { name: string; node: Node } | null;
  routes: Map<string, RouteEntry>;
}

const node = (): Node => ({ statics: new Map(), param: null, routes: new Map() });

interface ExpressLayer {
  route?: { path: string | string[]; stack: Array<{ method?: string; handle: RequestHandler }> };
}

// Every REST route of every module in one tree of path segments, so a request finds its handler in
// one walk of its own path instead of express trying each module's router in turn (and the key
// check in front of them). Modules still write plain express Routers; their routes are read out
// of them here, once, at start-up.
//
// It answers as express's router does for the routes Kobo writes (test/unit/route-table.test.ts
// compares the two on every route): paths match case-insensitively, one trailing slash is
// ignored, a static segment wins over a parameter and a route registered earlier over a later one
// with the same pattern, a HEAD is served by the GET route, and parameters are URI-decoded.
export class RouteTable {
  private readonly root = node();
  readonly entries: RouteEntry[] = [];

  addRouter(router: Router, access: RouteAccess): void {
    for (const layer of (router as unknown as { stack: ExpressLayer[] }).stack) {
      if (!layer.route) throw new Error('a module router may hold routes only (no router-level middleware)');
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      const methods = new Set(layer.route.stack.map((l) => l.method).filter((m): m is string => Boolean(m)));
      for (const method of methods) {
        const handlers = layer.route.stack.filter((l) => !l.method || l.method === method).map((l) => l.handle);
        for (const path of paths) this.add({ method: method.toUpperCase(), path, access, handlers });
      }
    }
  }

  add(entry: RouteEntry): void {
    let at = this.root;
    for (const segment of segmentsOf(entry.path)) {
      if (segment.startsWith(':')) {
        const name = segment.slice(1);
        if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`unsupported route pattern ${entry.path}`);
        // One parameter node per position: two routes naming the same position differently
        // (`/plan/:id`, `/plan/:code/x`) still share it, each reading the value under its own name.
        at.param ??= { name, node: node() };
        at = at.param.node;
      } else {
        if (/[*?(){}+]/.test(segment)) throw new Error(`unsupported route pattern ${entry.path}`);
        const key = segment.toLowerCase();
        let next = at.statics.get(key);
        if (!next) at.statics.set(key, (next = node()));
        at = next;
      }
    }
    // Express runs the first route registered for a method and path; later ones never answer.
    if (at.routes.has(entry.method)) return;
    at.routes.set(entry.method, entry);
    entry.express ??= { path: entry.path };
    entry.params ??= segmentsOf(entry.path)
      .filter((s) => s.startsWith(':'))
      .map((s) => s.slice(1));
    this.entries.push(entry);
  }

  // The route for this method and raw path (no query string), or null.
  lookup(method: string, path: string): RouteMatch | null {
    const segments = segmentsOf(path);
    const values: string[] = [];
    const found = this.walk(this.root, segments, 0, method, values);
    if (!found) return null;
    const params: Record<string, string> = {};
    if (values.length) {
      const names = found.params!;
      for (let i = 0; i < values.length; i++) {
        const value = values[i]!;
        params[names[i]!] = value.includes('%') ? decodeURIComponent(value) : value;
      }
    }
    return { route: found, params };
  }

  private walk(at: Node, segments: string[], i: number, method: string, values: string[]): RouteEntry | null {
    if (i === segments.length) return at.routes.get(method) ?? (method === 'HEAD' ? (at.routes.get('GET') ?? null) : null);
    const segment = segments[i]!;
    const next = at.statics.get(segment.toLowerCase());
    if (next) {
      const found = this.walk(next, segments, i + 1, method, values);
      if (found) return found;
    }
    if (at.param && segment !== '') {
      values.push(segment);
      const found = this.walk(at.param.node, segments, i + 1, method, values);
      if (found) return found;
      values.pop();
    }
    return null;
  }
}

// `/a/b/` and `/a/b` are one path; `/` is the root.
function segmentsOf(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed === '/' ? [] : trimmed.slice(1).split('/');
}
