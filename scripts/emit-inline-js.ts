import fs from 'node:fs';
import path from 'node:path';
import { inlineScripts } from '../src/web/inline-scripts';

// `npm run inline-js:emit` writes the drop-in for @paystack/inline-js into clients/inline-js (the
// copies a bundler alias points at) from src/web/assets/paystack-pop.js.
export const CLIENT_DIR = path.join(__dirname, '..', 'clients', 'inline-js');

export function clientFiles(): Record<string, string> {
  const scripts = inlineScripts(false);
  return { 'index.mjs': scripts.module, 'index.cjs': scripts.commonjs };
}

if (require.main === module) {
  for (const [name, body] of Object.entries(clientFiles())) {
    fs.writeFileSync(path.join(CLIENT_DIR, name), body);
    process.stdout.write(`wrote clients/inline-js/${name}\n`);
  }
}
