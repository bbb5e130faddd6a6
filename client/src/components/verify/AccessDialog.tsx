import { useQuery } from '@apollo/client/react';
import type { ComponentProps } from 'react';
import { graphql } from '../../__generated__';
import { DenyDialogContainer } from '../deny/DenyDialogContainer';
import { VerifyAccountDialog } from './VerifyAccountDialog';

// Read from the cache the shell's query fills (AccountArea_session asks the same fields).
const AccessDialogSession = graphql(`
  query AccessDialogSession {
    session {
      verificationRequired
      user {
        userId
        username
      }
    }
  }
`);

type Props = ComponentProps<typeof DenyDialogContainer>;

/**
 * What the viewer, download, print, file and record pages show where the caller may not go on. A member whose
 * session lapsed (idle too long, accounts spec §6) is served as a visitor: instead of a deny dialog that would ask a
 * paying member to subscribe, "Verify your account" asks for the password and brings them back to the page.
 * Anybody else gets the deny dialog, which offers "Already a member? Sign In" to visitors only.
 */
export function AccessDialog({ signedIn, ...props }: Props) {
  const { data } = useQuery(AccessDialogSession);
  const session = data?.session;
  if (session?.user && session.verificationRequired)
    return <VerifyAccountDialog username={session.user.username} onClose={props.onClose} />;
  return <DenyDialogContainer {...props} signedIn={signedIn ?? session?.user != null} />;
}
