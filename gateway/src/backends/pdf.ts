import type { PdfRequestDto, PdfView } from '@muster/contract';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the image service's PDF requests (`/fold31-image-data/pdf-request`), on behalf of one caller. */
export class PdfBackend {
  private readonly http: ServiceHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('image-data', options);
  }

  /** A new request, or the caller's request of the same view; the service refuses what the caller may not have. */
  async request(imageId: number, view: Partial<PdfView>): Promise<PdfRequestDto> {
    const request = await this.http.post<PdfRequestDto>(
      '/fold31-image-data/pdf-request',
      '/fold31-image-data/pdf-request',
      { imageId, ...view },
    );
    if (!request) throw new Error(`The image service did not accept a PDF request for image ${imageId}`);
    return request;
  }

  /** The caller's request as it is now; null when it is not the caller's (or is gone). */
  get(id: string): Promise<PdfRequestDto | null> {
    return this.http.get<PdfRequestDto>(
      '/fold31-image-data/pdf-request/:id',
      `/fold31-image-data/pdf-request/${encodeURIComponent(id)}`,
    );
  }
}
