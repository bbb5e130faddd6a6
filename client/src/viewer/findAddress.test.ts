import { withFindInPage } from './findAddress';

describe('a search hit opens the viewer on its first keyword', () => {
  test.each([
    ['/image/101', 'IMAGE', 'Whitcomb', '/image/101?find=Whitcomb'],
    ['/image/101', 'IMAGE', ' josiah whitcomb ', '/image/101?find=josiah%20whitcomb'],
    ['/image/101?rec=3', 'IMAGE', 'Whitcomb', '/image/101?rec=3&find=Whitcomb'],
    ['/image/101', 'IMAGE', '', '/image/101'],
    ['/image/101', 'IMAGE', null, '/image/101'],
    ['/image/101', 'IMAGE', '**', '/image/101'],
    ['/record/5/josiah', 'INDEX_RECORD', 'Whitcomb', '/record/5/josiah'],
    [null, 'IMAGE', 'Whitcomb', null],
  ])('%s (%s, %o) → %s', (href, type, keywords, expected) => {
    expect(withFindInPage(href, type, keywords)).toBe(expected);
  });
});
