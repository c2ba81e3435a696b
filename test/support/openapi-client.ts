import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './build';

const run = promisify(execFile);

export interface RecordedReply {
  method: string;
  // The route's pattern in OpenAPI form (`/transfer/{ref}`).
  path: string;
  status: number;
  body: unknown;
}

// Generates the client types of the served /openapi.json (openapi-typescript, as a merchant's build
// would) into a scratch directory, writes each recorded reply as a value of its operation's reply
// type (`paths[path][method].responses[status]`, else its `default`), and type-checks them with tsc --strict: a field
// the document lacks, a missing one, a null where it allows none or a wrong type is an error.
// Returns tsc's errors, each with the reply it is about.
export async function typeCheckReplies(openApiUrl: string, replies: readonly RecordedReply[]): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache-kobo-replies-'));
  try {
    await run(process.execPath, [path.join(ROOT, 'node_modules', 'openapi-typescript', 'bin', 'cli.js'), openApiUrl, '-o', path.join(dir, 'kobo.d.ts')], {
      cwd: ROOT,
      maxBuffer: 64 << 20,
    });
    const lines = [
      "import type { paths } from './kobo';",
      'type Reply<P extends keyof paths, M extends keyof paths[P], S extends number> = paths[P][M] extends { responses: infer R }',
      "  ? (S extends keyof R ? R[S] : 'default' extends keyof R ? R['default'] : never) extends { content: { 'application/json': infer B } } ? B : never",
      '  : never;',
    ];
    const names: string[] = [];
    replies.forEach((r, i) => {
      names.push(`${r.method} ${r.path} → ${r.status}`);
      lines.push(
        `// ${names[i]}`,
        `export const reply${i}: Reply<${JSON.stringify(r.path)}, '${r.method.toLowerCase()}', ${r.status}> = ${JSON.stringify(r.body)};`,
      );
    });
    fs.writeFileSync(path.join(dir, 'replies.ts'), `${lines.join('\n')}\n`);
    const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const flags = ['--strict', '--noEmit', '--skipLibCheck', '--target', 'es2022', '--module', 'node16', '--moduleResolution', 'node16'];
    try {
      await run(process.execPath, [tsc, ...flags, path.join(dir, 'replies.ts')], { cwd: dir, maxBuffer: 64 << 20 });
      return [];
    } catch (err) {
      const out = (err as { stdout?: string }).stdout ?? String(err);
      const source = fs.readFileSync(path.join(dir, 'replies.ts'), 'utf8').split('\n');
      // Each error names its line; the comment above the reply's line says which reply it is.
      return out
        .split('\n')
        .filter((l) => /error TS/.test(l))
        .map((l) => {
          const line = Number(/\((\d+),\d+\)/.exec(l)?.[1] ?? 0);
          let at = line - 1;
          while (at > 0 && !source[at]!.startsWith('// ')) at--;
          return `${source[at]?.slice(3) ?? '?'}: ${l.replace(/^.*error /, '').slice(0, 600)}`;
        });
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
