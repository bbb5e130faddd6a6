import type { Insertable } from 'kysely';
import type { MemorialElementTable, MemorialTable } from '@muster/services/db';
import { battles } from '../curated/battles';
import { regiments } from '../curated/regiments';
import type { Rng } from '../rng';
import type { SampledRecord } from './collections';
import { longDate } from './dates';
import { PlaceIndex } from './places';
import { type PortraitSitter, sitterOf } from './portraits';
import { tributePictures } from './tribute-pictures';

export interface MemorialRows {
  memorials: Insertable<MemorialTable>[];
  elements: Insertable<MemorialElementTable>[];
}

const topics: [title: string, text: string][] = [
  [
    'Buffalo Soldiers',
    'The Black regiments of the Regular Army, the 9th and 10th Cavalry and the 24th and 25th Infantry, served on the western frontier and charged up San Juan Heights in 1898.',
  ],
  [
    'Medal of Honor Recipients of Gettysburg',
    'Sixty-three men received the Medal of Honor for their actions in the three days at Gettysburg, among them Joshua Chamberlain and Alonzo Cushing.',
  ],
  [
    'Women of the Army Nurse Corps',
    'Army nurses served in France in 1918, on Bataan and Corregidor, and in the evacuation hospitals of Korea and Vietnam.',
  ],
  [
    'The Lost Battalion',
    'Men of the 77th Division held out for six days in the Argonne Forest in October 1918, until relief reached them.',
  ],
  [
    'Code Talkers',
    'Navajo, Comanche, Choctaw and other Native American servicemen sent messages in their own languages that the enemy never broke.',
  ],
  [
    'Prisoners of Andersonville',
    'Some 45,000 Union prisoners passed through Camp Sumter in Georgia; nearly 13,000 of them died there.',
  ],
];

const placesOfMemory = [
  'Gettysburg, Pennsylvania',
  'Arlington National Cemetery, Virginia',
  'Pearl Harbor, Hawaii',
  'Normandy American Cemetery, France',
  'Little Bighorn Battlefield, Montana',
  'Vicksburg National Military Park, Mississippi',
];

const factTypes: [type: string, name: string, value: (s: SampledRecord, places: PlaceIndex) => string | null][] = [
  ['date.vital.birth', 'Birth', (s) => (s.row.birth_date ? longDate(s.row.birth_date) : null)],
  [
    'place.vital.birth',
    'Birthplace',
    (s, p) => (s.row.birth_place_id ? PlaceIndex.label(p.path(s.row.birth_place_id)) : null),
  ],
  ['date.military.enlistment', 'Enlistment', (s) => (s.row.enlistment_date ? longDate(s.row.enlistment_date) : null)],
  [
    'place.military.enlistment',
    'Enlistment place',
    (s, p) => (s.row.enlistment_place_id ? PlaceIndex.label(p.path(s.row.enlistment_place_id)) : null),
  ],
  ['rank', 'Rank', (s) => s.row.rank ?? null],
  ['unit', 'Unit', (s) => s.row.unit ?? null],
  ['date.vital.death', 'Death', (s) => (s.row.death_date ? longDate(s.row.death_date) : null)],
  [
    'place.vital.death',
    'Place of death',
    (s, p) => (s.row.death_place_id ? PlaceIndex.label(p.path(s.row.death_place_id)) : null),
  ],
];

/**
 * The samples taken in turns of war (the first of each war, then the second…), each war's in the order given: the
 * people remembered, and so the Honor Wall, span the wars of the records rather than the one with most deaths.
 */
function byTurnsOfWar(samples: SampledRecord[]): SampledRecord[] {
  const wars = new Map<string, SampledRecord[]>();
  for (const s of samples) {
    const war = s.row.conflict ?? '';
    wars.set(war, [...(wars.get(war) ?? []), s]);
  }
  const out: SampledRecord[] = [];
  for (let turn = 0; out.length < samples.length; turn++)
    for (const list of wars.values()) if (turn < list.length) out.push(list[turn]);
  return out;
}

/**
 * Memorial pages of every type. Most are for servicemen found in the records, with facts taken from
 * the record and, as cover and honor image, the person's portrait in Member Uploads or the record's page.
 */
export function buildMemorials(
  count: number,
  samples: SampledRecord[],
  portraitOf: ((sitter: PortraitSitter) => number) | null,
  ownerIds: number[],
  places: PlaceIndex,
  rng: Rng,
  stamp: string,
): MemorialRows {
  const out: MemorialRows = { memorials: [], elements: [] };
  const chosen = byTurnsOfWar(
    [...samples].sort((a, b) => (b.row.death_date ? 1 : 0) - (a.row.death_date ? 1 : 0) || a.row.id! - b.row.id!),
  );
  let sampleAt = 0;
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const owner = ownerIds[i % ownerIds.length];
    const type =
      i < 6
        ? ['EVENT', 'ORGANIZATION', 'PLACE', 'TOPIC', 'PERSON', 'SERVICEPERSON'][i]
        : rng.weighted([
            ['SERVICEPERSON', 70],
            ['PERSON', 8],
            ['EVENT', 8],
            ['ORGANIZATION', 6],
            ['PLACE', 4],
            ['TOPIC', 4],
          ] as const);
    const elements: { type: string; value: unknown }[] = [];
    let memorial: Omit<Insertable<MemorialTable>, 'id' | 'owner_id' | 'created' | 'last_modified' | 'privacy_mode'>;
    if ((type === 'SERVICEPERSON' || type === 'PERSON') && sampleAt < chosen.length) {
      const s = chosen[sampleAt++];
      const r = s.row;
      const life = `${r.birth_year ?? '?'}–${r.death_year ?? ''}`;
      memorial = {
        type,
        title: r.full_name,
        description: `${r.rank ?? ''} ${r.full_name}, ${r.unit ?? r.branch}. ${r.conflict}.`.trim(),
        primary_military_event: r.conflict,
        index_record_id: r.id,
      };
      const pictures = tributePictures(rng, portraitOf && ((p: SampledRecord) => portraitOf(sitterOf(p.row))), s);
      elements.push({ type: 'COVER_IMAGE', value: pictures.cover });
      elements.push({
        type: 'STORY',
        value: {
          title: r.death_date ? 'He gave his life' : 'His service',
          content: `${r.given_name} ${r.surname} was born ${r.birth_date ? `on ${longDate(r.birth_date)}` : ''}${r.birth_place_id ? ` in ${PlaceIndex.label(places.path(r.birth_place_id))}` : ''}. ${r.enlistment_date ? `He enlisted on ${longDate(r.enlistment_date)} and served as ${r.rank?.toLowerCase() ?? 'a soldier'} in ${r.unit}.` : `He registered for the draft in ${r.conflict}.`} ${r.death_date ? `He died on ${longDate(r.death_date)}${r.casualty_type ? ` (${r.casualty_type.toLowerCase()})` : ''}.` : 'He came home after the war and is remembered by his family.'} This page was started by a descendant who found his name in the records.`,
          dateText: life,
          placeText: r.residence_place_id ? PlaceIndex.label(places.path(r.residence_place_id)) : '',
        },
      });
      for (const [factType, name, value] of factTypes) {
        const v = value(s, places);
        if (v) elements.push({ type: 'FACT', value: { type: factType, name, value: v } });
      }
      elements.push({ type: 'HONOR_IMAGE', value: pictures.honor });
      elements.push({ type: 'SOURCE', value: { link: `/record/${r.id}`, comment: r.title } });
    } else if (type === 'ORGANIZATION') {
      const reg = regiments[rng.int(0, regiments.length - 1)];
      memorial = {
        type,
        title: reg.name,
        description: reg.nicknames.length ? `"${reg.nicknames[0]}" - ${reg.conflict}` : reg.conflict,
        primary_military_event: reg.conflict,
        index_record_id: null,
      };
      elements.push({
        type: 'STORY',
        value: {
          title: 'History',
          content: reg.history,
          dateText: `${reg.startDate.slice(0, 4)}–${reg.endDate.slice(0, 4)}`,
          placeText: reg.startPlace,
        },
      });
      elements.push({
        type: 'FACT',
        value: { type: 'date.military.organized', name: 'Organized', value: longDate(reg.startDate) },
      });
      elements.push({
        type: 'FACT',
        value: { type: 'place.military.organized', name: 'Organized at', value: reg.startPlace },
      });
      elements.push({ type: 'SOURCE', value: { link: `/regiment/${regiments.indexOf(reg) + 1}`, comment: reg.name } });
    } else if (type === 'EVENT') {
      const b = battles[rng.int(0, battles.length - 1)];
      memorial = {
        type,
        title: b.name,
        description: b.outcome,
        primary_military_event: b.conflict,
        index_record_id: null,
      };
      elements.push({
        type: 'STORY',
        value: {
          title: b.name,
          content: b.description,
          dateText: b.start === b.end ? longDate(b.start) : `${longDate(b.start)} – ${longDate(b.end)}`,
          placeText: b.place,
        },
      });
      elements.push({ type: 'FACT', value: { type: 'date.military.battle', name: 'Date', value: longDate(b.start) } });
      elements.push({ type: 'FACT', value: { type: 'place.military.battle', name: 'Place', value: b.place } });
      elements.push({ type: 'SOURCE', value: { link: `/battle/${battles.indexOf(b) + 1}`, comment: b.name } });
    } else if (type === 'PLACE') {
      const place = rng.pick(placesOfMemory);
      memorial = {
        type,
        title: place,
        description: `Remembering those who served and fell at ${place}.`,
        primary_military_event: null,
        index_record_id: null,
      };
      elements.push({
        type: 'STORY',
        value: {
          title: `Visiting ${place.split(',')[0]}`,
          content: `Notes and photographs from a visit to ${place}, with the names of the men from our county who rest there.`,
          dateText: '',
          placeText: place,
        },
      });
    } else {
      const [title, text] = rng.pick(topics);
      memorial = {
        type: 'TOPIC',
        title,
        description: text.split('.')[0],
        primary_military_event: null,
        index_record_id: null,
      };
      elements.push({ type: 'STORY', value: { title, content: text, dateText: '', placeText: '' } });
    }
    const created = new Date(Date.parse(stamp) + i * 3_600_000).toISOString();
    out.memorials.push({
      id,
      owner_id: owner,
      created,
      last_modified: created,
      privacy_mode: rng.chance(0.9) ? 'PUBLIC' : 'PRIVATE',
      ...memorial,
    });
    if (rng.chance(0.3))
      elements.push({
        type: 'COMMENT',
        value: {
          text: rng.pick([
            'Thank you for sharing his story.',
            'My great-grandfather served in the same company.',
            'Never forgotten.',
          ]),
        },
      });
    elements.forEach((e, ordinal) =>
      out.elements.push({
        id: out.elements.length + 1,
        memorial_id: id,
        type: e.type,
        ordinal,
        owner_id: owner,
        value: JSON.stringify(e.value),
        created,
        last_modified: created,
      }),
    );
  }
  return out;
}
