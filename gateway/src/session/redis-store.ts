import { RedisStore } from 'connect-redis';
import { createClient } from 'redis';

/**
 * Sessions in Redis (REDIS_URL), shared by every gateway instance. Touch is off: the session middleware
 * rewrites a session about once a minute of activity, which renews its expiry, instead of every request.
 */
export async function redisSessionStore(
  url: string,
  prefix: string,
): Promise<{ store: RedisStore; close(): Promise<void> }> {
  // Without the offline queue a command fails at once while Redis is away, instead of waiting for it to come back
  // with the request held open (session-outage.ts serves the request as a visitor's meanwhile).
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', () => undefined); // reconnects by itself; failed commands reach the request that made them
  await client.connect();
  return {
    store: new RedisStore({ client, prefix, disableTouch: true }),
    async close() {
      // A client that is reconnecting would wait for Redis to close politely: it is dropped instead.
      if (client.isReady) await client.close().catch(() => undefined);
      else client.destroy();
    },
  };
}
