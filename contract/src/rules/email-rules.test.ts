import { isValidEmail } from './email-rules';

describe('isValidEmail', () => {
  test.each([
    ['member@example.org', true],
    ['first.last+tag@mail.example.co.uk', true],
    ['a@b', false],
    ['a@b.', false],
    ['no-at.example.org', false],
    ['two@@example.org', false],
    ['with space@example.org', false],
    [`${'x'.repeat(250)}@e.org`, false],
  ])('%s → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});
