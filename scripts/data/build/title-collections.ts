import type { Insertable } from 'kysely';
import type { PartnerTable, TitleCollectionPublicationTable, TitleCollectionTable } from '@muster/services/db';
import { slugify } from '@muster/services/slug';
import { conflicts } from '../curated/conflicts';
import { publications } from '../curated/publications';
import { hashString } from '../rng';
import { backgroundSvg, iconSvg } from './collection-art';

export interface CollectionRows {
  collections: Insertable<TitleCollectionTable>[];
  members: Insertable<TitleCollectionPublicationTable>[];
  partners: Insertable<PartnerTable>[];
}

/** Themes across conflicts, each the publications of one Publication Type (or the memorial walls). */
const themes: { title: string; description: string; contentTypes: string[] }[] = [
  {
    title: 'Service Records',
    description:
      'Compiled service records and award summaries: where a soldier enlisted, where he served and how he left.',
    contentTypes: ['Service Records'],
  },
  {
    title: 'Pension Files',
    description:
      'Applications of veterans and their widows for pensions and bounty land, with sworn accounts of service.',
    contentTypes: ['Pension Files'],
  },
  {
    title: 'Draft Registrations',
    description: 'Draft cards of the two World Wars, with birth dates, birthplaces, employers and descriptions.',
    contentTypes: ['Draft Registrations'],
  },
  {
    title: 'Muster Rolls and Rosters',
    description: 'Company muster rolls, regimental returns and unit rosters, in the order the clerks kept them.',
    contentTypes: ['Muster Rolls'],
  },
  {
    title: 'Casualties and Burials',
    description: 'Casualty reports, burial registers and the memorial walls that name those who died.',
    contentTypes: ['Casualty Lists', 'Burial Registers', 'Memorials'],
  },
];

const partnerText: Record<string, { description: string; website: string | null }> = {
  'National Archives and Records Administration': {
    description:
      'The National Archives and Records Administration keeps the records of the federal government, among them the service, pension and draft records of every American war.',
    website: 'https://www.archives.gov',
  },
};

/** The conflict collections (slug `us-{conflict}`, so the Civil War's is the War Stories page), themes and partners. */
export function buildTitleCollections(): CollectionRows {
  const out: CollectionRows = { collections: [], members: [], partners: [] };
  const pubIds = new Map(publications.map((p, i) => [p.slug, i + 1]));
  const add = (
    title: string,
    kind: string,
    conflict: string | null,
    description: string,
    pubs: typeof publications,
  ) => {
    const id = out.collections.length + 1;
    const slug = kind === 'CONFLICT' ? `us-${slugify(title)}` : slugify(title);
    const seed = hashString(slug);
    out.collections.push({
      id,
      slug,
      title,
      kind,
      conflict,
      description,
      ordinal: id,
      icon_svg: iconSvg(title, seed),
      background_svg: backgroundSvg(seed),
    });
    pubs.forEach((p, ordinal) => out.members.push({ collection_id: id, publication_id: pubIds.get(p.slug)!, ordinal }));
  };
  for (const c of conflicts) {
    const pubs = publications.filter((p) => p.conflict === c.name);
    if (pubs.length)
      add(
        c.name,
        'CONFLICT',
        c.name,
        `Records of the ${c.name} (${c.startYear === c.endYear ? c.startYear : `${c.startYear}–${c.endYear}`}), and the stories members tell of those who served in it.`,
        pubs,
      );
  }
  for (const t of themes)
    add(
      t.title,
      'TITLE',
      null,
      t.description,
      publications.filter((p) => t.contentTypes.includes(p.contentType)),
    );
  const providers = [...new Set(publications.filter((p) => p.form !== 'photos').map((p) => p.provider))];
  providers.forEach((name, i) => {
    const slug = slugify(name);
    const seed = hashString(slug);
    const text = partnerText[name] ?? {
      description: `The ${name} shares its records with Muster members, scanned and indexed name by name.`,
      website: null,
    };
    out.partners.push({
      id: i + 1,
      slug,
      name,
      ...text,
      icon_svg: iconSvg(name, seed),
      background_svg: backgroundSvg(seed),
    });
  });
  return out;
}
