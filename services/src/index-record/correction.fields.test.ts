import { checkFieldValue, fullNameOf, isRecordDate } from './correction.fields';

test.each([
  ['1862', true],
  ['1862-09', true],
  ['1862-09-17', true],
  ['1864-02-29', true],
  ['1863-02-29', false],
  ['1862-13', false],
  ['1862-9-17', false],
  ['62', false],
  ['0999', false],
  ['September 1862', false],
])('%s is a record date: %s', (value, ok) => {
  expect(isRecordDate(value)).toBe(ok);
});

test.each([
  ['surname', '  Wheelwright ', { ok: true, value: 'Wheelwright' }],
  ['surname', '   ', { ok: false, message: 'surname cannot be empty' }],
  ['middleName', '', { ok: true, value: null }],
  ['deathDate', null, { ok: true, value: null }],
  ['deathDate', 'soon', { ok: false, message: 'deathDate must be a date written YYYY, YYYY-MM or YYYY-MM-DD' }],
  ['rank', 'x'.repeat(201), { ok: false, message: 'rank is longer than 200 characters' }],
] as const)('%s = %j', (field, value, expected) => {
  expect(checkFieldValue(field, value)).toEqual(expected);
});

test('the full name joins the name parts that are there', () => {
  expect(fullNameOf({ given_name: 'Amos', middle_name: null, surname: 'Wheeler', name_suffix: 'Jr.' })).toBe(
    'Amos Wheeler Jr.',
  );
});
