import type { ConnectedAppDto } from '@muster/contract';
import { AccountHttp } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

/** The services' `/user/connected-apps`: the apps the calling member let act for them, and taking one's access away. */
export class ConnectedAppsBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('user', options);
  }

  async list(): Promise<ConnectedAppDto[]> {
    return required(
      await this.http.call<ConnectedAppDto[]>('GET', '/user/connected-apps', '/user/connected-apps'),
      'GET /user/connected-apps',
    );
  }

  /** False when the member had not connected the app. */
  async disconnect(clientId: string): Promise<boolean> {
    const route = '/user/connected-apps/:clientId';
    const done = await this.http.call<void>('DELETE', route, `/user/connected-apps/${encodeURIComponent(clientId)}`);
    return done !== null;
  }
}
