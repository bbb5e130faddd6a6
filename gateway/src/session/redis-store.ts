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
  const client = createClient({ url });
  client.on('error', () => undefined); // reconnects by itself; failed commands reach the request that made them
  await client.connect();
  return {
    store: new RedisStore({ client, prefix, disableTouch: true }),
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
