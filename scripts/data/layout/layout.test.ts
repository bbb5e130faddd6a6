import { Faker, en } from '@faker-js/faker';
import { PlaceIndex } from '../build/places';
import { makePerson } from '../build/people';
import { planRolls } from '../build/rolls';
import { buildUnits } from '../build/units';
import { conflictNamed } from '../curated/conflicts';
import { publications } from '../curated/publications';
import { Rng } from '../rng';
import { capacity, layoutPage } from './forms';
import type { PageContext } from './view';

const faker = new Faker({ locale: [en] });
const places = new PlaceIndex();
const units = buildUnits(places, faker);

// One publication of each form, laid out with a full page of generated records.
const samples = [
  ...new Map(
    publications.filter((p) => p.form !== 'photos').map((p) => [`${p.form}/${conflictNamed(p.conflict).hand}`, p]),
  ).values(),
];

describe.each(samples.map((p) => [p.form, p.slug, p] as const))('%s page (%s)', (_form, _slug, pub) => {
  const conflict = conflictNamed(pub.conflict);
  const rng = new Rng(7);
  const roll = planRolls(pub, conflict, units.refs, 1, rng)[0];
  const hand = conflict.hand === 'typed' ? ('typed' as const) : ('hand' as const);
  const ctx: PageContext = {
    form: pub.form,
    title: pub.title,
    rollTitle: roll.values.join(' - '),
    pageNumber: 3,
    hand,
    contentType: pub.contentType,
    docType: pub.docType,
    conflict: conflict.name,
    year: conflict.startYear,
    seed: 1,
  };
  const people = Array.from({ length: capacity(ctx) }, (_, i) =>
    makePerson({ pub, conflict, roll, places, rng, faker, stamp: '2025-01-01T00:00:00Z' }, i + 1),
  );
  const page = layoutPage(
    ctx,
    people.map((p) => p.view),
  );
  const { width, height } = page.layout;

  it('keeps every word box inside the image', () => {
    expect(page.words.length).toBeGreaterThan(people.length);
    for (const w of page.words) {
      expect(w.x).toBeGreaterThanOrEqual(0);
      expect(w.y).toBeGreaterThanOrEqual(0);
      expect(w.x + w.w).toBeLessThanOrEqual(width);
      expect(w.y + w.h).toBeLessThanOrEqual(height);
    }
  });

  it("keeps each record's words inside its sub-image", () => {
    expect(page.recordRects).toHaveLength(people.length);
    page.words.forEach((w, i) => {
      const owner = page.owners[i];
      if (owner < 0) return;
      const r = page.recordRects[owner];
      expect({
        word: w.t,
        inside: w.x >= r.x && w.y >= r.y && w.x + w.w <= r.x + r.w && w.y + w.h <= r.y + r.h + 2,
      }).toEqual({ word: w.t, inside: true });
    });
  });

  it("writes each record's name on the page", () => {
    for (const p of people) expect(page.text).toContain(p.row.surname);
  });
});
