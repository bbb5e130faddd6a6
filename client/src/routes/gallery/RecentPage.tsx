import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../__generated__';
import { NotFound } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { MemberPageStatus, needsSignIn } from './MemberPageStatus';
import { GalleryGrid } from './GalleryGrid';
import { GalleryNav } from './GalleryNav';
import { TagImagePanel } from './TagImagePanel';
import './gallery.css';
import { globalId } from '../../lib/links';

const RecentlyTaggedQuery = graphql(`
  query RecentlyTagged($imageId: ID!, $withImage: Boolean!) {
    image(globalId: $imageId) @include(if: $withImage) { id ...TagImagePanel_image }
    recentlyTagged(first: 50) { nodes { added image { id ...GalleryTile_image } } }
  }
`);

/**
 * /gallery/recent: the images the member tagged last. With ?objectId={id}&contentType=IMAGE (the viewer's Tag
 * Image, content §2.2) the tagging panel for that image comes first.
 */
export function RecentPage() {
  useDocumentTitle('Recently Tagged');
  const [params] = useSearchParams();
  const objectId = Number(params.get('objectId'));
  const withImage = (params.get('contentType') ?? 'IMAGE') === 'IMAGE' && Number.isInteger(objectId) && objectId > 0;
  const { data, error } = useQuery(RecentlyTaggedQuery, {
    variables: { imageId: globalId('IMAGE', withImage ? objectId : 0), withImage },
    fetchPolicy: 'cache-and-network',
  });
  if (!data || needsSignIn(error)) return <MemberPageStatus error={error} />;
  return (
    <section className="gallery-page">
      <h1>Recently Tagged</h1>
      <GalleryNav />
      {withImage && (data.image ? <TagImagePanel image={data.image} /> : <NotFound what="image" />)}
      <h2 className="gallery-page__subhead">Your recently tagged images</h2>
      <GalleryGrid
        entries={data.recentlyTagged.nodes}
        empty={
          <p>
            You have not tagged any images yet. Open an image and choose <strong>Tag Image</strong>.
          </p>
        }
      />
    </section>
  );
}
