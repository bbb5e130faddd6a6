import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { PublicationEditorDto } from '@muster/contract';
import {
  ACCESS_LEVELS,
  EDITABLE_PUBLICATION_FIELDS,
  type PublicationEditError,
  type PublicationEditValues,
  effectiveAccessLevel,
  publicationEditError,
} from '@muster/contract/rules';
import type { Database } from '../db/database';
import { type IdParams, MAX_BATCH, idParams, idSchema } from '../http/schemas';
import { slugify } from '../lib/slug';
import { updatePublicationDocs } from '../search/publication-docs';
import { staffWith } from '../staff/staff-guard';
import { audit } from '../staff/staff.queries';
import { clientAddress } from '../user/accounts.context';
import {
  accessLevelOf,
  columnsOf,
  contentProviders,
  editValuesOf,
  imagesOfPublication,
  publicationEvents,
  publicationRow,
  publicationWritten,
  publicationsByIds,
  recordCounts,
  warningsOf,
} from './publication-edit.queries';
import type { Publication } from './publication.table';

interface Options {
  db: Kysely<Database>;
  internalSecret: string;
  now?: () => number;
}

const idList = { type: 'array', items: idSchema, maxItems: MAX_BATCH } as const;
const idsQuery = { type: 'object', properties: { id: idList } } as const;
/** A body of fields: names and values are checked by publicationEditError, which answers with their own codes. */
const fieldsBody = { type: 'object', maxProperties: 40 } as const;

function refuse(reply: FastifyReply, error: PublicationEditError): FastifyReply {
  return reply.code(400).send({ code: error.code, message: error.message, field: error.field });
}

const notFound = (reply: FastifyReply, id: number) =>
  reply.code(404).send({ code: 'NOT_FOUND', message: `No publication with id ${id}` });

/** The changed fields with their values before and after, in the editor's order. */
function changesOf(before: PublicationEditValues, after: PublicationEditValues) {
  return EDITABLE_PUBLICATION_FIELDS.flatMap(({ name }) => {
    const from = before[name as keyof PublicationEditValues];
    const to = after[name as keyof PublicationEditValues];
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field: name, from, to }];
  });
}

const describe = (changes: { field: string; from: unknown; to: unknown }[]) =>
  changes.map((c) => `${c.field}: ${JSON.stringify(c.from)} → ${JSON.stringify(c.to)}`).join('; ');

/**
 * The publication service's staff calls (content spec §7.6; issue 15 point 4): the editor's fields, edits and new
 * publications, access levels, warnings, change events, content providers, record counts and the silo list. Every
 * call needs the `publications` ability (roles admin and content); every edit is audited with each field's from → to,
 * and an edit that changes the access level or provider moves the publication's search documents in the same
 * transaction (docs/decisions/publications-admin.md).
 */
export async function publicationEditRoutes(app: FastifyInstance, options: Options): Promise<void> {
  const { db, internalSecret } = options;
  const now = () => new Date((options.now ?? Date.now)());
  const staff = (request: FastifyRequest, reply: FastifyReply) => staffWith(db, request, reply, 'publications');

  /** Checks changes over `current` (image ids against the publication's pages); the refusal, or null. */
  async function check(
    publicationId: number | null,
    changes: Record<string, unknown>,
    current: PublicationEditValues,
  ): Promise<PublicationEditError | null> {
    const error = publicationEditError(changes, current, await contentProviders(db));
    if (error) return error;
    const wanted = [
      ...(typeof changes.coverImageId === 'number' ? [changes.coverImageId] : []),
      ...(Array.isArray(changes.sampleImageIds) ? (changes.sampleImageIds as number[]) : []),
    ];
    const found = publicationId === null ? new Set<number>() : await imagesOfPublication(db, publicationId, wanted);
    const missing = wanted.find((id) => !found.has(id));
    if (missing === undefined) return null;
    return {
      code: 'PUBLICATION_IMAGE_INVALID',
      field:
        typeof changes.coverImageId === 'number' && !found.has(changes.coverImageId)
          ? 'coverImageId'
          : 'sampleImageIds',
      message: `Image ${missing} is not a page of this publication`,
    };
  }

  function editorOf(row: Publication, providers: string[]): PublicationEditorDto {
    const values = editValuesOf(row);
    return {
      publicationId: row.id,
      effectiveAccessLevel: row.access_level,
      fields: EDITABLE_PUBLICATION_FIELDS.map((spec) => ({
        ...spec,
        allowed: spec.type === 'ACCESS_LEVEL' ? [...ACCESS_LEVELS] : spec.type === 'PROVIDER' ? providers : null,
      })),
      values,
      warnings: warningsOf(row),
      lastModification: row.last_modification ?? null,
    };
  }

  app.get('/cp', async (request, reply) => {
    if (!(await staff(request, reply))) return reply;
    return contentProviders(db);
  });

  app.get<{ Querystring: { id?: number[] } }>(
    '/record-count',
    { schema: { querystring: idsQuery } },
    async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      return recordCounts(db, request.query.id?.length ? request.query.id : undefined);
    },
  );

  app.get<{ Params: IdParams }>('/editable-fields/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await staff(request, reply))) return reply;
    const row = await publicationRow(db, request.params.id);
    if (!row) return notFound(reply, request.params.id);
    return editorOf(row, await contentProviders(db));
  });

  app.get<{ Querystring: { id?: number[] } }>(
    '/access-level',
    { schema: { querystring: idsQuery } },
    async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      return (await publicationsByIds(db, request.query.id?.length ? request.query.id : undefined)).map(accessLevelOf);
    },
  );

  app.get<{ Querystring: { id?: number[] } }>(
    '/warnings',
    { schema: { querystring: idsQuery } },
    async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      return (await publicationsByIds(db, request.query.id?.length ? request.query.id : undefined)).flatMap(warningsOf);
    },
  );

  app.get<{ Params: IdParams; Querystring: { limit: number } }>(
    '/event/:id',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
        },
      },
    },
    async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      if (!(await publicationRow(db, request.params.id))) return notFound(reply, request.params.id);
      return publicationEvents(db, request.params.id, request.query.limit);
    },
  );

  // The SILO publications, and whether a new publication starts in the silo (it does not: SUBSCRIBER).
  app.get<{ Querystring: { newPub?: boolean } }>(
    '/silo',
    { schema: { querystring: { type: 'object', properties: { newPub: { type: 'boolean' } } } } },
    async (request, reply) => {
      if (!(await staff(request, reply))) return reply;
      const rows = await db
        .selectFrom('publications')
        .select('id')
        .where('access_level', '=', 'SILO')
        .orderBy('id')
        .execute();
      return { publicationIds: rows.map((r) => r.id), newPublicationSilo: false };
    },
  );

  app.put<{ Params: IdParams; Body: Record<string, unknown> }>(
    '/pub-edit/:id',
    { schema: { params: idParams, body: fieldsBody } },
    async (request, reply) => {
      const me = await staff(request, reply);
      if (!me) return reply;
      const id = request.params.id;
      const before = await publicationRow(db, id);
      if (!before) return notFound(reply, id);
      const current = editValuesOf(before);
      const error = await check(id, request.body, current);
      if (error) return refuse(reply, error);
      const next: PublicationEditValues = { ...current, ...(request.body as Partial<PublicationEditValues>) };
      // New browse level names no longer describe the rolls' browse paths until the browse is rebuilt: flagged,
      // unless staff say otherwise in the same edit.
      if (
        'browseLabels' in request.body &&
        !('browseOutOfDate' in request.body) &&
        JSON.stringify(next.browseLabels) !== JSON.stringify(current.browseLabels)
      )
        next.browseOutOfDate = true;
      const changes = changesOf(current, next);
      if (changes.length === 0) return editorOf(before, await contentProviders(db));
      const at = now();
      const columns = columnsOf(next);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('publications')
          .set({ ...columns, last_modification: at.toISOString() })
          .where('id', '=', id)
          .execute();
        if (columns.access_level !== before.access_level || columns.provider !== before.provider)
          await updatePublicationDocs(trx, id, { accessLevel: columns.access_level, provider: columns.provider });
        await publicationWritten(trx, {
          publication_id: id,
          kind: 'EDITED',
          changes: JSON.stringify(changes),
          staff_id: me.id,
          created: at.toISOString(),
        });
        const effective =
          columns.access_level !== before.access_level
            ? `; access level: ${before.access_level} → ${columns.access_level}`
            : '';
        await audit(
          trx,
          {
            staffId: me.id,
            action: 'publication-edited',
            targetUserId: null,
            detail: `publication ${id}: ${describe(changes)}${effective}`,
            address: clientAddress(request, internalSecret),
          },
          at,
        );
      });
      return editorOf((await publicationRow(db, id))!, await contentProviders(db));
    },
  );

  app.post<{ Body: Record<string, unknown> }>('/pub-edit', { schema: { body: fieldsBody } }, async (request, reply) => {
    const me = await staff(request, reply);
    if (!me) return reply;
    const body = request.body;
    const providers = await contentProviders(db);
    const blank: PublicationEditValues = {
      configuredAccessLevel: 'SUBSCRIBER',
      minimumAccessLevel: 'PUBLIC',
      maximumAccessLevel: 'SILO',
      allowPrint: true,
      allowDownload: false,
      allowDownloadDoc: false,
      allowAnnotations: true,
      allowImports: true,
      title: '',
      shortTitle: '',
      shortDescription: '',
      mediumDescription: '',
      provider: '',
      coverImageId: null,
      sampleImageIds: [],
      hasBrowse: false,
      browseLabels: [],
      browseOutOfDate: false,
      percentComplete: 0,
      percentCompleteOverride: null,
      featured: false,
      isNew: true,
    };
    for (const required of ['title', 'provider'] as const)
      if (body[required] === undefined)
        return refuse(reply, {
          code: 'PUBLICATION_VALUE_INVALID',
          field: required,
          message: `A new publication needs a ${required}`,
        });
    const changes = { ...body };
    if (changes.shortTitle === undefined) changes.shortTitle = changes.title;
    const error = await check(null, changes, blank);
    if (error) return refuse(reply, error);
    const values: PublicationEditValues = { ...blank, ...(changes as Partial<PublicationEditValues>) };
    const at = now();
    const id = await db.transaction().execute(async (trx) => {
      const top = await trx
        .selectFrom('publications')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      const newId = Number(top?.id ?? 0) + 1;
      const slug = slugify(values.title) || `publication-${newId}`;
      const taken = await trx.selectFrom('publications').select('id').where('slug', '=', slug).executeTakeFirst();
      await trx
        .insertInto('publications')
        .values({
          id: newId,
          ...columnsOf(values),
          slug: taken ? `${slug}-${newId}` : slug,
          content_type: '',
          doc_type: '',
          conflict: '',
          collection: '',
          language: 'English',
          has_ocr: 0,
          document_level_label: 'Document',
          roll_count: 0,
          created: at.toISOString(),
          last_updated: at.toISOString(),
          last_modification: at.toISOString(),
        })
        .execute();
      const created = changesOf(blank, values).map((c) => ({ ...c, from: null }));
      await publicationWritten(trx, {
        publication_id: newId,
        kind: 'CREATED',
        changes: JSON.stringify(created),
        staff_id: me.id,
        created: at.toISOString(),
      });
      await audit(
        trx,
        {
          staffId: me.id,
          action: 'publication-created',
          targetUserId: null,
          detail: `publication ${newId}: ${describe(created)}; access level: ${effectiveAccessLevel(values.configuredAccessLevel, values.minimumAccessLevel, values.maximumAccessLevel)}`,
          address: clientAddress(request, internalSecret),
        },
        at,
      );
      return newId;
    });
    return reply.code(201).send(editorOf((await publicationRow(db, id))!, providers));
  });
}
