import type { NameMatch } from '@muster/contract';
import { nameCodes, nameTest } from './name-codes';

const kindOf = (text: string, name: string, match?: NameMatch, strict = false) =>
  nameTest(text, match, strict).test(name, nameCodes(name));

test.each([
  // text, indexed name, match, expected kind
  ['Smith', 'Smith', 'EXACT', 'EXACT'],
  ['smi', 'Smith', 'EXACT', 'PREFIX'],
  ['Smyth', 'Smith', 'EXACT', null],
  ['Smyth', 'Smith', 'SOUNDEX', 'SOUNDEX'],
  ['Smyth', 'Smith', 'PHONETIC', 'PHONETIC'],
  ['Jon', 'John', 'SOUNDS_LIKE', 'PHONETIC'],
  ['Jon', 'John', 'SOUNDEX', 'SOUNDEX'],
  ['Catherine', 'Kathryn', 'PHONETIC', 'PHONETIC'],
  ['Sm?th', 'Smith', undefined, 'WILDCARD'],
  ['Sm?th', 'Smyth', 'SOUNDEX', 'WILDCARD'],
  ['Sm*', 'Smithers', undefined, 'WILDCARD'],
  ['Sm?th', 'Smithers', undefined, null],
  ['*son', 'Johnson', undefined, 'WILDCARD'],
  ['muller', 'Müller', 'EXACT', 'EXACT'],
  ['OBrien', "O'Brien", 'SOUNDEX', 'SOUNDEX'],
  ['Whitcomb', 'Baker', 'SOUNDS_LIKE', null],
  ['smi', 'Smith', 'SOUNDS_LIKE', null],
  ['Kruger', 'Krueger', 'EXACT', null],
  ['Kruger', 'Kruger', 'EXACT_THEN_SOUNDS_LIKE', 'EXACT'],
  ['Kruger', 'Krueger', 'EXACT_THEN_SOUNDS_LIKE', 'PHONETIC'],
  ['Krug', 'Kruger', 'EXACT_THEN_SOUNDS_LIKE', 'PREFIX'],
  ['Sm?th', 'Smyth', 'EXACT_THEN_SOUNDS_LIKE', 'WILDCARD'],
  ['Kruger', 'Baker', 'EXACT_THEN_SOUNDS_LIKE', null],
] as const)('%s against %s by %s is %s', (text, name, match, kind) => {
  expect(kindOf(text, name, match)).toBe(kind);
});

test('strict EXACT wants the whole name', () => {
  expect(kindOf('smi', 'Smith', 'EXACT', true)).toBeNull();
  expect(kindOf('smith', 'Smith', 'EXACT', true)).toBe('EXACT');
  expect(kindOf('krug', 'Kruger', 'EXACT_THEN_SOUNDS_LIKE', true)).toBeNull();
});

test('codes: Soundex and both Double Metaphone codes', () => {
  expect(nameCodes('Smith')).toEqual({ soundex: 'S530', metaphone: 'SM0', metaphone_alt: 'XMT' });
  expect(nameCodes('')).toEqual({ soundex: '', metaphone: '', metaphone_alt: '' });
});
