/** The PDF request states of the schema (content §3.7), as the download dialog shows them. */
export type PdfState = 'SUBMITTED' | 'PROCESSING' | 'READY' | 'FAILED' | 'EXPIRED';

export interface PdfStep {
  /** What the member reads. */
  label: string;
  /** Still being prepared: the dialog shows a progress bar and keeps asking. */
  busy: boolean;
  /** 1–3 of the three steps a request passes (asked, preparing, ready); 0 for a request that ended without a PDF. */
  step: 0 | 1 | 2 | 3;
}

const STEPS: Record<PdfState, PdfStep> = {
  SUBMITTED: { label: 'Asked for the PDF: waiting its turn…', busy: true, step: 1 },
  PROCESSING: { label: 'Preparing the PDF…', busy: true, step: 2 },
  READY: { label: 'Your PDF is ready.', busy: false, step: 3 },
  FAILED: { label: 'The PDF could not be prepared.', busy: false, step: 0 },
  EXPIRED: { label: 'This PDF has expired.', busy: false, step: 0 },
};

export const pdfStep = (state: PdfState): PdfStep => STEPS[state];

/** "until 7:45 AM": when a ready PDF stops being available, in the member's own clock. */
export function availableUntil(expires: string, locale?: string): string {
  const date = new Date(expires);
  return Number.isNaN(date.getTime())
    ? ''
    : `until ${date.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })}`;
}
