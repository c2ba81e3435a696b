import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '../support/process';
import { waitFor } from '../support/wait';

// `npm start`, the documented start command, under a supervisor that signals only the process it
// started (systemd without KillMode=control-group, a container runtime whose PID 1 is npm, a CI
// runner): SIGTERM to npm must reach the server, which drains and exits, so its port closes.
jest.setTimeout(120_000);

const GRACE_MS = 3000;

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-npm-start-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// Every process below `pid`, from /proc (npm may run the script through a shell).
function descendants(pid: number): Array<{ pid: number; cmdline: string }> {
  const parentOf = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // the process ended while the table was read
    }
  }
  const out: Array<{ pid: number; cmdline: string }> = [];
  for (const [child] of parentOf) {
    for (let p = parentOf.get(child); p !== undefined && p > 1; p = parentOf.get(p)) {
      if (p !== pid) continue;
      let cmdline = '';
      try {
        cmdline = fs.readFileSync(`/proc/${child}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
      } catch {
        // gone
      }
      out.push({ pid: child, cmdline });
      break;
    }
  }
  return out;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

describe('npm start', () => {
  let npm: ChildProcess | undefined;
  let serverPid: number | undefined;
  afterEach(() => {
    // Whatever outlived the test must not hold its port or its database.
    for (const pid of [serverPid, npm?.pid]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
  });

  it('passes SIGTERM on to the server: it drains, exits, and its port closes within the grace period', async () => {
    const port = await freePort();
    const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|KOBO_|PORT$|HOST$|LOG_LEVEL$|TEST_|NODE_ENV$)/.test(k)));
    npm = spawn('npm', ['start'], {
      cwd: ROOT,
      env: { ...env, DATABASE_URL: `sqlite:${path.join(dir, 'kobo.sqlite')}`, PORT: String(port), HOST: '127.0.0.1', KOBO_SHUTDOWN_GRACE_MS: String(GRACE_MS) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    npm.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const npmExit = new Promise<number | null>((resolve) => npm!.once('exit', (code) => resolve(code)));
    await waitFor(() => output.includes('"msg":"kobo listening"'), { timeoutMs: 60_000, what: 'the server to log "kobo listening"' }).catch((err) => {
      throw new Error(`${(err as Error).message}\n${output}`);
    });
    const server = descendants(npm.pid!).find((p) => p.cmdline.includes('dist/src/main.js') && p.cmdline.startsWith(path.basename(process.execPath)));
    expect(server).toBeDefined();
    serverPid = server!.pid;
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

    npm.kill('SIGTERM');
    await npmExit;
    // Generous: the drain has nothing to wait for, so it ends well inside the grace period.
    await waitFor(() => !alive(serverPid!), { timeoutMs: GRACE_MS + 5000, what: 'the server process to exit' });
    expect(await portOpen(port)).toBe(false);
    expect(output).toContain('"msg":"stopped"');
  });
});
