import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { removeLinks } from '../external-account/external-account.queries';
import { type IdParams, idParams } from '../http/schemas';
import { type Accounts, clientAddress, fail, member } from '../user/accounts.context';
import { toSessionUser } from '../user/user.mapper';
import { updateUser, userById } from '../user/user.queries';
import {
  type StaffAbility,
  IMPERSONATION_LIMIT_NOTE,
  IMPERSONATION_LINK_MS,
  abilitiesOf,
} from '@muster/contract/rules';
import { type ImpersonationLinkDto, type TagNameCountDto } from '@muster/contract';
import { toStaffUser } from './staff.mapper';
import { staffWith } from './staff-guard';
import {
  audit,
  deleteTagEverywhere,
  issueImpersonation,
  recentAudit,
  redeemImpersonation,
  searchUsers,
  tagNameCounts,
} from './staff.queries';
import { limitQuery, redeemBody, tagNameQuery, userIdQuery, userSearchQuery } from './staff.schemas';

/**
 * The admin calls of the user service (accounts spec §6, §7): user search, impersonation links, external
 * account unlinking and tag admin, each for the roles of staff-roles.ts and audited in staff_audit.
 */
export async function staffRoutes(app: FastifyInstance, { accounts: ctx }: { accounts: Accounts }): Promise<void> {
  const { db } = ctx;
  const address = (request: FastifyRequest) => clientAddress(request, ctx.internalSecret);

  const staff = (request: FastifyRequest, reply: FastifyReply, ability: StaffAbility) =>
    staffWith(db, request, reply, ability);

  app.get('/admin/abilities', async (request, reply) => {
    if (!(await member(db, request, reply))) return reply;
    return { roles: request.identity.roles, abilities: abilitiesOf(request.identity.roles) };
  });

  app.get<{ Querystring: { search: string; limit: number } }>(
    '/admin/users',
    { schema: { querystring: userSearchQuery } },
    async (request, reply) => {
      if (!(await staff(request, reply, 'users'))) return reply;
      return (await searchUsers(db, request.query.search.trim(), request.query.limit)).map(toStaffUser);
    },
  );

  app.post<{ Querystring: { userId: number } }>(
    '/admin/backdoor',
    { schema: { querystring: userIdQuery } },
    async (request, reply) => {
      const me = await staff(request, reply, 'impersonate');
      if (!me) return reply;
      const user = await userById(db, request.query.userId);
      if (!user || user.closed === 1) return fail(reply, 404, 'NOT_FOUND', `No user with id ${request.query.userId}`);
      if (user.id === me.id) return fail(reply, 400, 'FORBIDDEN', 'You cannot view the site as yourself');
      // Viewing as another staff member would lend their roles: only members without roles can be impersonated.
      if (toSessionUser(user).roles.length > 0) return fail(reply, 403, 'FORBIDDEN', IMPERSONATION_LIMIT_NOTE);
      const now = ctx.now();
      // The link and its audit line commit together: no link exists that the audit does not show.
      const link: ImpersonationLinkDto = await db.transaction().execute(async (trx) => {
        const issued = await issueImpersonation(trx, me.id, user.id, now, IMPERSONATION_LINK_MS);
        await audit(
          trx,
          {
            staffId: me.id,
            action: 'impersonation-link',
            targetUserId: user.id,
            detail: null,
            address: address(request),
          },
          now,
        );
        return issued;
      });
      return reply.code(201).send(link);
    },
  );

  // Opening a link: only the staff member who made it, still holding the ability, and only once.
  app.post<{ Body: { token: string } }>(
    '/admin/backdoor/redeem',
    { schema: { body: redeemBody } },
    async (request, reply) => {
      const me = await staff(request, reply, 'impersonate');
      if (!me) return reply;
      const now = ctx.now();
      // The link is spent and the audit line written in one transaction.
      const user = await db.transaction().execute(async (trx) => {
        const used = await redeemImpersonation(trx, request.body.token, me.id, now, address(request));
        const found = used ? await userById(trx, used.userId) : undefined;
        if (!found || found.closed === 1) return undefined;
        await audit(
          trx,
          {
            staffId: me.id,
            action: 'impersonation-used',
            targetUserId: found.id,
            detail: null,
            address: address(request),
          },
          now,
        );
        return found;
      });
      if (!user) return fail(reply, 400, 'TOKEN_INVALID', 'This link is not valid or has expired');
      return { user: toSessionUser(user), staffId: me.id, staffUsername: me.username };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/user-admin/ucdmid/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const me = await staff(request, reply, 'external-links');
      if (!me) return reply;
      const user = await userById(db, request.params.id);
      if (!user) return fail(reply, 404, 'NOT_FOUND', `No user with id ${request.params.id}`);
      // The links go and the audit line is written in one transaction.
      const removed = await db.transaction().execute(async (trx) => {
        const gone = [...(user.facebook_id === null ? [] : ['facebook']), ...(await removeLinks(trx, user.id))];
        if (gone.length === 0) return gone;
        if (user.facebook_id !== null) await updateUser(trx, user.id, { facebook_id: null, use_facebook_photo: 0 });
        await audit(
          trx,
          {
            staffId: me.id,
            action: 'external-link-removed',
            targetUserId: user.id,
            detail: gone.join(', '),
            address: address(request),
          },
          ctx.now(),
        );
        return gone;
      });
      if (removed.length === 0) return fail(reply, 404, 'NOT_FOUND', `${user.username} has no external account linked`);
      return toStaffUser({ ...user, facebook_id: null });
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/admin/tags',
    { schema: { querystring: limitQuery } },
    async (request, reply) => {
      if (!(await staff(request, reply, 'tags'))) return reply;
      const rows = await tagNameCounts(db, request.query.limit);
      return rows.map((r): TagNameCountDto => ({ name: r.name, count: Number(r.count) }));
    },
  );

  app.delete<{ Querystring: { name: string } }>(
    '/admin/tags',
    { schema: { querystring: tagNameQuery } },
    async (request, reply) => {
      const me = await staff(request, reply, 'tags');
      if (!me) return reply;
      // The tag goes and the audit line is written in one transaction.
      const deleted = await db.transaction().execute(async (trx) => {
        const count = await deleteTagEverywhere(trx, request.query.name);
        if (count > 0)
          await audit(
            trx,
            {
              staffId: me.id,
              action: 'tag-deleted',
              targetUserId: null,
              detail: `${request.query.name} (${count})`,
              address: address(request),
            },
            ctx.now(),
          );
        return count;
      });
      if (deleted === 0) return fail(reply, 404, 'NOT_FOUND', `No tag named ${request.query.name}`);
      return { name: request.query.name, deleted };
    },
  );

  app.get<{ Querystring: { limit: number } }>(
    '/admin/audit',
    { schema: { querystring: limitQuery } },
    async (request, reply) => {
      if (!(await staff(request, reply, 'roles'))) return reply;
      return (await recentAudit(db, request.query.limit)).map((r) => ({
        staffId: r.staff_id,
        action: r.action,
        targetUserId: r.target_user_id,
        detail: r.detail,
        address: r.address,
        created: r.created,
      }));
    },
  );
}
