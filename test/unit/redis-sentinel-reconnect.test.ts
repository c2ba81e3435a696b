import type { Redis } from 'ioredis';
import { createRedisClient } from '../../src/events/redis';
import { freePort } from '../support/process';
import { waitFor } from '../support/wait';

// A Sentinel client whose connector is closed while it asks the Sentinels where the primary is (what
// ioredis's failover detector does when +switch-master arrives during a reconnect) is ended by
// ioredis for good; Kobo's client connects again. No Redis is needed: the Sentinel port is closed, so
// the client is always in the middle of asking.
it('a Sentinel client ended under a reconnect connects again; one its owner closes stays closed', async () => {
  const port = await freePort();
  const client = (await createRedisClient(
    { kind: 'sentinel', sentinels: [{ host: '127.0.0.1', port }], name: 'kobomaster', db: 0, tls: false },
    {
      maxRetriesPerRequest: 1,
    },
  )) as Redis;
  client.on('error', () => undefined);
  try {
    await waitFor(() => client.status === 'connecting', { what: 'the client to ask the Sentinels' });
    const ended = new Promise((resolve) => client.once('end', resolve));
    (client as unknown as { connector: { disconnect(): void } }).connector.disconnect();
    await ended;
    await waitFor(() => client.status === 'connecting', { what: 'the client to connect again', timeoutMs: 3000 });
  } finally {
    client.disconnect();
  }
  await new Promise((r) => setTimeout(r, 500));
  expect(client.status).toBe('end');
});
