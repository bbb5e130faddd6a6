import express from 'express';
import session, { MemoryStore, type SessionData } from 'express-session';
import type { AddressInfo } from 'node:net';
import { redirectAfterSave, saveBeforeEnd } from './session-save';

/** A store whose writes take a while, as the services' session store over HTTP or Redis can; or fail. */
class SlowStore extends MemoryStore {
  constructor(private readonly failing = false) {
    super();
  }

  override set(sid: string, data: SessionData, callback?: (error?: unknown) => void): void {
    setTimeout(
      () => (this.failing ? callback?.(new Error('the session store is down')) : super.set(sid, data, callback)),
      150,
    );
  }
}

async function serve(
  redirect: (req: express.Request, res: express.Response) => Promise<void> | void,
  { failing = false } = {},
) {
  const store = new SlowStore(failing);
  const app = express();
  app.use(session({ secret: 'test', store, resave: false, saveUninitialized: false }));
  app.get('/open', async (req, res) => {
    (req.session as unknown as { opened: boolean }).opened = true;
    await redirect(req, res);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { store, url, close: () => new Promise((resolve) => server.close(resolve)) };
}

const sessionsIn = (store: MemoryStore) =>
  new Promise<number>((resolve, reject) =>
    store.length((error, length) => (error ? reject(error) : resolve(length ?? 0))),
  );

describe('redirectAfterSave', () => {
  it('answers the redirect only once the store holds the session', async () => {
    const site = await serve((req, res) => redirectAfterSave(req, res, '/'));
    try {
      const response = await fetch(`${site.url}/open`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe('/');
      expect(response.headers.get('set-cookie')).toContain('connect.sid=');
      expect(await sessionsIn(site.store)).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('is needed: a plain redirect sends its headers before the slow store has the session', async () => {
    const site = await serve((_req, res) => res.redirect('/'));
    try {
      const response = await fetch(`${site.url}/open`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(await sessionsIn(site.store)).toBe(0);
    } finally {
      await site.close();
    }
  });
});

describe('saveBeforeEnd', () => {
  /** A handler that ends its own response, as passport-strategy's redirect does. */
  const strategyRedirect = (req: express.Request, res: express.Response) => {
    saveBeforeEnd(req, res);
    res.statusCode = 302;
    res.setHeader('Location', '/provider');
    res.setHeader('Content-Length', '0');
    res.end();
  };

  it('holds a response its handler ends itself until the store has the session', async () => {
    const site = await serve(strategyRedirect);
    try {
      const response = await fetch(`${site.url}/open`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')]).toEqual([302, '/provider']);
      expect(await sessionsIn(site.store)).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('answers 500 without the redirect when the store cannot keep the session', async () => {
    const site = await serve(strategyRedirect, { failing: true });
    try {
      const response = await fetch(`${site.url}/open`, { redirect: 'manual' });
      expect([response.status, response.headers.get('location')]).toEqual([500, null]);
      expect(await sessionsIn(site.store)).toBe(0);
    } finally {
      await site.close();
    }
  });
});
