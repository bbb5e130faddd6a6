import { buildASTSchema, isEnumType, type GraphQLFormattedError } from 'graphql';
import { loadTypeDefs } from '../schema';

// graphql-js words its refusals of a variable or an enum value in text alone; a client that acts on them needs
// the path and the values that would do as data (docs/api.md "Errors": `argument`, `allowed`).
const VARIABLE = /^Variable "\$(\w+)" got invalid value .*? at "([^"]+)";/s;
const WHOLE_VARIABLE = /^Variable "\$(\w+)" got invalid value/;
const ENUM = /(?:does not exist in|Enum) "(\w+)"(?: enum| cannot represent)/;

let enumValues: Map<string, string[]> | undefined;

/** The values of each enum of the public schema, read once. */
function valuesOf(enumName: string): string[] | undefined {
  enumValues ??= new Map(
    Object.values(buildASTSchema(loadTypeDefs()).getTypeMap()).flatMap((type) =>
      isEnumType(type) ? [[type.name, type.getValues().map((v) => v.name)] as const] : [],
    ),
  );
  return enumValues.get(enumName);
}

/**
 * Adds `argument` (for a variable: its path inside the variables, `query.filters[0].type` for `$query`) and, for
 * a value outside an enum, `allowed` (the enum's values) to graphql-js's refusals of the caller's input.
 */
export function withInputDetails(formatted: GraphQLFormattedError): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (code !== 'BAD_USER_INPUT' && code !== 'GRAPHQL_VALIDATION_FAILED') return formatted;
  const details: Record<string, unknown> = {};
  const variable = VARIABLE.exec(formatted.message) ?? WHOLE_VARIABLE.exec(formatted.message);
  if (variable && formatted.extensions?.argument === undefined) details.argument = variable[2] ?? variable[1];
  const enumName = ENUM.exec(formatted.message)?.[1];
  const allowed = enumName ? valuesOf(enumName) : undefined;
  if (allowed && formatted.extensions?.allowed === undefined) details.allowed = allowed;
  if (Object.keys(details).length === 0) return formatted;
  return { ...formatted, extensions: { ...formatted.extensions, ...details } };
}
