import { MAX_EXPIRATION_MS, parseStoredValue, readStoredValue, storedEntry, writeStoredValue } from './storedValue';

const now = Date.UTC(2025, 0, 6);
const day = 24 * 60 * 60 * 1000;

describe('parseStoredValue (content spec §3.9, §4)', () => {
  it.each([
    ['nothing stored', null, { kind: 'none' }],
    ['a value without expiration', '{"value":"grid"}', { kind: 'value', value: 'grid' }],
    [
      'a value expiring tomorrow',
      JSON.stringify({ value: ['place'], expiration: now + day }),
      { kind: 'value', value: ['place'] },
    ],
    [
      'a value expiring exactly at the cap',
      JSON.stringify({ value: 1, expiration: now + MAX_EXPIRATION_MS }),
      { kind: 'value', value: 1 },
    ],
    ['an expired value', JSON.stringify({ value: 'grid', expiration: now - 1 }), { kind: 'remove' }],
    ['a value expiring now', JSON.stringify({ value: 'grid', expiration: now }), { kind: 'remove' }],
    [
      'a value expiring beyond two years',
      JSON.stringify({ value: 'grid', expiration: now + MAX_EXPIRATION_MS + 1 }),
      { kind: 'remove' },
    ],
    ['a value with a bad expiration', '{"value":"grid","expiration":"soon"}', { kind: 'remove' }],
    ['not JSON', 'grid', { kind: 'remove' }],
    ['JSON without a value', '{"v":1}', { kind: 'remove' }],
    ['a null value', '{"value":null}', { kind: 'value', value: null }],
  ])('%s', (_, raw, expected) => expect(parseStoredValue(raw, now)).toEqual(expected));
});

describe('storedEntry', () => {
  it.each([
    ['for ever', undefined, '{"value":"list"}'],
    ['for a year', 365 * day, JSON.stringify({ value: 'list', expiration: now + 365 * day })],
    ['past the cap', MAX_EXPIRATION_MS + 1, null],
    ['already expired', 0, null],
  ])('%s', (_, ttl, expected) => expect(storedEntry('list', now, ttl)).toBe(expected));
});

describe('readStoredValue / writeStoredValue', () => {
  beforeEach(() => localStorage.clear());

  it('writes and reads back a value', () => {
    writeStoredValue(localStorage, 'f3_search_view', 'grid', 30 * day, now);
    expect(readStoredValue(localStorage, 'f3_search_view', now + day)).toBe('grid');
  });

  it('removes an expired entry on read', () => {
    writeStoredValue(localStorage, 'f3_search_view', 'grid', day, now);
    expect(readStoredValue(localStorage, 'f3_search_view', now + 2 * day)).toBeUndefined();
    expect(localStorage.getItem('f3_search_view')).toBeNull();
  });

  it('removes an entry set to expire beyond two years', () => {
    localStorage.setItem('f3_search_facets', JSON.stringify({ value: [], expiration: now + 3 * 365 * day }));
    expect(readStoredValue(localStorage, 'f3_search_facets', now)).toBeUndefined();
    expect(localStorage.getItem('f3_search_facets')).toBeNull();
  });
});
