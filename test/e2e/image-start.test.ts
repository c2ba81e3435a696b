import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Api } from '../support/http';
import { ROOT, startServerProcess } from '../support/process';

// `docker run` of docker/Dockerfile's image with nothing else: no Docker engine here, so its runtime
// stage is replayed on this machine. A root-owned stand-in for WORKDIR; the stage's RUN steps that
// prepare directories (mkdir, chown, chmod: any other step fails the test, to be taught here) applied
// inside it; then its CMD, with its ENV, run as its USER from WORKDIR, and DATABASE_URL unset: the
// embedded SQLite default, as the image starts.
jest.setTimeout(120_000);

// The user the node images run as (node:x:1000:1000 in node:20-bookworm-slim).
const IMAGE_USERS: Record<string, { uid: number; gid: number }> = { node: { uid: 1000, gid: 1000 }, root: { uid: 0, gid: 0 } };

interface Stage {
  workdir: string;
  user: string;
  env: Record<string, string>;
  volumes: string[];
  run: string[];
  cmd: string[];
}

// The last stage of the Dockerfile (the runtime image), by instruction; continuation lines joined.
function runtimeStage(): Stage {
  const text = fs.readFileSync(path.join(ROOT, 'docker', 'Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const last = lines.map((l) => /^FROM\s/i.test(l)).lastIndexOf(true);
  const stage: Stage = { workdir: '/', user: 'root', env: {}, volumes: [], run: [], cmd: [] };
  for (const line of lines.slice(last + 1)) {
    const [, op, rest] = /^(\w+)\s+(.*)$/.exec(line)!;
    const json = () => JSON.parse(rest!) as string[];
    switch (op!.toUpperCase()) {
      case 'WORKDIR':
        stage.workdir = path.posix.resolve(stage.workdir, rest!);
        break;
      case 'USER':
        stage.user = rest!.split(':')[0]!;
        break;
      case 'ENV':
        for (const m of rest!.matchAll(/(\w+)=("[^"]*"|\S+)/g)) stage.env[m[1]!] = m[2]!.replace(/^"|"$/g, '');
        break;
      case 'VOLUME':
        stage.volumes.push(...(rest!.startsWith('[') ? json() : rest!.split(/\s+/)).map((v) => path.posix.resolve(stage.workdir, v)));
        break;
      case 'RUN':
        stage.run.push(rest!);
        break;
      case 'CMD':
        stage.cmd = json();
        break;
    }
  }
  return stage;
}

// Applies the directory-preparing RUN steps inside `root` (the stand-in for the image's /).
function replayRun(step: string, root: string, workdir: string): void {
  for (const command of step.split('&&').map((c) => c.trim().split(/\s+/))) {
    const [bin, ...args] = command;
    const inside = (p: string) => path.join(root, path.posix.resolve(workdir, p));
    if (bin === 'mkdir') {
      for (const p of args.filter((a) => !a.startsWith('-'))) fs.mkdirSync(inside(p), { recursive: args.includes('-p') });
    } else if (bin === 'chown') {
      const [owner, ...paths] = args.filter((a) => !a.startsWith('-'));
      const [user, group] = owner!.split(':');
      const ids = IMAGE_USERS[user!];
      if (!ids) throw new Error(`chown to unknown image user ${user}`);
      const gid = group ? IMAGE_USERS[group]?.gid : ids.gid;
      for (const p of paths) fs.chownSync(inside(p), ids.uid, gid!);
    } else if (bin === 'chmod') {
      const [mode, ...paths] = args.filter((a) => !a.startsWith('-'));
      for (const p of paths) fs.chmodSync(inside(p), parseInt(mode!, 8));
    } else {
      throw new Error(`the runtime stage runs "${command.join(' ')}": teach test/e2e/image-start.test.ts what it does`);
    }
  }
}

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

describe('the image started on its own (docker run kobo)', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'kobo-image-'));
    // Like the image's /: anyone may enter, only root may write.
    fs.chmodSync(root, 0o755);
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('runs as an unprivileged user with its SQLite data in a volume', () => {
    const stage = runtimeStage();
    expect(stage.user).not.toBe('root');
    expect(IMAGE_USERS[stage.user]).toBeDefined();
    // The embedded default is ./data/kobo.sqlite from the working directory (src/config/config.ts).
    expect(stage.volumes).toContain(path.posix.join(stage.workdir, 'data'));
  });

  (asRoot ? it : it.skip)('starts on SQLite as that user in a root-owned working directory, serves, and stops cleanly', async () => {
    const stage = runtimeStage();
    const workdir = path.join(root, stage.workdir);
    fs.mkdirSync(workdir, { recursive: true, mode: 0o755 });
    for (const step of stage.run) replayRun(step, root, stage.workdir);
    const { uid, gid } = IMAGE_USERS[stage.user]!;
    // The CMD as written, the compiled entry point standing in for the image's dist/.
    const [bin, ...args] = stage.cmd;
    expect(bin).toBe('node');
    expect(args[args.length - 1]).toBe('dist/src/main.js');
    const server = await startServerProcess({ ...stage.env, HOST: '127.0.0.1', PORT: '0' }, 60_000, {
      cwd: workdir,
      uid,
      gid,
      nodeArgs: args.slice(0, -1),
    }).catch((err: Error) => {
      throw new Error(`the image's start failed as ${stage.user} (uid ${uid}) in a root-owned ${stage.workdir}:\n${err.message}`);
    });
    try {
      expect(server.logs().find((l) => l.msg === 'kobo listening')).toMatchObject({ database: `sqlite:${path.join(workdir, 'data', 'kobo.sqlite')}` });
      const health = await new Api(server.url).get('/health');
      expect(health.status).toBe(200);
      expect(fs.statSync(path.join(workdir, 'data', 'kobo.sqlite')).uid).toBe(uid);
    } finally {
      const exit = await server.stop('SIGTERM');
      expect(exit.code).toBe(0);
    }
  });
});
