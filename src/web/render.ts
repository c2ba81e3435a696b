import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nunjucks from 'nunjucks';

// Templates and assets are read from src/web (also when running the compiled dist/, which does not
// copy non-TypeScript files).
function webDir(name: string): string {
  const candidates = [path.join(__dirname, name), path.resolve(__dirname, '../../../src/web', name)];
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`web ${name} not found in ${candidates.join(' or ')}`);
  return found;
}

export function createRenderer() {
  // autoescape: every value from the merchant (email, metadata, URLs) is escaped by default.
  const env = new nunjucks.Environment(new nunjucks.FileSystemLoader(webDir('templates'), { noCache: false }), {
    autoescape: true,
    throwOnUndefined: false,
    trimBlocks: true,
    lstripBlocks: true,
  });
  return (template: string, vars: Record<string, unknown>): string => env.render(template, vars);
}

export type Render = ReturnType<typeof createRenderer>;

// Static assets are few and small: read once at start.
export function loadAssets(): Map<string, { type: string; body: Buffer }> {
  const dir = webDir('assets');
  const assets = new Map<string, { type: string; body: Buffer }>();
  for (const [file, type] of [
    ['checkout.css', 'text/css; charset=utf-8'],
    ['checkout.js', 'text/javascript; charset=utf-8'],
    ['inline.js', 'text/javascript; charset=utf-8'],
  ] as const) {
    assets.set(file, { type, body: readFileSync(path.join(dir, file)) });
  }
  return assets;
}

// Minor units to a display amount, e.g. 500000 NGN → "NGN 5,000.00".
export function formatAmount(amount: number, currency: string): string {
  const major = Math.trunc(amount / 100);
  const minor = String(Math.abs(amount % 100)).padStart(2, '0');
  return `${currency} ${major.toLocaleString('en-US')}.${minor}`;
}
