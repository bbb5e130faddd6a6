import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { refuse } from '../gallery/refuse';
import { abilitiesOf } from '@muster/contract/rules';
import { audit, deleteTagEverywhere } from '../staff/staff.queries';
import { clientAddress, member } from '../user/accounts.context';
import { toTagCountDto } from './tag.mapper';
import { tagCountsByPrefix } from './tag.queries';
import { nameParams } from './tag.schemas';

export interface TagAdminRouteOptions {
  db: Kysely<Database>;
  internalSecret: string;
  now: () => number;
}

const adminPrefixQuery = {
  type: 'object',
  properties: {
    prefix: { type: 'string', maxLength: 100, default: '' },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 },
  },
} as const;

/**
 * The spec's tag admin calls (content §7.8: GET /tag-admin?prefix, DELETE /tag-admin/{name}) for staff with the
 * tags ability. They share the staff module's role rules, deletion and audit with /admin/tags, which the /admin
 * page uses; these add the prefix look-up and the spec's addresses.
 */
export async function tagAdminRoutes(
  app: FastifyInstance,
  { db, internalSecret, now }: TagAdminRouteOptions,
): Promise<void> {
  app.addHook('preHandler', async (request, reply) => {
    if (!(await member(db, request, reply))) return reply;
    if (!abilitiesOf(request.identity.roles).includes('tags')) return refuse(reply, 403, 'FORBIDDEN', 'Staff only');
  });

  app.get<{ Querystring: { prefix: string; limit: number } }>(
    '/tag-admin',
    { schema: { querystring: adminPrefixQuery } },
    async (request) =>
      (await tagCountsByPrefix(db, 'everyone', request.query.prefix.trim(), request.query.limit)).map(toTagCountDto),
  );

  app.delete<{ Params: { name: string } }>(
    '/tag-admin/:name',
    { schema: { params: nameParams } },
    async (request, reply) => {
      const { name } = request.params;
      // The deletion and its audit line commit together: no tag gone without a record of who removed it.
      const deleted = await db.transaction().execute(async (tx) => {
        const count = await deleteTagEverywhere(tx, name);
        if (count > 0)
          await audit(
            tx,
            {
              staffId: request.identity.userId!,
              action: 'tag-deleted',
              targetUserId: null,
              detail: `${name} (${count})`,
              address: clientAddress(request, internalSecret),
            },
            new Date(now()),
          );
        return count;
      });
      if (deleted === 0) return refuse(reply, 404, 'NOT_FOUND', `No tag named ${name}`);
      return { name, deleted };
    },
  );
}
