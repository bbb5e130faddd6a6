import { type FragmentType, graphql, getFragmentData } from '../../__generated__';
import { availableUntil, pdfStep } from './pdfProgress';

export const PdfProgress_request = graphql(`
  fragment PdfProgress_request on PdfRequest {
    id
    state
    expires
    downloadUrl
    failure
  }
`);

interface Props {
  request: FragmentType<typeof PdfProgress_request>;
  /** Asks for the PDF again (after it failed or expired). */
  onRetry: () => void;
}

/** Where a PDF request is: a progress bar while it is prepared, then the PDF to save, or why there is none. */
export function PdfProgress({ onRetry, ...props }: Props) {
  const request = getFragmentData(PdfProgress_request, props.request);
  const { label, busy, step } = pdfStep(request.state);
  return (
    <div className={`pdf-progress pdf-progress--${request.state.toLowerCase()}`}>
      <p className="pdf-progress__label" role="status">
        {label}
      </p>
      {busy && <progress className="pdf-progress__bar" max={3} value={step} aria-label="PDF preparation" />}
      {request.state === 'READY' && request.downloadUrl && (
        <p className="pdf-progress__ready">
          <a className="button button--primary" href={request.downloadUrl} download data-autofocus>
            Save the PDF
          </a>
          <span className="pdf-progress__until">Available {availableUntil(request.expires)}</span>
        </p>
      )}
      {(request.state === 'FAILED' || request.state === 'EXPIRED') && (
        <p className="pdf-progress__again">
          {request.failure && <span className="pdf-progress__failure">{request.failure}. </span>}
          <button type="button" className="button button--quiet" onClick={onRetry}>
            Ask again
          </button>
        </p>
      )}
    </div>
  );
}
