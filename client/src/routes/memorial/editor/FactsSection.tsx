import type { ReactNode } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { describeParsedDate } from '../../../lib/freeTextDate';
import { ElementSection } from './ElementSection';
import { FactForm, type FactValues } from './FactForm';
import type { SourceValues } from './SourceFields';

export const FactsSection_memorial = graphql(`
  fragment FactsSection_memorial on Memorial {
    facts {
      id
      canEdit
      type
      name
      value
      date { start { year month day } end { year month day } }
      place
      origin
      event
      sources { id link comment }
    }
  }
`);

/** A source as the services take it: empty parts left out, a source with neither part dropped. */
export function sourceInputs(sources: SourceValues[]) {
  return sources
    .map((s) => ({ link: s.link.trim() || null, comment: s.comment.trim() || null }))
    .filter((s) => s.link || s.comment);
}

/** The memorial's facts; a date fact shows the date the services read from its text. */
export function FactsSection(props: {
  memorial: FragmentType<typeof FactsSection_memorial>;
  canAdd: boolean;
  intro?: ReactNode;
}) {
  const { facts } = getFragmentData(FactsSection_memorial, props.memorial);
  return (
    <ElementSection
      heading="Facts"
      noun="fact"
      items={facts}
      canAdd={props.canAdd}
      intro={props.intro}
      labelOf={(f) => `fact “${f.name}”`}
      summary={(f) => (
        <p className="element-summary__fact">
          <strong>{f.name}</strong> <span>{f.value}</span>
          {f.date && describeParsedDate(f.date) !== f.value && (
            <span className="element-summary__read"> (read as {describeParsedDate(f.date)})</span>
          )}
          {f.sources.length > 0 && (
            <span className="muted"> · {f.sources.length === 1 ? '1 source' : `${f.sources.length} sources`}</span>
          )}
          {f.origin?.startsWith('INDEX_RECORD:') && <span className="muted"> · from the record</span>}
        </p>
      )}
      valuesOf={(f): FactValues => ({
        type: f.type,
        name: f.name,
        value: f.value,
        event: f.event ?? '',
        sources: f.sources.map((s) => ({ link: s.link ?? '', comment: s.comment ?? '' })),
      })}
      toInput={(v) => ({
        kind: 'FACT',
        fact: {
          type: v.type,
          name: v.name.trim(),
          value: v.value.trim(),
          event: v.event.trim() || null,
          sources: sourceInputs(v.sources),
        },
      })}
      Form={FactForm}
    />
  );
}
