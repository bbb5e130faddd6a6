import { GraphQLError } from 'graphql';
import type {
  CheckoutStartDto,
  MembershipDto,
  PaymentsMode,
  PlanCode,
  PlanDto,
  TestCheckoutDto,
} from '@muster/contract';
import type { GatewayCache } from '../cache';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

interface PlansReply {
  plans: PlanDto[];
  paymentMode: 'stripe' | 'test' | 'off';
  paymentsMode: PaymentsMode;
  trialDays: number;
}

/** Plans change only with configuration: shared by every gateway for 5 minutes, like the spec's other catalogues. */
const PLANS_TTL = 5 * 60_000;

/** Client of the subscription service (`/subscription`), acting as the caller its identity header names. */
export class SubscriptionBackend {
  private readonly http: ServiceHttp;

  constructor(
    options: ServiceCallOptions,
    private readonly cache: GatewayCache,
  ) {
    this.http = new ServiceHttp('subscription', options);
  }

  private catalogue(): Promise<PlansReply> {
    return this.cache.getOrSet(
      'subscription:plans',
      PLANS_TTL,
      async () => (await this.http.get<PlansReply>('/subscription/plans', '/subscription/plans'))!,
    );
  }

  async plans(): Promise<PlanDto[]> {
    return (await this.catalogue()).plans;
  }

  async trialDays(): Promise<number> {
    return (await this.catalogue()).trialDays;
  }

  async paymentsMode(): Promise<PaymentsMode> {
    return (await this.catalogue()).paymentsMode;
  }

  self(): Promise<MembershipDto | null> {
    return this.http.get<MembershipDto>('/subscription/self', '/subscription/self');
  }

  async startFreeTrial(iid: number | null | undefined): Promise<MembershipDto> {
    return (await this.http.post<MembershipDto>(
      '/subscription/free-trial',
      '/subscription/free-trial',
      iid ? { iid } : {},
    ))!;
  }

  async startCheckout(plan: PlanCode): Promise<CheckoutStartDto> {
    return (await this.http.post<CheckoutStartDto>('/subscription/checkout', '/subscription/checkout', { plan }))!;
  }

  async testCheckout(id: string): Promise<TestCheckoutDto | null> {
    if (!/^test_cs_[0-9a-f]{24}$/.test(id)) return null;
    return this.http.get<TestCheckoutDto>('/subscription/test-checkout/:id', `/subscription/test-checkout/${id}`);
  }

  async completeTestCheckout(id: string, cardNumber: string): Promise<MembershipDto> {
    const path = `/subscription/test-checkout/${encodeURIComponent(id)}/complete`;
    const dto = await this.http.post<MembershipDto>('/subscription/test-checkout/:id/complete', path, { cardNumber });
    if (!dto) throw new GraphQLError('No such checkout', { extensions: { code: 'NOT_FOUND' } });
    return dto;
  }

  async grantComp(userId: number, until: string): Promise<MembershipDto> {
    const dto = await this.http.post<MembershipDto>('/subscription/comp', '/subscription/comp', { userId, until });
    if (!dto) throw new GraphQLError(`No user with id ${userId}`, { extensions: { code: 'NOT_FOUND' } });
    return dto;
  }

  async cancel(): Promise<MembershipDto> {
    return (await this.http.post<MembershipDto>('/subscription/cancel', '/subscription/cancel', {}))!;
  }
}
