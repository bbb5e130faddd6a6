import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { TimeAgo } from '../../../components/TimeAgo';
import { CorrectionForm } from './CorrectionForm';
import { ElementSection } from './ElementSection';

export const CorrectionsSection_memorial = graphql(`
  fragment CorrectionsSection_memorial on Memorial {
    corrections { id canEdit text field authorUsername created }
  }
`);

/** Members' corrections, oldest first; the owner reads them and fixes the memorial. */
export function CorrectionsSection(props: {
  memorial: FragmentType<typeof CorrectionsSection_memorial>;
  canAdd: boolean;
}) {
  const { corrections } = getFragmentData(CorrectionsSection_memorial, props.memorial);
  return (
    <ElementSection
      heading="Corrections"
      noun="correction"
      items={corrections}
      canAdd={props.canAdd}
      reorderable={false}
      labelOf={(c) => `correction by ${c.authorUsername ?? 'a member'}`}
      summary={(c) => (
        <>
          <p className="element-summary__meta">
            {c.authorUsername ?? 'A member'} · <TimeAgo when={c.created} />
            {c.field && ` · about ${c.field}`}
          </p>
          <p className="element-summary__excerpt">{c.text}</p>
        </>
      )}
      valuesOf={(c) => ({ text: c.text, field: c.field ?? '' })}
      toInput={(v) => ({ kind: 'CORRECTION', correction: { text: v.text.trim(), field: v.field.trim() || null } })}
      Form={CorrectionForm}
    />
  );
}
