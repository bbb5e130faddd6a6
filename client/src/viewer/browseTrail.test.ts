import { browseTrail } from './browseTrail';

const publication = { publicationId: 7, title: 'Civil War Pensions', slug: 'civil-war-pensions' };

describe('browseTrail', () => {
  it.each([
    [[], [{ label: 'Civil War Pensions', href: '/publication/7/civil-war-pensions' }]],
    [
      [{ label: 'Civil War Pensions', value: '7' }, { label: 'Ohio', value: 'Ohio' }, { label: 'Roll 12', value: 'r12' }],
      [
        { label: 'Civil War Pensions', href: '/publication/7/civil-war-pensions' },
        { label: 'Ohio', href: '/search?general.title.id=7&general.title.browse.1=Ohio' },
        { label: 'Roll 12', href: '/search?general.title.id=7&general.title.browse.1=Ohio&general.title.browse.2=r12' },
      ],
    ],
    [
      [{ label: 'Ohio', value: 'Ohio' }],
      [
        { label: 'Civil War Pensions', href: '/publication/7/civil-war-pensions' },
        { label: 'Ohio', href: '/search?general.title.id=7&general.title.browse.1=Ohio' },
      ],
    ],
  ])('%#', (crumbs, trail) => expect(browseTrail(publication, crumbs)).toEqual(trail));
});
