import type { PaymentsModeResolvers, PlanCodeResolvers, PlanIntervalResolvers } from '../__generated__/resolvers-types';

// The schema's names of the membership enums for the subscription service's words (enum-values.ts): GraphQL
// answers `monthly` as MONTHLY and reads a MONTHLY argument as `monthly`.
export const PlanCode: PlanCodeResolvers = { MONTHLY: 'monthly', ANNUAL: 'annual', ALL_ACCESS: 'all-access' };
export const PlanInterval: PlanIntervalResolvers = { MONTH: 'month', YEAR: 'year' };
export const PaymentsMode: PaymentsModeResolvers = { LIVE: 'live', TEST: 'test', OFF: 'off' };
