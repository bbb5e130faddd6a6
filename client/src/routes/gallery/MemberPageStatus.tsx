import { ErrorMessage, Loading } from '../../components/QueryStatus';
import { errorFacts } from '../../lib/signInErrors';
import { SignInFirst } from '../memorial/SignInFirst';

/** Whether a member-only page's query was refused because nobody is signed in. */
export const needsSignIn = (error: unknown) => Boolean(error) && errorFacts(error).code === 'UNAUTHENTICATED';

/** What a member-only page shows instead of its data: sign-in for visitors, the error, or loading. */
export function MemberPageStatus({ error }: { error: unknown }) {
  if (needsSignIn(error)) return <SignInFirst />;
  return error ? <ErrorMessage error={error} /> : <Loading />;
}
