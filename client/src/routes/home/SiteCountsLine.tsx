import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { shortenCount } from '../../lib/counts';

export const SiteCountsLine_counts = graphql(`
  fragment SiteCountsLine_counts on SiteCounts {
    records
    members
  }
`);

/** The archive's size under the search box, counts shortened (content §9): "20K records · 24 members". */
export function SiteCountsLine(props: { counts: FragmentType<typeof SiteCountsLine_counts> }) {
  const { records, members } = getFragmentData(SiteCountsLine_counts, props.counts);
  return (
    <p className="home__counts">
      <strong>{shortenCount(records)}</strong> records · <strong>{shortenCount(members)}</strong> members
    </p>
  );
}
