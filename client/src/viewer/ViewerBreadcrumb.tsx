import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { Breadcrumb } from '../components/Breadcrumb';
import { browseTrail, uploadsLink } from './browseTrail';

export const ViewerBreadcrumb_image = graphql(`
  fragment ViewerBreadcrumb_image on Image {
    breadcrumbs {
      label
      value
    }
    publication {
      id
      publicationId
      title
      slug
    }
    uploader {
      userId
      name
    }
  }
`);

/**
 * Publication › browse levels › roll, each step a link to the records under it; a member's upload instead
 * links to '{name}'s Uploads' (content spec §2.4).
 */
export function ViewerBreadcrumb(props: { image: FragmentType<typeof ViewerBreadcrumb_image> }) {
  const image = getFragmentData(ViewerBreadcrumb_image, props.image);
  const trail = image.uploader ? [uploadsLink(image.uploader)] : browseTrail(image.publication, image.breadcrumbs);
  return <Breadcrumb steps={trail} className="viewer-breadcrumb" />;
}
