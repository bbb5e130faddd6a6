import type { FacebookRegisterRequest, SessionUserDto } from '@muster/contract';
import { type ServiceCallOptions, ServiceHttp } from './service-http';

/** A service's answer kept whole: the social calls turn its status into the spec's result values. */
export interface ServiceAnswer<T> {
  status: number;
  body: T | { code?: string; message?: string } | undefined;
}

/** The user service's Facebook links (`/user/facebook/*`), called with the identity in `options`. */
export class FacebookBackend {
  private readonly http: ServiceHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new ServiceHttp('user', options);
  }

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

  /** Removes the calling member's link (and the Facebook picture): 200, or 401 for a visitor. */
  unlink(): Promise<ServiceAnswer<SessionUserDto>> {
    return this.send('POST', '/user/facebook/unlink', {});
  }

  /** Shows the Facebook picture (or stops): 200, 409 NOT_CONNECTED without a link, 401 for a visitor. */
  usePhoto(usePhoto: boolean): Promise<ServiceAnswer<SessionUserDto>> {
    return this.send('PUT', '/user/facebook/photo', { usePhoto });
  }

  private post<T>(path: string, body: unknown): Promise<ServiceAnswer<T>> {
    return this.send('POST', path, body);
  }

  private async send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<ServiceAnswer<T>> {
    try {
      return (await this.http.exchange(method, `${method} ${path}`, path, { body })) as ServiceAnswer<T>;
    } catch {
      return { status: 503, body: undefined };
    }
  }
}
