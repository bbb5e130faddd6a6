import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ValidatedForm } from '../../components/form/ValidatedForm';
import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { Thumbnail } from '../../components/Thumbnail';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { globalId } from '../../lib/links';
import { FormActions } from './editor/FormActions';
import { refusedUnless, useSaveState } from './editor/useSaveState';
import { formProblem } from '../../lib/userErrors';
import { MemorialBasicsFields, type MemorialBasics } from './MemorialBasicsFields';
import { MemorialTypeChoice } from './MemorialTypeChoice';
import { AddToMemorialChooser } from './AddToMemorialChooser';
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
    createMemorial(input: $input) {
      memorial { id memorialId }
      userErrors { field message code }
    }
  }
`);

const CreateMemorialFromRecordMutation = graphql(`
  mutation CreateMemorialFromRecord($recordGlobalId: ID!, $type: MemorialType) {
    createMemorialFromRecord(recordGlobalId: $recordGlobalId, type: $type) {
      memorial { id memorialId }
      userErrors { field message code }
    }
  }
`);

// The viewer's "Add to Memorial…": the page being added and the member's memorials it may go on.
const AddToMemorialChoicesQuery = graphql(`
  query AddToMemorialChoices($imageGlobalId: ID!) {
    image(globalId: $imageGlobalId) { id title thumbnail(width: 160, height: 160) { ...Thumbnail_thumbnail } }
    myMemorials(first: 100) { edges { node { id ...AddToMemorialChooser_memorial } } }
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
 * (the viewer's "Add to Memorial…") the member may first add the page to one of their memorials instead, and a new
 * memorial's editor offers the image as a picture.
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
  const signedIn = Boolean(data?.session.user);
  const choices = useQuery(AddToMemorialChoicesQuery, {
    variables: { imageGlobalId: globalId('IMAGE', imageId ?? 0) },
    skip: imageId === null || !signedIn,
    fetchPolicy: 'cache-and-network',
  });
  const own = choices.data?.myMemorials.edges.map((e) => e.node) ?? [];
  const page = choices.data?.image;
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
    problem,
    saving,
    save,
  } = useSaveState(async (values: MemorialBasics) => {
    if (recordId) {
      const result = await createFrom({
        variables: { recordGlobalId: globalId('INDEX_RECORD', recordId), type: values.type },
      });
      const made = result.data?.createMemorialFromRecord;
      refusedUnless(formProblem(made?.userErrors));
      if (made?.memorial) await edit(made.memorial.memorialId);
      return;
    }
    const input = {
      ...values,
      title: values.title.trim(),
      description: values.description.trim(),
      primaryMilitaryEvent: values.primaryMilitaryEvent.trim() || null,
    };
    const result = await create({ variables: { input } });
    const made = result.data?.createMemorial;
    // A title or description the gateway refuses is data: shown by its field, the form stays filled in.
    refusedUnless(formProblem(made?.userErrors));
    if (made?.memorial) await edit(made.memorial.memorialId);
  });
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  if (!data.session.user) return <SignInFirst />;
  return (
    <article className="memorial-editor memorial-create">
      <header className="detail-header">
        <p className="eyebrow">Memorials</p>
        <h1>{imageId && own.length > 0 ? 'Add to Memorial' : 'Create a Memorial'}</h1>
        <p className="detail-header__meta">
          {recordId
            ? `From the record of ${recordName ?? 'this person'}: the name, war and facts are filled in for you.`
            : imageId && own.length > 0
              ? 'Add the page to one of your memorials as a picture, or create a new memorial with it.'
              : 'Tell the story of a person, an event, a unit or a place.'}
        </p>
      </header>
      {imageId && page && (
        <figure className="add-to-memorial__page">
          <Thumbnail thumbnail={page.thumbnail} size={96} alt="" />
          <figcaption>
            <span className="muted">Adding the page</span> <strong>{page.title}</strong>
          </figcaption>
        </figure>
      )}
      {imageId && own.length > 0 && (
        <>
          <AddToMemorialChooser imageId={imageId} memorials={own} />
          <h2 className="add-to-memorial__or">Or create a new memorial with it</h2>
        </>
      )}
      <ValidatedForm
        className="element-form"
        aria-label="Create a Memorial"
        problem={problem}
        onValidSubmit={() => save(v)}
      >
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
