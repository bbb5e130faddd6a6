import type { SessionUserDto, FacebookRegisterRequest } from '@muster/contract';
import { requestJson } from '../../backends/http-json';
import type { ServiceCallOptions } from '../../backends/service-http';
import { INTERNAL_AUTH_HEADER, authHeaderValue } from '../internal-auth';

/** A service's answer kept whole: the social calls turn its status into the spec's result values. */
export interface ServiceAnswer<T> {
  status: number;
  body: T | { code?: string; message?: string } | undefined;
}

/** The user service's Facebook links (`/user/facebook/*`), called with the identity in `options`. */
export class FacebookBackend {
  constructor(private readonly options: ServiceCallOptions) {}

  /** The open account linked to this Facebook id: 200, or 401 when there is none. */
  signIn(facebookId: string): Promise<ServiceAnswer<SessionUserDto>> {
    return this.post('/user/facebook/sign-in', { facebookId });
  }

  /** Links the calling member: 200, or 409 when either side is linked elsewhere. */
  link(facebookId: string): Promise<ServiceAnswer<SessionUserDto>> {
    return this.post('/user/facebook/link', { facebookId });
  }

  /** A new member linked to the Facebook id: 201, 400 EMAIL_INVALID, 409 EMAIL_TAKEN or FACEBOOK_TAKEN. */
  register(request: FacebookRegisterRequest): Promise<ServiceAnswer<SessionUserDto>> {
    return this.post('/user/facebook/register', request);
  }

  private async post<T>(path: string, body: unknown): Promise<ServiceAnswer<T>> {
    const route = `POST ${path}`;
    try {
      const answer = await requestJson(new URL(path, this.options.baseUrl), 'POST', {
        accept: 'application/json', 'content-type': 'application/json', [INTERNAL_AUTH_HEADER]: authHeaderValue(this.options.authHeader),
      }, JSON.stringify(body), this.options.timeoutMs ?? 10_000);
      this.options.metrics.serviceCalls.inc({ service: 'user', route, status: String(answer.status) });
      return answer as ServiceAnswer<T>;
    } catch {
      this.options.metrics.serviceCalls.inc({ service: 'user', route, status: 'network-error' });
      return { status: 503, body: undefined };
    }
  }
}
