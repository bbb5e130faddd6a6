// The local OpenID provider, for the gateway's sign-in tests.
export { PROVIDER_DEMO_PASSWORD } from './accounts';
export * from './local-provider';
