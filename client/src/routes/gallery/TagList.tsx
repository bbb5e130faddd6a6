import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { formatCount } from '../../lib/counts';
import { tagPath } from './tagPath';

export const TagList_tag = graphql(`
  fragment TagList_tag on TagCount {
    name
    count
  }
`);

interface Props {
  tags: readonly FragmentType<typeof TagList_tag>[];
}

/** The member's tag names with how many images carry each, each opening /gallery/tags/{name}. */
export function TagList(props: Props) {
  const tags = props.tags.map((t) => getFragmentData(TagList_tag, t));
  if (tags.length === 0)
    return <p className="muted">You have not tagged any images yet. Use Tag Image in the viewer.</p>;
  return (
    <ul className="tag-list">
      {tags.map((t) => (
        <li key={t.name}>
          <Link to={tagPath(t.name)}>{t.name}</Link> <span className="tag-list__count">{formatCount(t.count)}</span>
        </li>
      ))}
    </ul>
  );
}
