import type { Request, Response } from 'express';
import { signImageAccessToken } from '@muster/contract/node';
import { ANONYMOUS } from '../auth/identity';
import { PublicTiles } from './public-tiles';

const secret = 'test-signing';
const path = '/3/7/0,0,512,512/512,512/0/default.jpg';
const request = (token: string, extra: Partial<Request> = {}) =>
  ({
    method: 'GET',
    path,
    query: { token },
    get: () => undefined,
    musterSession: { identity: ANONYMOUS },
    ...extra,
  }) as unknown as Request;
function response() {
  const sent: { status?: number; headers: Record<string, unknown>; body?: Buffer } = { headers: {} };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: unknown) {
      sent.headers[name] = value;
    },
    end(body?: Buffer) {
      sent.body = body;
    },
  };
  return { res: res as unknown as Response, sent };
}
const headers = (cacheControl: string): [string, string][] => [
  ['content-type', 'image/jpeg'],
  ['etag', '"abc"'],
  ['cache-control', cacheControl],
];

test('only 200 answers marked public are kept, and only tile addresses are looked up', async () => {
  const tiles = new PublicTiles({ maxBytes: 1 << 20, ttlMs: 60_000, signingSecret: secret });
  const token = signImageAccessToken(7, null, secret);
  const at = (await tiles.keyOf(request(token)))!;
  expect(at).toEqual({ key: `0:${path}?v=0`, imageId: 7 });
  expect((await tiles.keyOf(request(token, { query: { token, v: '2' } } as never)))!.key).toBe(`0:${path}?v=2`);
  expect(await tiles.keyOf(request(token, { path: '/3/7/info.json' }))).toBeNull();
  expect(await tiles.keyOf(request(token, { method: 'HEAD' }))).toBeNull();

  tiles.keep(at.key, 200, headers('private, max-age=86400'), Buffer.from('members only'));
  tiles.keep(at.key, 403, headers('public, max-age=86400'), Buffer.from('refused'));
  expect(tiles.serve(request(token), response().res, at)).toBe(false);

  tiles.keep(at.key, 200, headers('public, max-age=86400, immutable'), Buffer.from('tile'));
  const { res, sent } = response();
  expect(tiles.serve(request(token), res, at)).toBe(true);
  expect(sent).toMatchObject({
    status: 200,
    body: Buffer.from('tile'),
    headers: { 'content-type': 'image/jpeg', 'x-muster-gateway-cache': 'hit', 'content-length': 4 },
  });
});

test('a kept tile goes only to a caller whose token opens this image, and not after its time', () => {
  let now = 1_000_000;
  const realNow = Date.now;
  Date.now = () => now;
  try {
    const tiles = new PublicTiles({ maxBytes: 1 << 20, ttlMs: 60_000, signingSecret: secret });
    const at = { key: path, imageId: 7 };
    tiles.keep(at.key, 200, headers('public, max-age=86400'), Buffer.from('tile'));
    const member = { identity: { ...ANONYMOUS, userId: 5 } };
    expect(tiles.serve(request(signImageAccessToken(8, null, secret, now)), response().res, at)).toBe(false); // another image
    expect(tiles.serve(request(signImageAccessToken(7, 5, secret, now)), response().res, at)).toBe(false); // another caller
    expect(
      tiles.serve(
        request(signImageAccessToken(7, 5, secret, now), { musterSession: member } as never),
        response().res,
        at,
      ),
    ).toBe(true);
    expect(tiles.serve(request('1.forged'), response().res, at)).toBe(false);
    now += 61_000;
    expect(tiles.serve(request(signImageAccessToken(7, null, secret, now)), response().res, at)).toBe(false);
  } finally {
    Date.now = realNow;
  }
});

test('If-None-Match of the kept ETag is a 304', () => {
  const tiles = new PublicTiles({ maxBytes: 1 << 20, ttlMs: 60_000, signingSecret: secret });
  const at = { key: path, imageId: 7 };
  tiles.keep(at.key, 200, headers('public'), Buffer.from('tile'));
  const { res, sent } = response();
  const token = signImageAccessToken(7, null, secret);
  expect(
    tiles.serve(
      request(token, { get: ((name: string) => (name === 'if-none-match' ? 'W/"abc"' : undefined)) as never }),
      res,
      at,
    ),
  ).toBe(true);
  expect(sent.status).toBe(304);
  expect(sent.body).toBeUndefined();
});

test('a new catalogue version (a staff edit of a publication) leaves the tiles kept before it behind', async () => {
  let version = 'a';
  const tiles = new PublicTiles({
    maxBytes: 1 << 20,
    ttlMs: 60_000,
    signingSecret: secret,
    catalogueVersion: async () => version,
  });
  const token = signImageAccessToken(7, null, secret);
  const before = (await tiles.keyOf(request(token)))!;
  tiles.keep(before.key, 200, headers('public, max-age=86400'), Buffer.from('tile'));
  expect(tiles.serve(request(token), response().res, before)).toBe(true);
  version = 'b';
  const after = (await tiles.keyOf(request(token)))!;
  expect(after.key).not.toBe(before.key);
  expect(tiles.serve(request(token), response().res, after)).toBe(false);
});

test('tiles kept before staff changed the page are dropped (ImageChanges)', () => {
  let changedAt = 0;
  const tiles = new PublicTiles({
    maxBytes: 1 << 20,
    ttlMs: 60_000,
    signingSecret: secret,
    changes: { changedAt: () => changedAt },
  });
  const at = { key: path, imageId: 7 };
  tiles.keep(at.key, 200, headers('public'), Buffer.from('old scan'));
  const token = signImageAccessToken(7, null, secret);
  expect(tiles.serve(request(token), response().res, at)).toBe(true);
  changedAt = Date.now() + 1;
  expect(tiles.serve(request(token), response().res, at)).toBe(false);
  // Dropped for good: the next request goes to the image service.
  changedAt = 0;
  expect(tiles.serve(request(token), response().res, at)).toBe(false);
});
