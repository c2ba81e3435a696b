import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// `npm run openapi:emit` writes src/rest/reply-schemas.generated.ts: for each REST route, the JSON
// Schema of the `data` its handler answers, read by the TypeScript checker from the value the
// handler hands to ok()/okJson()/okExportLink() (a presenter's return type, mostly). The presenters
// stay the one source of truth: /openapi.json (rest/openapi.ts) describes a reply by this file, and
// `--check` fails when a presenter changed and the file was not emitted again.

const ROOT = path.join(__dirname, '..');
const OUT = path.join(ROOT, 'src', 'rest', 'reply-schemas.generated.ts');
const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

type Schema = Record<string, unknown>;

function program(): ts.Program {
  const configFile = ts.readConfigFile(path.join(ROOT, 'tsconfig.build.json'), ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, ROOT);
  return ts.createProgram({ rootNames: parsed.fileNames.filter((f) => f.includes(`${path.sep}src${path.sep}`)), options: parsed.options });
}

class SchemaWriter {
  constructor(private readonly checker: ts.TypeChecker) {}

  // What JSON.stringify makes of a value of this type.
  of(type: ts.Type, depth = 0): Schema {
    const c = this.checker;
    if (depth > 12) return {};
    const flags = type.flags;
    if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return {};
    if (flags & ts.TypeFlags.Never) return {};
    if (flags & ts.TypeFlags.Null) return { type: 'null' };
    if (flags & ts.TypeFlags.StringLiteral) return { type: 'string', const: (type as ts.StringLiteralType).value };
    if (flags & ts.TypeFlags.NumberLiteral) return { type: 'number', const: (type as ts.NumberLiteralType).value };
    if (flags & ts.TypeFlags.BooleanLiteral) return { type: 'boolean', const: c.typeToString(type) === 'true' };
    if (flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) return { type: 'string' };
    if (flags & ts.TypeFlags.Number) return { type: 'number' };
    if (flags & ts.TypeFlags.BigInt) return { type: 'number' };
    if (flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
    if (type.isUnion()) return this.union(type.types, depth);
    if (flags & ts.TypeFlags.Intersection) {
      // A branded primitive (`string & {__brand}`) is the primitive.
      const parts = (type as ts.IntersectionType).types;
      const primitive = parts.find((t) => t.flags & (ts.TypeFlags.String | ts.TypeFlags.Number | ts.TypeFlags.Boolean));
      if (primitive) return this.of(primitive, depth);
    }
    const symbol = type.getSymbol();
    if (symbol?.getName() === 'Date') return { type: 'string', format: 'date-time' };
    if (c.isArrayType(type) || c.isTupleType(type)) {
      const args = c.getTypeArguments(type as ts.TypeReference);
      if (c.isTupleType(type)) return { type: 'array', ...(args.length ? { items: this.union(args, depth + 1) } : {}) };
      const item = args[0];
      return { type: 'array', ...(item && !(item.flags & ts.TypeFlags.Never) ? { items: this.of(item, depth + 1) } : {}) };
    }
    if (flags & ts.TypeFlags.Object) return this.object(type, depth);
    return {};
  }

  private union(types: readonly ts.Type[], depth: number): Schema {
    const present = types.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
    // `true | false` is how the checker spells boolean.
    const booleans = present.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
    const rest = present.filter((t) => !(t.flags & ts.TypeFlags.BooleanLiteral));
    const schemas = rest.map((t) => this.of(t, depth));
    if (booleans.length === 2) schemas.push({ type: 'boolean' });
    else for (const t of booleans) schemas.push(this.of(t, depth));
    return merge(schemas);
  }

  private object(type: ts.Type, depth: number): Schema {
    const c = this.checker;
    const index = type.getStringIndexType();
    const properties: Record<string, Schema> = {};
    const required: string[] = [];
    for (const prop of c.getPropertiesOfType(type)) {
      const decl = prop.valueDeclaration ?? prop.declarations?.[0];
      const propType = decl ? c.getTypeOfSymbolAtLocation(prop, decl) : c.getTypeOfSymbol(prop);
      if (propType.getCallSignatures().length) continue; // JSON leaves methods out
      if (prop.getName().startsWith('__')) continue; // a brand
      const optional = Boolean(prop.flags & ts.SymbolFlags.Optional) || (propType.isUnion() && propType.types.some((t) => t.flags & ts.TypeFlags.Undefined));
      if (propType.flags & ts.TypeFlags.Undefined) continue; // always left out
      properties[prop.getName()] = this.of(propType, depth + 1);
      if (!optional) required.push(prop.getName());
    }
    if (!Object.keys(properties).length && !index) {
      // `{}` (an empty literal) or an object type with nothing declared: any object.
      return { type: 'object', additionalProperties: true };
    }
    return {
      ...(nameOf(type) ? { 'x-name': nameOf(type) } : {}),
      type: 'object',
      properties,
      ...(required.length ? { required } : {}),
      additionalProperties: index ? this.of(index, depth + 1) : false,
    };
  }
}

// A name for a presenter's record, for the document's components: the presenter's
// (`presentTransaction` → Transaction), or the interface's or alias's own.
function nameOf(type: ts.Type): string | undefined {
  if (type.aliasSymbol) return type.aliasSymbol.getName();
  const symbol = type.getSymbol();
  if (!symbol) return undefined;
  if (symbol.getName() !== '__object') return /^[A-Z]/.test(symbol.getName()) ? symbol.getName() : undefined;
  for (let at: ts.Node | undefined = symbol.declarations?.[0]; at; at = at.parent) {
    if ((ts.isFunctionDeclaration(at) || ts.isMethodDeclaration(at)) && at.name && ts.isIdentifier(at.name)) return title(at.name.text);
    if (ts.isVariableDeclaration(at) && ts.isIdentifier(at.name) && at.initializer && ts.isArrowFunction(at.initializer)) return title(at.name.text);
    if (ts.isFunctionLike(at)) return undefined;
  }
  return undefined;
}

// Only a presenter's name says what the record is.
const title = (fn: string) => (/^present[A-Z]/.test(fn) ? fn.slice('present'.length) : undefined);

// Records that several replies show (a transaction, a customer) go to the document's components
// once, under their presenter's name, and the replies point at them.
function hoist(replies: Record<string, Schema>): { replies: Record<string, Schema>; components: Record<string, Schema> } {
  const strip = (s: unknown): unknown =>
    Array.isArray(s)
      ? s.map(strip)
      : s && typeof s === 'object'
        ? Object.fromEntries(
            Object.entries(s)
              .filter(([k]) => k !== 'x-name')
              .map(([k, v]) => [k, strip(v)]),
          )
        : s;
  const counts = new Map<string, number>();
  const count = (s: unknown): void => {
    if (Array.isArray(s)) s.forEach(count);
    else if (s && typeof s === 'object') {
      const o = s as Schema;
      if (o['x-name']) counts.set(JSON.stringify(strip(o)), (counts.get(JSON.stringify(strip(o))) ?? 0) + 1);
      Object.values(o).forEach(count);
    }
  };
  Object.values(replies).forEach(count);
  const components: Record<string, Schema> = {};
  const names = new Map<string, string>();
  const place = (s: unknown): unknown => {
    if (Array.isArray(s)) return s.map(place);
    if (!s || typeof s !== 'object') return s;
    const o = s as Schema;
    const key = o['x-name'] ? JSON.stringify(strip(o)) : '';
    if (key && (counts.get(key) ?? 0) > 1 && key.length > 200) {
      let name = names.get(key);
      if (!name) {
        const base = String(o['x-name']);
        name = base;
        for (let i = 2; components[name] || [...names.values()].includes(name); i++) name = `${base}${i}`;
        names.set(key, name);
        components[name] = {};
        components[name] = Object.fromEntries(
          Object.entries(o)
            .filter(([k]) => k !== 'x-name')
            .map(([k, v]) => [k, place(v)]),
        ) as Schema;
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    return Object.fromEntries(
      Object.entries(o)
        .filter(([k]) => k !== 'x-name')
        .map(([k, v]) => [k, place(v)]),
    );
  };
  const placed = Object.fromEntries(Object.entries(replies).map(([k, v]) => [k, place(v) as Schema]));
  return { replies: placed, components: Object.fromEntries(Object.entries(components).sort(([a], [b]) => a.localeCompare(b))) };
}

// One schema for several: equal ones once; a nullable single type as a type pair; else anyOf.
function merge(schemas: Schema[]): Schema {
  const unique: Schema[] = [];
  const seen = new Set<string>();
  for (const s of schemas.flatMap((x) => (x.anyOf as Schema[] | undefined) ?? [x])) {
    const key = JSON.stringify(s);
    if (seen.has(key)) continue;
    seen.add(key);
    unique.push(s);
  }
  // Literal members of one type widen to an enum.
  const consts = unique.filter((s) => 'const' in s && Object.keys(s).length === 2);
  const byType = new Map<string, Schema[]>();
  for (const s of consts) byType.set(String(s.type), [...(byType.get(String(s.type)) ?? []), s]);
  let list = unique.filter((s) => !consts.includes(s));
  for (const [type, members] of byType) list.push(members.length === 1 ? members[0]! : { type, enum: members.map((m) => m.const) });
  if (list.some((s) => !Object.keys(s).length)) return {};
  if (list.length === 1) return list[0]!;
  const nulls = list.filter((s) => s.type === 'null');
  list = list.filter((s) => s.type !== 'null');
  if (list.length === 1 && nulls.length && typeof list[0]!.type === 'string') {
    const only = list[0]!;
    return { ...only, type: [only.type, 'null'], ...(only.enum ? { enum: [...(only.enum as unknown[]), null] } : {}) };
  }
  return { anyOf: [...list, ...nulls] };
}

interface Found {
  keys: string[];
  data: Schema[];
  bare: boolean; // some reply of the route sends no data
  statuses: Set<number>; // ok()'s status argument, where one is given
}

// `201`, or `created ? 201 : 200`.
function statusesOf(e: ts.Expression): number[] {
  if (ts.isNumericLiteral(e)) return [Number(e.text)];
  if (ts.isConditionalExpression(e)) return [...statusesOf(e.whenTrue), ...statusesOf(e.whenFalse)];
  if (ts.isParenthesizedExpression(e)) return statusesOf(e.expression);
  return [200];
}

// The path a route is registered under: a literal, or a loop's variable over a literal list
// (`for (const path of ['/a', '/b'])`, `for (const [path, step] of steps)`, `/charge/${path}`).
function pathsOf(arg: ts.Expression): string[] {
  if (ts.isStringLiteralLike(arg)) return arg.text.startsWith('/') ? [arg.text] : [];
  if (ts.isIdentifier(arg)) return loopValues(arg).filter((v) => v.startsWith('/'));
  if (ts.isTemplateExpression(arg) && arg.templateSpans.length === 1 && ts.isIdentifier(arg.templateSpans[0]!.expression)) {
    const span = arg.templateSpans[0]!;
    return loopValues(span.expression as ts.Identifier).map((v) => `${arg.head.text}${v}${span.literal.text}`);
  }
  return [];
}

function loopValues(name: ts.Identifier): string[] {
  for (let at: ts.Node | undefined = name.parent; at; at = at.parent) {
    if (!ts.isForOfStatement(at) || !ts.isVariableDeclarationList(at.initializer)) continue;
    const binding = at.initializer.declarations[0]!.name;
    let index = -1;
    if (ts.isIdentifier(binding) && binding.text === name.text) index = -1;
    else if (ts.isArrayBindingPattern(binding)) {
      index = binding.elements.findIndex((e) => ts.isBindingElement(e) && ts.isIdentifier(e.name) && e.name.text === name.text);
      if (index < 0) continue;
    } else continue;
    let list: ts.Expression = at.expression;
    if (ts.isIdentifier(list)) {
      const decl = findVariable(list);
      if (!decl?.initializer) return [];
      list = decl.initializer;
    }
    while (ts.isAsExpression(list) || ts.isSatisfiesExpression(list)) list = list.expression;
    if (!ts.isArrayLiteralExpression(list)) return [];
    return list.elements.flatMap((e) => {
      const item = index < 0 ? e : ts.isArrayLiteralExpression(e) ? e.elements[index] : undefined;
      return item && ts.isStringLiteralLike(item) ? [item.text] : [];
    });
  }
  return [];
}

function findVariable(name: ts.Identifier): ts.VariableDeclaration | undefined {
  for (let at: ts.Node | undefined = name.parent; at; at = at.parent) {
    let found: ts.VariableDeclaration | undefined;
    ts.forEachChild(at, (child) => {
      if (ts.isVariableStatement(child))
        for (const d of child.declarationList.declarations) if (ts.isIdentifier(d.name) && d.name.text === name.text) found = d;
    });
    if (found) return found;
  }
  return undefined;
}

// The routes of every router (`r.get('/path', …, handler)`) and the data its handler answers.
function routesOf(p: ts.Program): Found[] {
  const checker = p.getTypeChecker();
  const writer = new SchemaWriter(checker);
  const found: Found[] = [];
  const dataOf = (call: ts.CallExpression, name: string): Schema | null | 'skip' => {
    if (name === 'okExportLink')
      return {
        type: 'object',
        properties: { path: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
        required: ['path', 'expiresAt'],
        additionalProperties: false,
      };
    const arg = call.arguments[2];
    if (!arg) return null;
    const type = checker.getTypeAtLocation(arg);
    if (name === 'okJson') {
      // A stored reply document: its JSON text says what it holds (JsonText<T>).
      const brand = type.getProperty('__json');
      if (!brand) return {};
      const inner = checker.getNonNullableType(checker.getTypeOfSymbolAtLocation(brand, arg));
      return writer.of(inner);
    }
    if (type.flags & ts.TypeFlags.Undefined) return null;
    return writer.of(type);
  };
  for (const file of p.getSourceFiles()) {
    if (file.isDeclarationFile || !file.fileName.includes(`${path.sep}src${path.sep}`)) continue;
    const visit = (node: ts.Node): void => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        METHODS.has(node.expression.name.text) &&
        node.arguments.length >= 2 &&
        pathsOf(node.arguments[0]!).length
      ) {
        const method = node.expression.name.text.toUpperCase();
        const entry: Found = { keys: pathsOf(node.arguments[0]!).map((p) => `${method} ${p}`), data: [], bare: false, statuses: new Set() };
        const seen = new Set<ts.Node>();
        // A handler's replies: its own ok() calls and those of the functions it hands `res` to, or
        // of a handler named rather than written inline (`r.get(path, transactions)`).
        const follow = (n: ts.Expression): void => {
          const symbol = checker.getSymbolAtLocation(n);
          const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
          for (const decl of target?.declarations ?? []) {
            if (!decl.getSourceFile().fileName.includes(`${path.sep}src${path.sep}`) || seen.has(decl)) continue;
            seen.add(decl);
            walk(decl);
          }
        };
        const walk = (n: ts.Node): void => {
          if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && ['ok', 'okJson', 'okExportLink'].includes(n.expression.text)) {
            const data = dataOf(n, n.expression.text);
            const status = n.expression.text === 'ok' ? n.arguments[4] : undefined;
            for (const s of status ? statusesOf(status) : [200]) entry.statuses.add(s);
            if (data === null) entry.bare = true;
            else if (data !== 'skip') entry.data.push(data);
          } else if (ts.isCallExpression(n) && n.arguments.some((a) => ts.isIdentifier(a) && a.text === 'res')) follow(n.expression);
          ts.forEachChild(n, walk);
        };
        for (const handler of node.arguments.slice(1)) {
          if (ts.isIdentifier(handler)) follow(handler);
          else if (ts.isCallExpression(handler)) follow(handler.expression);
          walk(handler);
        }
        found.push(entry);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

// One entry a line: two branches that change different presenters merge without a conflict.
const byLine = (o: Record<string, Schema>) =>
  `{\n${Object.entries(o)
    .map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`)
    .join('\n')}\n}`;

function emit(): string {
  const p = program();
  const out: Record<string, Schema> = {};
  for (const found of routesOf(p))
    for (const key of found.keys) {
      const route = { ...found, key };
      const statuses = [...route.statuses].sort();
      const status = statuses.join() !== '200' ? { 'x-status': statuses } : {};
      // `{ "x-none": true }`: the envelope without data.
      if (!route.data.length) {
        if (route.bare) out[route.key] = { 'x-none': true, ...status };
        continue;
      }
      const data = merge(route.data);
      out[route.key] = { ...data, ...(route.bare ? { 'x-optional': true } : {}), ...status };
    }
  const { replies, components } = hoist(Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b))));
  return `// Generated by \`npm run openapi:emit\` (scripts/emit-reply-schemas.ts) from the presenters' types: do not edit.
// For each REST route, the JSON Schema of its reply's \`data\` (\`x-optional\` when some replies send
// none, \`x-none\` when none does, \`x-status\` the success statuses when not 200); the records several replies share, by name, for the components.
export const REPLY_SCHEMAS: Record<string, Record<string, unknown>> = ${byLine(replies)};

export const RECORD_SCHEMAS: Record<string, Record<string, unknown>> = ${byLine(components)};
`;
}

const text = emit();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : '';
  if (current !== text) {
    process.stderr.write(`${path.relative(ROOT, OUT)} is stale: run \`npm run openapi:emit\` and commit it\n`);
    process.exit(1);
  }
  process.stdout.write(`${path.relative(ROOT, OUT)} is up to date\n`);
} else {
  fs.writeFileSync(OUT, text);
  process.stdout.write(`wrote ${path.relative(ROOT, OUT)}\n`);
}
