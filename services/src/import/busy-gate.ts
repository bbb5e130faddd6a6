import type { FastifyInstance } from 'fastify';

/**
 * Whether other requests are being answered, for background work to give way to them: an import batch holds SQLite's
 * one connection until it commits, so a search of several statements started between batches would otherwise wait
 * for a batch before each of them. Requests under `skip` (the import's own calls) do not count.
 */
export function busyGate(app: FastifyInstance, skip: string): () => boolean {
  let open = 0;
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith(skip)) open++;
  });
  const done = async (request: { url: string }) => {
    if (!request.url.startsWith(skip)) open = Math.max(0, open - 1);
  };
  app.addHook('onResponse', done);
  app.addHook('onRequestAbort', done);
  return () => open > 0;
}

/** Waits while `busy()`, up to `maxMs`, so the import never stalls for long behind a stream of requests. */
export async function giveWay(busy: () => boolean, maxMs = 2000): Promise<void> {
  await new Promise((resolve) => setImmediate(resolve));
  const until = Date.now() + maxMs;
  while (busy() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 2));
}
