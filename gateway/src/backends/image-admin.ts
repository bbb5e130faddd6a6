import DataLoader from 'dataloader';
import type { ManagedImageDto } from '@muster/contract';
import { type AccountCall, AccountHttp } from './account-http';
import type { ServiceCallOptions } from './service-http';

/**
 * Client of 'Manage this image' on the document service (`/document/admin/image/{id}`…), acting as the calling staff
 * member. Refusals keep the service's code (BAD_ORDINAL, BAD_ROTATION, BAD_TITLE…); an unknown image answers null.
 */
export class ImageAdminBackend {
  private readonly http: AccountHttp;
  /** No batch route: staff manage one page at a time. */
  private readonly managed = new DataLoader<number, ManagedImageDto | null>((ids) =>
    Promise.all(
      ids.map((id) =>
        this.http.call<ManagedImageDto>('GET', '/document/admin/image/:id', `/document/admin/image/${id}`),
      ),
    ),
  );

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('document', options);
  }

  image(id: number): Promise<ManagedImageDto | null> {
    return this.managed.load(id);
  }

  rotate(id: number, degrees: number) {
    return this.change('POST', id, 'rotation', { body: { degrees } });
  }

  setHidden(id: number, hidden: boolean) {
    return this.change('PUT', id, 'visibility', { body: { hidden } });
  }

  move(id: number, ordinal: number) {
    return this.change('PUT', id, 'ordinal', { body: { ordinal } });
  }

  retitle(id: number, title: string, shortTitle?: string | null) {
    return this.change('PUT', id, 'title', { body: { title, ...(shortTitle == null ? {} : { shortTitle }) } });
  }

  /** A new scan for the page, its bytes as they came (the service decides the type from them). */
  replaceScan(id: number, bytes: Uint8Array) {
    return this.change('POST', id, 'scan', { bytes: { type: 'application/octet-stream', data: bytes } });
  }

  private async change(method: string, id: number, what: string, call: AccountCall): Promise<ManagedImageDto | null> {
    const changed = await this.http.call<ManagedImageDto>(
      method,
      `/document/admin/image/:id/${what}`,
      `/document/admin/image/${id}/${what}`,
      call,
    );
    this.managed.clear(id);
    if (changed) this.managed.prime(id, changed);
    return changed;
  }
}
