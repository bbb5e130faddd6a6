// Plans and payment providers, for the start-up's checks and the gateway's checkout tests.
export * from './payments-off-provider';
export * from './plans';
export * from './stripe-provider';
export * from './subscription.config';
export * from './test-provider';
