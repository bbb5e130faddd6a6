import DataLoader from 'dataloader';
import type {
  GalleryItemDto,
  TagCountDto,
  TagDto,
  TaggedObjectPageDto,
  UploadDto,
  UploaderDto,
} from '@muster/contract';
import { AccountHttp } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

/**
 * Client of the gallery, upload and tag calls (content spec §7.5 on /document, §7.8 on /user), acting as the
 * caller. Tags of many images and the caller's gallery are each read once per request, however many images ask.
 */
export class GalleryBackend {
  private readonly http: AccountHttp;
  private readonly tagsOfImages = new DataLoader<number, TagDto[]>(
    async (ids) => {
      const query = new URLSearchParams(ids.map((id) => ['doc', `IMAGE:${id}`]));
      const tags = required(
        await this.http.call<TagDto[]>('GET', '/user/tag-docs', `/user/tag-docs?${query}`),
        'GET /user/tag-docs',
      );
      return ids.map((id) => tags.filter((tag) => tag.doc === `IMAGE:${id}`));
    },
    { maxBatchSize: 500 },
  );
  private readonly uploadersOfImages = new DataLoader<number, UploaderDto | null>(
    async (ids) => {
      const query = new URLSearchParams(ids.map((id) => ['id', String(id)]));
      const found = required(
        await this.http.call<UploaderDto[]>('GET', '/document/uploaders', `/document/uploaders?${query}`),
        'GET /document/uploaders',
      );
      return ids.map((id) => found.find((u) => u.imageId === id) ?? null);
    },
    { maxBatchSize: 500 },
  );
  private galleryRead: Promise<GalleryItemDto[]> | undefined;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('gallery', options);
  }

  tagsOf(imageId: number): Promise<TagDto[]> {
    return this.tagsOfImages.load(imageId);
  }

  /** Who uploaded the image, or null when it is no member upload the caller may see. */
  uploaderOf(imageId: number): Promise<UploaderDto | null> {
    return this.uploadersOfImages.load(imageId);
  }

  async addTag(imageId: number, name: string, isPrivate: boolean): Promise<TagDto | null> {
    this.tagsOfImages.clear(imageId);
    return this.http.call<TagDto>('PUT', '/user/tag/:name', `/user/tag/${encodeURIComponent(name)}`, {
      body: { objectId: imageId, private: isPrivate },
    });
  }

  /** How many of the caller's tags went: from one image, or from all of them without an image. */
  async removeTag(name: string, imageId?: number): Promise<number> {
    if (imageId !== undefined) this.tagsOfImages.clear(imageId);
    else this.tagsOfImages.clearAll();
    const done = await this.http.call<{ deleted: number }>(
      'DELETE',
      '/user/tag/:name',
      `/user/tag/${encodeURIComponent(name)}`,
      { query: { objectId: imageId } },
    );
    return done?.deleted ?? 0;
  }

  async myTags(): Promise<TagCountDto[]> {
    return required(await this.http.call<TagCountDto[]>('GET', '/user/tag', '/user/tag'), 'GET /user/tag');
  }

  async suggestions(prefix: string): Promise<TagCountDto[]> {
    return required(
      await this.http.call<TagCountDto[]>('GET', '/user/tag-counts', '/user/tag-counts', { query: { prefix } }),
      'GET /user/tag-counts',
    );
  }

  /** A slice of the objects the caller tagged with `name`, most recently tagged first, and how many in all. */
  async tagged(name: string, slice: { offset: number; limit: number }): Promise<TaggedObjectPageDto> {
    const route = '/user/tag/:name/objects';
    return required(
      await this.http.call<TaggedObjectPageDto>('GET', route, `/user/tag/${encodeURIComponent(name)}/objects`, {
        query: slice,
      }),
      route,
    );
  }

  /** A slice of the objects the caller tagged with any name, most recently tagged first, and how many in all. */
  async recent(slice: { offset: number; limit: number }): Promise<TaggedObjectPageDto> {
    return required(
      await this.http.call<TaggedObjectPageDto>('GET', '/user/tag-recent', '/user/tag-recent', { query: slice }),
      'GET /user/tag-recent',
    );
  }

  /** The caller's gallery, read once per request (also answers `Image.inGallery`). */
  gallery(): Promise<GalleryItemDto[]> {
    this.galleryRead ??= this.http
      .call<GalleryItemDto[]>('GET', '/document/gallery', '/document/gallery')
      .then((items) => required(items, 'GET /document/gallery'));
    return this.galleryRead;
  }

  async addToGallery(imageId: number): Promise<GalleryItemDto | null> {
    this.galleryRead = undefined;
    return this.http.call<GalleryItemDto>('PUT', '/document/gallery/:type/:id', `/document/gallery/image/${imageId}`);
  }

  /** False when the image was not in the gallery. */
  async removeFromGallery(imageId: number): Promise<boolean> {
    this.galleryRead = undefined;
    return (
      (await this.http.call('DELETE', '/document/gallery/:type/:id', `/document/gallery/image/${imageId}`)) !== null
    );
  }

  async uploads(): Promise<UploadDto[]> {
    return required(
      await this.http.call<UploadDto[]>('GET', '/document/uploads', '/document/uploads'),
      'GET /document/uploads',
    );
  }

  updateUpload(
    imageId: number,
    changes: { title: string; description?: string; public?: boolean },
  ): Promise<UploadDto | null> {
    return this.http.call<UploadDto>('POST', '/document/upload-metadata/:id', `/document/upload-metadata/${imageId}`, {
      body: changes,
    });
  }

  /** False when there is no such upload. */
  async deleteUpload(imageId: number): Promise<boolean> {
    return (await this.http.call('DELETE', '/document/userUpload/:id', `/document/userUpload/${imageId}`)) !== null;
  }
}
