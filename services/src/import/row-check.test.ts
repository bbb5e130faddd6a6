import { guessField, mappingFor } from './import-fields';
import { DEFAULT_SETTINGS, filtered } from './import-settings';
import { checkRow } from './row-check';

const ctx = {
  imageIds: new Set([101]),
  placeIds: new Map([['united states,virginia,richmond', 7]]),
  regimentIds: new Set([1]),
  companyIds: new Set([11]),
};
const mapping = mappingFor(['Surname', 'First Name', 'Born', 'Image', 'Residence', 'Sex'], {
  Residence: 'residence_place',
});

test.each([
  ['Last Name', 'surname'],
  ['first_name', 'given_name'],
  ['Service No.', 'service_number'],
  ['Birth Date', 'birth_date'],
  ['Remarks', undefined],
])('the heading %s maps to %s by itself', (heading, field) => {
  expect(guessField(heading)).toBe(field);
});

test.each([
  [
    {
      Surname: 'Hale',
      'First Name': 'Asa',
      Born: '1840-02',
      Image: '101',
      Residence: 'United States,Virginia,Richmond',
      Sex: 'm',
    },
    false,
    [],
  ],
  [{ Surname: '', 'First Name': 'Asa', Born: '1840', Image: '101' }, true, ['missing-surname']],
  [{ Surname: 'Hale', 'First Name': 'Asa', Born: 'spring 1840', Image: '101' }, true, ['bad-date']],
  [{ Surname: 'Hale', 'First Name': 'Asa', Born: '1840', Image: '999' }, true, ['unknown-image']],
  [
    { Surname: 'Hale', 'First Name': '', Born: '1840', Image: '101', Residence: 'Atlantis' },
    false,
    ['unknown-place', 'missing-given-name'],
  ],
  [{ Surname: 'Hale', 'First Name': 'Asa', Born: '1840', Image: '101', Sex: 'x' }, false, ['bad-gender']],
])('row %j: rejected %s, findings %j', (cells, rejected, checks) => {
  const checked = checkRow(cells, mapping, DEFAULT_SETTINGS, ctx);
  expect([checked.rejected, checked.findings.map((f) => f.check)]).toEqual([rejected, checks]);
});

test('a written row carries its values in record columns; levels lower or raise a check', () => {
  const cells = {
    Surname: 'Hale',
    'First Name': 'Asa',
    Born: 'spring',
    Image: '101',
    Residence: 'United States,Virginia,Richmond',
    Sex: 'F',
  };
  expect(checkRow({ ...cells, Born: '1840-02' }, mapping, DEFAULT_SETTINGS, ctx).values).toEqual({
    surname: 'Hale',
    given_name: 'Asa',
    birth_date: '1840-02',
    image_id: 101,
    residence_place_id: 7,
    gender: 'Female',
  });
  const lowered = checkRow(cells, mapping, { ...DEFAULT_SETTINGS, levels: { 'bad-date': 'ignore' } }, ctx);
  expect([lowered.rejected, lowered.findings, lowered.values.birth_date]).toEqual([false, [], undefined]);
  const raised = checkRow(
    { ...cells, Born: '1840', Sex: '?' },
    mapping,
    { ...DEFAULT_SETTINGS, levels: { 'bad-gender': 'error' } },
    ctx,
  );
  expect(raised.rejected).toBe(true);
});

test.each([
  ['equals', 'F', true],
  ['not-equals', 'F', false],
  ['contains', 'f', true],
  ['empty', undefined, false],
  ['not-empty', undefined, true],
] as const)('a %s filter (%s) skips the row: %s', (op, value, skipped) => {
  expect(filtered([{ column: 'Sex', op, value }], { Sex: 'F' })).toBe(skipped);
});
