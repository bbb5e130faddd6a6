import type { TestCheckoutResolvers } from '../__generated__/resolvers-types';

export const TestCheckout: TestCheckoutResolvers = {
  completed: (checkout) => checkout.state !== 'pending',
};
