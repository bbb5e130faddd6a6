import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { ElementSection } from './ElementSection';
import { sourceInputs } from './FactsSection';
import { SourceForm } from './SourceForm';
import type { SourceValues } from './SourceFields';

export const SourcesSection_memorial = graphql(`
  fragment SourcesSection_memorial on Memorial {
    sources { id canEdit link comment }
  }
`);

/** Where the memorial's story comes from, as a whole (a fact's own sources sit on the fact). */
export function SourcesSection(props: { memorial: FragmentType<typeof SourcesSection_memorial>; canAdd: boolean }) {
  const { sources } = getFragmentData(SourcesSection_memorial, props.memorial);
  return (
    <ElementSection
      heading="Sources"
      noun="source"
      items={sources}
      canAdd={props.canAdd}
      labelOf={(s) => `source “${s.comment || s.link || s.id}”`}
      summary={(s) => (
        <p>
          {s.link && (/^(https?:\/\/|\/)/.test(s.link) ? <a href={s.link}>{s.link}</a> : <span>{s.link}</span>)}
          {s.link && s.comment && ' — '}
          {s.comment}
        </p>
      )}
      valuesOf={(s): SourceValues => ({ link: s.link ?? '', comment: s.comment ?? '' })}
      toInput={(v) => ({ kind: 'SOURCE', source: sourceInputs([v])[0] ?? {} })}
      Form={SourceForm}
    />
  );
}
