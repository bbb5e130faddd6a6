import type { FastifyInstance } from 'fastify';
import type { TaggedObjectPageDto } from '@muster/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { loadImages } from '../document/document.loader';
import { refuse } from '../gallery/refuse';
import { isHiddenUpload } from '../gallery/upload-privacy';
import { member } from '../user/accounts.context';
import { TAG_SUGGESTIONS, checkTagName } from './tag-name';
import { toTagCountDto, toTagDto, toTagDtos, toTaggedObjectDto } from './tag.mapper';
import { addTag, objectsTagged, removeTag, tagCountsByPrefix, tagCountsOf, tagsOn } from './tag.queries';
import { type SliceQuery, docsQuery, nameParams, prefixQuery, sliceQuery, tagBody, targetQuery } from './tag.schemas';

export interface TagRouteOptions {
  db: Kysely<Database>;
  now: () => number;
}

/** Members' tags on the user service (content spec §7.8): add, list with counts, look up by prefix, remove. */
export async function tagRoutes(app: FastifyInstance, { db, now }: TagRouteOptions): Promise<void> {
  app.put<{ Params: { name: string }; Body: { contentType: string; objectId: number; private: boolean } }>(
    '/tag/:name',
    {
      schema: { params: nameParams, body: tagBody },
    },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const checked = checkTagName(request.params.name);
      if (!checked.ok) return refuse(reply, 400, 'TAG_INVALID', checked.message, 'name');
      const { contentType, objectId } = request.body;
      if (!(await loadImages(db, [objectId])).has(objectId) || (await isHiddenUpload(db, request.identity, objectId))) {
        return refuse(reply, 404, 'NOT_FOUND', `No image with id ${objectId}`);
      }
      const row = await addTag(
        db,
        me.id,
        checked.name,
        { contentType, objectId },
        request.body.private,
        new Date(now()).toISOString(),
      );
      const all = toTagDtos(await tagsOn(db, me.id, [{ contentType, objectId }]));
      return all.find((t) => t.userId === me.id && t.name === row.name) ?? toTagDto(row, all.length);
    },
  );

  app.get('/tag', async (request, reply) => {
    const me = await member(db, request, reply);
    if (!me) return reply;
    return (await tagCountsOf(db, me.id)).map(toTagCountDto);
  });

  app.get<{ Querystring: { prefix: string } }>(
    '/tag-counts',
    { schema: { querystring: prefixQuery } },
    async (request) => {
      const prefix = request.query.prefix.replace(/\s+/g, ' ').trimStart();
      return (await tagCountsByPrefix(db, request.identity.userId, prefix, TAG_SUGGESTIONS)).map(toTagCountDto);
    },
  );

  // The tags a caller sees on objects: public ones and their own private ones, batched for lists of images.
  app.get<{ Querystring: { doc: string[] } }>('/tag-docs', { schema: { querystring: docsQuery } }, async (request) => {
    const targets = request.query.doc.map((doc) => ({
      contentType: 'IMAGE',
      objectId: Number(doc.slice('IMAGE:'.length)),
    }));
    return toTagDtos(await tagsOn(db, request.identity.userId, targets));
  });

  // A member's tagged objects, a slice at a time with the list's length, so the gateway's connections walk the
  // whole list however long it grows.
  const taggedPage = async (userId: number, name: string | null, slice: SliceQuery): Promise<TaggedObjectPageDto> => {
    const { items, total } = await objectsTagged(db, userId, name, slice);
    return { items: items.map(toTaggedObjectDto), total };
  };

  app.get<{ Params: { name: string }; Querystring: SliceQuery }>(
    '/tag/:name/objects',
    { schema: { params: nameParams, querystring: sliceQuery } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      return taggedPage(me.id, request.params.name, request.query);
    },
  );

  app.get<{ Querystring: SliceQuery }>(
    '/tag-recent',
    { schema: { querystring: sliceQuery } },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      return taggedPage(me.id, null, request.query);
    },
  );

  // Without an object the name goes from every object of the member's.
  app.delete<{ Params: { name: string }; Querystring: { contentType: string; objectId?: number } }>(
    '/tag/:name',
    {
      schema: { params: nameParams, querystring: targetQuery },
    },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const { contentType, objectId } = request.query;
      const deleted = await removeTag(
        db,
        me.id,
        request.params.name,
        objectId === undefined ? null : { contentType, objectId },
      );
      if (deleted === 0)
        return refuse(
          reply,
          404,
          'NOT_FOUND',
          `You have no tag named ${request.params.name}${objectId ? ` on image ${objectId}` : ''}`,
        );
      return { name: request.params.name, deleted };
    },
  );
}
