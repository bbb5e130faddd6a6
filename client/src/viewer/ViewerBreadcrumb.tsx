import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '../__generated__';
import { browseTrail } from './browseTrail';

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
  }
`);

/** Publication › browse levels › roll, each step a link to the records under it. */
export function ViewerBreadcrumb(props: { image: FragmentType<typeof ViewerBreadcrumb_image> }) {
  const image = getFragmentData(ViewerBreadcrumb_image, props.image);
  const trail = browseTrail(image.publication, image.breadcrumbs);
  return (
    <nav className="breadcrumb viewer-breadcrumb" aria-label="Breadcrumb">
      <ol>
        {trail.map((step) => (
          <li key={step.href}>
            <Link to={step.href}>{step.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
