import type { CheckoutStartResolvers } from '../__generated__/resolvers-types';

export const CheckoutStart: CheckoutStartResolvers = {
  checkoutId: (started) => started.id,
  testMode: (started) => started.paymentMode === 'test',
};
