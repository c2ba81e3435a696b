import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { CLIENT_DIR, clientFiles } from '../../scripts/emit-inline-js';
import { inlineScripts } from '../../src/web/inline-scripts';

// The drop-in for @paystack/inline-js in clients/inline-js is generated from
// src/web/assets/paystack-pop.js (scripts/emit-inline-js.ts): the committed copies must be what the
// generator writes, and each form must load where its consumers load it.

const METHODS = ['newTransaction', 'checkout', 'resumeTransaction', 'preloadTransaction', 'cancelTransaction', 'isLoaded', 'paymentRequest'];

describe('clients/inline-js', () => {
  it.each(Object.entries(clientFiles()))('%s is up to date (else run `npm run inline-js:emit`)', (name, body) => {
    expect(fs.readFileSync(path.join(CLIENT_DIR, name), 'utf8')).toBe(body);
  });

  it('package.json sends import to the ES module, require to the CommonJS one, and names the types', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(CLIENT_DIR, 'package.json'), 'utf8'));
    expect(pkg.name).toBe('@paystack/inline-js');
    expect(pkg.exports['.']).toMatchObject({ import: './index.mjs', require: './index.cjs', types: './index.d.ts' });
    for (const file of [pkg.main, pkg.module, pkg.types]) expect(fs.existsSync(path.join(CLIENT_DIR, file))).toBe(true);
  });

  it('the CommonJS module loads without a window (server-side rendering) and exports the PaystackPop class', () => {
    const PaystackPop = require(path.join(CLIENT_DIR, 'index.cjs'));
    expect(PaystackPop.default).toBe(PaystackPop);
    const popup = new PaystackPop();
    for (const method of METHODS) expect(typeof popup[method]).toBe('function');
    expect(typeof PaystackPop.setup({}).openIframe).toBe('function');
    expect(popup.isLoaded()).toBe(false);
    // No address to reach Kobo at: onError says what to set.
    const errors: Array<{ message: string }> = [];
    return popup.checkout({ key: 'pk_test_x', email: 'a@b.c', amount: 100, onError: (e: { message: string }) => errors.push(e) }).then(() => {
      expect(errors).toEqual([{ message: expect.stringContaining('window.KOBO_URL') }]);
    });
  });

  it('the module Kobo serves finds Kobo one folder above its own URL; the copies for a bundler have no address of their own', () => {
    expect(inlineScripts(true).module).toContain("koboPaystackPop(globalThis.window, new URL('..', import.meta.url).href)");
    expect(clientFiles()['index.mjs']).toContain('koboPaystackPop(globalThis.window, null)');
    expect(clientFiles()['index.mjs']).toMatch(/\nexport default PaystackPop;\n$/);
  });

  it('the classic script defines window.PaystackPop and nothing else', () => {
    const window: Record<string, unknown> = { location: { origin: 'http://kobo.test' } };
    const context = vm.createContext({ window, document: { currentScript: null }, URL });
    vm.runInContext(inlineScripts(true).classic, context);
    expect(Object.keys(window)).toEqual(['location', 'PaystackPop']);
    expect(typeof (window.PaystackPop as { setup: unknown }).setup).toBe('function');
    expect(Object.keys(context).sort()).toEqual(['URL', 'document', 'window']);
  });
});
