import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { BUILD_DIR, ROOT } from './build';

export { ROOT };

// The environment a child gets: no inherited DATABASE_URL/KOBO_* settings from the developer's shell.
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const base = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|KOBO_|PORT$|HOST$|LOG_LEVEL$|TEST_)/.test(k)));
  return { ...base, ...env };
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

// Runs src/<entry>.ts from the build compiled by the jest global setup (test/support/build.ts).
export const built = (entry: string) => path.join(BUILD_DIR, entry.replace(/\.ts$/, '.js'));

export function runTs(entry: string, args: string[], env: Record<string, string>, timeoutMs = 60000): Promise<Exit> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [built(entry), ...args], { cwd: ROOT, env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr });
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  // Parsed pino lines from stdout so far.
  logs(): Array<Record<string, any>>;
  stdout(): string;
  stderr(): string;
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

// Starts the real server (src/main.ts) as a child process and waits for its "kobo listening" line.
// A server that exits first rejects with an error carrying its `exit`.
// NODE_ENV=production, as deployed: jest's NODE_ENV=test switches library behaviour (Apollo's own
// signal handling) that a real shutdown must survive.
// `as` runs it elsewhere or as someone else: another working directory, another user (root only),
// node flags before the entry point.
export interface StartAs {
  cwd?: string;
  uid?: number;
  gid?: number;
  nodeArgs?: string[];
}

export function startServerProcess(env: Record<string, string>, timeoutMs = 60000, as: StartAs = {}): Promise<ServerProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...(as.nodeArgs ?? []), built('src/main.ts')], {
      cwd: as.cwd ?? ROOT,
      env: childEnv({ NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env }),
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(as.uid === undefined ? {} : { uid: as.uid }),
      ...(as.gid === undefined ? {} : { gid: as.gid }),
    });
    let stdout = '';
    let stderr = '';
    let settled = false;
    const exited = new Promise<Exit>((res) => child.on('close', (code, signal) => res({ code, signal, stdout, stderr })));
    // Complete lines only: the last may still be arriving.
    const logs = () =>
      stdout
        .slice(0, stdout.lastIndexOf('\n') + 1)
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as Record<string, any>);
    const timer = setTimeout(() => {
      if (settled) return;
      settled = true;
      child.kill('SIGKILL');
      reject(new Error(`server did not start in ${timeoutMs} ms\nstdout: ${stdout}\nstderr: ${stderr}`));
    }, timeoutMs);
    child.stdout.on('data', (c) => {
      stdout += c;
      const listening = logs().find((l) => l.msg === 'kobo listening');
      if (listening && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({
          url: listening.url,
          child,
          logs,
          stdout: () => stdout,
          stderr: () => stderr,
          stop: async (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    child.stderr.on('data', (c) => (stderr += c));
    void exited.then((exit) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      reject(Object.assign(new Error(`server exited before listening (code ${exit.code})\nstdout: ${stdout}\nstderr: ${stderr}`), { exit }));
    });
  });
}

// A start that is expected to be refused: its exit, or the server (stopped again) when it started.
export async function startRefused(env: Record<string, string>): Promise<Exit | 'started'> {
  return startServerProcess(env).then(
    async (server) => {
      await server.stop();
      return 'started' as const;
    },
    (err: Error & { exit?: Exit }) => {
      if (!err.exit) throw err;
      return err.exit;
    },
  );
}

// A port nothing listens on now, for a server that must be told its port before it starts.
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
