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

// The calls the build drops are those the language makes needless: every function and class still
// has the name it had with the call, and the renamed ones keep theirs.
it('drops only the __name calls whose name the language gives anyway', () => {
  const { dropLanguageNamed } = require(path.join(ROOT, 'scripts', 'bundle.js')) as { dropLanguageNamed(text: string): string };
  const source = [
    'function declared(){}__name(declared,"declared");',
    'const arrow=__name(()=>1,"arrow");',
    'let assigned;assigned=__name(async()=>1,"assigned");',
    'const props={prop:__name(()=>1,"prop"),"quoted":__name(function(){},"quoted"),__proto__:__name(()=>1,"__proto__")};',
    'const carried=__name(function carried(){},"carried");',
    'const renamed=__name(function renamed2(){},"renamed");',
    'const member={};member.m=__name(()=>1,"m");',
    'var Cls=class{static{__name(this,"Cls")}};var Named=class Named{static{__name(this,"Named")}};',
    'const outer=__name(()=>{const inner=__name(()=>2,"inner");return inner},"outer");',
    'function Thing2(){}__name(Thing2,"Thing");',
    'return[declared,arrow,assigned,props.prop,props.quoted,Object.getPrototypeOf(props),carried,renamed,member.m,Cls,Named,outer,outer(),Thing2].map(f=>f.name);',
  ].join('');
  const helper = 'const __name=(target,value)=>Object.defineProperty(target,"name",{value,configurable:true});';
  const names = (text: string) => new Function(helper + text)() as string[];
  const dropped = dropLanguageNamed(source);
  expect(names(dropped)).toEqual(names(source));
  expect(names(dropped)).toEqual([
    'declared',
    'arrow',
    'assigned',
    'prop',
    'quoted',
    '__proto__',
    'carried',
    'renamed',
    'm',
    'Cls',
    'Named',
    'outer',
    'inner',
    'Thing',
  ]);
  // Kept: the renamed function and class, the member assignment, the __proto__ value.
  expect(dropped.match(/__name\(/g)).toHaveLength(4);
  for (const kept of ['"renamed")', '"m")', '"__proto__")', '__name(Thing2,"Thing")']) expect(dropped).toContain(kept);
  // What acorn cannot read is left as it is, with a line saying so.
  const said = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(dropLanguageNamed('const f=__name(()=>1,"f");f(')).toBe('const f=__name(()=>1,"f");f(');
    expect(String(said.mock.calls[0]?.[0])).toContain('__name calls are kept');
  } finally {
    said.mockRestore();
  }
});
