import { jest } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ProfileDto, SessionUserDto, UserFullDto } from '@muster/contract';
import { type AccountsServices, asMember, members, PASSWORD, startAccounts } from '@muster/testkit/accounts';
import { backends } from '@muster/testkit';

const { helen, staff, legacy, fresh } = members;

// Every sign-in runs scrypt (about 50 ms): the throttling tests make dozens, slower still on a busy machine.
jest.setTimeout(30_000);

describe.each(backends)('user service on %s', (backend) => {
  let h: AccountsServices;
  beforeAll(async () => {
    h = await startAccounts({ backend });
  });
  afterAll(() => h.stop());

  describe('member calls refuse anonymous and forged callers', () => {
    test.each([
      ['GET', '/user/self'],
      ['PUT', '/user/profile'],
      ['PUT', '/user/username?username=someone'],
      ['GET', '/user/comm-settings'],
      ['PUT', '/user/comm-settings'],
      ['POST', '/user/email'],
      ['POST', '/user/password'],
      ['POST', '/user/verify-email'],
      ['GET', '/user/full/1'],
      ['GET', '/user/list-roles'],
      ['PUT', '/user/update-roles/1'],
    ])('%s %s', async (method, url) => {
      const body =
        method === 'GET'
          ? undefined
          : {
              displayName: 'x',
              newEmail: 'x@example.org',
              newPassword: 'Antietam-1862',
              newsletter: true,
              roles: ['admin'],
            };
      // Nobody, a forged header, and a signed header naming no account.
      for (const as of [undefined, 'forged' as const, { userId: 999 }]) {
        expect(await h.call(method, url, { as, body })).toMatchObject({ status: 401, body: { code: 'NOT_SIGNED_IN' } });
      }
    });
  });

  test('GET /user/self answers the session user', async () => {
    expect((await h.call<SessionUserDto>('GET', '/user/self', { as: asMember(staff) })).body).toEqual({
      userId: staff.id,
      username: 'archivist',
      email: staff.email,
      accountStatus: 'non-subscriber',
      confirmed: true,
      roles: ['admin'],
      institutionId: null,
      hasPhoto: false,
      photoVersion: null,
      credentialsVersion: 1,
    });
  });

  test('public reads: by id, batch, profile by username, count', async () => {
    expect((await h.call('GET', `/user/${helen.id}`)).body).toEqual({
      userId: helen.id,
      username: 'hwhitcomb',
      available: true,
    });
    expect((await h.call('GET', '/user/999')).status).toBe(404);
    expect((await h.call('GET', '/user/0')).status).toBe(400);
    expect((await h.call('GET', `/user/find?id=${staff.id}&id=999&id=${helen.id}`)).body).toEqual([
      { userId: staff.id, username: 'archivist', available: true },
      null,
      { userId: helen.id, username: 'hwhitcomb', available: true },
    ]);
    expect((await h.call('GET', '/user/profile?username=HWHITCOMB')).body).toMatchObject({
      userId: helen.id,
      username: 'hwhitcomb',
      displayName: '',
      hasPhoto: false,
    });
    expect((await h.call('GET', '/user/profile?username=nobody')).status).toBe(404);
    expect((await h.call('GET', '/user/count')).body).toEqual({ count: Object.keys(members).length });
  });

  test('GET /user/full/{id} is for the member or staff', async () => {
    expect((await h.call<UserFullDto>('GET', `/user/full/${helen.id}`, { as: asMember(helen) })).body).toMatchObject({
      userId: helen.id,
      joinDate: '2024-01-01T00:00:00.000Z',
      pendingEmail: null,
      communicationSettings: { newsletter: false, offers: false, memorialActivity: true },
    });
    expect((await h.call('GET', `/user/full/${helen.id}`, { as: asMember(staff) })).status).toBe(200);
    expect(await h.call('GET', `/user/full/${staff.id}`, { as: asMember(helen) })).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN' },
    });
  });

  describe('profile', () => {
    test('PUT /user/profile changes only the fields given, trimmed', async () => {
      const me = asMember(helen);
      expect(
        (
          await h.call<ProfileDto>('PUT', '/user/profile', {
            as: me,
            body: { displayName: ' Helen Whitcomb ', location: 'Portland, Maine' },
          })
        ).body,
      ).toMatchObject({ displayName: 'Helen Whitcomb', location: 'Portland, Maine', about: '' });
      expect(
        (await h.call<ProfileDto>('PUT', '/user/profile', { as: me, body: { about: 'Researching the 20th Maine.' } }))
          .body,
      ).toMatchObject({ displayName: 'Helen Whitcomb', about: 'Researching the 20th Maine.' });
    });

    test.each([
      ['displayName', 'display name', 50],
      ['location', 'location', 100],
      ['about', 'about text', 2000],
    ])('%s over its limit is refused with the text-length message', async (field, label, max) => {
      const res = await h.call('PUT', '/user/profile', { as: asMember(helen), body: { [field]: 'é'.repeat(max + 1) } });
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'PROFILE_INVALID', message: `The ${label} you entered is too long. ${max + 1} (Max: ${max})` },
      });
      expect(
        (await h.call('PUT', '/user/profile', { as: asMember(helen), body: { [field]: 'é'.repeat(max) } })).status,
      ).toBe(200);
    });

    test.each([[{}], [{ displayName: { first: 'x' } }], [{ shoeSize: 'x' }]])(
      'a malformed profile %j is a 400',
      async (body) => {
        expect((await h.call('PUT', '/user/profile', { as: asMember(helen), body })).status).toBe(400);
      },
    );
  });

  describe('username', () => {
    test('availability: rules, taken names (any case), and your own name', async () => {
      expect((await h.call('GET', '/user/username-available?username=free.name')).body).toEqual({
        username: 'free.name',
        valid: true,
        available: true,
      });
      expect((await h.call('GET', '/user/username-available?username=Archivist')).body).toEqual({
        username: 'Archivist',
        valid: true,
        available: false,
      });
      expect(
        (await h.call('GET', '/user/username-available?username=archivist', { as: asMember(staff) })).body.available,
      ).toBe(true);
      for (const bad of ['ab', 'a'.repeat(31), 'has space', 'at@sign', 'semi;colon']) {
        expect(
          (await h.call('GET', `/user/username-available?username=${encodeURIComponent(bad)}`)).body,
        ).toMatchObject({ valid: false, available: false, message: expect.stringContaining('3 to 30') });
      }
      expect((await h.call('GET', '/user/username-available')).status).toBe(400);
    });

    test('PUT /user/username renames; taken or bad names change nothing', async () => {
      const me = asMember(fresh);
      expect(await h.call('PUT', '/user/username?username=Legacy', { as: me })).toMatchObject({
        status: 409,
        body: { code: 'USERNAME_TAKEN' },
      });
      expect(await h.call('PUT', '/user/username?username=x', { as: me })).toMatchObject({
        status: 400,
        body: { code: 'USERNAME_INVALID' },
      });
      expect((await h.call('GET', '/user/self', { as: me })).body.username).toBe('fresh');
      expect(await h.call('PUT', '/user/username?username=Fresh_Start-2', { as: me })).toMatchObject({
        status: 200,
        body: { username: 'Fresh_Start-2' },
      });
      expect(
        (await h.call('POST', '/auth/user', { body: { username: 'fresh_start-2', password: PASSWORD } })).status,
      ).toBe(200);
    });
  });

  test('communication settings: read, partial update, bad input', async () => {
    const me = asMember(legacy);
    expect((await h.call('GET', '/user/comm-settings', { as: me })).body).toEqual({
      newsletter: false,
      offers: false,
      memorialActivity: true,
    });
    expect(
      (await h.call('PUT', '/user/comm-settings', { as: me, body: { newsletter: true, memorialActivity: false } }))
        .body,
    ).toEqual({ newsletter: true, offers: false, memorialActivity: false });
    expect((await h.call('GET', '/user/comm-settings', { as: me })).body).toEqual({
      newsletter: true,
      offers: false,
      memorialActivity: false,
    });
    expect((await h.call('PUT', '/user/comm-settings', { as: me, body: { newsletter: 'perhaps' } })).status).toBe(400);
    expect((await h.call('PUT', '/user/comm-settings', { as: me, body: {} })).status).toBe(400);
    expect((await h.call('PUT', '/user/comm-settings', { as: me, body: { pigeonPost: true } })).status).toBe(400);
  });

  describe('roles (staff only)', () => {
    test('staff list roles and grant them; the credentials version moves', async () => {
      expect((await h.call('GET', '/user/list-roles', { as: asMember(staff) })).body).toEqual([
        'admin',
        'support',
        'content',
      ]);
      const res = await h.call<SessionUserDto>('PUT', `/user/update-roles/${legacy.id}`, {
        as: asMember(staff),
        body: { roles: ['admin'] },
      });
      expect(res).toMatchObject({ status: 200, body: { roles: ['admin'], credentialsVersion: 2 } });
      expect(
        (await h.call('PUT', `/user/update-roles/${legacy.id}`, { as: asMember(staff), body: { roles: [] } })).body
          .roles,
      ).toEqual([]);
      // Both changes are in the staff audit, newest first, with who did it and what changed.
      const trail = (
        await h.call<{ action: string; staffId: number; targetUserId: number; detail: string }[]>(
          'GET',
          '/user/admin/audit',
          { as: asMember(staff) },
        )
      ).body;
      expect(trail.slice(0, 2)).toEqual([
        expect.objectContaining({
          action: 'roles-changed',
          staffId: staff.id,
          targetUserId: legacy.id,
          detail: 'admin → none',
        }),
        expect.objectContaining({
          action: 'roles-changed',
          staffId: staff.id,
          targetUserId: legacy.id,
          detail: 'none → admin',
        }),
      ]);
    });

    test('members without a role are refused; unknown roles and users are bad input', async () => {
      expect(await h.call('GET', '/user/list-roles', { as: asMember(helen) })).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN' },
      });
      expect(
        (await h.call('PUT', `/user/update-roles/${helen.id}`, { as: asMember(helen), body: { roles: ['admin'] } }))
          .status,
      ).toBe(403);
      expect((await h.call('GET', '/user/self', { as: asMember(helen) })).body.roles).toEqual([]);
      expect(
        (await h.call('PUT', `/user/update-roles/${helen.id}`, { as: asMember(staff), body: { roles: ['emperor'] } }))
          .status,
      ).toBe(400);
      expect((await h.call('PUT', '/user/update-roles/999', { as: asMember(staff), body: { roles: [] } })).status).toBe(
        404,
      );
    });
  });

  describe('profile photo', () => {
    const form = (id: number, file: Buffer, type = 'image/png') => {
      const f = new FormData();
      f.set('id', String(id));
      f.set('file', new Blob([new Uint8Array(file)], { type }), 'photo');
      return f;
    };
    const png = (w: number, h: number) =>
      sharp({ create: { width: w, height: h, channels: 3, background: '#8a6d3b' } })
        .png()
        .toBuffer();

    test('stores a square JPEG under the data dir and serves it at any small size', async () => {
      const res = await h.upload(form(helen.id, await png(800, 500)), asMember(helen));
      expect(res).toMatchObject({
        status: 200,
        body: { userId: helen.id, hasPhoto: true, photoVersion: expect.stringMatching(/^[0-9a-z]+$/) },
      });
      const version = (res.body as { photoVersion: string }).photoVersion;
      const stored = path.join(h.dataDir, 'uploads', 'profile', `${helen.id}-${version}.jpg`);
      expect(await sharp(fs.readFileSync(stored)).metadata()).toMatchObject({
        format: 'jpeg',
        width: 400,
        height: 400,
      });
      // A second photo has a new version, and the first file is gone.
      await new Promise((resolve) => setTimeout(resolve, 5));
      const again = await h.upload(form(helen.id, await png(300, 300)), asMember(helen));
      expect((again.body as { photoVersion: string }).photoVersion).not.toBe(version);
      expect(fs.existsSync(stored)).toBe(false);
      const small = await h.call('GET', `/user/photo/${helen.id}?size=50`);
      expect(small.headers.get('content-type')).toBe('image/jpeg');
      expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ width: 50, height: 50 });
      expect((await h.call('GET', `/user/self`, { as: asMember(helen) })).body.hasPhoto).toBe(true);
      expect((await h.call('GET', `/user/photo/${staff.id}`)).status).toBe(404);
      expect((await h.call('GET', `/user/photo/${helen.id}?size=9000`)).status).toBe(400);
    });

    test.each([
      ['a text file', () => Buffer.from('not an image at all'), 'image/png', 'not a JPEG, PNG or WebP'],
      [
        'a GIF named as PNG',
        () =>
          sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
            .gif()
            .toBuffer(),
        'image/png',
        'not a JPEG, PNG or WebP',
      ],
      ['a file over 5 MB', () => Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image/jpeg', 'too large'],
    ])('%s is refused and nothing changes', async (_name, make, type, message) => {
      const res = await h.upload(form(staff.id, await make(), type), asMember(staff));
      expect(res).toMatchObject({
        status: 400,
        body: { code: 'PHOTO_INVALID', message: expect.stringContaining(message) },
      });
      expect((await h.call('GET', `/user/self`, { as: asMember(staff) })).body.hasPhoto).toBe(false);
    });

    test("only staff may set another member's photo; anonymous may not upload", async () => {
      const photo = await png(100, 100);
      expect((await h.upload(form(staff.id, photo), asMember(helen))).status).toBe(403);
      expect((await h.upload(form(helen.id, photo))).status).toBe(401);
      expect((await h.upload(form(fresh.id, photo), asMember(staff))).status).toBe(200);
      const noId = new FormData();
      noId.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo');
      expect((await h.upload(noId, asMember(helen))).status).toBe(400);
    });
  });
});
