import {
  TOKEN_MAX_AGE_MS,
  canonicalQuery,
  signImageAccessToken,
  signViewerAddress,
  verifyImageAccessToken,
  verifyViewerAddress,
} from './signing';

const secret = 'k';
const now = 1_700_000_000_000;
const token = signImageAccessToken(101, 7, secret, now);

test('a token is <timestamp>.<43 base64url characters>', () => {
  expect(token).toMatch(/^1700000000000\.[A-Za-z0-9_-]{43}$/);
});

test.each([
  ['the same image and user, a minute later', token, 101, 7, now + 60_000, { ok: true, timestamp: now }],
  [
    'an anonymous token for an anonymous visitor',
    signImageAccessToken(101, null, secret, now),
    101,
    null,
    now,
    { ok: true, timestamp: now },
  ],
  ['no token', undefined, 101, 7, now, { ok: false, failure: 'missing' }],
  ['garbage', 'abc', 101, 7, now, { ok: false, failure: 'malformed' }],
  [
    'a changed signature',
    token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A'),
    101,
    7,
    now,
    { ok: false, failure: 'mismatch' },
  ],
  ['a changed timestamp', `${now + 1}.${token.split('.')[1]}`, 101, 7, now, { ok: false, failure: 'mismatch' }],
  ['another image', token, 102, 7, now, { ok: false, failure: 'mismatch' }],
  ['another user', token, 101, 8, now, { ok: false, failure: 'mismatch' }],
  ['an anonymous visitor with a member token', token, 101, null, now, { ok: false, failure: 'mismatch' }],
  ['another secret', signImageAccessToken(101, 7, 'other', now), 101, 7, now, { ok: false, failure: 'mismatch' }],
  ['an hour and a second old', token, 101, 7, now + TOKEN_MAX_AGE_MS + 1000, { ok: false, failure: 'expired' }],
  ['signed two minutes in the future', token, 101, 7, now - 120_000, { ok: false, failure: 'future' }],
] as const)('token: %s', (_name, given, imageId, userId, at, expected) => {
  expect(verifyImageAccessToken(given, imageId, userId, secret, at)).toEqual(expected);
});

test('canonical query sorts pairs, encodes them and leaves hash out', () => {
  expect(
    canonicalQuery([
      ['width', '10'],
      ['hash', 'x'],
      ['crop', '1_2_3_4'],
      ['a b', 'c&d'],
    ]),
  ).toBe('a%20b=c%26d&crop=1_2_3_4&width=10');
});

describe('signed viewer address (spec §7.9)', () => {
  const address = signViewerAddress(
    {
      imageId: 101,
      userId: 7,
      width: 800,
      height: 600,
      crop: '0_0_300_200',
      rotation: 90,
      brightness: 20,
      contrast: -10,
      invert: true,
      action: 'download',
      timestamp: now,
    },
    secret,
  );
  const withParam = (name: string, value: string) => {
    const params = new URLSearchParams(address);
    params.set(name, value);
    return params.toString();
  };

  test('carries every parameter of the spec, the token and timestamp, then the hash', () => {
    const params = new URLSearchParams(address);
    expect([...params.keys()]).toEqual([
      'action',
      'brightness',
      'contrast',
      'crop',
      'height',
      'imageId',
      'invert',
      'rotation',
      'timestamp',
      'token',
      'width',
      'hash',
    ]);
    expect(params.get('token')).toBe(token);
    expect(params.get('invert')).toBe('1');
    expect(address).toMatch(/&hash=[A-Za-z0-9_-]{43}$/);
  });

  test.each([
    ['as signed', address, 101, 7, now, { ok: true, timestamp: now }],
    [
      'in another parameter order',
      [...new URLSearchParams(address)]
        .reverse()
        .map(([k, v]) => `${k}=${v}`)
        .join('&'),
      101,
      7,
      now,
      { ok: true, timestamp: now },
    ],
    ['without a hash', address.replace(/&hash=.*$/, ''), 101, 7, now, { ok: false, failure: 'missing' }],
    ['with a changed width', withParam('width', '8000'), 101, 7, now, { ok: false, failure: 'mismatch' }],
    ['with invert switched off', withParam('invert', '0'), 101, 7, now, { ok: false, failure: 'mismatch' }],
    ['with an added parameter', `${address}&extra=1`, 101, 7, now, { ok: false, failure: 'mismatch' }],
    ['with two hashes', `${address}&hash=x`, 101, 7, now, { ok: false, failure: 'malformed' }],
    ['for another image path', address, 102, 7, now, { ok: false, failure: 'mismatch' }],
    ['requested by another user', address, 101, 8, now, { ok: false, failure: 'mismatch' }],
    ['after an hour', address, 101, 7, now + TOKEN_MAX_AGE_MS + 1, { ok: false, failure: 'expired' }],
  ] as const)('%s', (_name, query, imageId, userId, at, expected) => {
    expect(verifyViewerAddress(query, imageId, userId, secret, at)).toEqual(expected);
  });

  test('a minimal address has only imageId, token, timestamp and hash', () => {
    const minimal = signViewerAddress({ imageId: 5, userId: null, timestamp: now }, secret);
    expect([...new URLSearchParams(minimal).keys()]).toEqual(['imageId', 'timestamp', 'token', 'hash']);
    expect(verifyViewerAddress(minimal, 5, null, secret, now)).toEqual({ ok: true, timestamp: now });
  });
});
