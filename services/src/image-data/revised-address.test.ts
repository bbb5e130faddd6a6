import { revisedAddress } from './revised-address';

test.each([
  ['/fold31-image-data/thumbnail/7/100/150/0_0_0_0/0.jpg?v=0', 2, '0.jpg?v=2'],
  ['/thumbnail/7/100/150/0_0_0_0/0.jpg', 1, '0.jpg?v=1'],
  ['/thumbnail/7/100/150/0_0_0_0/0.jpg?v=3', 0, '0.jpg'],
  ['/reference/INDEX_RECORD/5?width=200&height=200', 1, '5?width=200&height=200&v=1'],
  ['/reference/STORY_PAGE/9?element=4&width=400&height=400&v=1', 2, '9?element=4&width=400&height=400&v=2'],
])('%s at revision %i leads to %s', (url, revision, location) => {
  expect(revisedAddress(url, revision)).toBe(location);
  // Resolved against the address asked, it stays on the same route.
  expect(new URL(location, `http://site${url}`).pathname).toBe(url.split('?')[0]);
});
