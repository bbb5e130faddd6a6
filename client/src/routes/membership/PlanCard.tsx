import type { ReactNode } from 'react';
import { graphql, getFragmentData, type FragmentType } from '../../__generated__';
import { planPrice } from './planPrice';

export const PlanCard_plan = graphql(`
  fragment PlanCard_plan on Plan {
    code
    name
    amountCents
    interval
  }
`);

const PERKS: Record<string, string> = {
  MONTHLY: 'Every record, image and publication. Cancel any time.',
  ANNUAL: 'Every record, image and publication, for a year at a lower price.',
  ALL_ACCESS: 'Premium here plus the Ancestry bundle, for a year.',
};

/** One plan on /choose-a-plan: name, price (yearly plans also per month) and the action the caller may take. */
export function PlanCard(props: { plan: FragmentType<typeof PlanCard_plan>; featured?: boolean; children: ReactNode }) {
  const plan = getFragmentData(PlanCard_plan, props.plan);
  const price = planPrice(plan.amountCents, plan.interval);
  return (
    <li className={`plan-card${props.featured ? ' plan-card--featured' : ''}`} aria-label={plan.name}>
      {props.featured && <p className="plan-card__badge">Best value</p>}
      <h2 className="plan-card__name">{plan.name}</h2>
      <p className="plan-card__price">{price.main}</p>
      {price.monthly && <p className="plan-card__monthly">Just {price.monthly}</p>}
      <p className="plan-card__perks">{PERKS[plan.code]}</p>
      <div className="plan-card__action">{props.children}</div>
    </li>
  );
}
