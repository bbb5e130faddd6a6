import DataLoader from 'dataloader';
import type { AnnotationDto, CreateAnnotationBody, UpdateAnnotationBody } from '@muster/contract';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

/**
 * Client of the annotation calls of the document service (/document/annotation…), for one caller. A page of
 * search hits or a filmstrip asking for annotations costs one call per tick, whatever the number of pages.
 */
export class AnnotationBackend {
  private readonly http: ServiceHttp;
  private readonly byImage: DataLoader<number, AnnotationDto[]>;

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('document', options);
    this.byImage = new DataLoader(
      async (imageIds) => {
        const found =
          (await this.http.get<Record<string, AnnotationDto[]>>('/document/annotations', '/document/annotations', {
            image: imageIds,
          })) ?? {};
        return imageIds.map((id) => found[String(id)] ?? []);
      },
      { maxBatchSize: 200 },
    );
  }

  /** The page's annotations the caller may see (none when it may not view the page). */
  ofImage(imageId: number): Promise<AnnotationDto[]> {
    return this.byImage.load(imageId);
  }

  annotation(id: number): Promise<AnnotationDto | null> {
    return this.http.get<AnnotationDto>('/document/annotation/:id', `/document/annotation/${id}`);
  }

  async create(body: CreateAnnotationBody): Promise<AnnotationDto> {
    const created = await this.http.post<AnnotationDto>('/document/annotation', '/document/annotation', body);
    if (!created) throw new Error(`No image ${body.imageId}`);
    this.byImage.clear(body.imageId);
    return created;
  }

  /** The changed annotation; null when there is no such annotation. */
  async update(id: number, body: UpdateAnnotationBody): Promise<AnnotationDto | null> {
    const updated = await this.http.put<AnnotationDto>('/document/annotation/:id', `/document/annotation/${id}`, body);
    if (updated) this.byImage.clear(updated.imageId);
    return updated;
  }

  /** The page the annotation was on; null when there is no such annotation. */
  async delete(id: number): Promise<{ annotationId: number; imageId: number } | null> {
    const deleted = await this.http.delete<{ annotationId: number; imageId: number }>(
      '/document/annotation/:id',
      `/document/annotation/${id}`,
    );
    if (deleted) this.byImage.clear(deleted.imageId);
    return deleted;
  }
}
