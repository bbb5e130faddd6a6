import { ProviderChoice } from './ProviderChoice';
import { ProviderLinkForm } from './ProviderLinkForm';
import { ProviderRegistered } from './ProviderRegistered';
import { ProviderTerms } from './ProviderTerms';
import type { ProviderFlow, ProviderStep } from './useProviderSignIn';
import './provider.css';

/** The sign-in screen's provider step, in place of the product form while one is under way. */
export function ProviderSteps({ flow, step }: { flow: ProviderFlow; step: ProviderStep }) {
  switch (step.name) {
    case 'dedupe':
      return <ProviderLinkForm flow={flow} usernames={step.usernames} />;
    case 'choice':
      return <ProviderChoice flow={flow} />;
    case 'terms':
      return <ProviderTerms flow={flow} />;
    case 'link':
      return <ProviderLinkForm key={step.login} flow={flow} login={step.login} fromChoice={step.fromChoice} />;
    case 'registered':
      return <ProviderRegistered flow={flow} username={step.username} />;
  }
}
