import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/build';

// scripts/bundle.js keeps every function's and class's name (type-graphql and TypeORM name types
// and tables after classes), but names a function at run time only where esbuild renamed it: two
// modules' top-level `Thing` bundled side by side (the second becomes `Thing2`) must both still say
// `Thing`, and a closure made at run time keeps the name its source gives it, without a
// defineProperty per closure.
jest.setTimeout(60_000);

const { bundle } = require(path.join(ROOT, 'scripts', 'bundle.js')) as { bundle(srcDir: string, root: string): Promise<boolean> };

it('restores renamed names and leaves the rest alone', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-bundle-names-'));
  try {
    fs.writeFileSync(path.join(dir, 'a.mjs'), 'export class Thing { static make() { const inner = () => 1; return inner; } }\n');
    fs.writeFileSync(path.join(dir, 'b.mjs'), 'export class Thing {}\nexport function helper() { return function named() {}; }\n');
    fs.writeFileSync(
      path.join(dir, 'main.js'),
      "'use strict';\nconst a = require('./a.mjs');\nconst b = require('./b.mjs');\nmodule.exports = { classes: [a.Thing.name, b.Thing.name], inner: a.Thing.make().name, named: b.helper().name };\n",
    );
    expect(await bundle(dir, ROOT)).toBe(true);
    const text = fs.readFileSync(path.join(dir, 'main.bundle.js'), 'latin1');
    // The case this guards: esbuild did rename one of them.
    expect(text).toMatch(/\bThing2\b/);
    expect(text).toContain('target.name===value?target:');
    expect(require(path.join(dir, 'main.js'))).toEqual({ classes: ['Thing', 'Thing'], inner: 'inner', named: 'named' });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
