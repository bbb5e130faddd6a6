import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../__generated__';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN, USERNAME_RULE_MESSAGE } from '@muster/contract';
import { useDebouncedValue } from './useDebouncedValue';

const UsernameAvailableQuery = graphql(`
  query UsernameAvailable($username: String!) {
    usernameAvailable(username: $username)
  }
`);

export type Availability = 'idle' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

function meetsRules(username: string): boolean {
  const length = [...username].length;
  return length >= USERNAME_MIN_LENGTH && length <= USERNAME_MAX_LENGTH && USERNAME_PATTERN.test(username);
}

/** Whether a username may be taken, asked once typing pauses (register, and the account page's change). */
export function useUsernameAvailability(username: string, current?: string): Availability {
  const wanted = username.trim();
  const settled = useDebouncedValue(wanted, 400);
  const valid = meetsRules(wanted);
  const skip = !wanted || !valid || wanted === current || settled !== wanted;
  const { data, loading, error } = useQuery(UsernameAvailableQuery, { variables: { username: settled }, skip });
  if (!wanted || wanted === current) return 'idle';
  if (!valid) return settled === wanted ? 'invalid' : 'idle';
  if (settled !== wanted || loading) return 'checking';
  if (error || !data) return 'unknown';
  return data.usernameAvailable ? 'available' : 'taken';
}

/** The line under a username field for each state. */
export const availabilityText: Record<Availability, string | null> = {
  idle: null,
  invalid: USERNAME_RULE_MESSAGE,
  checking: 'Checking…',
  available: 'This username is available.',
  taken: 'This username is taken. Please choose another.',
  unknown: null,
};
