import { startGateway, useStack } from '@muster/testkit';
import { fixture } from '@muster/testkit/fixtures';
import {
  ALL_RECORD_FIELDS,
  FIELD_CHOICES,
  type RecordField,
  partnerPageDocument,
  partnerPageHits,
  partnerPageVariables,
} from '@muster/testkit/partner-page';
import { PAGE_CALL_BUDGET, callsBetween, isFieldCall, readServiceCalls } from '@muster/testkit/service-calls';
import { keyDigest, newKeySecret } from '@muster/contract/node';
import { Browser, SIGN_IN, setPassword } from './accounts-helpers';

/**
 * A partner's page (issue 14 point 14) makes at most four service calls whatever record fields it picks: the
 * search, the records, their page images and, only when the cached catalogue lacks one, the publications. Counted
 * by the gateway's own muster_gateway_service_calls_total, as `npm run bench -- partner` counts them.
 */
const METRICS_TOKEN = 'partner-page-calls-token';
const stack = useStack({ gateway: { metricsToken: METRICS_TOKEN } });

const SUBSCRIBER = { username: fixture.user.username, password: 'Partner-page-2026' };

async function page(browser: Browser, fields: RecordField[], hitFields: string) {
  const before = await readServiceCalls(browser.gatewayUrl, METRICS_TOKEN);
  const { status, body } = await browser.gql(
    partnerPageDocument(fields, hitFields),
    partnerPageVariables({ publicationId: fixture.publications.serviceRecords, offset: 0, size: 100 }),
  );
  const calls = callsBetween(before, await readServiceCalls(browser.gatewayUrl, METRICS_TOKEN));
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return { hits: partnerPageHits<{ doc: Record<string, any> }>(body.data), calls };
}

/** A partner program: the subscriber's account behind an API key, sent on every request instead of a cookie. */
class KeyHolder extends Browser {
  constructor(
    gatewayUrl: string,
    private secret: string,
  ) {
    super(gatewayUrl);
  }
  override gql<T = any>(query: string, variables?: Record<string, unknown>, headers: Record<string, string> = {}) {
    return super.gql<T>(query, variables, { ...headers, authorization: `Bearer ${this.secret}` });
  }
}

/** The key as staff would make it; its making is api-keys.test.ts's business, its use is this file's. */
async function subscriberKey(): Promise<string> {
  const { secret, prefix } = newKeySecret();
  const now = new Date();
  await stack.db.db
    .insertInto('api_keys')
    .values({
      owner_id: fixture.user.id,
      name: 'Partner page calls',
      prefix,
      secret_hash: keyDigest(secret),
      scopes: JSON.stringify(['read']),
      origins: JSON.stringify([]),
      created_at: now.toISOString(),
      created_by: fixture.user.id,
      expires_at: new Date(now.getTime() + 24 * 3600_000).toISOString(),
    })
    .execute();
  return secret;
}

describe.each([
  ['a visitor', 'visitor'],
  ['a subscriber signed in with a cookie', 'cookie'],
  ["a partner with an API key on the subscriber's account", 'key'],
] as const)('%s', (_, credential) => {
  const signedIn = credential !== 'visitor';
  let caller: Browser;
  beforeAll(async () => {
    caller = credential === 'key' ? new KeyHolder(stack.url, await subscriberKey()) : new Browser(stack.url);
    if (credential !== 'cookie') return;
    await setPassword(stack.db.db, fixture.user.id, SUBSCRIBER.password);
    expect((await caller.gql(SIGN_IN, SUBSCRIBER)).body.errors).toBeUndefined();
  });

  test.each(FIELD_CHOICES)('$name: at most four service calls, none of them per hit', async ({ fields, hitFields }) => {
    const { hits, calls } = await page(caller, fields, hitFields);
    expect(hits.length).toBeGreaterThan(1);
    expect(hits.every((hit) => hit.doc.id)).toBe(true);
    expect(calls.forFields).toBeLessThanOrEqual(PAGE_CALL_BUDGET);
    // A lookup per hit would call one route as many times as there are hits.
    for (const [route, count] of calls.byRoute) expect([route, count]).toEqual([route, 1]);
  });

  test(`the page reads each record's ${signedIn ? 'details' : 'preview'}: names always, dates only when the caller may view them`, async () => {
    const { hits } = await page(caller, ALL_RECORD_FIELDS, '');
    const josiah = hits.find((hit) => hit.doc.recordId === fixture.josiahRecordId)?.doc;
    expect(josiah).toMatchObject({
      surname: fixture.surname,
      publication: { title: expect.any(String) },
      image: { width: fixture.imageSize.width, height: fixture.imageSize.height },
    });
    // Josiah's publication is for subscribers: a visitor reads his name, not his dates.
    expect(josiah!.deathDate).toEqual(signedIn ? expect.any(String) : null);
  });
});

test('with the publication catalogue not cached yet, the whole page takes the fourth call and no more', async () => {
  const cold = await startGateway({ servicesUrl: stack.servicesUrl, warmCache: false, metricsToken: METRICS_TOKEN });
  try {
    const { calls } = await page(new Browser(cold.url), ALL_RECORD_FIELDS, '');
    expect([...calls.byRoute.keys()].filter(isFieldCall).sort()).toEqual([
      'document /document/images',
      'index-record /fold31-index-record/records',
      'publication /publication',
      'search /fold31-search/doc-search',
    ]);
    expect(calls.forFields).toBe(PAGE_CALL_BUDGET);
  } finally {
    await cold.stop();
  }
});
