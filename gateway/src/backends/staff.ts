import type { ImpersonationLinkDto, SessionUserDto, StaffUserDto, TagNameCountDto } from '@muster/contract';
import type { StaffAbility } from '@muster/contract/rules';
import { AccountHttp } from './account-http';
import { required } from './auth';
import type { ServiceCallOptions } from './service-http';

/** What opening an impersonation link answers: the member to sign in as, and who opened it. */
export interface RedeemedImpersonation {
  user: SessionUserDto;
  staffId: number;
  staffUsername: string;
}

/** Client of the user service's admin calls (accounts spec §7), acting as the calling staff member. */
export class StaffBackend {
  private readonly http: AccountHttp;

  constructor(options: ServiceCallOptions) {
    this.http = new AccountHttp('user', options);
  }

  async abilities(): Promise<{ roles: string[]; abilities: StaffAbility[] }> {
    return required(
      await this.http.call('GET', '/user/admin/abilities', '/user/admin/abilities'),
      'GET /user/admin/abilities',
    );
  }

  async listRoles(): Promise<string[]> {
    return required(
      await this.http.call<string[]>('GET', '/user/list-roles', '/user/list-roles'),
      'GET /user/list-roles',
    );
  }

  /** The member with their new roles; null when there is no such member. */
  updateRoles(userId: number, roles: string[]): Promise<SessionUserDto | null> {
    return this.http.call<SessionUserDto>('PUT', '/user/update-roles/:id', `/user/update-roles/${userId}`, {
      body: { roles },
    });
  }

  async users(search: string): Promise<StaffUserDto[]> {
    return required(
      await this.http.call<StaffUserDto[]>('GET', '/user/admin/users', '/user/admin/users', { query: { search } }),
      'GET /user/admin/users',
    );
  }

  async createImpersonationLink(userId: number, clientIp?: string): Promise<ImpersonationLinkDto | null> {
    return this.http.call<ImpersonationLinkDto>('POST', '/user/admin/backdoor', '/user/admin/backdoor', {
      query: { userId },
      clientIp,
    });
  }

  async redeemImpersonation(token: string, clientIp?: string): Promise<RedeemedImpersonation> {
    const answer = await this.http.call<RedeemedImpersonation>(
      'POST',
      '/user/admin/backdoor/redeem',
      '/user/admin/backdoor/redeem',
      { body: { token }, clientIp },
    );
    return required(answer, 'POST /user/admin/backdoor/redeem');
  }

  removeExternalLink(userId: number, clientIp?: string): Promise<StaffUserDto | null> {
    return this.http.call<StaffUserDto>('DELETE', '/user/user-admin/ucdmid/:id', `/user/user-admin/ucdmid/${userId}`, {
      clientIp,
    });
  }

  async tagNames(): Promise<TagNameCountDto[]> {
    return required(
      await this.http.call<TagNameCountDto[]>('GET', '/user/admin/tags', '/user/admin/tags'),
      'GET /user/admin/tags',
    );
  }

  deleteTag(name: string, clientIp?: string): Promise<{ name: string; deleted: number } | null> {
    return this.http.call('DELETE', '/user/admin/tags', '/user/admin/tags', { query: { name }, clientIp });
  }
}
