// The local stand-in for Facebook's login, for the gateway's sign-in tests.
export type { StandinAccount } from './accounts';
export * from './server';
