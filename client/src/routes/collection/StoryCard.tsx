import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { Thumbnail } from '../../components/Thumbnail';

export const StoryCard_memorial = graphql(`
  fragment StoryCard_memorial on Memorial {
    id
    memorialId
    title
    description
    ownerUsername
    stories {
      id
      title
      content
      dateText
    }
    thumbnail(width: 120, height: 120) {
      ...Thumbnail_thumbnail
    }
  }
`);

/** Longest story excerpt shown on a card; the memorial page has the whole story. */
const EXCERPT = 240;

/** A member's story of one who served: the memorial's picture, name and the start of its first story. */
export function StoryCard(props: { memorial: FragmentType<typeof StoryCard_memorial> }) {
  const m = getFragmentData(StoryCard_memorial, props.memorial);
  const story = m.stories[0];
  const text =
    story && story.content.length > EXCERPT
      ? `${story.content.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…`
      : story?.content;
  return (
    <article className="story-card">
      <Link to={`/memorial/${m.memorialId}`} tabIndex={-1} aria-hidden="true">
        <Thumbnail thumbnail={m.thumbnail} size={96} alt="" />
      </Link>
      <div>
        <h3>
          <Link to={`/memorial/${m.memorialId}`}>{m.title}</Link>
        </h3>
        {story && (
          <p className="story-card__title">
            {story.title}
            {story.dateText ? ` · ${story.dateText}` : ''}
          </p>
        )}
        {text && <p className="story-card__text">{text}</p>}
        <p className="muted story-card__by">Shared by {m.ownerUsername}</p>
      </div>
    </article>
  );
}
