import { SEARCH_SESSION_COOKIE, searchSessionCookie, searchSessionOf } from './searchSession';

describe('the search session marker cookie (content spec §2.2: 4 hours)', () => {
  test('a new search session gets a new marker for 4 hours, on the whole site', () => {
    expect(searchSessionCookie('PageSize=50', () => '0f1e2d3c-aaaa-bbbb-cccc-1234567890ab')).toBe(
      `${SEARCH_SESSION_COOKIE}=0f1e2d3c-aaaa-bbbb-cccc-1234567890ab; Max-Age=14400; Path=/; SameSite=Lax`,
    );
  });

  test('a later search keeps the marker and extends it', () => {
    const cookies = `PageSize=50; ${SEARCH_SESSION_COOKIE}=abcdef12-3456; other=1`;
    expect(searchSessionOf(cookies)).toBe('abcdef12-3456');
    expect(searchSessionCookie(cookies, () => 'never-used-1234')).toMatch(
      /^f3_search_session=abcdef12-3456; Max-Age=14400;/,
    );
  });

  test.each([['f3_search_session=<script>'], ['f3_search_session='], ['f3_search_sessionx=abcdefgh1234']])(
    'a damaged marker (%s) is replaced',
    (cookies) => {
      expect(searchSessionOf(cookies)).toBeNull();
      expect(searchSessionCookie(cookies, () => 'fresh-marker-1234')).toMatch(/^f3_search_session=fresh-marker-1234;/);
    },
  );
});
