import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearchParams } from 'react-router';
import { graphql } from '../__generated__';
import { ErrorMessage, Loading, NotFound } from '../components/QueryStatus';
import { AccessDialog } from '../components/verify/AccessDialog';
import { useDocumentTitle } from '../lib/useDocumentTitle';
import { readPrintAddress } from './printAddress';
import './print.css';
import { globalId } from '../lib/links';

const PrintQuery = graphql(`
  query PrintImage($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {
    image(globalId: $id) {
      id
      title
      printUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)
      printDenial: access(action: PRINT) {
        requirement
      }
      denyThumbnail: thumbnail(width: 200, height: 200) {
        ...Thumbnail_thumbnail
      }
    }
  }
`);

/**
 * /print?image=…: the page as the viewer showed it (content §7.9: Print opens a new window and goes to /print),
 * from the signed viewer address with action print; the browser's print dialog opens once the scan has loaded.
 */
export function PrintPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { imageId, adjustments } = readPrintAddress(params);
  const { rotation, brightness, contrast, invert } = adjustments;
  const { data, loading, error } = useQuery(PrintQuery, {
    variables: { id: globalId('IMAGE', imageId ?? 0), rotation, brightness, contrast, invert },
    skip: imageId === null,
    fetchPolicy: 'network-only',
  });
  useDocumentTitle(data?.image?.title);
  if (imageId === null) return <NotFound what="image" />;
  if (error) return <ErrorMessage error={error} />;
  if (loading) return <Loading label="Preparing the page for printing…" />;
  const image = data?.image;
  if (!image) return <NotFound what="image" />;
  const requirement = image.printDenial?.requirement;
  // The caller could print after signing in, confirming or subscribing: say so, as the viewer's deny dialog does.
  if (!image.printUrl && requirement) {
    return (
      <AccessDialog
        requirement={requirement}
        action="PRINT"
        contentType="IMAGE"
        thumbnail={image.denyThumbnail}
        onClose={() => navigate(`/image/${imageId}`)}
      />
    );
  }
  if (!image.printUrl) return <p className="print-page__refused">This publication does not allow printing.</p>;
  return (
    <figure className="print-page">
      <img src={image.printUrl} alt={image.title} onLoad={() => window.print()} />
      <figcaption>{image.title}</figcaption>
    </figure>
  );
}
