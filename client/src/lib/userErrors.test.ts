import { formProblem, problemAt } from './userErrors';

describe('formProblem (a payload’s userErrors as a form reads them)', () => {
  it.each([
    [[], null],
    [null, null],
    [[{ field: ['input', 'title'], message: 'Too long' }], { field: 'title', message: 'Too long' }],
    [
      [{ field: ['newElements', '0', 'story', 'content'], message: 'M' }],
      { field: 'newElements.0.story.content', message: 'M' },
    ],
    [[{ field: ['name'], message: 'Bad tag' }], { field: 'name', message: 'Bad tag' }],
    [[{ field: null, message: 'Whole' }], { field: null, message: 'Whole' }],
    [[{ field: ['input'], message: 'Whole' }], { field: null, message: 'Whole' }],
  ])('%j → %j', (userErrors, expected) => {
    expect(formProblem(userErrors)).toEqual(expected);
  });

  it('places a problem at its field or a field it is under, nowhere else', () => {
    const problem = { field: 'newElements.0.story.content', message: 'Too long' };
    expect(problemAt(problem, 'newElements.0.story.content')).toBe('Too long');
    expect(problemAt(problem, 'newElements.0')).toBe('Too long');
    expect(problemAt(problem, 'newElements.1')).toBeNull();
    expect(problemAt(problem, 'newElements.0.story.title')).toBeNull();
    expect(problemAt({ field: null, message: 'x' }, 'title')).toBeNull();
    expect(problemAt(null, 'title')).toBeNull();
  });
});
