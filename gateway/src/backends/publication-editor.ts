import type { PublicationEditorDto, PublicationEventDto, PublicationWarningDto } from '@muster/contract';
import { AccountHttp } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

/**
 * Client of the publication service's staff calls (content §7.6: /editable-fields, /pub-edit, /warnings, /event,
 * /cp), acting as the calling staff member (who must hold the publications ability). A refusal keeps the service's
 * code (PUBLICATION_ACCESS_RANGE…) and field, so the payload's userErrors can name them.
 */
export class PublicationEditorBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('publication', options);
  }

  /** The editor of a publication; null when there is none. */
  editor(id: number): Promise<PublicationEditorDto | null> {
    return this.http.call<PublicationEditorDto>(
      'GET',
      '/publication/editable-fields/:id',
      `/publication/editable-fields/${id}`,
    );
  }

  /** The edited publication's editor; null when there is no such publication. */
  update(id: number, changes: Record<string, unknown>): Promise<PublicationEditorDto | null> {
    return this.http.call<PublicationEditorDto>('PUT', '/publication/pub-edit/:id', `/publication/pub-edit/${id}`, {
      body: changes,
    });
  }

  async create(fields: Record<string, unknown>): Promise<PublicationEditorDto> {
    return required(
      await this.http.call<PublicationEditorDto>('POST', '/publication/pub-edit', '/publication/pub-edit', {
        body: fields,
      }),
      'POST /publication/pub-edit',
    );
  }

  async events(id: number, limit: number): Promise<PublicationEventDto[]> {
    return (
      (await this.http.call<PublicationEventDto[]>('GET', '/publication/event/:id', `/publication/event/${id}`, {
        query: { limit },
      })) ?? []
    );
  }

  async warnings(ids?: number[]): Promise<PublicationWarningDto[]> {
    const path = ids?.length
      ? `/publication/warnings?${ids.map((id) => `id=${id}`).join('&')}`
      : '/publication/warnings';
    return required(
      await this.http.call<PublicationWarningDto[]>('GET', '/publication/warnings', path),
      'GET /publication/warnings',
    );
  }

  async providers(): Promise<string[]> {
    return required(await this.http.call<string[]>('GET', '/publication/cp', '/publication/cp'), 'GET /publication/cp');
  }
}
