import { buildASTSchema } from 'graphql';
import { loadTypeDefs } from '../schema';
import { undocumented } from './undocumented';

/**
 * The schema reads as its own documentation (issue 14 point 8): GraphiQL, the SDL at /schema.graphql and partners'
 * generated clients show these descriptions, so a type, field, argument, input field or enum value without one
 * is a gap in the public contract.
 */
test('every type, field, argument, input field and enum value of the schema has a description', () => {
  const missing = undocumented(buildASTSchema(loadTypeDefs()));
  if (missing.length > 0) {
    throw new Error(
      `${missing.length} schema coordinates lack a description (write one in schema/*.graphql):\n  ${missing.join('\n  ')}`,
    );
  }
  expect(missing).toEqual([]);
});
