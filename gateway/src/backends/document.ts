import DataLoader from 'dataloader';
import type {
  FileDto,
  FileImagesDto,
  ImageDto,
  SubImageDto,
  ViewerImageDto,
  DocTokensDto,
  FirstHitDto,
  OcrTextDto,
} from '@muster/contract';
import { batchById } from './batch-loader';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** One page of a file's images: which file, and which slice of it. */
export interface FileImagesPage {
  publicationId: number;
  fileId: number;
  offset: number;
  limit: number;
}

/** Client of the document service (/document): scanned pages, files and what the viewer needs around them. */
export class DocumentBackend {
  private readonly http: ServiceHttp;
  private readonly images: DataLoader<number, ImageDto | null>;
  private readonly files: DataLoader<number, FileDto | null>;
  /** No batch route: the viewer asks for one page at a time. */
  private readonly viewerImages = new DataLoader<number, ViewerImageDto | null>((ids) =>
    Promise.all(
      ids.map((id) => this.http.get<ViewerImageDto>('/document/viewer-image', '/document/viewer-image', { id })),
    ),
  );
  private readonly subImages = new DataLoader<number, SubImageDto | null>((ids) =>
    Promise.all(ids.map((id) => this.http.get<SubImageDto>('/document/sub-image/:id', `/document/sub-image/${id}`))),
  );
  /** No batch route either (a page lists one file's images); the loader only shares a page asked for twice. */
  private readonly fileImagePages = new DataLoader<FileImagesPage, FileImagesDto | null, string>(
    (pages) =>
      Promise.all(
        pages.map(({ publicationId, fileId, offset, limit }) =>
          this.http.get<FileImagesDto>(
            '/document/file-images/:publicationId/:fileId',
            `/document/file-images/${publicationId}/${fileId}`,
            { offset, limit },
          ),
        ),
      ),
    { cacheKeyFn: ({ publicationId, fileId, offset, limit }) => `${publicationId}/${fileId}/${offset}/${limit}` },
  );

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('document', options);
    this.images = batchById<ImageDto>(this.http, '/document/images', 'imageId');
    this.files = batchById<FileDto>(this.http, '/document/files', 'fileId');
  }

  image(id: number): Promise<ImageDto | null> {
    return this.images.load(id);
  }

  /** Forgets what this request read of a page and of the files' pages, after staff changed it. */
  forget(id: number): void {
    this.images.clear(id);
    this.viewerImages.clearAll();
    this.fileImagePages.clearAll();
  }

  viewerImage(id: number): Promise<ViewerImageDto | null> {
    return this.viewerImages.load(id);
  }

  subImage(id: number): Promise<SubImageDto | null> {
    return this.subImages.load(id);
  }

  /** A file (browse leaf), batched into one GET /document/files?id=… per tick. */
  file(id: number): Promise<FileDto | null> {
    return this.files.load(id);
  }

  /** Ids of one page of a file's images, in order, with the file's image total. */
  fileImages(page: FileImagesPage): Promise<FileImagesDto | null> {
    return this.fileImagePages.load(page);
  }

  /** Find in page (GET /document/doc-token/{id}); a 403 when the caller may not see the scan is FORBIDDEN. */
  docTokens(id: number, token: string, max: number): Promise<DocTokensDto | null> {
    return this.http.get<DocTokensDto>('/document/doc-token/:id', `/document/doc-token/${id}`, { token, max });
  }

  ocrText(id: number): Promise<OcrTextDto | null> {
    return this.http.get<OcrTextDto>('/document/ocr-text/:id', `/document/ocr-text/${id}`);
  }

  /** The first page of a file holding a keyword (GET /document/first-hit/{publication}/{file}); null when none. */
  firstHit(publicationId: number, fileId: number, keyword: string): Promise<FirstHitDto | null> {
    return this.http.get<FirstHitDto>(
      '/document/first-hit/:publication/:file',
      `/document/first-hit/${publicationId}/${fileId}`,
      { keyword },
    );
  }
}
