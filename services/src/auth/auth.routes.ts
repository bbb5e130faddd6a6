import type { FastifyInstance } from 'fastify';
import type {
  ForcedPasswordUpdateRequest,
  RegisterRequest,
  SignInRequest,
  ValidateEmailResponse,
  ValidatePasswordResponse,
} from '@muster/contract';
import { type Accounts, clientAddress, fail } from '../user/accounts.context';
import { availabilityAllowed } from '../user/account-limits';
import { isValidEmail, normaliseEmail } from '../user/account-rules';
import { emailTaken, updateCredentials, userById } from '../user/user.queries';
import { toSessionUser } from '../user/user.mapper';
import { tokenParams } from '../user/user.schemas';
import { redeemToken } from '../user/user-tokens';
import { TOKEN_INVALID_MESSAGE } from '../user/credentials.routes';
import { unlockAccount } from './account-lock';
import { forcedUpdateBody, registerBody, signInBody, validateEmailQuery, validatePasswordBody } from './auth.schemas';
import { hashPassword, verifyPassword } from './password-hash';
import { SAME_PASSWORD, invalidPasswordBody, judgePassword } from './password-policy';
import { register } from './register';
import { PASSWORD_UPDATE_MESSAGE, checkCredentials } from './sign-in';

/** The auth service (accounts spec §7 "Auth"): sign-in, registration and the password checks. */
export async function authRoutes(app: FastifyInstance, { accounts: ctx }: { accounts: Accounts }): Promise<void> {
  app.post<{ Body: SignInRequest }>('/user', { schema: { body: signInBody } }, async (request, reply) => {
    const check = await checkCredentials(
      ctx,
      request.body.username,
      request.body.password,
      clientAddress(request, ctx.internalSecret),
    );
    if (!check.ok) return reply.code(check.status).send(check.body);
    if (check.user.password_update_required === 1)
      return fail(reply, 401, 'PASSWORD_UPDATE_REQUIRED', PASSWORD_UPDATE_MESSAGE);
    return toSessionUser(check.user);
  });

  // The forced update (spec §2): the old credentials prove who it is, then the new password must pass the rules.
  app.post<{ Body: ForcedPasswordUpdateRequest }>(
    '/update-password',
    { schema: { body: forcedUpdateBody } },
    async (request, reply) => {
      const { username, password, newPassword } = request.body;
      const check = await checkCredentials(ctx, username, password, clientAddress(request, ctx.internalSecret));
      if (!check.ok) return reply.code(check.status).send(check.body);
      const invalid = invalidPasswordBody(newPassword, ctx.policy);
      if (invalid) return reply.code(400).send(invalid);
      if (await verifyPassword(newPassword, check.user.password_hash))
        return fail(reply, 400, 'SAME_PASSWORD', SAME_PASSWORD);
      await updateCredentials(ctx.db, check.user.id, {
        password_hash: await hashPassword(newPassword),
        password_update_required: 0,
      });
      return toSessionUser((await userById(ctx.db, check.user.id))!);
    },
  );

  // Registration answers "taken" too, so it counts against the same per-address limit as the availability checks.
  app.post<{ Body: RegisterRequest }>('/register', { schema: { body: registerBody } }, async (request, reply) => {
    if (!(await availabilityAllowed(ctx, request, reply))) return reply;
    return register(ctx, request.body, reply);
  });

  // The unlock link of the mail sent when failures from anywhere locked the account (single use).
  app.post<{ Params: { token: string } }>(
    '/unlock-account/:token',
    { logLevel: 'warn', schema: { params: tokenParams } },
    async (request, reply) => {
      const userId = await ctx.db.transaction().execute(async (trx) => {
        const redeemed = await redeemToken(trx, request.params.token, 'unlock-account', ctx.now());
        if (redeemed) await unlockAccount(trx, redeemed.userId, clientAddress(request, ctx.internalSecret), ctx.now());
        return redeemed?.userId ?? null;
      });
      if (userId === null) return fail(reply, 400, 'TOKEN_INVALID', TOKEN_INVALID_MESSAGE);
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: { email: string } }>(
    '/validate-email',
    { schema: { querystring: validateEmailQuery } },
    async (request, reply) => {
      if (!(await availabilityAllowed(ctx, request, reply))) return reply;
      const email = normaliseEmail(request.query.email);
      const valid = isValidEmail(email);
      const body: ValidateEmailResponse = { valid, available: valid && !(await emailTaken(ctx.db, email)) };
      return body;
    },
  );

  app.post<{ Body: { password: string } }>(
    '/validate-password',
    { schema: { body: validatePasswordBody } },
    async (request) => {
      const verdict = judgePassword(request.body.password, ctx.policy);
      const body: ValidatePasswordResponse = { IsValid: verdict.valid, FailureReasonCode: verdict.codes };
      return body;
    },
  );
}
