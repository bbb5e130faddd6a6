/** The PDF request states (content §3.7 names state, expires and submitted; the values are ours). */
export type PdfState = 'SUBMITTED' | 'PROCESSING' | 'READY' | 'FAILED' | 'EXPIRED';

/** What the view looked like when the PDF was asked for: the signed viewer address's parameters. */
export interface PdfView {
  crop?: string;
  rotation: number;
  brightness: number;
  contrast: number;
  invert: boolean;
}

/** The PDF request state of content §3.7 as the gateway and partners read it. */
export interface PdfRequestDto {
  id: string;
  imageId: number;
  state: PdfState;
  submitted: string;
  expires: string;
  /** Site-relative signed address of the PDF (`/download/{id}?token=…`) while it is READY; else null. */
  downloadUrl: string | null;
  /** Why a FAILED request failed; else null. */
  failure: string | null;
}
