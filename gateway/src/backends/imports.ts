import type { ImportFindingDto, ImportJobDto } from '@muster/contract';
import { AccountHttp } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

export interface NewImport {
  publicationId: number;
  upload?: string;
  serverPath?: string;
  /** The scans: an uploaded .zip's token, or a .zip or folder under the imports root. */
  scansUpload?: string;
  scansServerPath?: string;
  settings: Record<string, unknown>;
}

/** Client of the services' `/import` staff calls, acting as the calling staff member (who must hold imports). */
export class ImportBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('import', options);
  }

  async list(publicationId: number | undefined, offset: number, limit: number) {
    const query = { publicationId, offset, limit };
    const page = await this.http.call<{ total: number; imports: ImportJobDto[] }>(
      'GET',
      '/import/jobs',
      '/import/jobs',
      {
        query,
      },
    );
    return required(page, 'GET /import/jobs');
  }

  /** The import; null when there is none. */
  get(id: number): Promise<ImportJobDto | null> {
    return this.http.call<ImportJobDto>('GET', '/import/jobs/:id', `/import/jobs/${id}`);
  }

  async findings(id: number, level: 'error' | 'warning' | undefined, offset: number, limit: number) {
    const page = await this.http.call<{ total: number; errors: ImportFindingDto[] }>(
      'GET',
      '/import/jobs/:id/errors',
      `/import/jobs/${id}/errors`,
      { query: { level, offset, limit } },
    );
    return page ?? { total: 0, errors: [] };
  }

  /** The new import; null when the publication, upload or file does not exist (the refusal names which). */
  start(input: NewImport): Promise<ImportJobDto | null> {
    return this.http.call<ImportJobDto>('POST', '/import/jobs', '/import/jobs', { body: input });
  }

  cancel(id: number): Promise<ImportJobDto | null> {
    return this.http.call<ImportJobDto>('POST', '/import/jobs/:id/cancel', `/import/jobs/${id}/cancel`);
  }

  undo(id: number): Promise<ImportJobDto | null> {
    return this.http.call<ImportJobDto>('POST', '/import/jobs/:id/undo', `/import/jobs/${id}/undo`);
  }
}
