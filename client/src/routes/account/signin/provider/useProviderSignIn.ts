import { useCallback, useState } from 'react';
import { openProviderPopup, type ProviderAuthResults } from './providerPopup';

/** The provider-mode sub-steps after the popup (accounts spec §2): dedupe, connect (choice, terms, link), registered. */
export type ProviderStep =
  | { name: 'dedupe'; usernames: string[] }
  | { name: 'choice' }
  | { name: 'terms' }
  | { name: 'link'; login: string; fromChoice: boolean }
  | { name: 'registered'; username: string };

/** What the sign-in screen says after a popup that did not lead to a step. */
export type ProviderNotice = 'login' | 'unknown' | 'blocked' | 'cancelled' | null;

/** The step a popup result leads to (accounts spec §4 "Provider sign-in results"); null for SUCCESS. */
export function stepOf(results: ProviderAuthResults): ProviderStep | null {
  switch (results.status) {
    case 'AMBIGUOUS':
      return { name: 'dedupe', usernames: results.usernames };
    case 'NOT_FOUND':
      return { name: 'choice' };
    case 'UNLINKED':
      return { name: 'link', login: results.login, fromChoice: false };
    default:
      return null;
  }
}

/**
 * Provider mode of the sign-in screen: opens the popup, then holds the step its result leads to. `onSignedIn`
 * runs for SUCCESS, a link and the registered step's Continue.
 */
export function useProviderSignIn(onSignedIn: () => void) {
  const [step, setStep] = useState<ProviderStep | null>(null);
  const [notice, setNotice] = useState<ProviderNotice>(null);
  const [waiting, setWaiting] = useState(false);

  const start = useCallback(async () => {
    setNotice(null);
    setWaiting(true);
    const outcome = await openProviderPopup();
    setWaiting(false);
    if ('closed' in outcome) return;
    if ('error' in outcome) {
      setNotice(
        outcome.error === 'FAILED'
          ? 'login'
          : outcome.error === 'BLOCKED'
            ? 'blocked'
            : outcome.error === 'CANCELLED'
              ? 'cancelled'
              : 'unknown',
      );
      return;
    }
    const next = stepOf(outcome.authResults);
    if (next) setStep(next);
    else onSignedIn();
  }, [onSignedIn]);

  /** Cancel and "Go back" on the first step: the sign-in screen again. */
  const cancel = useCallback(() => setStep(null), []);

  return { step, setStep, notice, setNotice, waiting, start, cancel, onSignedIn };
}

export type ProviderFlow = ReturnType<typeof useProviderSignIn>;
