import { fixture } from '@muster/testkit/fixtures';
import { type ImageServices, startImageServices, who } from '@muster/testkit/images';
import { backends } from '@muster/testkit';

type Json = any;
const BASE = 'https://muster.test';
const en = (value: unknown) => expect(value).toEqual({ en: expect.arrayContaining([expect.any(String)]) });

/** The structure Presentation 3 requires of a manifest whose canvases each paint one IIIF image. */
function expectValidManifest(manifest: Json, id: string): void {
  expect(manifest['@context']).toBe('http://iiif.io/api/presentation/3/context.json');
  expect(manifest).toMatchObject({ id, type: 'Manifest' });
  en(manifest.label);
  for (const item of manifest.metadata) {
    en(item.label);
    en(item.value);
  }
  en(manifest.requiredStatement.label);
  en(manifest.requiredStatement.value);
  expect(manifest.rights).toMatch(/^http:\/\/rightsstatements\.org\/vocab\/[A-Za-z-]+\/1\.0\/$/);
  const canvasIds = new Set<string>();
  for (const canvas of manifest.items) {
    expect(canvas).toMatchObject({ type: 'Canvas', id: expect.stringMatching(/^https:\/\//) });
    expect(canvasIds.has(canvas.id)).toBe(false);
    canvasIds.add(canvas.id);
    en(canvas.label);
    expect(Number.isInteger(canvas.width) && canvas.width > 0).toBe(true);
    expect(Number.isInteger(canvas.height) && canvas.height > 0).toBe(true);
    expect(canvas.items).toHaveLength(1);
    const [page] = canvas.items;
    expect(page.type).toBe('AnnotationPage');
    const [annotation] = page.items;
    expect(annotation).toMatchObject({ type: 'Annotation', motivation: 'painting', target: canvas.id });
    const { body } = annotation;
    expect(body).toMatchObject({ type: 'Image', format: 'image/jpeg', width: canvas.width, height: canvas.height });
    const [service] = body.service;
    expect(service).toMatchObject({
      type: 'ImageService3',
      profile: 'level2',
      id: expect.stringMatching(`^${BASE}/iiif/3/\\d+$`),
    });
    expect(body.id.startsWith(`${service.id}/`)).toBe(true);
    expect(body.id).toMatch(/\/(full|\d+,\d+,\d+,\d+)\/max\/0\/default\.jpg$/);
  }
}

describe.each(backends)('IIIF Presentation 3 manifests on %s', (backend) => {
  let s: ImageServices;
  beforeAll(async () => {
    s = await startImageServices({ backend });
  });
  afterAll(() => s.stop());
  const get = (path: string, as = who.visitor) =>
    s.getAs(`/fold31-image-data/iiif/manifest/${path}`, as, {
      'x-forwarded-host': 'muster.test',
      'x-forwarded-proto': 'https',
    });

  test('a roll: one canvas per page in ordinal order, with publication, roll and browse path', async () => {
    const res = await get(`roll/${fixture.rolls.companyA}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const manifest = res.json();
    expectValidManifest(manifest, `${BASE}/iiif/manifest/roll/${fixture.rolls.companyA}`);
    expect(manifest.items.map((c: Json) => c.items[0].items[0].body.service[0].id)).toEqual(
      [fixture.images.first, fixture.images.second, fixture.images.third].map((id) => `${BASE}/iiif/3/${id}`),
    );
    expect(manifest.items[0]).toMatchObject({ width: 600, height: 900, label: { en: ['Company A muster roll'] } });
    const metadata = Object.fromEntries(manifest.metadata.map((m: Json) => [m.label.en[0], m.value.en[0]]));
    expect(metadata).toMatchObject({
      Publication: 'Civil War Service Records (Union) - Massachusetts',
      Roll: 'Massachusetts - 20th Infantry - Company A',
      'Browse path': 'State: Massachusetts › Regiment: 20th Infantry › Company: Company A',
    });
    expect(manifest.rights).toBe('http://rightsstatements.org/vocab/NoC-US/1.0/');
    expect(manifest.homepage[0].id).toBe(`${BASE}/image/${fixture.images.first}`);
  });

  test('a memorial: its pictures, a cover cropped to its rectangle', async () => {
    const manifest = (await get(`memorial/${fixture.memorialId}`)).json();
    expectValidManifest(manifest, `${BASE}/iiif/manifest/memorial/${fixture.memorialId}`);
    expect(manifest.label).toEqual({ en: ['Josiah Whitcomb (1838-1862)'] });
    expect(manifest.items).toHaveLength(1);
    expect(manifest.items[0]).toMatchObject({
      width: 300,
      height: 200,
      label: { en: [expect.stringMatching(/^Cover image: /)] },
    });
    expect(manifest.items[0].items[0].items[0].body.id).toBe(
      `${BASE}/iiif/3/${fixture.images.first}/0,0,300,200/max/0/default.jpg`,
    );
  });

  test('ETag and 304', async () => {
    const first = await get(`roll/${fixture.rolls.pensionW}`);
    const etag = first.headers.get('etag')!;
    const again = await s.getAs(`/fold31-image-data/iiif/manifest/roll/${fixture.rolls.pensionW}`, who.visitor, {
      'x-forwarded-host': 'muster.test',
      'x-forwarded-proto': 'https',
      'if-none-match': etag,
    });
    expect(again.status).toBe(304);
  });

  test('a private memorial is only there for its owner', async () => {
    await s.db.db
      .updateTable('memorials')
      .set({ privacy_mode: 'PRIVATE' })
      .where('id', '=', fixture.topicMemorialId)
      .execute();
    expect((await get(`memorial/${fixture.topicMemorialId}`)).status).toBe(404);
    const own = await get(`memorial/${fixture.topicMemorialId}`, who.basic);
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, max-age=300');
    expect(own.json().items).toEqual([]);
  });

  test.each([`roll/${fixture.missingId}`, `memorial/${fixture.missingId}`])('%s is a 404', async (path) => {
    expect((await get(path)).status).toBe(404);
  });
});
