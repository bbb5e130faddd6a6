import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';

/** The response header by which the gateway ends a session (accounts spec §7, §8). */
export const SIGNOUT_HEADER = 'x-muster-signout';

interface Navigation {
  goTo(url: string): void;
  currentPath(): string;
}

const browser: Navigation = {
  goTo: (url) => window.location.assign(url),
  currentPath: () => window.location.pathname,
};

/**
 * Any GraphQL answer carrying the sign-out header, successful or not, sends the browser to
 * /signoff?signout-reason={reason}. The sign-off page itself is left alone so it can finish signing out.
 */
export function createSignOutLink(navigation: Navigation = browser): ApolloLink {
  return new ApolloLink((operation, forward) => {
    let sent = false;
    const check = () => {
      const response = operation.getContext().response as
        { headers?: { get(name: string): string | null } } | undefined;
      const reason = response?.headers?.get(SIGNOUT_HEADER);
      if (!reason || sent || navigation.currentPath() === '/signoff') return;
      sent = true;
      navigation.goTo(`/signoff?signout-reason=${encodeURIComponent(reason)}`);
    };
    return forward(operation).pipe(tap({ next: check, error: check }));
  });
}
