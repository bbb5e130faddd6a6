import { fold, normalisePrefix, parseNamePrefix, parseYearPrefix, placeLabel } from './suggest.keys';

test.each([
  ['Whitcomb', 'whitcomb'],
  ["O'Brien", 'obrien'],
  ['O’Brien', 'obrien'],
  ['Müller', 'muller'],
  ['MÜLLER', 'muller'],
  ['Éloïse', 'eloise'],
])('fold(%s) = %s', (text, key) => {
  expect(fold(text)).toBe(key);
});

test.each([
  ['  Whit', 'Whit'],
  ['John   Sm', 'John Sm'],
  ['Richmond ,Virginia', 'Richmond, Virginia'],
  ['Walter ', 'Walter '],
])('normalisePrefix(%j) = %j', (text, normal) => {
  expect(normalisePrefix(text)).toBe(normal);
});

test.each([
  ['Whit', { surname: 'whit' }],
  ['Josiah Whit', { given: 'josiah', surname: 'whit' }],
  ['Walter ', { given: 'walter', surname: '' }],
  ['Martin Van B', { given: 'martin', surname: 'van b' }],
  [' josiah   whitcomb ', { given: 'josiah', surname: 'whitcomb' }],
])('parseNamePrefix(%j)', (text, parsed) => {
  expect(parseNamePrefix(text)).toEqual(parsed);
});

test('placeLabel writes the hierarchy bottom first', () => {
  expect(placeLabel('United States,Virginia,Richmond')).toBe('Richmond, Virginia, United States');
});

test.each([
  ['1', { digits: 1, from: 1400, to: 1999 }],
  ['2', { digits: 1, from: 2000, to: 2099 }],
  ['18', { digits: 2, from: 1800, to: 1899 }],
  ['14', { digits: 2, from: 1400, to: 1499 }],
  ['186', { digits: 3, from: 1860, to: 1869 }],
  [' 1862 ', { digits: 4, from: 1862, to: 1862 }],
  ['0', null],
  ['3', null],
  ['13', null],
  ['139', null],
  ['1399', null],
  ['21', null],
  ['2100', null],
  ['18620', null],
  ['abcd', null],
  ['18a', null],
  ['', null],
])('parseYearPrefix(%j)', (text, parsed) => {
  expect(parseYearPrefix(text)).toEqual(parsed);
});
