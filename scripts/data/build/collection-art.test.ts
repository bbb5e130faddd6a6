import { backgroundSvg, iconSvg, initials } from './collection-art';

test.each([
  ['Civil War', 'CW'],
  ['World War I', 'WWI'],
  ['World War II', 'WWII'],
  ['War of 1812', '1812'],
  ['National Archives and Records Administration', 'NAR'],
  ['U.S. Army', 'A'],
])('the icon of %s reads %s', (name, expected) => {
  expect(initials(name)).toBe(expected);
});

test('icons and backgrounds are the same SVG for the same seed, and escape the name', () => {
  expect(iconSvg('A & B <War>', 7)).toBe(iconSvg('A & B <War>', 7));
  expect(iconSvg('A & B <War>', 7)).toContain('<title>A &amp; B &lt;War&gt;</title>');
  expect(backgroundSvg(7)).toBe(backgroundSvg(7));
  expect(backgroundSvg(7)).not.toBe(backgroundSvg(8));
});
