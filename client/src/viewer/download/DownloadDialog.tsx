import { useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { AccessDialog } from '../../components/verify/AccessDialog';
import { Modal } from '../../components/modal/Modal';
import { downloadArgs, type ImageAdjustments } from '../imageAdjustments';
import { PdfProgress } from './PdfProgress';
import { usePdfRequest } from './usePdfRequest';
import './download.css';
import { globalId } from '../../lib/links';

/**
 * Whether the caller may download the page, as a JPEG and as a PDF (the publication switches each), asked when
 * the dialog opens (a membership may have changed).
 */
const DownloadAccess = graphql(`
  query DownloadDialogAccess($id: ID!) {
    image(globalId: $id) {
      id
      downloadDenial: access(action: DOWNLOAD) {
        requirement
      }
      pdfDenial: access(action: DOWNLOAD_PDF) {
        requirement
      }
      denyThumbnail: thumbnail(width: 200, height: 200) {
        ...Thumbnail_thumbnail
      }
    }
  }
`);

/** Asked when JPEG is chosen, so the image is the page as the viewer shows it, signed just then. */
const JpegDownload = graphql(`
  query ViewerDownload($id: ID!, $rotation: Int, $brightness: Int, $contrast: Int, $invert: Boolean) {
    image(globalId: $id) {
      id
      downloadUrl(rotation: $rotation, brightness: $brightness, contrast: $contrast, invert: $invert)
    }
  }
`);

interface Props {
  imageId: number;
  /** The view's rotation and adjustments, which both downloads carry. */
  adjustments: ImageAdjustments;
  onClose: () => void;
}

/**
 * Download (content §2.4, §7.9): the page as the viewer shows it, as a full-resolution JPEG (/download/jpg) or as a
 * PDF with its citation line (/download/{requestId}), which is prepared while the dialog shows how it is coming on.
 * A caller who may not download the page gets the deny dialog instead; a download the publication does not
 * offer says so in its place.
 */
export function DownloadDialog({ imageId, adjustments, onClose }: Props) {
  const client = useApolloClient();
  const imageGlobalId = globalId('IMAGE', imageId);
  const access = useQuery(DownloadAccess, {
    variables: { id: imageGlobalId },
    fetchPolicy: 'network-only',
  });
  const pdf = usePdfRequest(imageGlobalId, adjustments);
  const [jpeg, setJpeg] = useState<'idle' | 'preparing' | 'failed'>('idle');

  const jpegDenial = access.data?.image?.downloadDenial ?? null;
  const pdfDenial = access.data?.image?.pdfDenial ?? null;
  const requirement =
    jpegDenial?.requirement ??
    pdfDenial?.requirement ??
    (pdf.refusal && 'requirement' in pdf.refusal ? pdf.refusal.requirement : null);
  if (requirement) {
    return (
      <AccessDialog
        requirement={requirement}
        action="DOWNLOAD"
        contentType="IMAGE"
        thumbnail={access.data?.image?.denyThumbnail}
        onClose={onClose}
      />
    );
  }

  const saveJpeg = () => {
    setJpeg('preparing');
    void client
      .query({
        query: JpegDownload,
        variables: { id: globalId('IMAGE', imageId), ...downloadArgs(adjustments) },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => {
        if (!data?.image?.downloadUrl) throw new Error('no address');
        window.location.assign(data.image.downloadUrl);
        onClose();
      })
      .catch(() => setJpeg('failed'));
  };
  const adjusted =
    adjustments.rotation !== 0 || adjustments.brightness !== 0 || adjustments.contrast !== 0 || adjustments.invert;
  const message = pdf.refusal && 'message' in pdf.refusal ? pdf.refusal.message : null;

  return (
    <Modal title="Download this image" onClose={onClose} className="download-dialog">
      {access.loading && <p role="status">Checking the download…</p>}
      {access.error && (
        <p className="download-dialog__error" role="alert">
          The download could not be prepared. Please try again later.
        </p>
      )}
      {jpegDenial && pdfDenial && <p>This publication does not allow downloads.</p>}
      {access.data && !(jpegDenial && pdfDenial) && (
        <>
          <p className="download-dialog__intro">
            The page {adjusted ? 'as you see it, with its rotation and adjustments' : 'as it was scanned'}.
          </p>
          <div className="download-options">
            <section className="download-option" aria-labelledby="download-jpeg">
              <h3 id="download-jpeg">Image (JPEG)</h3>
              <p>The full-resolution scan, for zooming in and keeping.</p>
              {jpegDenial ? (
                <p className="download-option__off">This publication does not allow image downloads.</p>
              ) : (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={saveJpeg}
                  disabled={jpeg === 'preparing'}
                  data-autofocus
                >
                  {jpeg === 'preparing' ? 'Preparing…' : 'Download JPEG'}
                </button>
              )}
              {jpeg === 'failed' && (
                <p className="download-dialog__error" role="alert">
                  The image could not be prepared. Please try again later.
                </p>
              )}
            </section>
            <section className="download-option" aria-labelledby="download-pdf">
              <h3 id="download-pdf">Document (PDF)</h3>
              <p>Fitted to a page, with a citation: title, publication, page, address and today&rsquo;s date.</p>
              {pdfDenial ? (
                <p className="download-option__off">This publication does not allow PDF downloads.</p>
              ) : pdf.request ? (
                <PdfProgress request={pdf.request} onRetry={pdf.ask} />
              ) : (
                <button type="button" className="button button--primary" onClick={pdf.ask} disabled={pdf.asking}>
                  {pdf.asking ? 'Asking…' : 'Prepare PDF'}
                </button>
              )}
              {message && (
                <p className="download-dialog__error" role="alert">
                  {message}
                </p>
              )}
            </section>
          </div>
        </>
      )}
    </Modal>
  );
}
