import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { SuggestInput } from '../../components/SuggestInput';
import { Thumbnail } from '../../components/Thumbnail';
import { formProblem, problemAt, type FormProblem, type UserErrorLike } from '../../lib/userErrors';
import { BOOKMARKS, tagPath } from './tagPath';

export const TagImagePanel_image = graphql(`
  fragment TagImagePanel_image on Image {
    id
    imageId
    title
    inGallery
    thumbnail(width: 240, height: 240) { ...Thumbnail_thumbnail }
    tags { name type mine userId }
  }
`);

const TagSuggestionsQuery = graphql(`
  query TagSuggestions($prefix: String!) {
    tagSuggestions(prefix: $prefix) { name count }
  }
`);

const TagImageMutation = graphql(`
  mutation TagImage($imageGlobalId: ID!, $name: String!, $private: Boolean) {
    tagImage(imageGlobalId: $imageGlobalId, name: $name, private: $private) {
      image { id ...TagImagePanel_image }
      userErrors { field message code }
    }
  }
`);

const UntagImageMutation = graphql(`
  mutation UntagImage($imageGlobalId: ID!, $name: String!) {
    untagImage(imageGlobalId: $imageGlobalId, name: $name) { id ...TagImagePanel_image }
  }
`);

const AddToGalleryMutation = graphql(`
  mutation AddToGallery($imageGlobalId: ID!) {
    addToGallery(imageGlobalId: $imageGlobalId) { image { id ...TagImagePanel_image } }
  }
`);

const RemoveFromGalleryMutation = graphql(`
  mutation RemoveFromGallery($imageGlobalId: ID!) {
    removeFromGallery(imageGlobalId: $imageGlobalId) { id ...TagImagePanel_image }
  }
`);

/** The member's lists that change when an image's tags or gallery place do. */
const LISTS = ['RecentlyTagged', 'YourGallery', 'TaggedImages'];

/**
 * Tag Image (content §2.4, opened from the viewer at /gallery/recent?objectId=…): the image's tags, a box
 * that completes names as the member types (at most 10), public or private tags, Bookmark and Add to Gallery.
 */
export function TagImagePanel(props: { image: FragmentType<typeof TagImagePanel_image> }) {
  const image = getFragmentData(TagImagePanel_image, props.image);
  const client = useApolloClient();
  const [name, setName] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const options = { refetchQueries: LISTS };
  const [tagImage, tagging] = useMutation(TagImageMutation, options);
  const [untagImage] = useMutation(UntagImageMutation, options);
  const [addToGallery] = useMutation(AddToGalleryMutation, options);
  const [removeFromGallery] = useMutation(RemoveFromGalleryMutation, options);
  const suggestions = useCallback(
    async (prefix: string) => {
      const { data } = await client.query({
        query: TagSuggestionsQuery,
        variables: { prefix },
        fetchPolicy: 'network-only',
      });
      return (data?.tagSuggestions ?? []).map((t) => ({ value: t.name, label: t.name, count: t.count }));
    },
    [client],
  );
  const imageId = image.imageId;
  const imageGlobalId = image.id;
  // A refused name (empty, too long…) comes back as the payload's userErrors and is shown by the name field;
  // anything else (a failed request) rejects and is shown below the form.
  const attempt = (change: Promise<{ data?: unknown }>) => {
    setProblem(null);
    return change.then(
      ({ data }) => {
        const refused = formProblem(userErrorsOf(data));
        setProblem(refused);
        return refused === null;
      },
      (e: Error) => {
        setProblem({ field: null, message: e.message });
        return false;
      },
    );
  };
  const nameProblem = problemAt(problem, 'name');
  const bookmarked = image.tags.some((t) => t.mine && t.name === BOOKMARKS);
  const add = (event: FormEvent) => {
    event.preventDefault();
    void attempt(tagImage({ variables: { imageGlobalId, name, private: isPrivate } })).then((ok) => ok && setName(''));
  };
  return (
    <section className="tag-panel" aria-labelledby="tag-panel-title">
      <Link to={`/image/${imageId}`} className="tag-panel__picture">
        <Thumbnail thumbnail={image.thumbnail} size={200} alt="" />
      </Link>
      <div className="tag-panel__body">
        <h2 id="tag-panel-title">
          Tag Image: <Link to={`/image/${imageId}`}>{image.title}</Link>
        </h2>
        <div className="tag-panel__actions">
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={bookmarked}
            onClick={() =>
              void attempt(
                bookmarked
                  ? untagImage({ variables: { imageGlobalId, name: BOOKMARKS } })
                  : tagImage({ variables: { imageGlobalId, name: BOOKMARKS, private: true } }),
              )
            }
          >
            {bookmarked ? '★ Bookmarked' : '☆ Bookmark'}
          </button>
          <button
            type="button"
            className="button button--quiet"
            aria-pressed={image.inGallery}
            onClick={() =>
              void attempt(
                image.inGallery
                  ? removeFromGallery({ variables: { imageGlobalId } })
                  : addToGallery({ variables: { imageGlobalId } }),
              )
            }
          >
            {image.inGallery ? 'In Your Gallery ✓' : 'Add to Gallery'}
          </button>
        </div>
        <h3>Tags</h3>
        {image.tags.length === 0 ? (
          <p className="muted">No tags yet.</p>
        ) : (
          <ul className="tag-chips">
            {image.tags.map((t) => (
              <li key={`${t.userId}:${t.name}`}>
                {t.mine ? (
                  <span className={`tag-chip tag-chip--mine${t.type === 'PRIVATE' ? ' tag-chip--private' : ''}`}>
                    <Link to={tagPath(t.name)}>{t.name}</Link>
                    {t.type === 'PRIVATE' && <span className="tag-chip__private">private</span>}
                    <button
                      type="button"
                      className="tag-chip__remove"
                      aria-label={`Remove tag ${t.name}`}
                      onClick={() => void attempt(untagImage({ variables: { imageGlobalId, name: t.name } }))}
                    >
                      ×
                    </button>
                  </span>
                ) : (
                  <span className="tag-chip">{t.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
        <form className="tag-panel__form" onSubmit={add}>
          <div className="field">
            <label htmlFor="tag-name">Add a tag</label>
            <SuggestInput
              id="tag-name"
              name="tag"
              value={name}
              onChange={setName}
              fetchSuggestions={suggestions}
              minLength={1}
              maxLength={100}
              autoComplete="off"
            />
            {nameProblem && (
              <p className="tag-panel__error" role="alert">
                {nameProblem}
              </p>
            )}
          </div>
          <label className="tag-panel__private">
            <input type="checkbox" checked={isPrivate} onChange={(e) => setPrivate(e.target.checked)} /> Private (only
            you see it)
          </label>
          <button type="submit" className="button button--primary" disabled={tagging.loading}>
            Add Tag
          </button>
        </form>
        {problem && !nameProblem && (
          <p className="tag-panel__error" role="alert">
            {problem.message}
          </p>
        )}
      </div>
    </section>
  );
}

/** The userErrors of a tagImage answer; the other mutations of the panel have none. */
function userErrorsOf(data: unknown): readonly UserErrorLike[] | undefined {
  return (data as { tagImage?: { userErrors: readonly UserErrorLike[] } } | undefined)?.tagImage?.userErrors;
}
