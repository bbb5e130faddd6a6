import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { badRequest, notFound } from '../http/errors';
import { idSchema } from '../http/schemas';
import { parseRect } from '../image-data/render';
import { refuseSignature } from '../iiif/guard';
import { signImageAccessToken, verifyImageAccessToken } from '@muster/contract/node';
import { mayDownloadPdf } from './pdf-access';
import type { PdfJobs } from './pdf-jobs';
import { imageForPdf } from './pdf.queries';
import { currentState, toPdfRequestDto } from './pdf-request.dto';
import { type PdfRequestRecord, type PdfRequestStore, REQUEST_ID } from './pdf-request.store';
import { type PdfView } from '@muster/contract';

/** A request and its PDF live an hour from submission, as long as the signed image addresses. */
export const PDF_LIFETIME_MS = 60 * 60 * 1000;
/** Unfinished requests one member may have at once; visitors share one allowance. */
export const PDF_LIMITS = { member: 3, visitors: 10, queued: 50 } as const;

export interface PdfRouteOptions {
  db: Kysely<Database>;
  store: PdfRequestStore;
  jobs: PdfJobs;
  urlSigningSecret: string;
  now: () => number;
}

type PdfRequestBody = Partial<PdfView> & { imageId: number };

const adjustment = { type: 'integer', minimum: -100, maximum: 100 } as const;
const requestBody = {
  type: 'object',
  required: ['imageId'],
  additionalProperties: false,
  properties: {
    imageId: idSchema,
    crop: { type: 'string', pattern: '^\\d{1,6}_\\d{1,6}_\\d{1,6}_\\d{1,6}$' },
    rotation: { type: 'integer', minimum: 0, maximum: 359 },
    brightness: adjustment,
    contrast: adjustment,
    invert: { type: 'boolean' },
  },
} as const;
const requestParams = {
  type: 'object',
  required: ['requestId'],
  properties: { requestId: { type: 'string', pattern: REQUEST_ID.source } },
} as const;
const downloadQuery = { type: 'object', properties: { token: { type: 'string', maxLength: 100 } } } as const;

const sameView = (a: PdfView, b: PdfView) =>
  (a.crop ?? '') === (b.crop ?? '') &&
  a.rotation === b.rotation &&
  a.brightness === b.brightness &&
  a.contrast === b.contrast &&
  a.invert === b.invert;

const tooMany = (reply: FastifyReply, message: string) =>
  reply.code(400).send({ statusCode: 400, error: 'TOO_MANY_REQUESTS', message });

/**
 * PDF requests (content §3.7, §7.9 "pdf uses /download/requestId"), under the image service:
 * POST /pdf-request asks for a PDF of a page as the viewer shows it (202 with the request, or the same
 * unfinished or ready request again for the same view); GET /pdf-request/{id} reads its state;
 * GET /pdf/{id}?token=… is the PDF itself, which the gateway serves as /download/{id}. Only the caller who
 * asked can read or fetch a request (another caller gets 404), and the fetch checks access again.
 */
export async function pdfRequestRoutes(app: FastifyInstance, options: PdfRouteOptions): Promise<void> {
  const { db, store, jobs, now } = options;
  const dto = (record: PdfRequestRecord, userId: number | null) =>
    toPdfRequestDto(record, now(), () => signImageAccessToken(record.imageId, userId, options.urlSigningSecret, now()));

  app.post<{ Body: PdfRequestBody }>('/pdf-request', { schema: { body: requestBody } }, async (request, reply) => {
    const { imageId, crop, rotation = 0, brightness = 0, contrast = 0, invert = false } = request.body;
    const { userId } = request.identity;
    const image = await imageForPdf(db, userId, imageId);
    if (!image) return notFound(reply, 'image', imageId);
    if (!(await mayDownloadPdf(request, reply, db, image))) return reply;
    const rect = parseRect(crop ?? '0_0_0_0', image);
    if (typeof rect === 'string') return badRequest(reply, rect);
    const view: PdfView = { ...(rect ? { crop } : {}), rotation, brightness, contrast, invert };

    const mine = await store.list(userId);
    const live = mine.filter((r) => !['EXPIRED', 'FAILED'].includes(currentState(r, now())));
    const same = live.find((r) => r.imageId === imageId && sameView(r.view, view));
    if (same) return reply.code(200).send(dto(same, userId));
    const unfinished = live.filter((r) => r.state !== 'READY').length;
    const limit = userId === null ? PDF_LIMITS.visitors : PDF_LIMITS.member;
    if (unfinished >= limit)
      return tooMany(reply, `Only ${limit} PDFs can be prepared at once; please wait for one to finish`);
    if ((await jobs.pending()) >= PDF_LIMITS.queued)
      return tooMany(reply, 'Many PDFs are being prepared just now; please try again in a minute');

    const submitted = new Date(now());
    const record: PdfRequestRecord = {
      id: store.newId(),
      imageId,
      userId,
      view,
      state: 'SUBMITTED',
      submitted: submitted.toISOString(),
      expires: new Date(submitted.getTime() + PDF_LIFETIME_MS).toISOString(),
      updated: submitted.toISOString(),
    };
    await jobs.submit(record);
    return reply.code(202).send(dto(record, userId));
  });

  app.get<{ Params: { requestId: string } }>(
    '/pdf-request/:requestId',
    { schema: { params: requestParams } },
    async (request, reply) => {
      const record = await store.get(request.identity.userId, request.params.requestId);
      if (!record) return notFound(reply, 'PDF request', request.params.requestId);
      return reply.header('cache-control', 'no-store').send(dto(record, request.identity.userId));
    },
  );

  app.get<{ Params: { requestId: string }; Querystring: { token?: string } }>(
    '/pdf/:requestId',
    {
      schema: { params: requestParams, querystring: downloadQuery },
    },
    async (request, reply) => {
      const { userId } = request.identity;
      const record = await store.get(userId, request.params.requestId);
      if (!record) return notFound(reply, 'PDF request', request.params.requestId);
      const check = verifyImageAccessToken(
        request.query.token,
        record.imageId,
        userId,
        options.urlSigningSecret,
        now(),
      );
      if (!check.ok) return refuseSignature(reply, check);
      const state = currentState(record, now());
      if (state === 'EXPIRED')
        return reply
          .code(410)
          .send({ statusCode: 410, error: 'Gone', message: 'This PDF has expired; please ask for it again' });
      if (state !== 'READY')
        return reply
          .code(409)
          .send({ statusCode: 409, error: 'Conflict', message: `This PDF is not ready (${state})` });
      const image = await imageForPdf(db, userId, record.imageId);
      if (!image) return notFound(reply, 'image', record.imageId);
      // Asked again at the download: a membership that lapsed or a publication switched off since then wins.
      if (!(await mayDownloadPdf(request, reply, db, image))) return reply;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="muster-page-${record.imageId}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(store.pdfFile(record)));
    },
  );
}
