// Writing users and their one-time tokens directly, for tests and fixtures that set up an account.
export * from './user-tokens';
export * from './user.queries';
