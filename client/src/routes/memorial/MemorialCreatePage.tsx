import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { globalId } from '../../lib/links';
import { FormActions } from './editor/FormActions';
import { useSaveState } from './editor/useSaveState';
import { MemorialBasicsFields, type MemorialBasics } from './MemorialBasicsFields';
import { MemorialTypeChoice } from './MemorialTypeChoice';
import { SignInFirst } from './SignInFirst';
import { positiveId } from './positiveId';
import './memorial-editor.css';

const CreateMemorialSessionQuery = graphql(`
  query CreateMemorialSession($recordGlobalId: ID!, $withRecord: Boolean!) {
    session { user { userId } }
    record: node(id: $recordGlobalId) @include(if: $withRecord) {
      __typename
      id
      ... on IndexRecord { title fullName }
    }
  }
`);

const CreateMemorialMutation = graphql(`
  mutation CreateMemorial($input: CreateMemorialInput!) {
    createMemorial(input: $input) { id memorialId }
  }
`);

const CreateMemorialFromRecordMutation = graphql(`
  mutation CreateMemorialFromRecord($recordGlobalId: ID!, $type: MemorialType) {
    createMemorialFromRecord(recordGlobalId: $recordGlobalId, type: $type) { id memorialId }
  }
`);

const blank: MemorialBasics = {
  type: 'PERSON',
  title: '',
  description: '',
  privacyMode: 'PUBLIC',
  primaryMilitaryEvent: '',
};

/**
 * /memorial/create: a new memorial of any type. With `?record={id}` (the record page's "Create a Memorial")
 * it is made from the record (content §7.7 create-from) with the record's name and facts; with `?image={id}`
 * (the viewer's "Add to Memorial…") the editor then offers that image as a picture.
 */
export function MemorialCreatePage() {
  useDocumentTitle('Create a Memorial');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const recordId = positiveId(params.get('record'));
  const imageId = positiveId(params.get('image'));
  const { data, error } = useQuery(CreateMemorialSessionQuery, {
    variables: { recordGlobalId: globalId('INDEX_RECORD', recordId ?? 0), withRecord: recordId !== null },
    fetchPolicy: 'cache-and-network',
  });
  const record = data?.record?.__typename === 'IndexRecord' ? data.record : null;
  // The record by its name, as its page heads it; its title while the name is withheld.
  const recordName = record?.fullName || record?.title;
  const [create] = useMutation(CreateMemorialMutation, {
    update: (cache) => cache.evict({ fieldName: 'myMemorials' }),
  });
  const [createFrom] = useMutation(CreateMemorialFromRecordMutation, {
    update: (cache) => cache.evict({ fieldName: 'myMemorials' }),
  });
  const [v, setV] = useState<MemorialBasics>(recordId ? { ...blank, type: 'SERVICEPERSON' } : blank);
  const edit = (memorialId: number) => navigate(`/memorial/${memorialId}/edit${imageId ? `?image=${imageId}` : ''}`);
  const {
    error: refusal,
    saving,
    save,
  } = useSaveState(async (values: MemorialBasics) => {
    if (recordId) {
      const result = await createFrom({
        variables: { recordGlobalId: globalId('INDEX_RECORD', recordId), type: values.type },
      });
      if (result.data) await edit(result.data.createMemorialFromRecord.memorialId);
      return;
    }
    const input = {
      ...values,
      title: values.title.trim(),
      description: values.description.trim(),
      primaryMilitaryEvent: values.primaryMilitaryEvent.trim() || null,
    };
    const result = await create({ variables: { input } });
    if (result.data) await edit(result.data.createMemorial.memorialId);
  });
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  if (!data.session.user) return <SignInFirst />;
  return (
    <article className="memorial-editor memorial-create">
      <header className="detail-header">
        <p className="eyebrow">Memorials</p>
        <h1>Create a Memorial</h1>
        <p className="detail-header__meta">
          {recordId
            ? `From the record of ${recordName ?? 'this person'}: the name, war and facts are filled in for you.`
            : 'Tell the story of a person, an event, a unit or a place.'}
        </p>
      </header>
      <ValidatedForm className="element-form" aria-label="Create a Memorial" onValidSubmit={() => save(v)}>
        {recordId ? (
          <MemorialTypeChoice value={v.type} onChange={(type) => setV({ ...v, type })} />
        ) : (
          <MemorialBasicsFields value={v} onChange={setV} />
        )}
        <FormActions saveLabel="Create Memorial" saving={saving} error={refusal} />
      </ValidatedForm>
    </article>
  );
}
