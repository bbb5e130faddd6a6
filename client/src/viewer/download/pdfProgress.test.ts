import { availableUntil, pdfStep } from './pdfProgress';

describe('the PDF states as the download dialog shows them', () => {
  test.each([
    ['SUBMITTED', true, 1],
    ['PROCESSING', true, 2],
    ['READY', false, 3],
    ['FAILED', false, 0],
    ['EXPIRED', false, 0],
  ] as const)('%s: busy %s, step %i', (state, busy, step) => {
    expect(pdfStep(state)).toMatchObject({ busy, step });
  });

  test('a ready PDF says until when it can be saved', () => {
    expect(availableUntil('2026-11-22T19:45:00Z', 'en-US')).toMatch(/^until \d{1,2}:45\s?[AP]M$/);
    expect(availableUntil('not a date')).toBe('');
  });
});
