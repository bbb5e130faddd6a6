export * from './content';
export * from './search';
export * from './search-limits';
export * from './records';
export * from './cache';
export * from './account';
export * from './password-rules';
