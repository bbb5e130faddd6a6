import type { ApiKeyDto, ApiKeyScope, CreatedApiKeyDto } from '@muster/contract';
import { AccountHttp } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

export interface NewApiKey {
  ownerId: number;
  name: string;
  scopes: ApiKeyScope[];
  origins: string[];
  expiresAt?: string;
}

/** Client of the services' `/api-key` staff calls, acting as the calling staff member (who must hold api-keys). */
export class ApiKeyBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('api-key', options);
  }

  async list(filter: { ownerId?: number; includeRevoked: boolean }): Promise<ApiKeyDto[]> {
    const query = { ownerId: filter.ownerId, includeRevoked: String(filter.includeRevoked), limit: 200 };
    return required(await this.http.call<ApiKeyDto[]>('GET', '/api-key', '/api-key', { query }), 'GET /api-key');
  }

  /** The key and its secret; null when the owner account does not exist. */
  create(key: NewApiKey): Promise<CreatedApiKeyDto | null> {
    return this.http.call<CreatedApiKeyDto>('POST', '/api-key', '/api-key', { body: key });
  }

  /** The revoked key; null when there is no such key. */
  revoke(id: number): Promise<ApiKeyDto | null> {
    return this.http.call<ApiKeyDto>('DELETE', '/api-key/:id', `/api-key/${id}`);
  }
}
