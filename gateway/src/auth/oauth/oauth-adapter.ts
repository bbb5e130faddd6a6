import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import { ServiceHttp, type ServiceCallOptions } from '../../backends/service-http';

/**
 * oidc-provider's storage (grants, codes, tokens, sessions, interactions) in the database, through the
 * services' `/auth/oauth/{model}/{id}` (the gateway never opens the database): every gateway instance sees
 * the same tokens, and a restart loses none. One adapter per model, as oidc-provider asks.
 */
export function serviceAdapter(options: ServiceCallOptions): AdapterFactory {
  const http = new ServiceHttp('oauth', options);
  return (model: string): Adapter => {
    const at = (id: string) => `/auth/oauth/${model}/${encodeURIComponent(id)}`;
    const read = async (route: string, path: string): Promise<AdapterPayload | undefined> =>
      (await http.get<{ payload: AdapterPayload }>(route, path))?.payload ?? undefined;
    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
        await http.put('/auth/oauth/:model/:id', at(id), { payload, expiresAt });
      },
      find: (id) => read('/auth/oauth/:model/:id', at(id)),
      findByUid: (uid) =>
        read('/auth/oauth/:model/by-uid/:uid', `/auth/oauth/${model}/by-uid/${encodeURIComponent(uid)}`),
      findByUserCode: (code) =>
        read('/auth/oauth/:model/by-user-code/:code', `/auth/oauth/${model}/by-user-code/${encodeURIComponent(code)}`),
      async consume(id) {
        await http.post('/auth/oauth/:model/:id/consume', `${at(id)}/consume`, undefined);
      },
      async destroy(id) {
        await http.delete('/auth/oauth/:model/:id', at(id));
      },
      async revokeByGrantId(grantId) {
        await http.delete('/auth/oauth/grants/:grantId', `/auth/oauth/grants/${encodeURIComponent(grantId)}`);
      },
    };
  };
}
