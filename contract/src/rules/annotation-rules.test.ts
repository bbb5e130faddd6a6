import { annotationProblem, decodeRect, encodeRect, ZERO_RECT } from './annotation-rules';

const page = { width: 600, height: 900 };
const rect = { x: 10, y: 20, w: 100, h: 50, rotation: 0 };
const x = (n: number) => 'x'.repeat(n);

test.each([
  ['a name', { type: 'name', value: 'Josiah Whitcomb', rect }, null],
  [
    'an unknown type',
    { type: 'person', value: 'Josiah', rect },
    'Choose name, date, location, transcription or comment (got "person")',
  ],
  ['an empty value', { type: 'name', value: '   ', rect }, 'The text you entered is too short. 0 (Min: 1)'],
  ['a name of 1024 characters', { type: 'name', value: x(1024), rect }, null],
  [
    'a name of 1025 characters',
    { type: 'name', value: x(1025), rect },
    'The text you entered is too long. 1025 (Max: 1024)',
  ],
  [
    'a date of 1025 characters',
    { type: 'date', value: x(1025), rect },
    'The text you entered is too long. 1025 (Max: 1024)',
  ],
  [
    'a location of 1025 characters',
    { type: 'location', value: x(1025), rect },
    'The text you entered is too long. 1025 (Max: 1024)',
  ],
  ['a transcription of 16384 characters', { type: 'transcription', value: x(16384), rect }, null],
  [
    'a transcription of 16385 characters',
    { type: 'transcription', value: x(16385), rect },
    'The text you entered is too long. 16385 (Max: 16384)',
  ],
  [
    'a comment of 16385 characters',
    { type: 'comment', value: x(16385), rect },
    'The text you entered is too long. 16385 (Max: 16384)',
  ],
  ['emoji counted once each', { type: 'name', value: '🎖'.repeat(1024), rect }, null],
  ['a label of 32 characters', { type: 'name', value: 'a', label: x(32), rect }, null],
  [
    'a label of 33 characters',
    { type: 'name', value: 'a', label: x(33), rect },
    'The text you entered is too long. 33 (Max: 32)',
  ],
  ['a blank label (none)', { type: 'name', value: 'a', label: '  ', rect }, null],
  [
    'a rectangle past the page',
    { type: 'name', value: 'a', rect: { ...rect, x: 550 } },
    'The rectangle must lie within the page (600 × 900 pixels)',
  ],
  [
    'an empty rectangle',
    { type: 'name', value: 'a', rect: { ...rect, w: 0 } },
    'The rectangle must lie within the page (600 × 900 pixels)',
  ],
] as const)('%s', (_name, input, expected) => {
  expect(annotationProblem(input, page)?.message ?? null).toBe(expected);
});

test('a rectangle is encoded as rotation_x_y_w_h and read back', () => {
  expect(encodeRect({ x: 1, y: 2, w: 3, h: 4, rotation: 90 })).toBe('90_1_2_3_4');
  expect(decodeRect('90_1_2_3_4')).toEqual({ x: 1, y: 2, w: 3, h: 4, rotation: 90 });
});

test.each(['', '1_2_3_4', '0_1_2_3_x', '0_1_2_3_4_5', '0_1.5_2_3_4'])(
  'a malformed rectangle "%s" is logged and read as zero',
  (encoded) => {
    const logged: string[] = [];
    expect(decodeRect(encoded, (message) => logged.push(message))).toEqual(ZERO_RECT);
    expect(logged).toEqual([expect.stringContaining('Malformed annotation rectangle')]);
  },
);
