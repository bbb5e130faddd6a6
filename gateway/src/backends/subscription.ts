import { GraphQLError } from 'graphql';
import type { PaymentsMode as ServicePaymentsMode, PlanDto, MembershipDto, SubscriptionDto } from '@muster/contract';
import { type CheckoutStart, type Membership, type MemberSubscription, PaymentsMode, type Plan, PlanCode, PlanInterval, type TestCheckout } from '../__generated__/resolvers-types';
import type { GatewayCache } from '../cache';
import { statusLabel } from '../session/membership';
import { ServiceHttp, type ServiceCallOptions } from './service-http';

interface PlansReply {
  plans: PlanDto[];
  paymentMode: 'stripe' | 'test' | 'off';
  paymentsMode: ServicePaymentsMode;
  trialDays: number;
}

/** Plans change only with configuration: shared by every gateway for 5 minutes, like the spec's other catalogues. */
const PLANS_TTL = 5 * 60_000;

const CODES: Record<PlanDto['code'], PlanCode> = { monthly: PlanCode.Monthly, annual: PlanCode.Annual, 'all-access': PlanCode.AllAccess };
const PAYMENTS_MODES: Record<ServicePaymentsMode, PaymentsMode> = { live: PaymentsMode.Live, test: PaymentsMode.Test, off: PaymentsMode.Off };
const SERVICE_CODES = Object.fromEntries(Object.entries(CODES).map(([k, v]) => [v, k])) as Record<PlanCode, PlanDto['code']>;

function toPlan(plan: PlanDto): Plan {
  return { code: CODES[plan.code], name: plan.name, amountCents: plan.amountCents, interval: plan.interval === 'month' ? PlanInterval.Month : PlanInterval.Year, accountStatus: plan.accountStatus };
}

function toSubscription(dto: SubscriptionDto): MemberSubscription {
  const { provider: _provider, id, ...rest } = dto;
  return { ...rest, id: String(id) };
}

function toMembership(dto: MembershipDto): Membership {
  return { accountStatus: dto.accountStatus, label: statusLabel(dto.accountStatus), freeTrialUsed: dto.freeTrialUsed, subscription: dto.subscription ? toSubscription(dto.subscription) : null };
}

/** Client of the subscription service (`/subscription`), acting as the caller its identity header names. */
export class SubscriptionBackend {
  private readonly http: ServiceHttp;

  constructor(options: ServiceCallOptions, private readonly cache: GatewayCache) {
    this.http = new ServiceHttp('subscription', options);
  }

  private catalogue(): Promise<PlansReply> {
    return this.cache.getOrSet('subscription:plans', PLANS_TTL, async () => (await this.http.get<PlansReply>('/subscription/plans', '/subscription/plans'))!);
  }

  async plans(): Promise<Plan[]> {
    return (await this.catalogue()).plans.map(toPlan);
  }

  async trialDays(): Promise<number> {
    return (await this.catalogue()).trialDays;
  }

  async paymentsMode(): Promise<PaymentsMode> {
    return PAYMENTS_MODES[(await this.catalogue()).paymentsMode];
  }

  async self(): Promise<Membership | null> {
    const dto = await this.http.get<MembershipDto>('/subscription/self', '/subscription/self');
    return dto ? toMembership(dto) : null;
  }

  async startFreeTrial(iid: number | null | undefined): Promise<Membership> {
    return toMembership((await this.http.post<MembershipDto>('/subscription/free-trial', '/subscription/free-trial', iid ? { iid } : {}))!);
  }

  async startCheckout(plan: PlanCode): Promise<CheckoutStart> {
    const started = (await this.http.post<{ id: string; url: string; paymentMode: string }>('/subscription/checkout', '/subscription/checkout', { plan: SERVICE_CODES[plan] }))!;
    return { checkoutId: started.id, url: started.url, testMode: started.paymentMode === 'test' };
  }

  async testCheckout(id: string): Promise<TestCheckout | null> {
    if (!/^test_cs_[0-9a-f]{24}$/.test(id)) return null;
    const found = await this.http.get<{ id: string; state: string; plan: PlanDto }>('/subscription/test-checkout/:id', `/subscription/test-checkout/${id}`);
    return found ? { id: found.id, plan: toPlan(found.plan), completed: found.state !== 'pending' } : null;
  }

  async completeTestCheckout(id: string, cardNumber: string): Promise<Membership> {
    const path = `/subscription/test-checkout/${encodeURIComponent(id)}/complete`;
    const dto = await this.http.post<MembershipDto>('/subscription/test-checkout/:id/complete', path, { cardNumber });
    if (!dto) throw new GraphQLError('No such checkout', { extensions: { code: 'NOT_FOUND' } });
    return toMembership(dto);
  }

  async grantComp(userId: number, until: string): Promise<Membership> {
    const dto = await this.http.post<MembershipDto>('/subscription/comp', '/subscription/comp', { userId, until });
    if (!dto) throw new GraphQLError(`No user with id ${userId}`, { extensions: { code: 'NOT_FOUND' } });
    return toMembership(dto);
  }

  async cancel(): Promise<Membership> {
    return toMembership((await this.http.post<MembershipDto>('/subscription/cancel', '/subscription/cancel', {}))!);
  }
}
