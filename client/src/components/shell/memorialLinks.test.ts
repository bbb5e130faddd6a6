import { memorialPublicationLinks } from './memorialLinks';

describe('memorialPublicationLinks', () => {
  it.each([
    [[], []],
    [
      [
        { publicationId: 4, slug: 'vietnam-veterans-memorial', title: 'Vietnam Veterans Memorial' },
        { publicationId: 9, slug: 'uss-arizona-memorial', title: 'U.S.S. Arizona Memorial' },
      ],
      [
        { label: 'U.S. Vietnam Wall', to: '/publication/4/vietnam-veterans-memorial' },
        { label: 'U.S.S. Arizona Memorial', to: '/publication/9/uss-arizona-memorial' },
      ],
    ],
    [
      // A slug made by the spec's rule from "U.S.S. Arizona Memorial" keeps the dots as dashes.
      [{ publicationId: 9, slug: 'u-s-s-arizona-memorial', title: 'U.S.S. Arizona Memorial' }],
      [{ label: 'U.S.S. Arizona Memorial', to: '/publication/9/uss-arizona-memorial' }],
    ],
    [[{ publicationId: 1, slug: 'civil-war-pensions', title: 'Civil War Pensions' }], []],
  ])('%#', (publications, links) => expect(memorialPublicationLinks(publications)).toEqual(links));
});
