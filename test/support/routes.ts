import type { KoboApp } from '../../src/app';

export interface Endpoint {
  method: string; // GET, POST, PUT, DELETE
  path: string; // express pattern, e.g. /customer/:ref
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string | string[];
  name?: string;
}

// Every REST endpoint the app serves: its route table (src/rest/route-table.ts), plus what stays on
// express (routers mounted at the root and the routes inside them, and the mounts that are not
// routes: `/graphql`).
export function endpoints(app: KoboApp): Endpoint[] {
  const out: Endpoint[] = app.routes.entries.map((e) => ({ method: e.method, path: e.path }));
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths)
          for (const method of Object.keys(layer.route.methods)) if (method !== '_all') out.push({ method: method.toUpperCase(), path: prefix + path });
      } else if (layer.handle?.stack) walk(layer.handle.stack, prefix + mount);
      // A handler mounted on a path of its own (Apollo at /graphql) answers GET and POST there.
      else if (mount) out.push({ method: 'POST', path: prefix + mount }, { method: 'GET', path: prefix + mount });
    }
  };
  walk((app.express as unknown as { router: { stack: Layer[] } }).router.stack, '');
  const seen = new Set<string>();
  return out.filter((e) => {
    const key = `${e.method} ${e.path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
