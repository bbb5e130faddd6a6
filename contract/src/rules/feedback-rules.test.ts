import { categoryForSubject, feedbackErrorMessage, feedbackSuccessMessage, validateFeedback } from './feedback-rules';

test.each([
  ['CORRECTION', 'CORRECTION'],
  ['COPYRIGHT', 'ABUSE'],
  ['INAPPROPRIATE', 'ABUSE'],
  ['OFFENSIVE', 'ABUSE'],
  ['IMAGE_PROBLEM', 'PROBLEM'],
  ['ACCOUNT', 'PROBLEM'],
  ['INSTITUTION', 'PROBLEM'],
  ['OTHER_PROBLEM', 'PROBLEM'],
  ['SITE_PROBLEM', 'PROBLEM'],
  ['BETA', 'FEEDBACK'],
  ['BUSINESS_INQUIRY', 'FEEDBACK'],
  ['FEEDBACK', 'FEEDBACK'],
  ['CONTENT', null],
  ['NOT_MILITARY', null],
  ['SOMETHING_ELSE', 'FEEDBACK'],
  ['constructor', 'FEEDBACK'],
])('the category of subject %s is %s', (subject, category) => {
  expect(categoryForSubject(subject)).toBe(category);
});

const ok = { type: 'ACCOUNT', message: 'My account will not renew.', email: 'a@example.org' };
const x = (n: number) => 'x'.repeat(n);

test.each([
  ['a valid contact message', ok, true, { ok: true, category: 'PROBLEM' }],
  ['no subject', { ...ok, type: null }, false, 'TYPE'],
  ['an unknown subject', { ...ok, type: 'WHATEVER' }, false, 'TYPE'],
  ['CONTENT without a category', { ...ok, type: 'CONTENT' }, false, 'CATEGORY'],
  [
    'CONTENT with a category',
    { ...ok, type: 'CONTENT', category: 'CORRECTION' },
    false,
    { ok: true, category: 'CORRECTION' },
  ],
  ['an unknown category', { ...ok, category: 'SPAM' }, false, 'CATEGORY'],
  ['FEEDBACK without a rating', { ...ok, type: 'FEEDBACK' }, false, 'RATING'],
  ['FEEDBACK rated 3', { ...ok, type: 'FEEDBACK', rating: 3 }, false, { ok: true, category: 'FEEDBACK' }],
  ['a rating of 4', { ...ok, type: 'FEEDBACK', rating: 4 }, false, 'RATING'],
  ['a rating of 0', { ...ok, rating: 0 }, false, 'RATING'],
  ['9 characters', { ...ok, message: x(9) }, false, 'MESSAGE'],
  ['10 characters', { ...ok, message: x(10) }, false, { ok: true, category: 'PROBLEM' }],
  ['1000 characters', { ...ok, message: x(1000) }, false, { ok: true, category: 'PROBLEM' }],
  ['1001 characters', { ...ok, message: x(1001) }, false, 'MESSAGE'],
  ['10 characters padded with spaces to 14', { ...ok, message: `  ${x(9)}   ` }, false, 'MESSAGE'],
  ['no message', { ...ok, message: null }, false, 'MESSAGE'],
  [
    'BETA with a rating alone',
    { type: 'BETA', rating: 2, email: 'a@example.org' },
    false,
    { ok: true, category: 'FEEDBACK' },
  ],
  [
    'BETA with a short message',
    { type: 'BETA', rating: 2, message: 'short', email: 'a@example.org' },
    false,
    'MESSAGE',
  ],
  ['signed out without email', { ...ok, email: null }, false, 'EMAIL'],
  ['signed out with a bad email', { ...ok, email: 'a@b' }, false, 'EMAIL'],
  ['signed in without email', { ...ok, email: null }, true, { ok: true, category: 'PROBLEM' }],
  ['signed in with a bad email', { ...ok, email: 'nope' }, true, 'EMAIL'],
] as const)('%s', (_name, input, signedIn, expected) => {
  const result = validateFeedback(input, signedIn);
  if (typeof expected === 'string')
    expect(result).toEqual({ ok: false, type: expected, message: feedbackErrorMessage(expected) });
  else expect(result).toEqual(expected);
});

test.each([
  ['EMAIL', 'Please enter a valid email'],
  ['MESSAGE', 'Please enter a message between 10 and 1000 characters'],
  ['TYPE', 'Please select a subject'],
  ['CATEGORY', 'Please select a category'],
  ['RATING', 'Please select a rating'],
  ['CAPTCHA', 'There was an error with your submission. Please try again.'],
  [null, 'There was an error with your submission. Please try again.'],
])('error type %s reads "%s"', (type, message) => {
  expect(feedbackErrorMessage(type)).toBe(message);
});

test.each([
  ['BETA', 'Thank you for your feedback.'],
  ['FEEDBACK', 'Thank you for your feedback.'],
  ['CORRECTION', 'Thank you for your contribution.'],
])('success after %s reads "%s"', (subject, message) => {
  expect(feedbackSuccessMessage(subject)).toBe(message);
});

test.each(['ACCOUNT', 'COPYRIGHT', 'BUSINESS_INQUIRY', 'SITE_PROBLEM'])(
  'success after %s promises a reply in 1-2 business days',
  (subject) => {
    expect(feedbackSuccessMessage(subject)).toMatch(/1-2 business days.*order.*another message.*not speed/);
  },
);
