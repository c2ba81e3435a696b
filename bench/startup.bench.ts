/**
 * Start-up: the time from spawning Kobo to the first 200 on GET /health, on a fresh SQLite file
 * each run (so every start also migrates an empty database), median of STARTUP_RUNS (5) runs, two ways:
 *   - `npm start` itself (npm's own start-up included), as README tells users to start Kobo;
 *   - `npm start`'s command run directly (node, its flags and the entry point), as the other benches
 *     and the tests start it: also the server's own CPU time at that moment and its RSS after
 *     STARTUP_IDLE_MS (2000) of idling.
 * And one more: a second start on an already migrated file (direct).
 * Builds first (`node scripts/build.js --if-stale`), so no run pays for a compile, and starts once
 * before the counted runs.
 * Imports node's own modules only: the bench's start-up never competes with the server's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.join(__dirname, '..');
const RUNS = Number(process.env.STARTUP_RUNS || 5);
const IDLE_MS = Number(process.env.STARTUP_IDLE_MS || 2000);
const TICKS = 100; // /proc/<pid>/stat clock ticks per second (USER_HZ, 100 on Linux)

interface Run {
  ms: number;
  cpuMs: number | null;
  rssMb: number | null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
}

function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
}

// What `npm start` runs: its script with the leading `exec` dropped, split into node and its arguments.
function startCommand(): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.replace(/^exec\s+/, '').split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return args;
}

async function healthy(url: string, proc: ChildProcess, log: () => string): Promise<void> {
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`kobo exited (${proc.exitCode ?? proc.signalCode}):\n${log()}`);
    try {
      const res = await fetch(`${url}/health`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {
      /* not listening yet */
    }
    await sleep(5);
  }
}

async function stop(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const exited = new Promise((r) => proc.once('exit', r));
  proc.kill('SIGTERM');
  await exited;
}

async function once(how: 'npm' | 'direct', file: string): Promise<Run> {
  const port = await freePort();
  const env = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: `sqlite:${file}` };
  for (const k of Object.keys(env)) if (/^(KOBO_|TEST_)/.test(k)) delete env[k as keyof typeof env];
  let out = '';
  const started = performance.now();
  const proc =
    how === 'npm'
      ? spawn('npm', ['start', '--silent'], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] })
      : spawn(process.execPath, startCommand(), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  proc.stdout!.on('data', (c) => (out += c));
  proc.stderr!.on('data', (c) => (out += c));
  try {
    await healthy(`http://127.0.0.1:${port}`, proc, () => out);
    const ms = performance.now() - started;
    // npm's script runs `exec node …`: the pid npm spawned is a shell that became node, not npm's.
    if (how === 'npm') return { ms, cpuMs: null, rssMb: null };
    const cpu = cpuMs(proc.pid!);
    await sleep(IDLE_MS);
    return { ms, cpuMs: cpu, rssMb: rssMb(proc.pid!) };
  } finally {
    await stop(proc);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function line(name: string, runs: Run[]): string {
  const f = (xs: number[], d = 0) => `${median(xs).toFixed(d)} (${xs.map((x) => x.toFixed(d)).join(', ')})`;
  const parts = [`${name}: first /health ${f(runs.map((r) => r.ms))} ms`];
  const cpu = runs.map((r) => r.cpuMs).filter((x): x is number => x !== null);
  const rss = runs.map((r) => r.rssMb).filter((x): x is number => x !== null);
  if (cpu.length) parts.push(`CPU by then ${f(cpu)} ms`);
  if (rss.length) parts.push(`idle RSS ${f(rss, 1)} MB`);
  return parts.join('; ');
}

async function main(): Promise<void> {
  const build = spawnSync(process.execPath, ['scripts/build.js', '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('build failed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-startup-'));
  try {
    process.stdout.write(
      `load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}; ${RUNS} runs each, median (runs)\n`,
    );
    // Not counted: the first start of a build writes its code cache (scripts/bundle-loader.js), and
    // the files it reads come into the OS page cache, as for every start after it.
    await once('direct', path.join(dir, 'warm-up.sqlite'));
    const results: Record<string, Run[]> = { npm: [], direct: [], migrated: [] };
    // Interleaved, so a burst of load elsewhere on the machine hits both ways alike.
    for (let i = 0; i < RUNS; i++) {
      results.npm!.push(await once('npm', path.join(dir, `npm-${i}.sqlite`)));
      const file = path.join(dir, `direct-${i}.sqlite`);
      results.direct!.push(await once('direct', file));
      results.migrated!.push(await once('direct', file));
    }
    process.stdout.write(`${line('npm start, fresh SQLite file', results.npm!)}\n`);
    process.stdout.write(`${line("npm start's command (node …), fresh SQLite file", results.direct!)}\n`);
    process.stdout.write(`${line("npm start's command, second start on the migrated file", results.migrated!)}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
