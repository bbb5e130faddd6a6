import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildServicesApp } from '../src/app';
import { type Identity, internalAuthSecret, signIdentity } from '../src/auth/identity';
import type { SearchResults } from '@muster/contract';
import { fixture, seedFixtures } from '@muster/testkit/fixtures';
import { type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends, openTestDb, type TestDb } from '@muster/testkit';

/**
 * The services enforce access themselves (ARCHITECTURE "Trust and identity"): an object above the caller's
 * access answers its preview with a `denial`; a route returning only protected data answers 403 with the
 * requirement. The same identity header with a subscriber's identity gets everything.
 */
describe.each(backends)('access in the record services on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
  });
  afterAll(async () => {
    await s?.stop();
  });

  const subscriberRecord = fixture.josiahRecordId; // publication 1, SUBSCRIBER
  const subscriberPage = fixture.images.first;

  test('a record above the caller’s access is its preview (name, title) with the denial, no details', async () => {
    const denied = (await s.getAs(`/fold31-index-record/record/${subscriberRecord}`, who.basic)).json();
    expect(denied).toMatchObject({
      recordId: subscriberRecord,
      title: 'Josiah Whitcomb',
      fullName: 'Josiah Whitcomb',
      birthDate: null,
      rank: null,
      unit: null,
      residencePlace: null,
      regimentId: null,
      serviceNumber: null,
      denial: {
        action: 'VIEW',
        requirement: 'subscribe',
        minimumAccountStatus: 'free-trial',
        accessLevel: 'SUBSCRIBER',
      },
    });
    const allowed = (await s.getAs(`/fold31-index-record/record/${subscriberRecord}`, who.subscriber)).json();
    expect(allowed).toMatchObject({ birthDate: '1838', rank: 'Private', regimentId: fixture.regimentId });
    expect(allowed.denial).toBeUndefined();
  });

  test('the batch route guards each record on its own', async () => {
    const pensionRecord = 13; // publication 2, PUBLIC
    const rows = (
      await s.getAs(`/fold31-index-record/records?id=${subscriberRecord}&id=${pensionRecord}`, who.visitor)
    ).json();
    expect(rows.map((r: { denial?: { requirement: string } }) => r.denial?.requirement ?? null)).toEqual([
      'subscribe',
      null,
    ]);
    expect(rows[1].rank).not.toBeNull();
  });

  test('a page above the caller’s access loses its regions and tile token', async () => {
    const image = (await s.getAs(`/document/image/${subscriberPage}`, who.visitor)).json();
    expect(image).toMatchObject({ imageId: subscriberPage, subImages: [], denial: { requirement: 'subscribe' } });
    const viewer = (await s.getAs(`/document/viewer-image?id=${subscriberPage}`, who.visitor)).json();
    expect(viewer).toMatchObject({ imageToken: '', denial: { requirement: 'subscribe' } });
    const open = (await s.getAs(`/document/viewer-image?id=${subscriberPage}`, who.subscriber)).json();
    expect(open.imageToken).not.toBe('');
    expect(open.indexRecordIds.length).toBeGreaterThan(0);
  });

  test('a region of an open page keeps its box for a visitor', async () => {
    const sub = (await s.getAs(`/document/sub-image/${fixture.subImageId}`, who.visitor)).json(); // on the PUBLIC pension card
    expect(sub.rect).toEqual({ x: 50, y: 60, w: 300, h: 200 });
    expect(sub.denial).toBeUndefined();
  });

  test('routes of protected data only answer 403 with the requirement', async () => {
    const ocr = await s.getAs(`/document/ocr-text/${subscriberPage}`, who.unconfirmed);
    expect(ocr.status).toBe(403);
    expect(ocr.json()).toMatchObject({
      requirement: 'subscribe',
      minimumAccountStatus: 'free-trial',
      accessLevel: 'SUBSCRIBER',
    });
    expect((await s.getAs(`/document/ocr-text/${subscriberPage}`, who.subscriber)).status).toBe(200);
  });

  test('access-viewer tells the gateway the caller’s confirmation from the users table', async () => {
    expect((await s.getAs('/fold31-api/access-viewer', who.unconfirmed)).json()).toMatchObject({
      userId: 3,
      confirmed: false,
      institution: null,
    });
    expect((await s.getAs('/fold31-api/access-viewer', who.basic)).json()).toMatchObject({
      userId: 2,
      confirmed: true,
    });
    expect((await s.getAs('/fold31-api/access-viewer', who.visitor)).json()).toMatchObject({
      userId: null,
      confirmed: false,
    });
  });
});

describe.each(backends)('private memorials on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
    await s.db.db
      .updateTable('memorials')
      .set({ privacy_mode: 'PRIVATE' })
      .where('id', '=', fixture.topicMemorialId)
      .execute();
  });
  afterAll(async () => {
    await s?.stop();
  });

  test('exist only for their owner and administrators', async () => {
    const path = `/fold31-memorial/memorial/${fixture.topicMemorialId}`; // owned by user 2
    expect((await s.getAs(path, who.visitor)).status).toBe(404);
    expect((await s.getAs(path, who.subscriber)).status).toBe(404);
    expect((await s.getAs(path, who.basic)).status).toBe(200);
    expect((await s.getAs(path, { ...who.subscriber, roles: ['admin'] })).status).toBe(200);
    const batch = (
      await s.getAs(`/fold31-memorial/memorials?id=${fixture.memorialId}&id=${fixture.topicMemorialId}`, who.visitor)
    ).json();
    expect(batch.map((m: { memorialId: number } | null) => m?.memorialId ?? null)).toEqual([fixture.memorialId, null]);
  });
});

describe('search hits the caller may not view', () => {
  let t: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    t = await openTestDb('sqlite');
    await seedFixtures(t.db.db, t.dataDir);
    app = await buildServicesApp({ db: t.db, dataDir: t.dataDir });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app?.close();
    await t?.dispose();
  });

  const searchAs = async (identity: Identity) => {
    const { port } = app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/fold31-search/doc-search`, {
      method: 'POST',
      body: JSON.stringify({ keywords: fixture.surname, maxCount: 100 }),
      headers: { 'content-type': 'application/json', 'x-muster-auth': signIdentity(identity, internalAuthSecret()) },
    });
    return (await response.json()) as SearchResults;
  };

  test('keep their reference but lose highlights, with the denial; a subscriber gets them all', async () => {
    const josiah = (r: SearchResults) =>
      r.hits.find((h) => h.doc.contentType === 'INDEX_RECORD' && h.doc.objectId === fixture.josiahRecordId)!;
    const visitor = josiah(await searchAs(who.visitor)) as SearchResults['hits'][number] & {
      denial?: { requirement: string };
    };
    expect(visitor.highlights).toEqual([]);
    expect(visitor.denial).toMatchObject({ requirement: 'subscribe', accessLevel: 'SUBSCRIBER' });
    expect(visitor.matches.every((m) => m.field === 'keywords' || m.field.startsWith('full-name'))).toBe(true);
    const subscriber = josiah(await searchAs(who.subscriber));
    expect(subscriber.highlights.length).toBeGreaterThan(0);
    expect('denial' in subscriber).toBe(false);
  });
});
