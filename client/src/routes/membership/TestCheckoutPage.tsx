import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { graphql } from '../../__generated__';
import { ErrorMessage, Loading, NotFound } from '../../components/QueryStatus';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { PlanCard } from './PlanCard';
import { membershipError } from './planPrice';
import './membership.css';

const TestCheckoutQuery = graphql(`
  query TestCheckout($id: String!) {
    testCheckout(id: $id) {
      id
      completed
      plan { ...PlanCard_plan }
    }
  }
`);

const CompleteTestCheckoutMutation = graphql(`
  mutation CompleteTestCheckout($id: String!, $cardNumber: String!) {
    completeTestCheckout(id: $id, cardNumber: $cardNumber) {
      membership { status }
      userErrors { field message code }
    }
  }
`);

/** /checkout/test/{id}: the offline payment provider's checkout page, plainly marked as a simulation. */
export function TestCheckoutPage() {
  useDocumentTitle('Checkout (test mode)');
  const { id = '' } = useParams();
  const fieldId = useId();
  const navigate = useNavigate();
  const [card, setCard] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { data, error } = useQuery(TestCheckoutQuery, { variables: { id } });
  const [complete, { loading }] = useMutation(CompleteTestCheckoutMutation, {
    refetchQueries: ['Shell'],
    awaitRefetchQueries: true,
  });
  if (!data) return error ? <ErrorMessage error={error} /> : <Loading />;
  const checkout = data.testCheckout;
  if (!checkout) return <NotFound what="checkout" />;

  async function pay(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      const { data } = await complete({ variables: { id, cardNumber: card } });
      // A refused card is data on the card number field: Stripe's message, written for the member.
      const refused = data?.completeTestCheckout.userErrors[0];
      if (refused) return setFailure(refused.message);
      navigate('/checkout/success');
    } catch (e) {
      setFailure(membershipError(e));
    }
  }

  return (
    <div className="membership-page membership-page--narrow">
      <p className="test-mode-note" role="note">
        <strong>Test mode.</strong> No payment provider is configured: this page simulates checkout and no money moves.
      </p>
      <h1>Checkout</h1>
      <ul className="plan-grid plan-grid--single">
        <PlanCard plan={checkout.plan}>{null}</PlanCard>
      </ul>
      {checkout.completed ? (
        <p>
          This checkout is complete. <Link to="/account">See your account</Link>
        </p>
      ) : (
        <form className="account-form" onSubmit={(e) => void pay(e)} noValidate>
          <div className="account-form__field">
            <label htmlFor={fieldId}>Card number</label>
            <input
              id={fieldId}
              inputMode="numeric"
              autoComplete="cc-number"
              value={card}
              onChange={(e) => setCard(e.target.value)}
              aria-describedby={`${fieldId}-hint ${fieldId}-error`}
              aria-invalid={failure ? true : undefined}
            />
            {failure && (
              <p id={`${fieldId}-error`} className="account-form__field-error" role="alert">
                {failure}
              </p>
            )}
            <p id={`${fieldId}-hint`} className="account-form__hint">
              Use the test card 4242 4242 4242 4242. Stripe's failing test cards, such as 4000 0000 0000 0002, are
              declined as they would be there.
            </p>
          </div>
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={loading}>
              Pay (test)
            </button>
            <Link to="/checkout/cancel">Cancel</Link>
          </div>
        </form>
      )}
    </div>
  );
}
