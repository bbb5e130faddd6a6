import { parseFaultDelays } from './fault-delay';

test('SERVICES_FAULT_DELAY: none when unset, prefix=milliseconds pairs, anything else refused at start', () => {
  expect(parseFaultDelays(undefined)).toEqual([]);
  expect(parseFaultDelays('')).toEqual([]);
  expect(parseFaultDelays('/fold31-search/=3000, /document/=250')).toEqual([
    { prefix: '/fold31-search/', ms: 3000 },
    { prefix: '/document/', ms: 250 },
  ]);
  for (const bad of ['fold31-search=3000', '/search/', '/search/=-1', '/search/=3s', '/search/=1234567'])
    expect(() => parseFaultDelays(bad)).toThrow(/SERVICES_FAULT_DELAY/);
});
