import type { AccountStatus as SpecStatus } from '@muster/contract';
import { GraphQLError } from 'graphql';
import type { AccountStatusResolvers } from '../__generated__/resolvers-types';

// The schema's names for the spec's account status strings, which the services send and the gateway holds
// (codegen.yml `enumValues`): GraphQL answers `monthly-subscriber` as MONTHLY_SUBSCRIBER.
export const AccountStatus: AccountStatusResolvers = {
  MONTHLY_SUBSCRIBER: 'monthly-subscriber',
  ANNUAL_SUBSCRIBER: 'annual-subscriber',
  COMP_SUBSCRIBER: 'comp-subscriber',
  BUNDLE: 'bundle',
  FREE_TRIAL: 'free-trial',
  NON_SUBSCRIBER: 'non-subscriber',
};

const SPEC_STATUSES = new Set<string>(Object.values(AccountStatus));

/**
 * A status some DTOs carry as a plain string (membership, staff lists), checked against the spec's six: a word
 * the schema cannot name is a failure of ours, said plainly rather than answered as a wrong value.
 */
export function accountStatusOf(status: string): SpecStatus {
  if (SPEC_STATUSES.has(status)) return status as SpecStatus;
  throw new GraphQLError(`Unknown account status "${status}"`, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
}
