import { jest } from '@jest/globals';
import Keyv from 'keyv';
import type { DataVersionsDto } from '@muster/contract';
import { GatewayCache } from '../cache';
import { DATA_VERSIONS_NEAR_MS, DataVersions } from './data-versions';
import type { ServiceHttp } from './service-http';

/** A services stand-in answering GET /cache/versions from `answers` in turn (an Error is a failed call). */
function services(answers: (DataVersionsDto | Error)[]) {
  const calls: string[] = [];
  const http = {
    async get(_route: string, path: string) {
      calls.push(path);
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    },
  } as unknown as ServiceHttp;
  return { http, calls };
}

describe('DataVersions', () => {
  test('concurrent readers share one call, and the answer is kept DATA_VERSIONS_NEAR_MS', async () => {
    let now = 0;
    const { http, calls } = services([
      { records: '1.0', catalogue: '4' },
      { records: '2.0', catalogue: '4' },
    ]);
    const versions = new DataVersions(http, () => now);
    const first = await Promise.all([versions.current(), versions.current(), versions.current()]);
    expect(first).toEqual(Array(3).fill({ records: '1.0', catalogue: '4' }));
    now += DATA_VERSIONS_NEAR_MS - 1;
    expect(await versions.current()).toEqual({ records: '1.0', catalogue: '4' });
    expect(calls).toEqual(['/cache/versions']);
    now += 2;
    expect(await versions.current()).toEqual({ records: '2.0', catalogue: '4' });
    expect(calls).toHaveLength(2);
  });

  test('a failed call keeps the versions last read, and is not asked again before the interval', async () => {
    let now = 0;
    const { http, calls } = services([{ records: '1.0', catalogue: '4' }, new Error('refused')]);
    const versions = new DataVersions(http, () => now);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await versions.current();
    now += DATA_VERSIONS_NEAR_MS + 1;
    expect(await versions.current()).toEqual({ records: '1.0', catalogue: '4' });
    expect(await versions.current()).toEqual({ records: '1.0', catalogue: '4' });
    expect(calls).toHaveLength(2);
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  test("a change in the services' versions gives the gateway's cache keys new names, beside its own bumps", async () => {
    const answers: DataVersionsDto[] = [{ records: '1.0', catalogue: '4' }];
    const cache = new GatewayCache(new Keyv(), { current: async () => answers[0]! });
    const before = [await cache.inRecordsAndCatalogue('k'), await cache.recordsVersion()];
    answers[0] = { records: '2.0', catalogue: '4' };
    const records = [await cache.inRecordsAndCatalogue('k'), await cache.recordsVersion()];
    answers[0] = { records: '2.0', catalogue: '5' };
    const catalogue = await cache.inCatalogue('k');
    await cache.bumpCatalogue();
    const bumped = await cache.inCatalogue('k');
    expect(new Set([before[0], records[0], catalogue, bumped]).size).toBe(4);
    expect(before[1]).not.toBe(records[1]);
  });
});
