import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import '../collection/collection.css';

export const PartnerTile_partner = graphql(`
  fragment PartnerTile_partner on Partner {
    slug
    name
    iconUrl
  }
`);

/** A partner as a small tile: its icon and name, opening /partner/{slug}. */
export function PartnerTile(props: { partner: FragmentType<typeof PartnerTile_partner> }) {
  const p = getFragmentData(PartnerTile_partner, props.partner);
  return (
    <Link className="collection-tile" to={`/partner/${p.slug}`}>
      <img src={p.iconUrl} alt="" width={56} height={56} />
      <span>{p.name}</span>
    </Link>
  );
}
