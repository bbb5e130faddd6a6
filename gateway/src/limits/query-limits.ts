import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { GraphQLError, ValidationContext } from 'graphql';
import { costLimitPlugin } from './cost-limit';
import { limitError, type QueryLimit } from './limit-error';

/**
 * Query limits for the website, partners and apps (docs/api.md "Limits"). The website's heaviest operation
 * costs at most half of `maxCost` and stays far inside the others (website-operations.test.ts).
 */
export const QUERY_LIMITS = {
  maxDepth: 15,
  maxAliases: 30,
  maxDirectives: 50,
  maxCost: 50_000,
} as const;

/**
 * graphql-armor's depth, alias and directive rules refuse with a limit error of ours (code BAD_USER_INPUT,
 * `extensions.limit`) instead of its "Syntax Error: …" wording. Tokens and cost are ours: armor counts tokens
 * in a hook whose errors Apollo answers with 500, and its cost ignores page sizes.
 */
export function queryLimits(production: boolean) {
  const refuse = (limit: QueryLimit, maximum: number) => ({
    n: maximum,
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        context?.reportError(limitError(limit, error.message.replace(/^Syntax Error: /, ''), maximum));
      },
    ],
  });
  const armor = new ApolloArmor({
    maxDepth: refuse('depth', QUERY_LIMITS.maxDepth),
    maxAliases: refuse('aliases', QUERY_LIMITS.maxAliases),
    maxDirectives: refuse('directives', QUERY_LIMITS.maxDirectives),
    maxTokens: { enabled: false },
    costLimit: { enabled: false },
    // Field suggestions help people writing queries in development; in production they map the schema for attackers.
    blockFieldSuggestion: { enabled: production },
  }).protect();
  return { ...armor, plugins: [...armor.plugins, costLimitPlugin(QUERY_LIMITS.maxCost)] };
}
