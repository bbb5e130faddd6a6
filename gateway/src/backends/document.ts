import DataLoader from 'dataloader';
import type { ImageDto, SubImageDto, ViewerImageDto } from '../../../services/src/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the document service (/document): scanned pages and what the viewer needs around them. */
export class DocumentBackend {
  private readonly http: ServiceHttp;
  private readonly images: DataLoader<number, ImageDto | null>;
  /** No batch route: the viewer asks for one page at a time. */
  private readonly viewerImages = new DataLoader<number, ViewerImageDto | null>(
    (ids) => Promise.all(ids.map((id) => this.http.get<ViewerImageDto>('/document/viewer-image', '/document/viewer-image', { id }))),
  );
  private readonly subImages = new DataLoader<number, SubImageDto | null>(
    (ids) => Promise.all(ids.map((id) => this.http.get<SubImageDto>('/document/sub-image/:id', `/document/sub-image/${id}`))),
  );

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('document', options);
    this.images = batchById<ImageDto>(this.http, '/document/images', 'imageId');
  }

  image(id: number): Promise<ImageDto | null> {
    return this.images.load(id);
  }

  viewerImage(id: number): Promise<ViewerImageDto | null> {
    return this.viewerImages.load(id);
  }

  subImage(id: number): Promise<SubImageDto | null> {
    return this.subImages.load(id);
  }
}
