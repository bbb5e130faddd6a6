import { TAG_NAME_MAX, checkTagName } from './tag-name';

test.each([
  ['Gettysburg', { ok: true, name: 'Gettysburg' }],
  ['  my   ancestor ', { ok: true, name: 'my ancestor' }],
  ['', { ok: false, message: 'The tag you entered is too short. 0 (Min: 1)' }],
  ['   ', { ok: false, message: 'The tag you entered is too short. 0 (Min: 1)' }],
  ['x'.repeat(TAG_NAME_MAX), { ok: true, name: 'x'.repeat(TAG_NAME_MAX) }],
  ['x'.repeat(TAG_NAME_MAX + 1), { ok: false, message: 'The tag you entered is too long. 101 (Max: 100)' }],
  ['my ancestor:12', { ok: false, message: 'A tag may not end with a colon and a number' }],
  ['Co. B: 20th Maine', { ok: true, name: 'Co. B: 20th Maine' }],
])('checkTagName(%j)', (raw, expected) => {
  expect(checkTagName(raw)).toEqual(expected);
});
