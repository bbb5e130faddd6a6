import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { type IdParams, idParams } from '../http/schemas';
import { publicBase } from '../iiif/public-base';
import { isStaff, pageDecision, refuse } from './annotation-access';
import { NOT_AUTHOR, type AnnotationDto, type CreateAnnotationBody, type UpdateAnnotationBody } from '@muster/contract';
import { toAnnotationDto } from './annotation.mapper';
import {
  type AnnotationRow,
  type PageRights,
  annotationRow,
  annotationsOfImages,
  deleteAnnotation,
  insertAnnotation,
  pageRights,
  updateAnnotation,
} from './annotation.queries';
import { annotationProblem } from '@muster/contract/rules';
import { createAnnotationBody, imageListQuery, updateAnnotationBody } from './annotation.schemas';
import { toW3CAnnotationPage } from './w3c.mapper';

interface Options {
  db: Kysely<Database>;
}

/**
 * Annotations of document images (content §3.4, §5, §6), under the document service: anyone who may view a page
 * reads its annotations; a member who may annotate it draws them; only the author or staff changes or deletes one.
 */
export async function annotationRoutes(app: FastifyInstance, { db }: Options): Promise<void> {
  const page = async (request: FastifyRequest, imageId: number) =>
    (await pageRights(db, request.identity.userId, [imageId]))[0];

  /** The stored annotation if the caller may change it; otherwise the reply has been sent. */
  async function editable(
    request: FastifyRequest,
    reply: FastifyReply,
    id: number,
  ): Promise<{ row: AnnotationRow; rights: PageRights } | null> {
    const row = await annotationRow(db, id);
    const rights = row && (await page(request, row.image_id));
    if (!row || !rights) return (notFound(reply, 'annotation', id), null);
    const { identity } = request;
    if (identity.userId === null)
      return (
        refuse(reply, { allowed: false, requirement: 'login', minimumAccountStatus: 'non-subscriber' }, 'ANNOTATE'),
        null
      );
    if (isStaff(identity)) return { row, rights };
    if (row.user_id !== identity.userId)
      return (reply.code(403).send({ statusCode: 403, error: 'FORBIDDEN', message: NOT_AUTHOR }), null);
    // An author who has since lost access to the page (or whose publication stopped taking annotations) may not edit.
    const decision = await pageDecision(db, identity, rights, 'ANNOTATE');
    return decision.allowed ? { row, rights } : (refuse(reply, decision, 'ANNOTATE'), null);
  }

  app.get<{ Querystring: { image: number[] } }>(
    '/annotations',
    { schema: { querystring: imageListQuery } },
    async (request) => {
      const ids = [...new Set(request.query.image)];
      const pages = await pageRights(db, request.identity.userId, ids);
      const visible = [];
      for (const p of pages) if ((await pageDecision(db, request.identity, p, 'VIEW')).allowed) visible.push(p.id);
      const byImage: Record<string, AnnotationDto[]> = Object.fromEntries(ids.map((id) => [String(id), []]));
      for (const row of await annotationsOfImages(db, visible))
        byImage[String(row.image_id)].push(toAnnotationDto(row));
      return byImage;
    },
  );

  app.get<{ Params: IdParams }>('/annotation/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await annotationRow(db, request.params.id);
    const rights = row && (await page(request, row.image_id));
    if (!row || !rights) return notFound(reply, 'annotation', request.params.id);
    const decision = await pageDecision(db, request.identity, rights, 'VIEW');
    return decision.allowed ? toAnnotationDto(row) : refuse(reply, decision, 'VIEW');
  });

  app.post<{ Body: CreateAnnotationBody }>(
    '/annotation',
    { schema: { body: createAnnotationBody } },
    async (request, reply) => {
      const { imageId, type, value, label, rect } = request.body;
      const rights = await page(request, imageId);
      if (!rights) return notFound(reply, 'image', imageId);
      const decision = await pageDecision(db, request.identity, rights, 'ANNOTATE');
      if (!decision.allowed) return refuse(reply, decision, 'ANNOTATE');
      const problem = annotationProblem({ type, value, label, rect }, rights);
      if (problem) return badRequest(reply, problem.message, problem.field);
      const now = new Date().toISOString();
      const { id } = await insertAnnotation(db, {
        image_id: imageId,
        user_id: request.identity.userId,
        type,
        value: value.trim(),
        label: label?.trim() || null,
        x: rect.x,
        y: rect.y,
        w: rect.w,
        h: rect.h,
        rotation: rect.rotation,
        created: now,
        modified: now,
      });
      return reply.code(201).send(toAnnotationDto((await annotationRow(db, Number(id)))!));
    },
  );

  app.put<{ Params: IdParams; Body: UpdateAnnotationBody }>(
    '/annotation/:id',
    { schema: { params: idParams, body: updateAnnotationBody } },
    async (request, reply) => {
      const found = await editable(request, reply, request.params.id);
      if (!found) return reply;
      const { row, rights } = found;
      const next = {
        type: request.body.type ?? row.type,
        value: request.body.value ?? row.value,
        label: request.body.label === undefined ? row.label : request.body.label,
        rect: request.body.rect
          ? request.body.rect
          : { x: row.x, y: row.y, w: row.w, h: row.h, rotation: row.rotation },
      };
      const problem = annotationProblem(next, rights);
      if (problem) return badRequest(reply, problem.message, problem.field);
      await updateAnnotation(db, row.id, {
        type: next.type,
        value: next.value.trim(),
        label: next.label?.trim() || null,
        ...next.rect,
        modified: new Date().toISOString(),
      });
      return toAnnotationDto((await annotationRow(db, row.id))!);
    },
  );

  app.delete<{ Params: IdParams }>('/annotation/:id', { schema: { params: idParams } }, async (request, reply) => {
    const found = await editable(request, reply, request.params.id);
    if (!found) return reply;
    await deleteAnnotation(db, found.row.id);
    return { annotationId: found.row.id, imageId: found.row.image_id };
  });

  // W3C Web Annotation export of one page; the gateway serves it on the site's origin as /annotations/{imageId}.
  app.get<{ Params: IdParams }>('/w3c-annotations/:id', { schema: { params: idParams } }, async (request, reply) => {
    const rights = await page(request, request.params.id);
    if (!rights) return notFound(reply, 'image', request.params.id);
    const decision = await pageDecision(db, request.identity, rights, 'VIEW');
    if (!decision.allowed) return refuse(reply, decision, 'VIEW');
    const rows = await annotationsOfImages(db, [rights.id]);
    return reply
      .type('application/ld+json; profile="http://www.w3.org/ns/anno.jsonld"')
      .header('cache-control', 'private, no-store')
      .send(toW3CAnnotationPage(rights, rows, publicBase(request)));
  });
}
