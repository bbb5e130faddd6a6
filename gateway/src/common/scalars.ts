import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { DateTimeISOResolver } from 'graphql-scalars';

/** DateTime as an ISO-8601 string both ways (graphql-scalars' DateTimeISO under the schema's name). */
export const DateTime = new GraphQLScalarType({ ...DateTimeISOResolver.toConfig(), name: 'DateTime' });

const PARTIAL_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

function partialDate(value: unknown): string {
  if (typeof value === 'string' && PARTIAL_DATE.test(value)) return value;
  throw new GraphQLError(`PartialDate must be YYYY, YYYY-MM or YYYY-MM-DD, got ${JSON.stringify(value)}`);
}

/** A date as history recorded it: a year, a year and month, or a full date. */
export const PartialDate = new GraphQLScalarType({
  name: 'PartialDate',
  serialize: partialDate,
  parseValue: partialDate,
  parseLiteral: (ast) => partialDate(ast.kind === Kind.STRING ? ast.value : undefined),
});
