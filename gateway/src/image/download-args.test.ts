import { downloadParams } from './download-args';

describe('downloadParams', () => {
  test.each([
    [{}, { action: 'download' }],
    [{ width: null, invert: null }, { action: 'download' }],
    [
      { width: 800, height: 600, rotation: 90, brightness: -20, contrast: 35, invert: true },
      { action: 'download', width: 800, height: 600, rotation: 90, brightness: -20, contrast: 35, invert: true },
    ],
    [
      { invert: false, rotation: 0 },
      { action: 'download', rotation: 0, invert: false },
    ],
  ])('%j becomes %j', (args, params) => {
    expect(downloadParams(args)).toEqual(params);
  });

  test.each([
    [{ width: 0 }, 'width must be between 1 and 12000 (got 0)'],
    [{ height: 12_001 }, 'height must be between 1 and 12000 (got 12001)'],
    [{ rotation: 360 }, 'rotation must be between 0 and 359 (got 360)'],
    [{ brightness: -101 }, 'brightness must be between -100 and 100 (got -101)'],
    [{ contrast: 101 }, 'contrast must be between -100 and 100 (got 101)'],
  ])('refuses %j with BAD_USER_INPUT', (args, message) => {
    expect(() => downloadParams(args)).toThrow(message);
    try {
      downloadParams(args);
    } catch (error) {
      expect((error as { extensions: { code: string } }).extensions.code).toBe('BAD_USER_INPUT');
    }
  });
});
