import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config/config';
import { createLogger } from '../../src/core/logger';
import { createDataSource } from '../../src/db/data-source';
import { Database } from '../../src/db/unit-of-work';
import { buildServices, ENTITIES, type Services } from '../../src/container';
import { built, ROOT } from './process';

export interface NodeProcess {
  url: string;
  wsUrl: string;
  proc: ChildProcess;
  output: string[];
  kill9(): Promise<void>;
  stop(): Promise<number | null>;
}

export const fixedKeys = () => ({
  KOBO_DEFAULT_SECRET_KEY: `sk_test_${randomBytes(16).toString('hex')}`,
  KOBO_DEFAULT_PUBLIC_KEY: `pk_test_${randomBytes(16).toString('hex')}`,
});

// A real server process running the build the jest global setup compiled (test/support/build.ts), so
// the child's pid is the server itself and SIGKILL hits it, not a wrapper. Resolves once it logs
// "kobo listening".
export async function startNode(env: Record<string, string>, timeoutMs = 120_000): Promise<NodeProcess> {
  const proc = spawn(process.execPath, [built('src/main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', KOBO_POLL_MS: '200', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL'); // never leave a half-started server behind
      reject(new Error(`server did not start in ${timeoutMs} ms:\n${output.join('')}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      output.push(text);
      for (const line of text.split('\n')) {
        if (!line.includes('kobo listening')) continue;
        try {
          clearTimeout(timer);
          resolve(JSON.parse(line).url);
        } catch {
          /* partial line */
        }
      }
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', (c: Buffer) => output.push(c.toString('utf8')));
    proc.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.join('')}`));
    });
  });
  return {
    url,
    wsUrl: `${url.replace(/^http/, 'ws')}/graphql`,
    proc,
    output,
    async kill9() {
      proc.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (proc.exitCode !== null || proc.signalCode !== null) return proc.exitCode;
      proc.kill('SIGTERM');
      return exited;
    },
  };
}

// Services on the same database in the test process, for recording events as a use case would, or
// for a second node's services (`env`: its settings). Dispatch is off here: only the server processes
// dispatch and deliver.
export async function recorderFor(databaseUrl: string, env: Record<string, string> = {}): Promise<{ services: Services; close(): Promise<void> }> {
  const config = loadConfig({ KOBO_DISPATCH: 'off', LOG_LEVEL: 'silent', DB_POOL_SIZE: '4', ...env, DATABASE_URL: databaseUrl });
  const ds = await createDataSource(config, ENTITIES);
  const services = buildServices({ config, db: new Database(ds), log: createLogger('silent') });
  return { services, close: () => ds.destroy() };
}
