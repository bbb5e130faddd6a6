import sharp from 'sharp';
import { type Identity, ANONYMOUS, signIdentity } from '@muster/services/auth';
import { signImageAccessToken } from '@muster/contract/node';
import { type Backend, defaultBackend } from './db';
import { type TestServices, startServices } from './services';

export const SIGNING_SECRET = 'test-url-signing';
const INTERNAL_SECRET = 'test-internal';

/** The callers the image tests use; ids match the fixture users (3 is added unconfirmed). */
export const who = {
  visitor: ANONYMOUS,
  subscriber: { userId: 1, accountStatus: 'annual-subscriber', roles: [], institutionId: null },
  basic: { userId: 2, accountStatus: 'non-subscriber', roles: [], institutionId: null },
  unconfirmed: { userId: 3, accountStatus: 'non-subscriber', roles: [], institutionId: null },
} satisfies Record<string, Identity>;

/** The services over the fixtures (and an unconfirmed member), with their own URL-signing secret. */
export interface ImageServices extends TestServices {
  /** GET as a caller (the gateway's signed identity header), returning status, headers and bytes. */
  getAs(
    path: string,
    as?: Identity,
    headers?: Record<string, string>,
  ): Promise<{ status: number; headers: Headers; body: Buffer; json: () => any }>;
  /** A fresh tile token of an image for a caller. */
  token(imageId: number, as?: Identity, timestamp?: number): string;
}

/** Seeded services on a free port, with `env` set while the app is built (cache sizes and such). */
export async function startImageServices({
  backend = defaultBackend,
  env = {},
}: { backend?: Backend; env?: Record<string, string> } = {}): Promise<ImageServices> {
  const services = await startServices({
    backend,
    env,
    prepare: (db) =>
      db
        .insertInto('users')
        .values({
          id: 3,
          username: 'newcomer',
          email: 'new@example.org',
          password_hash: 'scrypt$fixture',
          account_status: 'non-subscriber',
          confirmed: 0,
          roles: '[]',
          institution_id: null,
          join_date: '2024-03-01T12:00:00.000Z',
        })
        .execute(),
    settings: { urlSigningSecret: SIGNING_SECRET, internalSecret: INTERNAL_SECRET },
  });
  return {
    ...services,
    async getAs(path, as = ANONYMOUS, headers = {}) {
      const res = await fetch(services.url + path, {
        headers: { 'x-muster-auth': signIdentity(as, INTERNAL_SECRET), ...headers },
        redirect: 'manual',
      });
      const body = Buffer.from(await res.arrayBuffer());
      return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body.toString('utf8')) };
    },
    token: (imageId, as = ANONYMOUS, timestamp = Date.now()) =>
      signImageAccessToken(imageId, as.userId, SIGNING_SECRET, timestamp),
  };
}

/** Width, height, format and the RGB of one pixel of an encoded image. */
export async function decode(body: Buffer, at: { x: number; y: number } = { x: 10, y: 10 }) {
  const image = sharp(body);
  const meta = await image.metadata();
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const offset = (at.y * info.width + at.x) * info.channels;
  return {
    width: meta.width,
    height: meta.height,
    format: meta.format,
    pixel: [...data.subarray(offset, offset + Math.min(3, info.channels))],
  };
}
