import DataLoader from 'dataloader';
import type { HitContent, MultiContentRequest, MultiContentResponse, ObjectReference } from '@muster/contract';
import { DEFAULT_THUMB, type Viewer } from '@muster/contract/rules';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/** Client of the content service (/fold31-api): content objects with their titles and thumbnails. */
export class ContentBackend {
  private readonly http: ServiceHttp;
  /** One loader per thumbnail size, since the size is a query parameter of the whole mcontent call. */
  private readonly bySize = new Map<string, DataLoader<ObjectReference, HitContent | null, string>>();

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('content', options);
  }

  /**
   * The content object of any reference (the part the gateway reads: title, thumbnail, publication id),
   * batched into one POST /obj-ref/mcontent per tick and size.
   */
  contentObject(
    ref: ObjectReference,
    thumb: { width: number; height: number } = DEFAULT_THUMB,
  ): Promise<HitContent | null> {
    return this.loader(thumb.width, thumb.height).load(ref);
  }

  /**
   * What another service already said of a reference (a search hit's inline content, null when its object
   * is gone): later loads of it at that size are answered without mcontent.
   */
  prime(
    ref: ObjectReference,
    content: HitContent | null,
    thumb: { width: number; height: number } = DEFAULT_THUMB,
  ): void {
    this.loader(thumb.width, thumb.height).prime(ref, content);
  }

  /** The caller as the access policy sees it (confirmation and institution silo read by the service); one call per request. */
  accessViewer(): Promise<Viewer | null> {
    this.viewer ??= this.http.get<Viewer>('/fold31-api/access-viewer', '/fold31-api/access-viewer');
    return this.viewer;
  }

  private viewer: Promise<Viewer | null> | undefined;

  private loader(width: number, height: number) {
    const key = `${width}x${height}`;
    let loader = this.bySize.get(key);
    if (!loader) {
      loader = new DataLoader(
        async (refs) => {
          const body: MultiContentRequest = refs.map(({ contentType, objectId }) => ({ contentType, objectId }));
          const objects = await this.http.postRead<MultiContentResponse>(
            '/fold31-api/obj-ref/mcontent/',
            '/fold31-api/obj-ref/mcontent/',
            body,
            { 'thumb-width': width, 'thumb-height': height },
          );
          return refs.map((_, i) => objects?.[i] ?? null);
        },
        { maxBatchSize: 500, cacheKeyFn: (ref) => `${ref.contentType}:${ref.objectId}` },
      );
      this.bySize.set(key, loader);
    }
    return loader;
  }
}
