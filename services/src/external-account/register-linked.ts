import type { SessionUserDto, ProviderPerson } from '@muster/contract';
import { verifyEmailMail } from '../mail/messages';
import { freeUsername } from '../auth/register';
import { type Accounts, withMail } from '../user/accounts.context';
import { usernameProblem } from '../user/account-rules';
import { insertUser, updateUser, userById, usernameTaken } from '../user/user.queries';
import { toSessionUser } from '../user/user.mapper';
import { issueToken } from '../user/user-tokens';
import { insertLink } from './external-account.queries';

/**
 * The member and the link in one transaction. The username is the provider's own when it is free and valid
 * here, else one made from the address; an address the provider verified counts as confirmed, another one
 * gets the verification mail as at registration.
 */
export async function registerLinked(
  ctx: Accounts,
  person: ProviderPerson & { email: string },
  passwordHash: string,
): Promise<SessionUserDto> {
  const wanted = person.username?.trim();
  const username =
    wanted && !usernameProblem(wanted) && !(await usernameTaken(ctx.db, wanted))
      ? wanted
      : await freeUsername(ctx, person.email);
  const id = await withMail(ctx, async (trx, mail) => {
    const now = ctx.now();
    const userId = await insertUser(trx, {
      username,
      email: person.email,
      passwordHash,
      howDidYouHear: null,
      joinDate: now.toISOString(),
    });
    await updateUser(trx, userId, { confirmed: person.emailVerified ? 1 : 0 });
    await insertLink(trx, {
      provider: person.provider,
      subject: person.subject,
      userId,
      email: person.email,
      created: now.toISOString(),
    });
    if (!person.emailVerified)
      await mail(
        verifyEmailMail(person.email, userId, await issueToken(trx, userId, 'verify-email', now), ctx.siteUrl),
      );
    return userId;
  });
  return toSessionUser((await userById(ctx.db, id))!);
}
