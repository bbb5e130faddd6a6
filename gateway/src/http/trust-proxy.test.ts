import express from 'express';
import { applyTrustProxy, trustProxyFromEnv } from './trust-proxy';

test.each([
  ['unset: nobody', undefined, false],
  ['empty: nobody', '', false],
  ['false: nobody', 'false', false],
  ['none: nobody', 'none', false],
  ['0 hops: nobody', '0', false],
  ['a hop count', '2', 2],
  ['an address', '10.0.0.5', '10.0.0.5'],
  [
    'addresses, ranges and names, spaces dropped',
    ' 10.0.0.5, 192.168.0.0/16 ,loopback,fd00::/8 ',
    '10.0.0.5,192.168.0.0/16,loopback,fd00::/8',
  ],
] as const)('TRUST_PROXY %s', (_name, value, setting) => {
  expect(trustProxyFromEnv(value)).toBe(setting);
});

test('TRUST_PROXY=true (believe anyone) stops start-up', () => {
  expect(() => trustProxyFromEnv('true')).toThrow(/TRUST_PROXY=true would believe any caller's X-Forwarded-For/);
  expect(() => trustProxyFromEnv('TRUE')).toThrow(/TRUST_PROXY=true/);
});

test("a mistyped address stops start-up with the variable's name", () => {
  expect(() => applyTrustProxy(express(), trustProxyFromEnv('10.0.0.5,lodbalancer'))).toThrow(
    /^TRUST_PROXY: .*lodbalancer/,
  );
  expect(() => applyTrustProxy(express(), trustProxyFromEnv('10.0.0.0/8'))).not.toThrow();
});
