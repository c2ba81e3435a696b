import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../support/build';
import { startServer, type TestIntegration, type TestServer } from '../support/server';

// The README's paystack-api snippet, run as the README says (a CommonJS file under node) against a
// live server: a newcomer's first copy-paste must work.
let server: TestServer;
let m: TestIntegration;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Readme');
});
afterAll(() => server.stop());

function snippet(): string {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const block = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((x) => x[1]!).find((code) => code.includes("require('paystack-api')"));
  expect(block).toBeDefined();
  return block!;
}

it('runs as written in a CommonJS file and pays', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-readme-'));
  try {
    const file = path.join(dir, 'pay.js');
    fs.writeFileSync(file, snippet().replace('http://127.0.0.1:4000', server.url));
    // Asynchronously: the server answering it runs in this process.
    const run = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const env = { ...process.env, KOBO_SECRET_KEY: m.test.secret_key, NODE_PATH: path.join(ROOT, 'node_modules') };
      execFile(process.execPath, [file], { encoding: 'utf8', timeout: 20000, env }, (err, stdout, stderr) =>
        resolve({ status: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
      );
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^CUS_/m);
    expect(run.stdout).toMatch(/^pay here: http:\/\/\S+\/checkout\/\w+$/m);
    expect(run.stdout).toMatch(/^success \S+/m);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
