/** The sign-in popup's size (accounts spec §2, §9) and the terms popup's. */
export const SIGN_IN_POPUP = { width: 500, height: 550 } as const;
export const TERMS_POPUP = { width: 1000, height: 500 } as const;

/** Where the popup starts: the gateway's OpenID Connect start route. */
export const PROVIDER_START_URL = '/auth/oidc/start';

/** The result the popup posts (accounts spec §7): the provider's key with `authResults`, or an error. */
export type ProviderAuthResults =
  | { status: 'SUCCESS' }
  | { status: 'UNLINKED'; login: string }
  | { status: 'AMBIGUOUS'; usernames: string[] }
  | { status: 'NOT_FOUND' };
export type ProviderPopupError = 'FAILED' | 'CANCELLED' | 'ERROR' | 'BLOCKED';
export type ProviderPopupOutcome =
  { authResults: ProviderAuthResults } | { error: ProviderPopupError } | { closed: true };

export const PROVIDER_KEY = 'genealogy';

/** Window features of a popup of this size, centred over the current window. */
export function popupFeatures({ width, height }: { width: number; height: number }, win: Window = window): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/** Reads a message only if it is the popup's own: from this site's origin, from that window, for this provider. */
export function popupOutcome(event: MessageEvent, popup: Window | null, origin: string): ProviderPopupOutcome | null {
  if (event.origin !== origin || !popup || event.source !== popup) return null;
  const data = event.data as { key?: unknown; authResults?: { status?: unknown }; error?: unknown } | null;
  if (!data || data.key !== PROVIDER_KEY) return null;
  if (data.authResults && typeof data.authResults.status === 'string')
    return { authResults: data.authResults as ProviderAuthResults };
  if (data.error === 'FAILED' || data.error === 'CANCELLED') return { error: data.error };
  return { error: 'ERROR' };
}

/**
 * Opens the provider's sign-in in a 500×550 popup and settles with what it posts back, or `closed` when the
 * person closes it first. The popup's page posts only to this origin; this side checks the origin and window too.
 */
export function openProviderPopup(win: Window = window): Promise<ProviderPopupOutcome> {
  const popup = win.open(PROVIDER_START_URL, 'muster-provider-sign-in', popupFeatures(SIGN_IN_POPUP, win));
  if (!popup) return Promise.resolve({ error: 'BLOCKED' });
  popup.focus();
  return new Promise((resolve) => {
    const finish = (outcome: ProviderPopupOutcome) => {
      win.removeEventListener('message', onMessage);
      win.clearInterval(watch);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      const outcome = popupOutcome(event, popup, win.location.origin);
      if (outcome) finish(outcome);
    };
    win.addEventListener('message', onMessage);
    // A popup closed without a result: the person gave up; the page goes back to its sign-in screen.
    const watch = win.setInterval(() => {
      if (popup.closed) win.setTimeout(() => finish({ closed: true }), 300);
    }, 500);
  });
}
