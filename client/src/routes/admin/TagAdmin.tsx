import { useMutation } from '@apollo/client/react';
import { useState } from 'react';

import { graphql } from '../../__generated__';

const DeleteTag = graphql(`
  mutation DeleteTag($name: String!) {
    deleteTag(name: $name) { name deleted }
  }
`);

interface Props {
  tags: readonly { name: string; count: number }[];
  /** Called after a deletion so the route reads the list again. */
  onChanged: () => void;
}

/** Tag admin on /admin: every tag name members use, and deleting one for all members (asked twice). */
export function TagAdmin({ tags, onChanged }: Props) {
  const [confirming, setConfirming] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [deleteTag, { loading }] = useMutation(DeleteTag);
  if (tags.length === 0) return <p>No tags yet.</p>;
  return (
    <>
      <ul className="tag-admin">
        {tags.map((tag) => (
          <li key={tag.name}>
            <span className="tag-admin__name">{tag.name}</span> <span className="tag-admin__count">{tag.count}</span>
            {confirming === tag.name ? (
              <button
                type="button"
                className="button button--primary"
                disabled={loading}
                onClick={() =>
                  deleteTag({ variables: { name: tag.name } }).then(
                    (r) => {
                      setConfirming(null);
                      setNotice(`Deleted “${tag.name}” from ${r.data?.deleteTag.deleted ?? 0} items`);
                      onChanged();
                    },
                    (error: Error) => setNotice(error.message),
                  )
                }
              >
                Delete for everyone
              </button>
            ) : (
              <button type="button" className="button button--quiet" onClick={() => setConfirming(tag.name)}>
                Delete
              </button>
            )}
          </li>
        ))}
      </ul>
      {notice && <p role="status">{notice}</p>}
    </>
  );
}
