import { graphql, getFragmentData, type FragmentType } from '../__generated__';

export const DownloadLink_image = graphql(`
  fragment DownloadLink_image on Image {
    downloadUrl
  }
`);

/**
 * Download of the page as a full-resolution JPEG through the signed viewer address; the image service sends
 * it as an attachment. Absent when the publication does not allow downloads.
 */
export function DownloadLink(props: { image: FragmentType<typeof DownloadLink_image> }) {
  const { downloadUrl } = getFragmentData(DownloadLink_image, props.image);
  if (!downloadUrl) return null;
  return <a className="viewer-page__download" href={downloadUrl} download title="Download this page as a JPEG">Download</a>;
}
