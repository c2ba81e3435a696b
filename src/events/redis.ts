import type { Cluster, Redis, RedisOptions } from 'ioredis';
import type { RedisConfig } from '../config/config';

// The one place Kobo opens a Redis connection (GraphQL fan-out, the settings cache), for the three
// forms REDIS_URL takes (config.ts):
// - one server (redis://, rediss://): ioredis reconnects to it;
// - Sentinels (redis-sentinel://s1:26379,s2:26379/mymaster): ioredis asks them which server is the
//   primary, and after a failover the Sentinels' +switch-master (failoverDetector) or the lost
//   connection sends it to the new primary;
// - a Redis Cluster (redis-cluster://n1:7000,n2:7001): ioredis learns the topology from the seeds,
//   follows a promoted replica, and moves a subscriber to another node when its node goes.
// A subscriber client subscribes again by itself after any reconnect (ioredis autoResubscribe).
// `options` are per client (maxRetriesPerRequest: the publisher gives up, the subscriber waits).
export type RedisClient = Redis | Cluster;

export async function createRedisClient(
  target: RedisConfig | string,
  options: Pick<RedisOptions, 'maxRetriesPerRequest' | 'lazyConnect'> = {},
): Promise<RedisClient> {
  // Loaded only when used: a node without Redis starts without the driver.
  const { Redis, Cluster } = await import('ioredis');
  const config: RedisConfig = typeof target === 'string' ? { kind: 'single', url: target } : target;
  if (config.kind === 'single') return new Redis(config.url, options);
  const auth = { ...(config.username ? { username: config.username } : {}), ...(config.password ? { password: config.password } : {}) };
  const tls = config.tls ? { tls: {} } : {};
  if (config.kind === 'sentinel') {
    return keepReconnecting(
      new Redis({
        ...options,
        ...auth,
        ...tls,
        sentinels: config.sentinels.map((s) => ({ host: s.host, port: s.port })),
        name: config.name,
        db: config.db,
        ...(config.sentinelPassword ? { sentinelPassword: config.sentinelPassword } : {}),
        ...(config.tls ? { enableTLSForSentinelMode: true, sentinelTLS: {} } : {}),
        // Moves to the new primary as soon as the Sentinels announce it, not only once the old
        // primary's connection is seen to be lost (which, with the host gone rather than the
        // process, takes as long as the TCP timeout).
        failoverDetector: true,
      }),
    );
  }
  return new Cluster(
    config.nodes.map((n) => ({ host: n.host, port: n.port })),
    {
      redisOptions: { ...auth, ...tls, ...(options.maxRetriesPerRequest !== undefined ? { maxRetriesPerRequest: options.maxRetriesPerRequest } : {}) },
      ...(options.lazyConnect !== undefined ? { lazyConnect: options.lazyConnect } : {}),
      // A node that is gone is retried for a while, then the slots are asked again.
      clusterRetryStrategy: (times) => Math.min(100 * times, 2000),
    },
  );
}

// ioredis ends a Sentinel client for good ("Connection is closed." on every command after) when the
// failover detector of its lost connection hears +switch-master while the client is already asking
// the Sentinels where to reconnect: the detector closes the connector under the attempt. A client
// that ended without being closed by its owner connects again, so a failover never leaves a node
// without Redis until it restarts.
function keepReconnecting(client: Redis): Redis {
  let closing = false;
  const disconnect = client.disconnect.bind(client);
  const quit = client.quit.bind(client);
  client.disconnect = (reconnect = false) => {
    if (!reconnect) closing = true;
    disconnect(reconnect);
  };
  client.quit = ((...args: Parameters<Redis['quit']>) => {
    closing = true;
    return quit(...args);
  }) as Redis['quit'];
  client.on('end', () => {
    if (closing) return;
    setTimeout(() => {
      if (!closing && client.status === 'end') client.connect().catch(() => undefined);
    }, 200).unref();
  });
  return client;
}
