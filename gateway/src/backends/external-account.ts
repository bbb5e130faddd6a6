import type { ProviderMatchDto, ProviderPerson, SessionUserDto } from '@muster/contract';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';
import { AccountHttp } from './account-http';

/** Client of the services' /external-account routes, as the gateway (anonymous) or as a member (link). */
export class ExternalAccountBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('external-account', options);
  }

  /** `POST /external-account/match`: the linked member or the accounts the person may have here. */
  async match(person: ProviderPerson): Promise<ProviderMatchDto> {
    return required(
      await this.http.call<ProviderMatchDto>('POST', '/external-account/match', '/external-account/match', {
        body: person,
      }),
      'POST /external-account/match',
    );
  }

  /** `POST /external-account/link` as the member whose password was just checked; LINK_TAKEN (409) when linked elsewhere. */
  async link(person: ProviderPerson): Promise<SessionUserDto> {
    return required(
      await this.http.call<SessionUserDto>('POST', '/external-account/link', '/external-account/link', {
        body: person,
      }),
      'POST /external-account/link',
    );
  }

  /** `POST /external-account/register`: a new member linked to the person; EMAIL_TAKEN or LINK_TAKEN (409). */
  async register(person: ProviderPerson): Promise<SessionUserDto> {
    return required(
      await this.http.call<SessionUserDto>('POST', '/external-account/register', '/external-account/register', {
        body: person,
      }),
      'POST /external-account/register',
    );
  }
}
