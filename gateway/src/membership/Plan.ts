import type { PlanResolvers } from '../__generated__/resolvers-types';

export const Plan: PlanResolvers = {
  status: (plan) => plan.accountStatus,
};
