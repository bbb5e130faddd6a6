import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { graphql } from '../../__generated__';
import type { PlanCode } from '../../__generated__/graphql';
import { membershipError } from './planPrice';

const StartCheckoutMutation = graphql(`
  mutation StartCheckout($plan: PlanCode!) {
    startCheckout(plan: $plan) {
      checkoutId
      url
      testMode
    }
  }
`);

/** Starts a checkout and leaves for the provider's page (our own test-mode page stays in the app). */
export function useCheckout() {
  const [start, { loading }] = useMutation(StartCheckoutMutation);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  async function checkout(plan: PlanCode) {
    setError(null);
    try {
      const { data } = await start({ variables: { plan } });
      const url = new URL(data!.startCheckout.url, window.location.href);
      if (data!.startCheckout.testMode) navigate(url.pathname + url.search);
      else window.location.assign(url.href);
    } catch (e) {
      setError(membershipError(e));
    }
  }
  return { checkout, busy: loading, error };
}
