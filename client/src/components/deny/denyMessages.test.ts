import { denyMessage, denyRequirement, type DenyAction, type DenyRequirement } from './denyMessages';

describe('denyRequirement (accounts spec §4 mapping)', () => {
  it.each([
    ['SUBSCRIBER', 7, 'subscribe'],
    ['SUBSCRIBER', null, 'subscribe'],
    ['SILO', null, 'silo'],
    ['CONFIRMED', 7, 'confirm'],
    ['CONFIRMED', null, 'login'],
    ['CONFIRMED', undefined, 'login'],
    ['REGISTERED', 7, 'login'],
    ['PUBLIC', null, 'login'],
    ['SOMETHING_NEW', 7, 'login'],
  ])('%s with user %s → %s', (level, userId, expected) => expect(denyRequirement(level, userId)).toBe(expected));
});

describe('denyMessage (accounts spec §4 requirement table)', () => {
  it.each<[DenyRequirement, DenyAction, string, string]>([
    ['login', 'VIEW', 'Register to view this image for free', 'Create a free account to view this image. It only takes a minute.'],
    ['login', 'DOWNLOAD', 'Get a free membership', 'A free Basic membership lets you download this image.'],
    ['login', 'SEARCH', 'Get a free membership', 'A free Basic membership lets you see these search results.'],
    ['subscribe', 'SEARCH', 'Get a Premium Membership', 'A Premium Membership lets you see these search results and every record in our collections.'],
    ['subscribe', 'PRINT', 'A subscription is needed', 'You need a subscription to print this image.'],
    ['subscribe', 'ANNOTATE', 'A subscription is needed', 'You need a subscription to annotate this image.'],
    ['silo', 'VIEW', 'Not available through this institution', 'This image is not available through this institution. Please ask the institution for more information or contact support.'],
    ['confirm', 'VIEW', 'Please verify your email', 'Your email address must be verified before you can view this image. Use the link in the email we sent you.'],
    ['confirm', 'ANNOTATE', 'Please verify your email', 'Your email address must be verified before you can use this feature. Use the link in the email we sent you.'],
  ])('%s / %s', (requirement, action, title, text) => expect(denyMessage(requirement, action, 'Image')).toEqual({ title, text }));

  it('names the type in lower case', () => expect(denyMessage('silo', 'VIEW', 'Index Record').text).toMatch(/^This index record is not/));
});
