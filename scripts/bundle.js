// Bundles a compiled server (tsc's or swc's output: decorators and their metadata already emitted)
// into one file per entry point: <srcDir>/main.js and <srcDir>/cli.js become small stubs that run
// main.bundle.js and cli.bundle.js (the entry and everything it requires, the packages in
// node_modules included) through bundle-loader.js, which adds V8's code cache. A start then reads
// and compiles one file, mostly from the cache, instead of resolving, reading and compiling ~1,900
// modules, which was most of its CPU. The other compiled files stay where they are (nothing loads
// them any more).
//
// Run by scripts/build.js (dist/) and by the tests' build (test/support/build.ts). Needs esbuild
// (a devDependency): without it the entries stay unbundled, which works, only slower to start.
//
// Files read at run time are found from src/source-dir.ts (SOURCE_DIR), whose __dirname is
// <srcDir> in the bundle too. Left out of the bundle, and required from node_modules at run time:
// native addons (better-sqlite3 finds its .node file from its own path) and whatever is not
// installed (optional peers, e.g. type-graphql's class-validator, loaded only when configured).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const ENTRIES = ['main.js', 'cli.js'];
const NATIVE = ['better-sqlite3'];

// Requires that cannot be resolved at build time are kept as plain requires: they fail (or are
// never reached) at run time exactly as they would unbundled.
const keepUnresolved = {
  name: 'keep-unresolved',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'probe') return undefined;
      const found = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer, pluginData: 'probe' });
      return found.errors.length ? { path: args.path, external: true } : undefined;
    });
  },
};

// The esbuild module, or null when it is not installed (a production install without dev tools).
function loadEsbuild(root) {
  try {
    return require(require.resolve('esbuild', { paths: [root, __dirname] }));
  } catch {
    return null;
  }
}

// Written beside, then renamed over: a start running meanwhile reads a whole file.
function writeWhole(file, contents) {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

// esbuild escapes what is not ASCII everywhere but in regular expression literals; a single such
// character makes V8 hold the whole source as two-byte text (twice the memory, read and hashed at
// every start). Escaped as \uXXXX it means the same in a string, template, identifier or regular
// expression. An odd run of backslashes before it ends in an identity escape (`\°` is `°`), whose
// backslash the \u form replaces.
function asciiOnly(text) {
  return text.replace(/(\\*)([^\p{ASCII}])/gu, (_, slashes, c) => {
    const kept = slashes.length % 2 ? slashes.slice(1) : slashes;
    // A character outside the BMP is two UTF-16 units, escaped as its surrogate pair.
    const units = Array.from({ length: c.length }, (_, i) => `\\u${c.charCodeAt(i).toString(16).padStart(4, '0')}`);
    return kept + units.join('');
  });
}

// keepNames wraps every function and class the bundle defines in esbuild's `__name`, which gives
// it a `name` property through Object.defineProperty: a runtime call for every closure a request
// or a job creates (measured on verify: 0.15-0.17 ms of server CPU per request with it, 0.13-0.14
// without). Only a function that esbuild renamed needs it (two modules' top-level `Foo` bundled side
// by side become `Foo` and `Foo2`); every other already has the name given, and the helper leaves
// it alone.
const NAME_HELPER = 'var __name=(target,value)=>__defProp(target,"name",{value,configurable:true});';
const NAME_HELPER_WHEN_RENAMED = 'var __name=(target,value)=>target.name===value?target:__defProp(target,"name",{value,configurable:true});';
function namesOnlyWhenRenamed(text, name) {
  if (text.includes(NAME_HELPER)) return text.replace(NAME_HELPER, NAME_HELPER_WHEN_RENAMED);
  if (text.includes('__name='))
    process.stderr.write(`kobo: ${name}.bundle.js: esbuild's __name helper has changed; every function is named again at creation (slower)\n`);
  return text;
}

// The rest of keepNames' cost: the check above still runs for every closure a request makes (2.5 %
// of a server's CPU under initialize). Where the language already gives the name esbuild would,
// the call goes: a function declaration's `__name(f, "f")` after it; the wrapper round an anonymous
// function or class given to a binding, an `=` assignment or an object property of that name
// (`const f = __name(() => …, "f")`); the wrapper round a function or class expression that carries
// the name; a class's static block `__name(this, "C")` in a class called C. What is left is what
// esbuild renamed, and what it named that the language would not. Needs acorn (a devDependency, as
// esbuild): without it, or on syntax it cannot read, the calls stay, which works, only slower.
function dropLanguageNamed(text) {
  let acorn;
  try {
    acorn = require('acorn');
  } catch {
    return text;
  }
  let ast;
  try {
    ast = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'script', allowHashBang: true, allowReturnOutsideFunction: true });
  } catch (err) {
    // Syntax newer than this acorn: the bundle keeps its calls rather than failing the build.
    process.stderr.write(`kobo: the bundle's __name calls are kept (acorn could not read it: ${err.message})\n`);
    return text;
  }
  const cuts = [];
  const isName = (call) =>
    call?.type === 'CallExpression' &&
    call.callee.type === 'Identifier' &&
    call.callee.name === '__name' &&
    call.arguments.length === 2 &&
    call.arguments[1].type === 'Literal' &&
    typeof call.arguments[1].value === 'string';
  const anonymous = (n) => (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression' || n.type === 'ClassExpression') && !n.id;
  // The call as the whole value given to `name`: replaced by the function itself.
  const unwrap = (call, name) => {
    if (isName(call) && call.arguments[1].value === name && anonymous(call.arguments[0])) cuts.push([call.start, call.end, call.arguments[0]]);
  };
  // A function or class expression that carries the name itself.
  const selfNamed = (call) =>
    isName(call) &&
    (call.arguments[0].type === 'FunctionExpression' || call.arguments[0].type === 'ClassExpression') &&
    call.arguments[0].id?.name === call.arguments[1].value;
  // `class C { static { __name(this, "C") } }`, or `var C = class { … }`: the class is named C.
  const classNamed = (cls, name) => {
    for (const m of cls.body.body) {
      const only = m.type === 'StaticBlock' && m.body.length === 1 && m.body[0].type === 'ExpressionStatement' ? m.body[0].expression : null;
      if (isName(only) && only.arguments[0].type === 'ThisExpression' && only.arguments[1].value === name) cuts.push([m.start, m.end, null]);
    }
  };
  const keyName = (k) => (k.type === 'Identifier' ? k.name : k.type === 'Literal' ? String(k.value) : null);
  const visit = (node) => {
    const list =
      node.type === 'Program' || node.type === 'BlockStatement' || node.type === 'StaticBlock'
        ? node.body
        : node.type === 'SwitchCase'
          ? node.consequent
          : null;
    if (list)
      for (let i = 1; i < list.length; i++) {
        const st = list[i];
        const before = list[i - 1];
        const call = st.type === 'ExpressionStatement' ? st.expression : null;
        if (isName(call) && call.arguments[0].type === 'Identifier' && call.arguments[0].name === call.arguments[1].value) {
          if ((before.type === 'FunctionDeclaration' || before.type === 'ClassDeclaration') && before.id?.name === call.arguments[0].name)
            cuts.push([st.start, st.end, null]);
        }
      }
    if ((node.type === 'ClassExpression' || node.type === 'ClassDeclaration') && node.id) classNamed(node, node.id.name);
    else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init?.type === 'ClassExpression' && !node.init.id)
      classNamed(node.init, node.id.name);
    if (selfNamed(node)) cuts.push([node.start, node.end, node.arguments[0]]);
    else if (node.type === 'VariableDeclarator' && node.id.type === 'Identifier' && node.init) unwrap(node.init, node.id.name);
    else if (node.type === 'AssignmentExpression' && node.operator === '=' && node.left.type === 'Identifier') unwrap(node.right, node.left.name);
    else if (node.type === 'Property' && node.kind === 'init' && !node.computed && !node.method && !node.shorthand) {
      const k = keyName(node.key);
      // `__proto__: …` sets the prototype and names nothing.
      if (k !== null && k !== '__proto__') unwrap(node.value, k);
    }
    for (const key in node) {
      const v = node[key];
      if (Array.isArray(v)) {
        for (const c of v) if (c && typeof c.type === 'string') visit(c);
      } else if (v && typeof v.type === 'string' && key !== 'loc') visit(v);
    }
  };
  visit(ast);
  // Written out in order; an unwrapped call may hold other cuts (inner closures), made within the
  // function it keeps, and a dropped statement's are dropped with it.
  cuts.sort((a, b) => a[0] - b[0]);
  const render = (from, to, i) => {
    let out = '';
    let at = from;
    while (i.n < cuts.length && cuts[i.n][0] < to) {
      const [start, end, keep] = cuts[i.n++];
      out += text.slice(at, start);
      if (keep) out += render(keep.start, keep.end, i);
      else while (i.n < cuts.length && cuts[i.n][0] < end) i.n++;
      at = end;
    }
    return out + text.slice(at, to);
  };
  return render(0, text.length, { n: 0 });
}

// Returns false (nothing done) when esbuild is missing; throws when a bundle fails.
async function bundle(srcDir, root) {
  const esbuild = loadEsbuild(root);
  if (!esbuild) return false;
  const entryPoints = ENTRIES.map((e) => path.join(srcDir, e)).filter((f) => fs.existsSync(f));
  if (!entryPoints.length) return true;
  const result = await esbuild.build({
    entryPoints,
    outdir: srcDir,
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    target: `node${process.versions.node.split('.')[0]}`,
    // type-graphql and TypeORM name types and tables after classes: their names must survive.
    keepNames: true,
    // No comments and no indentation: the start reads, decodes and hashes the whole bundle, and
    // a third of it was whitespace and comments. Stack traces still name every function
    // (keepNames); their positions were in the bundle before too, not in the sources.
    minifyWhitespace: true,
    external: NATIVE,
    plugins: [keepUnresolved],
    logLevel: 'silent',
  });
  fs.copyFileSync(path.join(__dirname, 'bundle-loader.js'), path.join(srcDir, 'bundle-loader.js'));
  for (const out of result.outputFiles) {
    const name = path.basename(out.path, '.js');
    writeWhole(path.join(srcDir, `${name}.bundle.js`), asciiOnly(namesOnlyWhenRenamed(dropLanguageNamed(out.text), name)));
    // A bin (cli.js) keeps its hashbang line.
    const hashbang = /^#!.*\n/.exec(fs.readFileSync(out.path, 'utf8'))?.[0] ?? '';
    writeWhole(
      out.path,
      `${hashbang}'use strict';\n// ${name}.bundle.js (scripts/bundle.js) run with V8's code cache.\nrequire('./bundle-loader.js')(module, require, '${name}.bundle.js');\n`,
    );
  }
  return true;
}

// The same from a synchronous caller (scripts/build.js): in a child process, which may block.
function bundleSync(srcDir, root) {
  const { spawnSync } = require('node:child_process');
  const run = spawnSync(process.execPath, [path.join(__dirname, 'bundle.js'), srcDir, root], { stdio: ['ignore', 'inherit', 'pipe'], encoding: 'utf8' });
  if (run.status === 0) return true;
  if (run.status === 3) return false;
  throw new Error(`bundling ${srcDir} failed: ${run.stderr.trim()}`);
}

if (require.main === module) {
  const [srcDir, root] = process.argv.slice(2);
  bundle(path.resolve(srcDir), path.resolve(root ?? path.join(__dirname, '..'))).then(
    (done) => process.exit(done ? 0 : 3),
    (err) => {
      process.stderr.write(`${err.errors?.length ? err.errors.map((e) => `${e.location?.file ?? ''}: ${e.text}`).join('\n') : err.stack}\n`);
      process.exit(1);
    },
  );
}

module.exports = { bundle, bundleSync, dropLanguageNamed };
