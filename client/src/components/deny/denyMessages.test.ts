import type { DenyRequirement } from '../../__generated__/graphql';
import { denyMessage, type DenyAction } from './denyMessages';

describe('denyMessage (accounts spec §4 requirement table)', () => {
  it.each<[DenyRequirement, DenyAction, string, string]>([
    [
      'LOGIN',
      'VIEW',
      'Register to view this image for free',
      'Create a free account to view this image. It only takes a minute.',
    ],
    ['LOGIN', 'DOWNLOAD', 'Get a free membership', 'A free Basic membership lets you download this image.'],
    ['LOGIN', 'SEARCH', 'Get a free membership', 'A free Basic membership lets you see these search results.'],
    [
      'SUBSCRIBE',
      'SEARCH',
      'Get a Premium Membership',
      'A Premium Membership lets you see these search results and every record in our collections.',
    ],
    ['SUBSCRIBE', 'PRINT', 'A subscription is needed', 'You need a subscription to print this image.'],
    ['SUBSCRIBE', 'ANNOTATE', 'A subscription is needed', 'You need a subscription to annotate this image.'],
    [
      'SILO',
      'VIEW',
      'Not available through this institution',
      'This image is not available through this institution. Please ask the institution for more information or contact support.',
    ],
    [
      'CONFIRM',
      'VIEW',
      'Please verify your email',
      'Your email address must be verified before you can view this image. Use the link in the email we sent you.',
    ],
    [
      'CONFIRM',
      'ANNOTATE',
      'Please verify your email',
      'Your email address must be verified before you can use this feature. Use the link in the email we sent you.',
    ],
  ])('%s / %s', (requirement, action, title, text) =>
    expect(denyMessage(requirement, action, 'Image')).toEqual({ title, text }),
  );

  it('names the type in lower case', () =>
    expect(denyMessage('SILO', 'VIEW', 'Index Record').text).toMatch(/^This index record is not/));
});
