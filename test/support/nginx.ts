import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './build';
import { freePort } from './process';

// Debian's nginx (scripts/ci-services.sh installs nginx-light) running docker/nginx.conf as shipped,
// with only what cannot hold outside Docker changed: the upstream servers (compose service names)
// become the given addresses, `listen 80` a free loopback port, and its pid, logs and temp files go
// to a directory of its own. Everything else (headers, body limit, keep-alive) is the file's.
export interface Nginx {
  url: string;
  port: number;
  // The configuration nginx runs, for messages.
  conf: string;
  errorLog(): string;
  stop(): Promise<void>;
}

// KOBO_TEST_NGINX names another binary (as in jest.config.js).
export const NGINX = process.env.KOBO_TEST_NGINX || (['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p)) ?? 'nginx');

export function composeNginxConf(upstreams: string[], port: number, dir: string): string {
  let conf = fs.readFileSync(path.join(ROOT, 'docker', 'nginx.conf'), 'utf8');
  const servers = /^(\s*)server\s+[A-Za-z0-9_.-]+:\d+([^;\n]*);\n/gm;
  let first = true;
  conf = conf.replace(servers, (_line, indent: string, options: string) => {
    if (!first) return '';
    first = false;
    return upstreams.map((u) => `${indent}server ${u}${options};\n`).join('');
  });
  if (first) throw new Error('docker/nginx.conf has no upstream server lines');
  if (!/^\s*listen\s+80;/m.test(conf)) throw new Error('docker/nginx.conf does not listen on 80');
  conf = conf.replace(/^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${path.join(dir, t)};`).join('\n');
  conf = conf.replace(/^http\s*\{\n/m, (open) => `${open}${temp}\n`);
  return `daemon off;\npid ${path.join(dir, 'nginx.pid')};\nerror_log ${path.join(dir, 'error.log')} warn;\n${conf}`;
}

export async function startNginx(upstreams: string[], port?: number): Promise<Nginx> {
  if (!fs.existsSync(NGINX)) throw new Error("nginx is not installed (scripts/ci-services.sh installs Debian's nginx-light)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-nginx-'));
  // Workers run as an unprivileged user when nginx starts as root: they must reach the temp dirs.
  fs.chmodSync(dir, 0o755);
  port ??= await freePort();
  const conf = composeNginxConf(upstreams, port, dir);
  const confPath = path.join(dir, 'nginx.conf');
  fs.writeFileSync(confPath, conf);
  const args = ['-p', dir, '-c', confPath, '-e', path.join(dir, 'error.log')];
  const errorLog = () => {
    try {
      return fs.readFileSync(path.join(dir, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  await new Promise<void>((resolve, reject) =>
    execFile(NGINX, ['-t', ...args], (err, _stdout, stderr) => (err ? reject(new Error(`nginx -t failed:\n${stderr}\n${conf}`)) : resolve())),
  );
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`nginx exited at start:\n${stderr}\n${errorLog()}`);
    if (await accepts(port)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not listen on ${port} in 10 s:\n${stderr}\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    conf,
    errorLog,
    async stop() {
      // SIGTERM is nginx's fast shutdown: the workers go too.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
