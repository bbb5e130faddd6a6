import { operationLabel } from './operation-metrics';

test.each([
  ['a website operation keeps its name', 'Search', 'Search'],
  ['a name the website never sends is other', 'MyPartnerQuery', 'other'],
  ['a made-up name is other', `x${'y'.repeat(500)}`, 'other'],
  ['a website name in another case is other', 'search', 'other'],
  ['no name is anonymous', null, 'anonymous'],
  ['an empty name is anonymous', '', 'anonymous'],
] as const)('%s', (_name, sent, label) => {
  expect(operationLabel(sent)).toBe(label);
});
