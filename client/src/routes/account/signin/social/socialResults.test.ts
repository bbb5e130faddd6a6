import { facebookLoginHref, loginMessage, readResult, SOCIAL_MESSAGES } from './socialResults';

describe('social-network results on the sign-in screen (accounts spec §4, §8)', () => {
  // Which message each result shows is tested on the page (SocialSignInPage.test.tsx).
  test('SDK has its own message; the rest the default', () => {
    expect(loginMessage('SDK')).toBe(SOCIAL_MESSAGES.sdk);
    expect(loginMessage(null)).toBe(SOCIAL_MESSAGES.default);
  });

  test('the spec texts, word for word', () => {
    expect(SOCIAL_MESSAGES.sdk).toBe(
      'Unable to login with Facebook. You may be using a private or incognito window. Please try again in a normal browser window.',
    );
    expect(SOCIAL_MESSAGES.default).toBe(
      'There was an error signing you in with your Facebook account. Please try again, or try signing in with your email and password.',
    );
  });

  test('no parameter is the login step; unknown values are the null result', () => {
    expect(readResult(null)).toBeUndefined();
    expect(readResult('NO_F3_ACCOUNT')).toBe('NO_F3_ACCOUNT');
    expect(readResult('null')).toBeNull();
  });

  test('the login address carries next', () => {
    expect(facebookLoginHref('/search?q=a')).toBe('/auth/facebook?next=%2Fsearch%3Fq%3Da');
    expect(facebookLoginHref(null)).toBe('/auth/facebook');
  });
});
