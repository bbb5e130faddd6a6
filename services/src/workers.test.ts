import os from 'node:os';
import { servicesWorkersFromEnv } from './workers';

test.each([
  [undefined, 1],
  ['', 1],
  ['auto', os.availableParallelism()],
  ['1', 1],
  [' 3 ', 3],
])('SERVICES_WORKERS=%p runs %p workers', (value, count) => {
  expect(servicesWorkersFromEnv({ SERVICES_WORKERS: value })).toBe(count);
});

test.each(['0', '-2', '1.5', 'two', '65'])(
  'SERVICES_WORKERS=%p is refused at start-up, naming the setting',
  (value) => {
    expect(() => servicesWorkersFromEnv({ SERVICES_WORKERS: value })).toThrow(/SERVICES_WORKERS/);
  },
);
