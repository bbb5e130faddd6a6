import { ApolloArmor } from '@escape.tech/graphql-armor';

/**
 * Query limits for partners and the public endpoint. Generous for the website: its deepest query
 * (search → hit → doc → record → regiment → battles) is about 8 levels and uses a handful of aliases.
 */
export function armor(production: boolean) {
  return new ApolloArmor({
    maxDepth: { n: 15 },
    maxAliases: { n: 30 },
    maxDirectives: { n: 50 },
    maxTokens: { n: 5000 },
    costLimit: { maxCost: 20_000 },
    // Field suggestions help people writing queries in development; in production they map the schema for attackers.
    blockFieldSuggestion: { enabled: production },
  }).protect();
}
