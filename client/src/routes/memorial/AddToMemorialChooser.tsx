import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';
import { formatDay } from '../../lib/dates';
import { globalId } from '../../lib/links';
import { formProblem } from '../../lib/userErrors';
import { saveErrorText } from './editor/saveError';

export const AddToMemorialChooser_memorial = graphql(`
  fragment AddToMemorialChooser_memorial on Memorial {
    id
    memorialId
    title
    privacyMode
    lastModified
    thumbnail(width: 100, height: 100) { ...Thumbnail_thumbnail }
  }
`);

const AddPictureMutation = graphql(`
  mutation AddPictureToMemorial($memorialGlobalId: ID!, $newElements: [MemorialElementInput!]) {
    changeMemorialElements(memorialGlobalId: $memorialGlobalId, newElements: $newElements) {
      memorial { id images { id reference } }
      userErrors { field message code }
    }
  }
`);

interface Props {
  /** The page the member came from (the viewer's "Add to Memorial…"). */
  imageId: number;
  /** The member's own memorials, last changed first. */
  memorials: readonly FragmentType<typeof AddToMemorialChooser_memorial>[];
}

/**
 * The viewer's "Add to Memorial…" for a member who already has memorials: pick one and the page is added to it
 * as a picture (an IMAGE element), then the memorial opens at that picture. Only the member's own memorials are
 * offered; the gateway refuses anybody else's (FORBIDDEN) whatever the page sends.
 */
export function AddToMemorialChooser({ imageId, memorials }: Props) {
  const navigate = useNavigate();
  const [add, { loading }] = useMutation(AddPictureMutation);
  const [adding, setAdding] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reference = globalId('IMAGE', imageId);
  const choose = async (memorialId: number, memorialGlobalId: string) => {
    setProblem(null);
    setAdding(memorialId);
    try {
      const { data } = await add({
        variables: { memorialGlobalId, newElements: [{ kind: 'IMAGE', image: { reference } }] },
      });
      const answer = data?.changeMemorialElements;
      const refused = formProblem(answer?.userErrors);
      if (refused) return setProblem(refused.message);
      const added = answer?.memorial?.images.filter((i) => i.reference === reference).at(-1);
      await navigate(`/memorial/${memorialId}${added ? `?img=${added.id}` : ''}`);
    } catch (e) {
      setProblem(saveErrorText(e));
    } finally {
      setAdding(null);
    }
  };
  return (
    <section className="add-to-memorial" aria-labelledby="add-to-memorial-title">
      <h2 id="add-to-memorial-title">Add this page to one of your memorials</h2>
      <ul className="add-to-memorial__list">
        {memorials.map((ref) => {
          const m = getFragmentData(AddToMemorialChooser_memorial, ref);
          return (
            <li key={m.id} className="your-memorial">
              <Thumbnail thumbnail={m.thumbnail} size={56} alt="" />
              <div className="your-memorial__body">
                <h3>{m.title}</h3>
                <p className="muted">
                  {m.privacyMode === 'PRIVATE' ? 'Private · ' : ''}Updated {formatDay(m.lastModified)}
                </p>
              </div>
              <div className="your-memorial__actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={loading}
                  aria-label={`Add to ${m.title}`}
                  onClick={() => void choose(m.memorialId, m.id)}
                >
                  {adding === m.memorialId ? 'Adding…' : 'Add here'}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {problem && (
        <p className="element-form__error" role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
