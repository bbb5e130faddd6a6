import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { SubscriptionSection } from './SubscriptionSection';

export const AccountSubscriptionQuery = graphql(`
  query AccountSubscription {
    subscription {
      ...SubscriptionSection_membership
    }
  }
`);

/**
 * The subscription part of /account. It asks for the membership on its own so the account page keeps its
 * query (and the sections above render) whatever the subscription service answers.
 */
export function AccountSubscription() {
  const { data } = useQuery(AccountSubscriptionQuery);
  return data?.subscription ? <SubscriptionSection membership={data.subscription} /> : null;
}
