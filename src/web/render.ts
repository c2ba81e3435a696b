import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import nunjucks from 'nunjucks';
import { SOURCE_DIR } from '../source-dir';
import type { StaticAsset } from './static-asset';

// Templates and assets sit beside this file: in src/web, and in every build (scripts/build.js and
// the tests' build copy them with the code that reads them).
function webDir(name: string): string {
  const dir = path.join(SOURCE_DIR, 'web', name);
  if (!existsSync(dir)) throw new Error(`web ${name} not found in ${dir}`);
  return dir;
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
export function loadAssets(): Map<string, StaticAsset> {
  const dir = webDir('assets');
  const assets = new Map<string, StaticAsset>();
  for (const [file, type] of [
    ['checkout.css', 'text/css; charset=utf-8'],
    ['checkout.js', 'text/javascript; charset=utf-8'],
  ] as const) {
    assets.set(file, { type, raw: readFileSync(path.join(dir, file)) });
  }
  return assets;
}

// Minor units to a display amount, e.g. 500000 NGN → "NGN 5,000.00".
export function formatAmount(amount: number, currency: string): string {
  const major = Math.trunc(amount / 100);
  const minor = String(Math.abs(amount % 100)).padStart(2, '0');
  return `${currency} ${major.toLocaleString('en-US')}.${minor}`;
}
