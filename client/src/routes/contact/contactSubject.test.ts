import { contactSubject } from './contactSubject';

test.each([
  ['Support', 'SITE_PROBLEM'],
  ['support', 'SITE_PROBLEM'],
  ['FEEDBACK', 'FEEDBACK'],
  ['business-inquiry', 'BUSINESS_INQUIRY'],
  ['Site Problem', 'SITE_PROBLEM'],
  ['account', 'ACCOUNT'],
  ['BETA', null],
  ['nonsense', null],
  ['', null],
  [null, null],
])('?subject=%s starts at %s', (param, subject) => {
  expect(contactSubject(param)).toBe(subject);
});
