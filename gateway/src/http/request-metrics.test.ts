import { routeLabel } from './request-metrics';

// Metric labels are a bounded set: each image door has its own, any other path is the website.
test.each([
  ['/thumbnail/89/200/200/0_0_0_0/0.jpg', '/thumbnail'],
  ['/reference/INDEX_RECORD/13', '/reference'],
  ['/iiif/3/89/full/max/0/default.jpg', '/iiif'],
  ['/graphql', '/graphql'],
  ['/references-of-nothing', 'site'],
  ['/image/89/a-title', 'site'],
])('%s is labelled %s', (path, label) => {
  expect(routeLabel(path)).toBe(label);
});
