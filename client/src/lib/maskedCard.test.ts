import { maskedCard } from './maskedCard';

describe('maskedCard (four bullets per group, last 4 digits)', () => {
  it.each([
    ['4242424242424242', '•••• •••• •••• 4242'],
    ['4000-0566-5566-5556', '•••• •••• •••• 5556'],
    ['3782 822463 10005', '•••• •••• •••• 0005'],
    ['1881', '•••• •••• •••• 1881'],
    ['123', ''],
    ['', ''],
  ])('%s → %s', (number, expected) => expect(maskedCard(number)).toBe(expected));
});
