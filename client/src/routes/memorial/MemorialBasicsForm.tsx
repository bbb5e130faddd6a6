import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { useAlerts } from '../../components/alerts/AlertStack';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { FormActions } from './editor/FormActions';
import { refusedUnless, useSaveState } from './editor/useSaveState';
import { formProblem } from '../../lib/userErrors';
import { MemorialBasicsFields, type MemorialBasics } from './MemorialBasicsFields';

export const MemorialBasicsForm_memorial = graphql(`
  fragment MemorialBasicsForm_memorial on Memorial {
    id
    memorialId
    type
    title
    description
    privacyMode
    primaryMilitaryEvent
  }
`);

const UpdateMemorialMutation = graphql(`
  mutation UpdateMemorial($globalId: ID!, $input: UpdateMemorialInput!) {
    updateMemorial(globalId: $globalId, input: $input) {
      memorial {
        id
        ...MemorialEditor_memorial
      }
      userErrors { field message code }
    }
  }
`);

/** The memorial's own fields on the edit page: what it is about, title, description, war and privacy. */
export function MemorialBasicsForm(props: { memorial: FragmentType<typeof MemorialBasicsForm_memorial> }) {
  const m = getFragmentData(MemorialBasicsForm_memorial, props.memorial);
  const alerts = useAlerts();
  const [update] = useMutation(UpdateMemorialMutation);
  const [v, setV] = useState<MemorialBasics>({
    type: m.type as MemorialBasics['type'],
    title: m.title,
    description: m.description,
    privacyMode: m.privacyMode as MemorialBasics['privacyMode'],
    primaryMilitaryEvent: m.primaryMilitaryEvent ?? '',
  });
  const { problem, error, saving, save } = useSaveState(async (values: MemorialBasics) => {
    const { data } = await update({
      variables: {
        globalId: m.id,
        input: {
          ...values,
          title: values.title.trim(),
          description: values.description.trim(),
          primaryMilitaryEvent: values.primaryMilitaryEvent.trim(),
        },
      },
    });
    refusedUnless(formProblem(data?.updateMemorial.userErrors));
    alerts.success('Your memorial has been saved.');
  });
  return (
    <section className="editor-section" aria-labelledby="editor-about">
      <h2 id="editor-about">About this memorial</h2>
      <ValidatedForm
        className="element-form element-form--plain"
        aria-label="About this memorial"
        problem={problem}
        onValidSubmit={() => save(v)}
      >
        <MemorialBasicsFields value={v} onChange={setV} />
        <FormActions saveLabel="Save" saving={saving} error={error} />
      </ValidatedForm>
    </section>
  );
}
