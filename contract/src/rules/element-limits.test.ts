import { InputError, LIMITS, lengthMessage, optionalText, requiredText } from './element-limits';

describe('text limits (content spec §5)', () => {
  test.each([
    ['a'.repeat(256), LIMITS.memorialTitle, null],
    ['a'.repeat(257), LIMITS.memorialTitle, 'The title you entered is too long. 257 (Max: 256)'],
    ['', LIMITS.memorialTitle, 'The title you entered is too short. 0 (Min: 1)'],
    ['a'.repeat(65_536), LIMITS.storyContent, 'The story you entered is too long. 65536 (Max: 65535)'],
    ['a'.repeat(2601), LIMITS.comment, 'The comment you entered is too long. 2601 (Max: 2600)'],
    ['a'.repeat(513), LIMITS.correction, 'The correction you entered is too long. 513 (Max: 512)'],
    ['a'.repeat(4097), LIMITS.linkUrl, 'The link URL you entered is too long. 4097 (Max: 4096)'],
    ['a'.repeat(1025), LIMITS.linkText, 'The link text you entered is too long. 1025 (Max: 1024)'],
    ['a'.repeat(257), LIMITS.sourceComment, 'The comment you entered is too long. 257 (Max: 256)'],
    ['😀'.repeat(256), LIMITS.memorialTitle, null],
  ])('%#', (text, rule, message) => expect(lengthMessage(text, rule)?.message ?? null).toBe(message));

  test('required text is trimmed and names its field', () => {
    expect(requiredText('  Hi  ', 'title', LIMITS.memorialTitle)).toBe('Hi');
    expect(() => requiredText('   ', 'newElements.0.story.title', LIMITS.storyTitle)).toThrow(InputError);
    try {
      requiredText('x'.repeat(300), 'title', LIMITS.memorialTitle);
    } catch (e) {
      expect(e).toMatchObject({ field: 'title', details: { limit: 'MAX', length: 300, bound: 256 } });
    }
  });

  test('optional text: blank is absent', () => {
    expect(optionalText('', 'c', LIMITS.sourceComment)).toBeNull();
    expect(optionalText(undefined, 'c', LIMITS.sourceComment)).toBeNull();
    expect(() => optionalText('x'.repeat(257), 'c', LIMITS.sourceComment)).toThrow(
      'The comment you entered is too long. 257 (Max: 256)',
    );
  });
});
