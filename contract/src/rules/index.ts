// Rules the website and the services both apply. Browser-safe: nothing here may import Node modules or
// Node-only packages (test/workspace-boundaries.test.ts checks).
export * from './access-policy';
export * from './annotation-rules';
export * from './element-limits';
export * from './email-rules';
export * from './fact-dates';
export * from './feedback-rules';
export * from './membership-errors';
export * from './memorial-privacy';
export * from './password-rules';
export * from './preview-match';
export * from './search-limits';
export * from './staff-roles';
export * from './test-cards';
export * from './text-length';
export * from './thumbnail';
export * from './thumbnail-sides';
export * from './upload-limits';
export * from './search-vocabulary';
export * from './source-citation';
export * from './publication-editing';
