import { browseTrail } from './browseTrail';

const publication = { publicationId: 7, title: 'Civil War Pensions', slug: 'civil-war-pensions' };

describe('browseTrail', () => {
  it.each([
    [[], [{ label: 'Civil War Pensions', href: '/publication/7/civil-war-pensions' }]],
    [
      [
        { label: 'Civil War Pensions', value: '7' },
        { label: 'Ohio', value: 'Ohio' },
        { label: 'Roll 12', value: 'r12' },
      ],
      [
        { label: 'Civil War Pensions', href: '/publication/7/civil-war-pensions' },
        {
          label: 'Ohio',
          href: '/search?docQuery=f:((t:general.title.id,v:((v:7))),(t:general.title.browse.1,v:((v:Ohio))))',
        },
        {
          label: 'Roll 12',
          href: '/search?docQuery=f:((t:general.title.id,v:((v:7))),(t:general.title.browse.1,v:((v:Ohio))),(t:general.title.browse.2,v:((v:r12))))',
        },
      ],
    ],
    [
      [{ label: 'Ohio', value: 'Ohio' }],
      [
        { label: 'Civil War Pensions', href: '/publication/7/civil-war-pensions' },
        {
          label: 'Ohio',
          href: '/search?docQuery=f:((t:general.title.id,v:((v:7))),(t:general.title.browse.1,v:((v:Ohio))))',
        },
      ],
    ],
  ])('%#', (crumbs, trail) => expect(browseTrail(publication, crumbs)).toEqual(trail));
});
