import { freshPhotoUrl, PHOTO_MESSAGES, photoProblem, PROFILE_PHOTO_ROUTE, uploadPhoto } from './photoUpload';

const MB = 1024 * 1024;

describe('photoProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: MB }, null],
    [{ type: 'image/png', size: 5 * MB }, null],
    [{ type: 'image/webp', size: 10 }, null],
    [{ type: 'image/png', size: 5 * MB + 1 }, PHOTO_MESSAGES.size],
    [{ type: 'image/gif', size: 10 }, PHOTO_MESSAGES.type],
    [{ type: 'application/pdf', size: 10 }, PHOTO_MESSAGES.type],
    [{ type: '', size: 10 }, PHOTO_MESSAGES.type],
  ])('%p → %p', (file, problem) => {
    expect(photoProblem(file)).toBe(problem);
  });
});

describe('uploadPhoto', () => {
  const file = new File(['x'], 'me.png', { type: 'image/png' });
  const answer = (status: number, body: unknown = {}) =>
    (async () => ({ ok: status < 300, status, json: async () => body })) as unknown as typeof fetch;

  it('PUTs the user id and the file as multipart fields to the gateway route', async () => {
    let seen: { url: string; init: RequestInit } | null = null;
    const fetcher = (async (url: string, init: RequestInit) => {
      seen = { url, init };
      return { ok: true, status: 204 };
    }) as unknown as typeof fetch;
    expect(await uploadPhoto(file, 7, fetcher)).toBeNull();
    expect(seen!.url).toBe(PROFILE_PHOTO_ROUTE);
    expect(seen!.init.method).toBe('PUT');
    const body = seen!.init.body as FormData;
    expect([...body.keys()]).toEqual(['id', 'file']);
    expect(body.get('id')).toBe('7');
  });

  it.each([
    [413, {}, PHOTO_MESSAGES.size],
    [415, {}, PHOTO_MESSAGES.type],
    [400, { code: 'PHOTO_INVALID', message: 'This file is not an image.' }, 'This file is not an image.'],
    [
      429,
      {
        code: 'THROTTLED',
        message: 'You have reached the limit of 10 photo changes an hour. Please try again in 12 minutes',
      },
      'You have reached the limit of 10 photo changes an hour. Please try again in 12 minutes',
    ],
    [429, {}, PHOTO_MESSAGES.failed],
    [500, {}, PHOTO_MESSAGES.failed],
  ])('maps %i to a message', async (status, body, text) => {
    expect(await uploadPhoto(file, 7, answer(status, body))).toBe(text);
  });
});

describe('freshPhotoUrl', () => {
  it('adds a version after an upload only', () => {
    expect(freshPhotoUrl('/user-photo/2/200.jpg', null)).toBe('/user-photo/2/200.jpg');
    expect(freshPhotoUrl('/user-photo/2/200.jpg', 5)).toBe('/user-photo/2/200.jpg?v=5');
    expect(freshPhotoUrl('/p?size=200', 5)).toBe('/p?size=200&v=5');
  });
});
