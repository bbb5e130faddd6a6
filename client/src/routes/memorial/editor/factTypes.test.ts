import { defaultFactName, factValueKind } from './factTypes';

describe('fact types', () => {
  it.each([
    ['date.vital.birth', 'date', 'Birth'],
    ['place.military.enlistment', 'place', 'Place of enlistment'],
    ['rank', 'text', 'Rank'],
    ['other', 'text', ''],
    ['date.military.muster_out', 'date', 'Muster out'],
  ])('%s holds a %s, named %j', (type, kind, name) => {
    expect(factValueKind(type)).toBe(kind);
    expect(defaultFactName(type)).toBe(name);
  });
});
