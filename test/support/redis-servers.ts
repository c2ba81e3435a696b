import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './wait';

// Redis servers and Sentinels a test may kill (never the shared Redis on 6379): servers on
// 6380–6389, Sentinels on 26379–26381, files in a directory under /tmp. Debian's redis-server and
// redis-sentinel packages provide the binaries (scripts/ci-services.sh installs them).
const onPath = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
export const redisToolsMissing = (): string | null => ['redis-server', 'redis-sentinel', 'redis-cli'].find((b) => !onPath(b)) ?? null;

export const cli = (port: number, ...args: string[]): string => {
  const r = spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', String(port), ...args], { encoding: 'utf8', timeout: 5000 });
  return (r.stdout ?? '').trim();
};

export class RedisProcess {
  private child: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly command: string,
    private readonly args: string[],
  ) {}

  async start(): Promise<void> {
    const child = spawn(this.command, this.args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout!.on('data', (c) => (output += c));
    child.stderr!.on('data', (c) => (output += c));
    this.child = child;
    await waitFor(
      () => {
        if (child.exitCode !== null) throw new Error(`${this.command} on ${this.port} exited: ${output.slice(-2000)}`);
        return cli(this.port, 'ping') === 'PONG';
      },
      { what: `${this.command} on ${this.port}`, timeoutMs: 20_000 },
    );
  }

  // Lost at once (SIGKILL): no goodbye to clients, replicas or Sentinels.
  async kill(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await gone;
  }
}

export class RedisPlayground {
  readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-redis-'));
  private readonly processes: RedisProcess[] = [];

  async server(port: number, extra: string[] = []): Promise<RedisProcess> {
    const p = new RedisProcess(port, 'redis-server', [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      this.dir,
      ...extra,
    ]);
    this.processes.push(p);
    await p.start();
    return p;
  }

  // A Sentinel watching `name` at 127.0.0.1:primaryPort; a primary that does not answer for 1 s is
  // down, and 2 Sentinels agreeing start a failover.
  async sentinel(port: number, name: string, primaryPort: number): Promise<RedisProcess> {
    const file = path.join(this.dir, `sentinel-${port}.conf`);
    fs.writeFileSync(
      file,
      [
        `port ${port}`,
        'bind 127.0.0.1',
        `dir ${this.dir}`,
        `sentinel monitor ${name} 127.0.0.1 ${primaryPort} 2`,
        `sentinel down-after-milliseconds ${name} 1000`,
        `sentinel failover-timeout ${name} 5000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    );
    const p = new RedisProcess(port, 'redis-sentinel', [file]);
    this.processes.push(p);
    await p.start();
    return p;
  }

  // A Redis Cluster of `ports.length` nodes, one replica per primary, every slot covered.
  async cluster(ports: number[]): Promise<RedisProcess[]> {
    const nodes = [];
    for (const port of ports) {
      nodes.push(await this.server(port, ['--cluster-enabled', 'yes', '--cluster-config-file', `nodes-${port}.conf`, '--cluster-node-timeout', '1000']));
    }
    const created = spawnSync('redis-cli', ['--cluster', 'create', ...ports.map((p) => `127.0.0.1:${p}`), '--cluster-replicas', '1', '--cluster-yes'], {
      encoding: 'utf8',
      timeout: 60_000,
    });
    if (created.status !== 0) throw new Error(`redis-cli --cluster create failed: ${created.stdout}${created.stderr}`);
    await waitFor(() => ports.every((p) => /cluster_state:ok/.test(cli(p, 'cluster', 'info'))), { what: 'the cluster to be ok', timeoutMs: 30_000 });
    return nodes;
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((p) => p.kill()));
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
