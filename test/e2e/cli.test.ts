import { execFile } from 'node:child_process';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { Api } from '../support/http';
import { ROOT, runTs, startServerProcess, type ServerProcess } from '../support/process';
import { waitFor } from '../support/wait';

// The CLI on a database of its own (a temp SQLite file by default), beside a running server
// process on the same database. `create` goes
// through `npm run -s cli -- …` exactly as the README shows it; the rest call src/cli.ts directly
// (the same ts-node command without npm's start-up time).
async function cli(args: string[], databaseUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const exit = await runTs('src/cli.ts', args, { DATABASE_URL: databaseUrl });
  return { code: exit.code ?? 1, stdout: exit.stdout, stderr: exit.stderr };
}

function npmCli(args: string[], databaseUrl: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|KOBO_|LOG_LEVEL$|TEST_)/.test(k)));
    execFile('npm', ['run', '-s', 'cli', '--', ...args], { cwd: ROOT, env: { ...env, DATABASE_URL: databaseUrl }, timeout: 80_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

// Each step starts the CLI as a process (every module loaded, the database reached): seconds on a
// quiet machine, many more on a loaded CI machine running two suites side by side.
jest.setTimeout(90_000);

const KEYS = {
  test: { secret_key: expect.stringMatching(/^sk_test_[0-9a-f]{40}$/), public_key: expect.stringMatching(/^pk_test_[0-9a-f]{40}$/) },
  live: { secret_key: expect.stringMatching(/^sk_live_[0-9a-f]{40}$/), public_key: expect.stringMatching(/^pk_live_[0-9a-f]{40}$/) },
};

describe('kobo CLI', () => {
  let db: TestDatabase;
  let server: ServerProcess;
  let acme: { id: number; name: string; test: { secret_key: string }; live: { secret_key: string } };
  beforeAll(async () => {
    db = await createTestDatabase();
    server = await startServerProcess({ DATABASE_URL: db.url });
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await db.drop();
  });

  it('integrations create --json prints exactly one JSON object with the four keys', async () => {
    const out = await npmCli(['integrations', 'create', '--name', 'Acme', '--json'], db.url);
    expect(out.code).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    acme = JSON.parse(lines[0]!);
    expect(acme).toEqual({ id: expect.any(Number), name: 'Acme', ...KEYS });
    // The new keys work against the running server at once.
    expect((await new Api(server.url, acme.test.secret_key).get('/customer')).status).toBe(200);
    expect((await new Api(server.url, acme.live.secret_key).get('/customer')).status).toBe(200);
  });

  it('integrations list --show-keys shows every integration with its active keys', async () => {
    const out = await cli(['integrations', 'list', '--show-keys', '--json'], db.url);
    expect(out.code).toBe(0);
    const list = JSON.parse(out.stdout);
    expect(list.map((i: { name: string }) => i.name)).toEqual(['Default', 'Acme']);
    expect(list[1]).toEqual({ id: acme.id, name: 'Acme', ...KEYS });
    expect(list[1].test.secret_key).toBe(acme.test.secret_key);
    const human = await cli(['integrations', 'list', '--show-keys'], db.url);
    expect(human.stdout).toContain(`integration ${acme.id} (Acme)`);
    expect(human.stdout).toContain(acme.test.secret_key);
    expect(human.stdout).toContain(acme.live.secret_key);
  });

  it('integrations list masks secret keys unless --show-keys is given', async () => {
    const human = await cli(['integrations', 'list'], db.url);
    expect(human.code).toBe(0);
    expect(human.stdout).toContain(`integration ${acme.id} (Acme)`);
    expect(human.stdout).not.toMatch(/sk_(test|live)_[0-9a-f]{8}/);
    expect(human.stdout).toContain(`sk_test_…${acme.test.secret_key.slice(-4)}`);
    expect(human.stdout).toContain('--show-keys');
    const list = JSON.parse((await cli(['integrations', 'list', '--json'], db.url)).stdout);
    expect(list[1].test).toEqual({ secret_key: `sk_test_…${acme.test.secret_key.slice(-4)}`, public_key: expect.stringMatching(/^pk_test_[0-9a-f]{40}$/) });
  });

  it('integrations rotate-keys issues new keys and the old ones stop working', async () => {
    const out = await cli(['integrations', 'rotate-keys', String(acme.id), '--json'], db.url);
    expect(out.code).toBe(0);
    const rotated = JSON.parse(out.stdout);
    expect(rotated).toEqual({ id: acme.id, ...KEYS });
    expect(rotated.test.secret_key).not.toBe(acme.test.secret_key);
    // The CLI is another node: the server's key cache learns of the rotation within 1 s (docs/operations.md),
    // polled up to that bound.
    await waitFor(async () => (await new Api(server.url, acme.test.secret_key).get('/customer')).status === 401, {
      timeoutMs: 1000,
      intervalMs: 25,
      what: 'the old key to be refused',
    });
    for (const old of [acme.test.secret_key, acme.live.secret_key]) {
      const res = await new Api(server.url, old).get('/customer');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ status: false, message: 'Invalid key' });
    }
    expect((await new Api(server.url, rotated.test.secret_key).get('/customer')).status).toBe(200);
    const list = JSON.parse((await cli(['integrations', 'list', '--show-keys', '--json'], db.url)).stdout);
    expect(list[1].test.secret_key).toBe(rotated.test.secret_key);
  });

  it('explains bad usage on stderr with a non-zero exit', async () => {
    const noName = await cli(['integrations', 'create', '--json'], db.url);
    expect(noName.code).toBe(2);
    expect(noName.stdout).toBe('');
    expect(noName.stderr).toContain('kobo: --name is required');
    const unknown = await cli(['integrations', 'rotate-keys', '9999'], db.url);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('kobo: Integration not found');
  });

  // Six CLI processes, started together: each loads the whole CLI, which on a loaded 2-core machine
  // takes seconds, so one after another they could outlast a test's default 30 s.
  it('answers --help with the usage and exit 0, and refuses an unknown option', async () => {
    const helps = [['--help'], ['-h'], ['integrations', 'list', '--help'], ['help']];
    const [none, bad, ...answers] = await Promise.all([
      cli([], db.url),
      cli(['integrations', 'list', '--shwo-keys'], db.url),
      ...helps.map((args) => cli(args, db.url)),
    ]);
    helps.forEach((args, i) => {
      expect({ args, code: answers[i]!.code }).toEqual({ args, code: 0 });
      expect(answers[i]!.stdout).toMatch(/^usage: kobo <command>/);
    });
    expect(none!.code).toBe(2);
    expect(none!.stderr).toMatch(/usage: kobo/);
    expect(bad!.code).toBe(2);
    expect(bad!.stderr).toMatch(/^kobo: Unknown option '--shwo-keys'/);
  }, 90_000);
});
