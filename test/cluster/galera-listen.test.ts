import { spawn, type ChildProcess } from 'node:child_process';
import { Api } from '../support/http';
import { fixedKeys, startNode, type NodeProcess } from '../support/node-process';
import { CARDS } from '../support/payments';
import { built, freePort, ROOT } from '../support/process';
import { startReceiver, type Receiver } from '../support/receiver';
import { waitFor } from '../support/wait';
import { createClusterDatabase, describeGalera, sayWhySkipped, startCluster, type ClusterDatabase } from '../support/galera';

// `kobo listen` on a cluster: events are made through both Kobo nodes (ids interleaved by the two
// Galera nodes, and not in commit order), the listener follows node A, and node A is killed and
// restarted mid-stream, so the listener catches up through GET /integration/events?after_id=…
// Every event arrives once, none skipped.
jest.setTimeout(300_000);
sayWhySkipped();

describeGalera('kobo listen over two Kobo nodes on two Galera nodes', () => {
  let db: ClusterDatabase;
  const nodes: NodeProcess[] = [];
  let receiver: Receiver;
  let listener: ChildProcess | undefined;
  const keys = fixedKeys();
  const sk = keys.KOBO_DEFAULT_SECRET_KEY;

  beforeAll(async () => {
    await startCluster();
    db = await createClusterDatabase();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    if (listener && listener.exitCode === null) listener.kill('SIGKILL');
    await Promise.all(nodes.map((n) => n.stop()));
    await receiver?.close();
    await db?.drop();
  });

  const node = async (galera: 1 | 3, port = 0) => {
    const n = await startNode({ DATABASE_URL: db.url(galera), ...keys, PORT: String(port) });
    nodes.push(n);
    return n;
  };
  const charge = (api: Api, ref: string) => api.post('/charge', { email: `${ref}@example.com`, amount: 10000, card: CARDS.success, reference: ref });

  it('forwards every event made on either node exactly once, across a kill -9 and restart of the node it follows', async () => {
    const port = await freePort();
    let a = await node(1, port);
    const b = await node(3);
    const apiB = new Api(b.url, sk);
    const err: string[] = [];
    listener = spawn(
      process.execPath,
      [built('src/cli.ts'), 'listen', '--api', a.url, '--key', sk, '--forward-to', `${receiver.url}/hook`, '--events', 'charge.success', '--json'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    listener.stderr!.on('data', (c: Buffer) => err.push(...c.toString('utf8').split('\n').filter(Boolean)));
    listener.stdout!.resume();
    await waitFor(() => err.some((l) => l.startsWith('kobo listen: forwarding')), { what: 'the listener to start', timeoutMs: 60_000 });
    expect((await charge(apiB, 'cl-probe')).status).toBe(200);
    await waitFor(() => receiver.received.some((r) => r.body.data.reference === 'cl-probe'), { what: 'the probe through the listener', timeoutMs: 30_000 });

    const refs = Array.from({ length: 80 }, (_, i) => `cl-${i}`);
    // Both nodes at once: the two Galera nodes number the events in turn.
    const burst = async (api: () => Api, from: number, to: number) => {
      await Promise.all(
        Array.from({ length: 4 }, async (_, w) => {
          for (let i = from + w; i < to; i += 4) expect((await charge(i % 2 ? apiB : api(), refs[i]!)).body.data?.status).toBe('success');
        }),
      );
    };
    let apiA = new Api(a.url, sk);
    await burst(() => apiA, 0, 30);
    await a.kill9();
    await waitFor(() => err.some((l) => l.includes('connection lost')), { what: 'the listener to see the connection drop', timeoutMs: 30_000 });
    // While node A is down, node B goes on alone (these can only reach the listener by catching up).
    for (let i = 30; i < 40; i++) expect((await charge(apiB, refs[i]!)).body.data?.status).toBe('success');
    a = await node(1, port);
    apiA = new Api(a.url, sk);
    await burst(() => apiA, 40, 80);

    await waitFor(() => refs.every((ref) => receiver.received.some((r) => r.body.data.reference === ref)), {
      what: 'all 80 events at the local URL',
      timeoutMs: 90_000,
    });
    // A marker made last, and waited for: anything forwarded twice before it has arrived too.
    expect((await charge(apiB, 'cl-marker')).status).toBe(200);
    await waitFor(() => receiver.received.some((r) => r.body.data.reference === 'cl-marker'), { what: 'the marker', timeoutMs: 30_000 });
    const ours = receiver.received.map((r) => String(r.body.data.reference)).filter((r) => refs.includes(r));
    expect(ours.sort()).toEqual([...refs].sort());
    // The ids really interleaved between the two Galera nodes.
    const residues = await db.query<{ r: number }>("SELECT DISTINCT id % 3 AS r FROM events WHERE type = 'charge.success'");
    expect(residues.length).toBeGreaterThan(1);
    listener.kill('SIGINT');
  });
});
