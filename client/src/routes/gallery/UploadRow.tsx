import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';
import { formatDay } from '../../lib/dates';
import { formProblem, problemAt, type FormProblem } from '../../lib/userErrors';

export const UploadRow_upload = graphql(`
  fragment UploadRow_upload on Upload {
    filename
    description
    public
    format
    bytes
    created
    image { id imageId title width height thumbnail(width: 120, height: 120) { ...Thumbnail_thumbnail } }
  }
`);

const UpdateUploadMutation = graphql(`
  mutation UpdateUpload($imageGlobalId: ID!, $title: String!, $description: String, $public: Boolean) {
    updateUpload(imageGlobalId: $imageGlobalId, title: $title, description: $description, public: $public) {
      upload { ...UploadRow_upload }
      userErrors { field message code }
    }
  }
`);

const DeleteUploadMutation = graphql(`
  mutation DeleteUpload($imageGlobalId: ID!) {
    deleteUpload(imageGlobalId: $imageGlobalId)
  }
`);

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One upload: picture, title, description and who may see it, editable by its owner; delete asks twice. */
export function UploadRow(props: { upload: FragmentType<typeof UploadRow_upload> }) {
  const upload = getFragmentData(UploadRow_upload, props.upload);
  const { imageId, id: imageGlobalId } = upload.image;
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(upload.image.title);
  const [description, setDescription] = useState(upload.description);
  const [isPublic, setPublic] = useState(upload.public);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [update, updating] = useMutation(UpdateUploadMutation, { refetchQueries: ['YourUploads'] });
  const [remove, removing] = useMutation(DeleteUploadMutation, { refetchQueries: ['YourUploads'] });
  // A failed request shows in the row; the mutation's promise rejects with it.
  const attempt = <T,>(change: Promise<T>, after?: (result: T) => void) => {
    setProblem(null);
    change.then(
      (result) => after?.(result),
      (e: Error) => setProblem({ field: null, message: e.message }),
    );
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    attempt(update({ variables: { imageGlobalId, title, description, public: isPublic } }), ({ data }) => {
      // A refused title or description (empty, too long) is data: shown by its field, the form stays open.
      const refused = formProblem(data?.updateUpload.userErrors);
      if (refused) setProblem(refused);
      else setEditing(false);
    });
  };
  const titleProblem = problemAt(problem, 'title');
  const descriptionProblem = problemAt(problem, 'description');
  const rowProblem = titleProblem || descriptionProblem ? null : problem?.message;
  const id = `upload-${imageId}`;
  return (
    <li className="upload-row">
      <Link to={`/image/${imageId}`} aria-label={`Open ${upload.image.title}`}>
        <Thumbnail thumbnail={upload.image.thumbnail} size={96} alt="" />
      </Link>
      <div className="upload-row__body">
        {editing ? (
          <form onSubmit={save} className="upload-row__form">
            <div className="field">
              <label htmlFor={`${id}-title`}>Title</label>
              <input
                id={`${id}-title`}
                value={title}
                aria-invalid={titleProblem ? true : undefined}
                onChange={(e) => setTitle(e.target.value)}
              />
              {titleProblem && (
                <p className="upload-row__error" role="alert">
                  {titleProblem}
                </p>
              )}
            </div>
            <div className="field">
              <label htmlFor={`${id}-description`}>Description</label>
              <textarea
                id={`${id}-description`}
                rows={3}
                value={description}
                aria-invalid={descriptionProblem ? true : undefined}
                onChange={(e) => setDescription(e.target.value)}
              />
              {descriptionProblem && (
                <p className="upload-row__error" role="alert">
                  {descriptionProblem}
                </p>
              )}
            </div>
            <label className="upload-row__public">
              <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.target.checked)} /> Public (other
              members can see it)
            </label>
            <div className="upload-row__actions">
              <button type="submit" className="button button--primary" disabled={updating.loading}>
                Save
              </button>
              <button type="button" className="button button--quiet" onClick={() => setEditing(false)}>
                Cancel
              </button>
            </div>
          </form>
        ) : (
          <>
            <h2>
              <Link to={`/image/${imageId}`}>{upload.image.title}</Link>
            </h2>
            {upload.description && <p className="upload-row__description">{upload.description}</p>}
            <p className="muted">
              {upload.public ? 'Public' : 'Private'} · {upload.filename} · {upload.image.width} × {upload.image.height}{' '}
              · {size(upload.bytes)} · Uploaded {formatDay(upload.created)}
            </p>
            <div className="upload-row__actions">
              <button type="button" className="button button--quiet" onClick={() => setEditing(true)}>
                Edit details
              </button>
              {confirming ? (
                <button
                  type="button"
                  className="button button--primary"
                  disabled={removing.loading}
                  onClick={() => attempt(remove({ variables: { imageGlobalId } }))}
                >
                  Delete for good
                </button>
              ) : (
                <button type="button" className="button button--quiet" onClick={() => setConfirming(true)}>
                  Delete
                </button>
              )}
            </div>
          </>
        )}
        {rowProblem && (
          <p className="upload-row__error" role="alert">
            {rowProblem}
          </p>
        )}
      </div>
    </li>
  );
}
