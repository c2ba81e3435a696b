import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../support/process';
import { startServer, type TestIntegration, type TestServer } from '../support/server';
import { waitFor } from '../support/wait';

// The README's "First five minutes", run as written: each curl command through bash with the
// secret key in KOBO_SECRET_KEY, the webhook receiver as a node script, against a live server (its
// address and the receiver's port put in place of the README's). `npm install && npm start` is
// npm-start.test.ts's; the explorer is explorer.test.ts's.

jest.setTimeout(60_000);

let server: TestServer;
let m: TestIntegration;
let receiver: ChildProcess | undefined;
let dir: string;
beforeAll(async () => {
  server = await startServer();
  m = await server.newIntegration('Quickstart');
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-quickstart-'));
});
afterAll(async () => {
  receiver?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
  await server?.stop();
});

function quickstart(): { sh: string[]; js: string[] } {
  const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## First five minutes');
  const end = readme.indexOf('\n## ', start + 1);
  expect(start).toBeGreaterThanOrEqual(0);
  const section = readme.slice(start, end);
  const blocks = (lang: string) => [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((b) => b[1]!);
  // One command per line once continuation lines are joined.
  const sh = blocks('sh')
    .flatMap((b) => b.replace(/\\\n\s*/g, ' ').split('\n'))
    .map((l) => l.trim())
    .filter(Boolean);
  return { sh, js: blocks('js') };
}

let receiverPort = 0;
const local = (command: string) => command.replaceAll('http://127.0.0.1:4000', server.url).replaceAll('127.0.0.1:3000', `127.0.0.1:${receiverPort}`);

function sh(command: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile('bash', ['-c', local(command)], { env: { ...process.env, KOBO_SECRET_KEY: m.test.secret_key }, timeout: 20_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

it('names every command it expects, and nothing else', () => {
  const { sh: commands, js } = quickstart();
  expect(commands.map((c) => c.split(' ').slice(0, 3).join(' '))).toEqual([
    'npm install &&',
    'export KOBO_SECRET_KEY=sk_test_…',
    'curl -s http://127.0.0.1:4000/transaction/initialize',
    'curl -s http://127.0.0.1:4000/charge',
    'node receiver.js &',
    'curl -s -X',
  ]);
  expect(js).toHaveLength(1);
});

it('initializes a payment, charges a test card, and delivers the signed webhook to the receiver as written', async () => {
  const { sh: commands, js } = quickstart();
  const [initialize, charge, , setWebhook] = commands.filter((c) => c.startsWith('curl') || c.startsWith('node'));

  const init = await sh(initialize!);
  expect(init.code).toBe(0);
  expect(JSON.parse(init.stdout)).toMatchObject({
    status: true,
    message: 'Authorization URL created',
    data: { authorization_url: expect.stringContaining('/checkout/'), reference: expect.any(String) },
  });

  const paid = await sh(charge!);
  expect(paid.code).toBe(0);
  expect(JSON.parse(paid.stdout)).toMatchObject({ status: true, data: { status: 'success', amount: 500000 } });

  // node receiver.js &: the README's receiver, on a port of the test's choosing.
  receiverPort = await freePort();
  const file = path.join(dir, 'receiver.js');
  fs.writeFileSync(file, js[0]!.replace('.listen(3000)', `.listen(${receiverPort})`));
  let printed = '';
  receiver = spawn(process.execPath, [file], { env: { ...process.env, KOBO_SECRET_KEY: m.test.secret_key } });
  receiver.stdout!.on('data', (d: Buffer) => (printed += d.toString()));
  receiver.stderr!.on('data', (d: Buffer) => (printed += d.toString()));
  await waitFor(async () =>
    fetch(`http://127.0.0.1:${receiverPort}/`, { method: 'POST', body: '{"event":"ping","data":{}}' }).then(
      () => true,
      () => false,
    ),
  );

  const set = await sh(setWebhook!);
  expect(set.code).toBe(0);
  expect(JSON.parse(set.stdout)).toMatchObject({ status: true });

  const again = await sh(charge!);
  const reference = JSON.parse(again.stdout).data.reference as string;
  await waitFor(() => printed.includes(`verified charge.success ${reference}`), { what: `the receiver's line for ${reference} (printed: ${printed})` });
  expect(printed).not.toContain('BAD SIGNATURE charge');
});
