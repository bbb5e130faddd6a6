/** The plans a member can buy (issue 4 §7); prices come from configuration, in whole cents. */
export type PlanCode = 'monthly' | 'annual' | 'all-access';

export const PLAN_CODES: readonly PlanCode[] = ['monthly', 'annual', 'all-access'];

export interface PlanDto {
  code: PlanCode;
  name: string;
  amountCents: number;
  /** How often it is billed. */
  interval: 'month' | 'year';
  /** The account status a paid plan gives (accounts spec §4). */
  accountStatus: 'monthly-subscriber' | 'annual-subscriber' | 'bundle';
  /** The ISO-8601 length of one term. */
  duration: 'P1M' | 'P1Y';
}

/**
 * Whether money moves: `live` through the provider with live keys, `test` simulated (the offline provider or
 * Stripe's test keys), `off` when the site cannot take payments at all (production without live keys).
 */
export type PaymentsMode = 'live' | 'test' | 'off';

/** A subscription as the services answer it (accounts spec §3 fields, camel-cased). */
export interface SubscriptionDto {
  id: number;
  plan: string;
  duration: string;
  start: string;
  expiration: string;
  finalizationDate: string | null;
  finalizationType: string | null;
  origin: string;
  event: string;
  freeTrialCanceled: boolean;
  /** True when it will not renew: the member keeps access until `expiration`. */
  cancelAtPeriodEnd: boolean;
  provider: string | null;
  card: { last4: string; brand: string | null } | null;
}

/** GET /subscription/self: the caller's status and newest subscription. */
export interface MembershipDto {
  accountStatus: string;
  subscription: SubscriptionDto | null;
  freeTrialUsed: boolean;
  /** 'stripe', 'test' (checkout on our own test-mode page) or 'off' (no checkout). */
  paymentMode: string;
}

/** `POST /subscription/checkout`: where to send the member to pay. */
export interface CheckoutStartDto {
  id: string;
  url: string;
  /** The provider's name: 'stripe', or 'test' for our own test-mode page. */
  paymentMode: string;
}

/** `GET /subscription/test-checkout/{id}`: a pending checkout of the test-mode provider. */
export interface TestCheckoutDto {
  id: string;
  state: string;
  plan: PlanDto;
}
