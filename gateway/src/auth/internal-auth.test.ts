import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { verifyIdentity } from '@muster/services/auth';
import { ServiceHttp } from '../backends/service-http';
import { GatewayMetrics } from '../metrics';
import { ANONYMOUS } from './identity';
import { INTERNAL_AUTH_HEADER, signInternalAuth, verifyInternalAuth } from './internal-auth';

describe('internal auth header', () => {
  const identity = { ...ANONYMOUS, userId: 7, username: 'jdoe', accountStatus: 'annual-subscriber', roles: ['admin'] };

  test('round-trips a signed identity', () => {
    const header = signInternalAuth(identity, 's3cret', 1_700_000_000_000);
    expect(header).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyInternalAuth(header, 's3cret')).toEqual({ ...identity, iat: 1_700_000_000 });
  });

  test.each([
    ['another secret', (h: string) => h, 'other'],
    [
      'a tampered payload',
      (h: string) => `${Buffer.from('{"userId":1}').toString('base64url')}.${h.split('.')[1]}`,
      's3cret',
    ],
    ['a missing signature', (h: string) => h.split('.')[0], 's3cret'],
  ])('refuses %s', (_name, change, secret) => {
    expect(verifyInternalAuth(change(signInternalAuth(identity, 's3cret')), secret)).toBeNull();
  });

  test('the services believe what the gateway signs, and only while it is fresh', () => {
    const now = 1_700_000_000_000;
    const header = signInternalAuth(identity, 's3cret', now);
    expect(verifyIdentity(header, 's3cret', now)).toMatchObject({ userId: 7, roles: ['admin'] });
    expect(verifyIdentity(header, 's3cret', now + 10 * 60_000)).toBeNull();
  });

  describe('a request signs a fresh header for each service call', () => {
    const seen: string[] = [];
    let server: http.Server;
    beforeAll(async () => {
      server = http.createServer((req, res) => {
        seen.push(String(req.headers[INTERNAL_AUTH_HEADER]));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    test('so a call late in a long request is still believed by the services', async () => {
      const clock = jest.spyOn(Date, 'now');
      try {
        const start = 1_700_000_000_000;
        const service = new ServiceHttp('user', {
          baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
          metrics: new GatewayMetrics(),
          authHeader: () => signInternalAuth(identity, 's3cret'),
        });
        clock.mockReturnValue(start);
        await service.get('/a', '/a');
        clock.mockReturnValue(start + 5 * 60_000);
        await service.get('/b', '/b');
        const [first, late] = seen;
        expect(verifyIdentity(late, 's3cret', start + 5 * 60_000)).toMatchObject({ userId: 7 });
        // The first call's header would no longer be believed at that time.
        expect(verifyIdentity(first, 's3cret', start + 5 * 60_000)).toBeNull();
      } finally {
        clock.mockRestore();
      }
    });
  });
});
