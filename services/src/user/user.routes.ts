import type { FastifyInstance } from 'fastify';
import {
  type CommunicationSettingsDto,
  KNOWN_ROLES,
  PROFILE_LIMITS,
  type ProfileUpdateRequest,
  type UpdateRolesRequest,
  type UserCountResponse,
  type UsernameAvailabilityResponse,
} from '@muster/contract';
import { badRequest } from '../http/errors';
import { type IdParams, idParams } from '../http/schemas';
import { inOrder } from '../lib/batch';
import { textLengthMessage, usernameProblem } from './account-rules';
import { type Accounts, clientAddress, fail, isStaff, member, uniqueViolation } from './accounts.context';
import { availabilityAllowed } from './account-limits';
import { audit } from '../staff/staff.queries';
import { USERNAME_TAKEN_MESSAGE } from '../auth/register';
import { toCommunicationSettings, toProfile, toSessionUser, toUserDto, toUserFull } from './user.mapper';
import { countUsers, updateCredentials, updateUser, userBy, userById, usernameTaken, usersByIds } from './user.queries';
import { commSettingsBody, findQuery, profileBody, rolesBody, usernameQuery } from './user.schemas';

const profileLabels: Record<keyof typeof PROFILE_LIMITS, string> = {
  displayName: 'display name',
  location: 'location',
  about: 'about text',
};

/** The user service's reads and profile edits (accounts spec §7 "User service"). */
export async function userRoutes(app: FastifyInstance, { accounts: ctx }: { accounts: Accounts }): Promise<void> {
  const { db } = ctx;

  app.get('/self', async (request, reply) => {
    const me = await member(ctx.db, request, reply);
    if (!me) return reply;
    const userId = me.id;
    const user = await userById(db, userId);
    return user && user.closed !== 1 ? toSessionUser(user) : fail(reply, 401, 'NOT_SIGNED_IN', 'You must be signed in');
  });

  app.get('/count', async (): Promise<UserCountResponse> => ({ count: await countUsers(db) }));

  app.get<{ Querystring: { id: number[] } }>('/find', { schema: { querystring: findQuery } }, async (request) => {
    const rows = await usersByIds(db, request.query.id);
    return inOrder(request.query.id, new Map(rows.map((u) => [u.id, toUserDto(u)])));
  });

  app.get<{ Querystring: { username: string } }>(
    '/profile',
    { schema: { querystring: usernameQuery } },
    async (request, reply) => {
      const user = await userBy(db, 'username', request.query.username.trim());
      return user && user.closed !== 1
        ? toProfile(user)
        : fail(reply, 404, 'NOT_FOUND', `No member named ${request.query.username}`);
    },
  );

  app.put<{ Body: ProfileUpdateRequest }>('/profile', { schema: { body: profileBody } }, async (request, reply) => {
    const me = await member(ctx.db, request, reply);
    if (!me) return reply;
    const userId = me.id;
    const changes: Record<string, string> = {};
    for (const field of Object.keys(PROFILE_LIMITS) as (keyof typeof PROFILE_LIMITS)[]) {
      const value = request.body[field]?.trim();
      if (value === undefined) continue;
      const length = [...value].length;
      if (length > PROFILE_LIMITS[field])
        return fail(
          reply,
          400,
          'PROFILE_INVALID',
          textLengthMessage(profileLabels[field], length, PROFILE_LIMITS[field], true),
        );
      changes[field] = value;
    }
    // Unknown fields are dropped by the schema; a body left with nothing to change is bad input.
    if (Object.keys(changes).length === 0)
      return fail(reply, 400, 'PROFILE_INVALID', 'Give displayName, about or location');
    await updateUser(db, userId, {
      display_name: changes.displayName,
      about: changes.about,
      location: changes.location,
    });
    return toProfile((await userById(db, userId))!);
  });

  app.get<{ Querystring: { username: string } }>(
    '/username-available',
    { schema: { querystring: usernameQuery } },
    async (request, reply) => {
      if (!(await availabilityAllowed(ctx, request, reply))) return reply;
      const username = request.query.username.trim();
      const problem = usernameProblem(username);
      const body: UsernameAvailabilityResponse = problem
        ? { username, valid: false, available: false, message: problem }
        : { username, valid: true, available: !(await usernameTaken(db, username, request.identity.userId)) };
      return body;
    },
  );

  app.put<{ Querystring: { username: string } }>(
    '/username',
    { schema: { querystring: usernameQuery } },
    async (request, reply) => {
      const me = await member(ctx.db, request, reply);
      if (!me) return reply;
      const userId = me.id;
      const username = request.query.username.trim();
      const problem = usernameProblem(username);
      if (problem) return fail(reply, 400, 'USERNAME_INVALID', problem);
      if (await usernameTaken(db, username, userId)) return fail(reply, 409, 'USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
      try {
        await updateUser(db, userId, { username });
      } catch (err) {
        if (uniqueViolation(err) === 'username') return fail(reply, 409, 'USERNAME_TAKEN', USERNAME_TAKEN_MESSAGE);
        throw err;
      }
      return toSessionUser((await userById(db, userId))!);
    },
  );

  app.get('/comm-settings', async (request, reply) => {
    const me = await member(ctx.db, request, reply);
    if (!me) return reply;
    const userId = me.id;
    return toCommunicationSettings((await userById(db, userId))!);
  });

  app.put<{ Body: Partial<CommunicationSettingsDto> }>(
    '/comm-settings',
    { schema: { body: commSettingsBody } },
    async (request, reply) => {
      const me = await member(ctx.db, request, reply);
      if (!me) return reply;
      const userId = me.id;
      const flag = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
      const { newsletter, offers, memorialActivity } = request.body;
      if (newsletter === undefined && offers === undefined && memorialActivity === undefined) {
        return badRequest(reply, 'Give newsletter, offers or memorialActivity');
      }
      await updateUser(db, userId, {
        comm_newsletter: flag(newsletter),
        comm_offers: flag(offers),
        comm_memorial_activity: flag(memorialActivity),
      });
      return toCommunicationSettings((await userById(db, userId))!);
    },
  );

  app.get('/list-roles', async (request, reply) => {
    if (!(await member(ctx.db, request, reply))) return reply;
    return isStaff(request) ? [...KNOWN_ROLES] : fail(reply, 403, 'FORBIDDEN', 'Staff only');
  });

  app.put<{ Params: IdParams; Body: UpdateRolesRequest }>(
    '/update-roles/:id',
    { schema: { params: idParams, body: rolesBody } },
    async (request, reply) => {
      const me = await member(ctx.db, request, reply);
      if (!me) return reply;
      if (!isStaff(request)) return fail(reply, 403, 'FORBIDDEN', 'Staff only');
      const user = await userById(db, request.params.id);
      if (!user) return fail(reply, 404, 'NOT_FOUND', `No user with id ${request.params.id}`);
      const before = toSessionUser(user).roles;
      await updateCredentials(db, user.id, { roles: JSON.stringify(request.body.roles) });
      // Who gave or took which powers is the first question after an incident: every change is in the staff audit.
      const detail = `${before.join(', ') || 'none'} → ${request.body.roles.join(', ') || 'none'}`;
      await audit(
        db,
        {
          staffId: me.id,
          action: 'roles-changed',
          targetUserId: user.id,
          detail,
          address: clientAddress(request, ctx.internalSecret),
        },
        ctx.now(),
      );
      return toSessionUser((await userById(db, user.id))!);
    },
  );

  app.get<{ Params: IdParams }>('/full/:id', { schema: { params: idParams } }, async (request, reply) => {
    const me = await member(ctx.db, request, reply);
    if (!me) return reply;
    const userId = me.id;
    if (userId !== request.params.id && !isStaff(request))
      return fail(reply, 403, 'FORBIDDEN', 'Only the member or staff may see this');
    const user = await userById(db, request.params.id);
    return user ? toUserFull(user) : fail(reply, 404, 'NOT_FOUND', `No user with id ${request.params.id}`);
  });

  app.get<{ Params: IdParams }>('/:id', { schema: { params: idParams } }, async (request, reply) => {
    const user = await userById(db, request.params.id);
    return user ? toUserDto(user) : fail(reply, 404, 'NOT_FOUND', `No user with id ${request.params.id}`);
  });
}
