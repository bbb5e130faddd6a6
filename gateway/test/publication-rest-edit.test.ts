import { randomBytes } from 'node:crypto';
import { startGateway, startServices, type TestGateway, type TestServices } from '@muster/testkit';
import { fixture } from '@muster/testkit/fixtures';
import { signInternalAuth } from '../src/auth/internal-auth';
import { DEV_INTERNAL_AUTH_SECRET } from '../src/config';
import { Browser, sleep } from './accounts-helpers';

/**
 * Issue 15 point 4 ("within 5 s on every gateway") for an edit no gateway sees: staff's tools calling the publication
 * service's PUT /pub-edit/{id} directly. The gateways learn of it from the services' catalogue version (GET
 * /cache/versions, read at most every 2 s), so a visitor whose gateway holds the publication list from before is
 * refused the record within 5 s. Two gateways share Redis when REDIS_URL is set; PostgreSQL when DATABASE_URL is.
 */
const redisUrl = process.env.REDIS_URL;
const PENSIONS = fixture.publications.pensions; // PUBLIC
const RECORD = 13; // Mary Whitcomb, on the pensions' page 201
const VIEW = `{
  indexRecord(id: ${RECORD}) { rank access { requirement } }
  publications { publicationId accessLevel }
}`;

let services: TestServices;
let gateways: TestGateway[];

beforeAll(async () => {
  services = await startServices();
  const shared = redisUrl ? { redisUrl, cacheNamespace: `muster-test-${randomBytes(6).toString('hex')}` } : {};
  gateways = [
    await startGateway({ servicesUrl: services.url, warmCache: false, ...shared }),
    await startGateway({ servicesUrl: services.url, warmCache: false, ...shared }),
  ];
}, 180_000);

afterAll(async () => {
  for (const gateway of gateways ?? []) await gateway.stop();
  await services?.stop();
});

/** The edit as staff's own tool sends it: straight to the service, with an admin's signed identity. */
async function editByRest(configuredAccessLevel: string) {
  const admin = {
    userId: 2,
    username: 'archivist',
    accountStatus: 'non-subscriber',
    confirmed: true,
    roles: ['admin'],
    institutionId: null,
  };
  const answer = await fetch(`${services.url}/publication/pub-edit/${PENSIONS}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', 'x-muster-auth': signInternalAuth(admin, DEV_INTERNAL_AUTH_SECRET) },
    body: JSON.stringify({ configuredAccessLevel }),
  });
  expect(answer.status).toBe(200);
  await answer.arrayBuffer();
}

async function visitorView(visitor: Browser) {
  const { body } = await visitor.gql(VIEW);
  expect(body.errors).toBeUndefined();
  return {
    rank: body.data.indexRecord.rank as string | null,
    requirement: (body.data.indexRecord.access?.requirement ?? null) as string | null,
    level: body.data.publications.find((p: { publicationId: number }) => p.publicationId === PENSIONS).accessLevel,
  };
}

/** Asks every 200 ms until the visitor sees `level` in force, record and catalogue alike; false when 5 s pass first. */
async function within5s(visitor: Browser, level: 'PUBLIC' | 'SUBSCRIBER'): Promise<boolean> {
  const refused = level !== 'PUBLIC';
  const started = Date.now();
  while (Date.now() - started <= 5_000) {
    const view = await visitorView(visitor);
    if (view.level === level && (view.requirement !== null) === refused && (view.rank === null) === refused)
      return true;
    await sleep(200);
  }
  return false;
}

test('a REST-only change of access level refuses the visitor on every gateway within 5 s, and back', async () => {
  const visitors = gateways.map((g) => new Browser(g.url));
  for (const visitor of visitors) {
    const view = await visitorView(visitor);
    expect(view).toEqual({ rank: expect.any(String), requirement: null, level: 'PUBLIC' });
  }
  await editByRest('SUBSCRIBER');
  for (const visitor of visitors) {
    expect(await within5s(visitor, 'SUBSCRIBER')).toBe(true);
    expect(await visitorView(visitor)).toEqual({ rank: null, requirement: expect.any(String), level: 'SUBSCRIBER' });
  }
  await editByRest('PUBLIC');
  for (const visitor of visitors) expect(await within5s(visitor, 'PUBLIC')).toBe(true);
});
