import { slugify } from './slug';

test.each([
  ['Civil War Service Records', 'civil-war-service-records'],
  ['Josiah Whitcomb (1838-1862)', 'josiah-whitcomb-1838-1862'],
  ['Franz Müller', 'franz-muller'],
  ["O'Brien, John", 'obrien-john'],
  ['  U.S. Navy / Marines__Corps -- ', 'u-s-navy-marines-corps'],
  ['20th Mass. Inf.', '20th-mass-inf'],
])('slugify(%j) is %j', (input, slug) => {
  expect(slugify(input)).toBe(slug);
});
