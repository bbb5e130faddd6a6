import { seedCollections } from '@muster/testkit/fixtures';
import { useStack } from '@muster/testkit';

const stack = useStack();
beforeAll(() => seedCollections(stack.db.db));

const COLLECTION = `query Collection($slug: String!) {
  titleCollection(slug: $slug) {
    id slug title kind conflict iconUrl backgroundUrl
    publications { publicationId title }
    stories { memorialId title stories { title } }
  }
}`;

test('War Stories: the Civil War collection with its publications and its stories', async () => {
  const { body } = await stack.gql(COLLECTION, { slug: 'us-civil-war' });
  expect(body.errors).toBeUndefined();
  const c = body.data.titleCollection;
  expect(c).toMatchObject({ id: 'TITLE_COLLECTION:1', slug: 'us-civil-war', kind: 'CONFLICT', conflict: 'Civil War' });
  expect(c.iconUrl).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  expect(decodeURIComponent(c.backgroundUrl)).toContain('us-civil-war background');
  expect(c.publications.map((p: { publicationId: number }) => p.publicationId)).toEqual([2, 1]);
  expect(c.stories.map((m: { memorialId: number }) => m.memorialId)).toEqual([56, 52, 50, 1]);
  expect(c.stories[0].stories[0].title).toBe("George 100% Wheeler's war");
});

test('an unknown collection or partner is null; a malformed slug is a user error', async () => {
  const missing = await stack.gql(`{ titleCollection(slug: "us-no-war") { id } partner(slug: "nobody") { id } }`);
  expect(missing.body).toEqual({ data: { titleCollection: null, partner: null } });
  const bad = await stack.gql(`{ titleCollection(slug: "Not A Slug") { id } }`);
  expect(bad.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
});

test('collection lists by kind; members of a listed collection are read on demand', async () => {
  const { body } = await stack.gql(
    `{ titleCollections(kind: CONFLICT) { slug publications { publicationId } } themes: titleCollections(kind: TITLE) { slug } }`,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data.titleCollections).toEqual([
    { slug: 'us-civil-war', publications: [{ publicationId: 2 }, { publicationId: 1 }] },
    { slug: 'us-world-war-i', publications: [{ publicationId: 3 }] },
  ]);
  expect(body.data.themes).toEqual([{ slug: 'draft-registrations' }]);
});

test('a partner page: icon, background and publications', async () => {
  const { body } = await stack.gql(
    `{ partners { slug } partner(slug: "national-archives") { id name website iconUrl backgroundUrl publications { publicationId } } }`,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data.partners).toEqual([{ slug: 'library-of-virginia' }, { slug: 'national-archives' }]);
  expect(body.data.partner).toMatchObject({
    id: 'PARTNER:1',
    name: 'National Archives',
    website: 'https://www.archives.gov',
  });
  expect(body.data.partner.publications).toHaveLength(3);
});

const WALL = `query Wall($conflict: String, $q: String, $offset: Int, $limit: Int) {
  honorWall(conflict: $conflict, q: $q, offset: $offset, limit: $limit) {
    total offset limit
    images { id title conflict memorial { memorialId } thumbnail(width: 150, height: 150) { url width height } }
    conflicts { conflict count }
  }
}`;

test('the honor wall: public honor images with thumbnails, filtered and searched', async () => {
  const all = await stack.gql(WALL, {});
  expect(all.body.errors).toBeUndefined();
  const wall = all.body.data.honorWall;
  expect(wall).toMatchObject({
    total: 7,
    offset: 0,
    limit: 48,
    conflicts: [
      { conflict: 'Civil War', count: 4 },
      { conflict: 'World War I', count: 2 },
    ],
  });
  expect(wall.images[0]).toMatchObject({
    id: '500',
    title: 'Abner Whitcomb',
    conflict: 'Civil War',
    memorial: { memorialId: 50 },
    thumbnail: { width: 160, height: 160 },
  });
  // The honored lines of the page, cropped as the memorial chose them, at the nearest listed size.
  expect(wall.images[0].thumbnail.url).toBe('/reference/STORY_PAGE/50?element=500&width=160&height=160');
  const filtered = await stack.gql(WALL, { conflict: 'World War I', q: 'mul' });
  expect(filtered.body.data.honorWall.images.map((i: { title: string }) => i.title)).toEqual(['Frank Muller']);
  const paged = await stack.gql(WALL, { offset: 6, limit: 3 });
  expect(paged.body.data.honorWall.images.map((i: { title: string }) => i.title)).toEqual(['Hiram Whitaker']);
});

test('bad honor wall paging is a user error', async () => {
  for (const variables of [{ limit: 0 }, { limit: 101 }, { offset: -1 }]) {
    const { body } = await stack.gql(WALL, variables);
    expect({ variables, code: body.errors?.[0].extensions?.code }).toEqual({ variables, code: 'BAD_USER_INPUT' });
  }
});

test('counts come from the cache service and, like collections, are kept in the gateway cache', async () => {
  const first = await stack.gql(`{ siteCounts { records members } titleCollection(slug: "us-world-war-i") { title } }`);
  expect(first.body.errors).toBeUndefined();
  expect(first.body.data.siteCounts.records).toBeGreaterThan(0);
  expect(first.body.data.siteCounts.members).toBe(2);
  stack.resetServiceRequests();
  const again = await stack.gql(
    `{ siteCounts { records members } titleCollection(slug: "us-world-war-i") { title } honorWall { total } }`,
  );
  expect(again.body.data).toEqual({ ...first.body.data, honorWall: { total: 7 } });
  expect(stack.serviceRequests.filter((r) => /\/cache\/|\/collection\/|honor-wall/.test(r))).toEqual([]);
});
