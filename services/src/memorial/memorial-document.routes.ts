import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type IdParams, idParams, idSchema } from '../http/schemas';
import { InputError } from '@muster/contract/rules';
import { type EditContext, Refusal } from './memorial-edit';
import { type ElementChanges } from '@muster/contract';
import { changeElements, reorderElements } from './memorial-elements';
import {
  createFromRecord,
  createMemorial,
  deleteMemorial,
  disconnectRecord,
  updateMemorial,
} from './memorial-lifecycle';
import { importFacts, importableFacts } from './memorial-import';
import { loadMemorials } from './memorial.routes';

const STATUS_ERRORS = { 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found' } as const;

/**
 * A refused edit leaves as { statusCode, error, message } and, for bad input, the `field` it concerns and the
 * §5 length details (`limit`, `length`, `bound`), which the gateway passes on to the form.
 */
async function answer(reply: FastifyReply, work: () => Promise<unknown>): Promise<unknown> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof InputError)
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', message: error.message, field: error.field, ...error.details });
    if (error instanceof Refusal)
      return reply
        .code(error.status)
        .send({ statusCode: error.status, error: STATUS_ERRORS[error.status], message: error.message });
    throw error;
  }
}

const anyObject = { type: 'object' } as const;
const idList = { type: 'array', items: idSchema, maxItems: 1000 } as const;
const elementChanges = {
  type: 'object',
  additionalProperties: false,
  properties: {
    changes: {
      type: 'array',
      maxItems: 500,
      items: { type: 'object', required: ['id', 'element'], properties: { id: idSchema, element: anyObject } },
    },
    newElements: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        required: ['type', 'element'],
        properties: { type: { type: 'string' }, element: anyObject },
      },
    },
    deletions: idList,
  },
} as const;
const twoIds = { type: 'object', required: ['a', 'b'], properties: { a: idSchema, b: idSchema } } as const;

/** Content document calls of the memorial service (content §7.1, §7.7), under /fold31-memorial. */
export async function memorialDocumentRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  const ctx = (request: FastifyRequest): EditContext => ({
    db,
    identity: request.identity,
    now: () => new Date().toISOString(),
  });
  // What a change answers is the memorial as its author may see it (never another member's private upload).
  const memorial = async (request: FastifyRequest, id: number) =>
    (await loadMemorials(db, request.identity.userId, [id])).get(id);

  app.post<{ Body: { document: Record<string, unknown>; elements?: { type: string; element: unknown }[] } }>(
    '/document',
    {
      schema: {
        body: {
          type: 'object',
          required: ['document'],
          properties: { document: anyObject, elements: elementChanges.properties.newElements },
        },
      },
    },
    (request, reply) =>
      answer(reply, async () =>
        memorial(request, await createMemorial(ctx(request), request.body.document, request.body.elements)),
      ),
  );

  app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/document/:id',
    { schema: { params: idParams, body: anyObject } },
    (request, reply) =>
      answer(reply, async () => {
        await updateMemorial(ctx(request), request.params.id, request.body);
        return memorial(request, request.params.id);
      }),
  );

  app.delete<{ Params: IdParams }>('/document/:id', { schema: { params: idParams } }, (request, reply) =>
    answer(reply, async () => {
      await deleteMemorial(ctx(request), request.params.id);
      return { deleted: true };
    }),
  );

  app.post<{ Params: IdParams; Body: ElementChanges }>(
    '/element/:id',
    { schema: { params: idParams, body: elementChanges } },
    (request, reply) =>
      answer(reply, async () => {
        await changeElements(ctx(request), request.params.id, request.body);
        return memorial(request, request.params.id);
      }),
  );

  app.put<{ Params: IdParams & { contentType: string }; Body: number[] }>(
    '/reorder/:contentType/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['contentType', 'id'],
          properties: { contentType: { const: 'STORY_PAGE' }, id: idSchema },
        },
        body: idList,
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        await reorderElements(ctx(request), request.params.id, request.body);
        return memorial(request, request.params.id);
      }),
  );

  app.get<{ Params: { a: number; b: number } }>(
    '/import-facts/:a/:b',
    { schema: { params: twoIds } },
    (request, reply) => answer(reply, () => importableFacts(ctx(request), request.params.a, request.params.b)),
  );

  app.post<{
    Body: { memorialId: number; importFrom: { contentType: string; objectId: number }; newFacts?: string[] | null };
  }>(
    '/import-facts-from',
    {
      schema: {
        body: {
          type: 'object',
          required: ['memorialId', 'importFrom'],
          properties: {
            memorialId: idSchema,
            importFrom: {
              type: 'object',
              required: ['contentType', 'objectId'],
              properties: { contentType: { const: 'INDEX_RECORD' }, objectId: idSchema },
            },
            newFacts: { type: ['array', 'null'], items: { type: 'string', maxLength: 100 }, maxItems: 100 },
          },
        },
      },
    },
    (request, reply) =>
      answer(reply, async () => {
        const { memorialId, importFrom, newFacts } = request.body;
        await importFacts(ctx(request), memorialId, importFrom.objectId, newFacts ?? null);
        return memorial(request, memorialId);
      }),
  );

  app.post<{ Params: { contentType: string; id: number }; Querystring: { type?: string } }>(
    '/memorial/create-from/:contentType/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['contentType', 'id'],
          properties: { contentType: { type: 'string' }, id: idSchema },
        },
      },
    },
    (request, reply) =>
      answer(reply, () =>
        createFromRecord(ctx(request), request.params.contentType, request.params.id, request.query.type),
      ),
  );

  app.delete<{ Params: IdParams; Querystring: { id: number } }>(
    '/memorial/connection/STORY_PAGE/:id',
    {
      schema: { params: idParams, querystring: { type: 'object', required: ['id'], properties: { id: idSchema } } },
    },
    (request, reply) =>
      answer(reply, async () => {
        await disconnectRecord(ctx(request), request.params.id, request.query.id);
        return memorial(request, request.params.id);
      }),
  );
}
