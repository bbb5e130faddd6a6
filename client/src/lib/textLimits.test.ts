import { TEXT_LIMITS, lengthProblem, textLength } from './textLimits';

describe('text length limits (content spec §5)', () => {
  it.each([
    ['url', 'link URL', 4096, 1],
    ['sourceLink', 'link URL', 4096, 1],
    ['memorialTitle', 'title', 256, 1],
    ['memorialDescription', 'description', 65535, 1],
    ['factSourceComment', 'comment', 256, 1],
    ['storyTitle', 'title', 256, 1],
    ['storyContent', 'story', 65535, 1],
    ['comment', 'comment', 2600, 1],
    ['urlTitle', 'link text', 1024, 1],
    ['storyLink', 'link URL', 4096, 1],
    ['linkText', 'link text', 1024, 1],
    ['cancelReason', 'text', 512, 1],
    ['generalAnnotation', 'text', 16384, 1],
    ['transcription', 'text', 16384, 1],
    ['annotation', 'text', 1024, 1],
    ['correction', 'correction', 512, 1],
    ['annotationLabel', 'text', 32, 1],
    ['feedback', 'feedback', 300, 10],
    ['text', 'text', 1024, 1],
  ] as const)('%s: %s, %i max, %i min', (kind, field, max, min) => {
    expect(TEXT_LIMITS[kind]).toEqual({ label: field, max, min });
    expect(lengthProblem(kind, 'x'.repeat(max))).toBeNull();
    expect(lengthProblem(kind, 'x'.repeat(max + 1))).toBe(
      `The ${field} you entered is too long. ${max + 1} (Max: ${max})`,
    );
    expect(lengthProblem(kind, 'x'.repeat(min - 1))).toBe(
      `The ${field} you entered is too short. ${min - 1} (Min: ${min})`,
    );
  });

  it('lets an optional field stay empty but not a required one', () => {
    expect(lengthProblem('memorialDescription', '', true)).toBeNull();
    expect(lengthProblem('storyTitle', '   ')).toBe('The title you entered is too short. 0 (Min: 1)');
  });

  it('counts characters, not UTF-16 units, and ignores surrounding spaces', () => {
    expect(textLength('🎖️a')).toBe(3);
    expect(lengthProblem('annotationLabel', ` ${'🎖'.repeat(32)} `)).toBeNull();
  });
});
