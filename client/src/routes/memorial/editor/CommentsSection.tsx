import { graphql, getFragmentData, type FragmentType } from '../../../__generated__';
import { TimeAgo } from '../../../components/TimeAgo';
import { CommentForm } from './CommentForm';
import { ElementSection } from './ElementSection';

export const CommentsSection_memorial = graphql(`
  fragment CommentsSection_memorial on Memorial {
    comments { id canEdit text authorUsername created }
  }
`);

/** Members' comments, oldest first; any member who can see the memorial may add one. */
export function CommentsSection(props: { memorial: FragmentType<typeof CommentsSection_memorial>; canAdd: boolean }) {
  const { comments } = getFragmentData(CommentsSection_memorial, props.memorial);
  return (
    <ElementSection
      heading="Comments"
      noun="comment"
      items={comments}
      canAdd={props.canAdd}
      reorderable={false}
      labelOf={(c) => `comment by ${c.authorUsername ?? 'a member'}`}
      summary={(c) => (
        <>
          <p className="element-summary__meta">
            {c.authorUsername ?? 'A member'} · <TimeAgo when={c.created} />
          </p>
          <p className="element-summary__excerpt">{c.text}</p>
        </>
      )}
      valuesOf={(c) => ({ text: c.text })}
      toInput={(v) => ({ kind: 'COMMENT', comment: { text: v.text.trim() } })}
      Form={CommentForm}
    />
  );
}
