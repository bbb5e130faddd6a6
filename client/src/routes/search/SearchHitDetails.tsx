import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import type { SearchHitDetails_DocFragment } from '../../__generated__/graphql';
import { formatCount } from '../../lib/counts';
import { formatDateRange, formatPartialDate } from '../../lib/dates';

export const SearchHitDetails_doc = graphql(`
  fragment SearchHitDetails_doc on Node {
    __typename
    id
    ... on IndexRecord {
      rank
      unit
      conflict
      birthDate
      birthPlace {
        label
      }
      enlistmentDate
    }
    ... on Image {
      roll {
        rollId
        name
      }
    }
    ... on File {
      imageCount
      browsePath
    }
    ... on Memorial {
      primaryMilitaryEvent
      ownerUsername
    }
    ... on Regiment {
      side
      conflict
      state
      startDate
      endDate
    }
    ... on Battle {
      conflict
      place
      battleStart: startDate
      battleEnd: endDate
      outcome
    }
    ... on Company {
      regiment {
        id
        name
      }
    }
    ... on Publication {
      recordCount
      imageCount
    }
  }
`);

const born = (date: string | null | undefined, place: string | null | undefined) =>
  date || place ? `Born ${[formatPartialDate(date), place].filter(Boolean).join(', ')}` : '';

/** The facts that tell one hit from another, by kind of object: rank and unit, place and dates, … */
function facts(doc: SearchHitDetails_DocFragment): string[] {
  switch (doc.__typename) {
    case 'IndexRecord':
      return [
        [doc.rank, doc.unit].filter(Boolean).join(', '),
        born(doc.birthDate, doc.birthPlace?.label),
        doc.conflict,
      ];
    case 'Image':
      return [doc.roll.name];
    case 'File':
      return [doc.browsePath.join(' › '), `${formatCount(doc.imageCount)} pages`];
    case 'Memorial':
      return [doc.primaryMilitaryEvent ?? '', `Memorial by ${doc.ownerUsername}`];
    case 'Regiment':
      return [
        [doc.state, doc.side].filter(Boolean).join(', '),
        doc.conflict,
        formatDateRange(doc.startDate, doc.endDate),
      ];
    case 'Battle':
      return [doc.place, formatDateRange(doc.battleStart, doc.battleEnd), doc.outcome];
    case 'Company':
      return [doc.regiment.name];
    case 'Publication':
      return [`${formatCount(doc.recordCount)} records`, `${formatCount(doc.imageCount)} pages`];
    default:
      return [];
  }
}

export function SearchHitDetails(props: { doc: FragmentType<typeof SearchHitDetails_doc> }) {
  const doc = getFragmentData(SearchHitDetails_doc, props.doc);
  const shown = facts(doc).filter(Boolean);
  if (!shown.length) return null;
  return (
    <p className="search-hit__facts">
      {shown.map((fact, i) => (
        <span key={i}>{fact}</span>
      ))}
    </p>
  );
}
