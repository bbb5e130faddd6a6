import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import './collection.css';

export const CollectionTile_collection = graphql(`
  fragment CollectionTile_collection on TitleCollection {
    id
    slug
    title
    iconUrl
  }
`);

/** A collection as a small tile: its icon and its name, opening /collection/{slug}. */
export function CollectionTile(props: { collection: FragmentType<typeof CollectionTile_collection> }) {
  const c = getFragmentData(CollectionTile_collection, props.collection);
  return (
    <Link className="collection-tile" to={`/collection/${c.slug}`}>
      <img src={c.iconUrl} alt="" width={56} height={56} />
      <span>{c.title}</span>
    </Link>
  );
}
