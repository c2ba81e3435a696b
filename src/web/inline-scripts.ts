import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_DIR } from '../source-dir';

// Kobo's PaystackPop (assets/paystack-pop.js) is written once and handed out three ways:
// - the classic script tag (/inline.js, /v1/inline.js, /v2/inline.js): window.PaystackPop and the
//   script-tag form (assets/inline.js), Kobo's address read from the script's own src;
// - an ES module and a CommonJS module with the exports of the npm package @paystack/inline-js
//   (default export: the PaystackPop class), so an app bundled with that package reaches Kobo
//   instead of Paystack. Kobo serves them at /inline-js/index.mjs and .cjs (the module reads Kobo's
//   address from its own URL), and clients/inline-js holds copies for a bundler alias (the
//   address from `window.KOBO_URL` or the `koboUrl` option): `npm run inline-js:emit` writes them,
//   test/unit/inline-js-client.test.ts fails when they are stale.

const ASSETS = path.join(SOURCE_DIR, 'web', 'assets');
const read = (file: string) => readFileSync(path.join(ASSETS, file), 'utf8');

export interface InlineScripts {
  classic: string;
  module: string;
  commonjs: string;
}

// `served`: the copies Kobo serves (the module knows Kobo's address from where it was loaded);
// otherwise the copies for clients/inline-js (no address of their own).
export function inlineScripts(served: boolean): InlineScripts {
  const core = read('paystack-pop.js').trimEnd();
  const header = served
    ? '// Kobo drop-in for @paystack/inline-js, served by Kobo.\n'
    : '// Kobo drop-in for @paystack/inline-js. Generated from src/web/assets/paystack-pop.js by `npm run inline-js:emit`: do not edit.\n';
  // No window on a server (server-side rendering): the module still loads.
  const win = 'globalThis.window';
  // The module sits at <Kobo>/inline-js/index.mjs: Kobo is the folder above it.
  const moduleBase = served ? "new URL('..', import.meta.url).href" : 'null';
  return {
    classic: `(function () {\n${core}\n${read('inline.js').trimEnd()}\n})();\n`,
    module: `${header}${core}\n\nconst PaystackPop = koboPaystackPop(${win}, ${moduleBase});\nexport default PaystackPop;\n`,
    commonjs: `${header}'use strict';\n${core}\n\nconst PaystackPop = koboPaystackPop(${win}, null);\nmodule.exports = PaystackPop;\nmodule.exports.default = PaystackPop;\n`,
  };
}
