import type { AccessLevel } from '../__generated__/graphql';

/** Badge text of an access level: PUBLIC is free to all, REGISTERED needs a free account, the rest a subscription. */
export function accessLabel(level: AccessLevel): 'Free' | 'Registered' | 'Subscriber' {
  if (level === 'PUBLIC') return 'Free';
  if (level === 'REGISTERED') return 'Registered';
  return 'Subscriber';
}
