import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { notFound } from '../http/errors';
import { idParams, idSchema, type IdParams } from '../http/schemas';
import { mayView } from '../iiif/guard';
import { fileOcrPages, pageOcr } from './find.queries';
import { findTokens, findWords, parseOcrWords } from './find-words';
import type { DocTokensDto, FirstHitDto, OcrTextDto } from '@muster/contract';

/** Document token default and most (content §7.5, §9). */
export const MAX_DOC_TOKENS = 10_000;
/** Longest find text: a phrase, not a page. */
export const MAX_FIND_TEXT = 200;
/** Pages of a file read per step while looking for the first hit. */
const FIRST_HIT_BATCH = 50;

const findText = { type: 'string', minLength: 1, maxLength: MAX_FIND_TEXT, pattern: '[\\p{L}\\p{N}]' } as const;

/** The page's OCR when the caller may see the scan; otherwise the refusal (404, or 403 with the requirement) is sent. */
async function readableOcr(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, imageId: number) {
  const page = await pageOcr(db, request.identity.userId, imageId);
  if (!page) {
    notFound(reply, 'image', imageId);
    return null;
  }
  // The words are the scan's content: whoever may not see the scan may not read it either.
  return (await mayView(request, reply, db, page.access_level)) ? page : null;
}

/** Find in page and first hit (content §7.5): the OCR word boxes of a page, searched the way the viewer finds. */
export async function findRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): Promise<void> {
  app.get<{ Params: IdParams; Querystring: { token: string; max: number } }>(
    '/doc-token/:id',
    {
      schema: {
        params: idParams,
        querystring: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: {
            token: findText,
            max: { type: 'integer', minimum: 1, maximum: MAX_DOC_TOKENS, default: MAX_DOC_TOKENS },
          },
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const page = await readableOcr(db, request, reply, id);
      if (!page) return reply;
      const body: DocTokensDto = {
        imageId: id,
        token: request.query.token,
        ...findWords(parseOcrWords(page.ocr_words), request.query.token, request.query.max),
      };
      return body;
    },
  );

  app.get<{ Params: IdParams }>('/ocr-text/:id', { schema: { params: idParams } }, async (request, reply) => {
    const page = await readableOcr(db, request, reply, request.params.id);
    if (!page) return reply;
    const body: OcrTextDto = { imageId: page.id, text: page.ocr_text };
    return body;
  });

  app.get<{ Params: { publication: number; file: number }; Querystring: { keyword: string } }>(
    '/first-hit/:publication/:file',
    {
      schema: {
        params: {
          type: 'object',
          required: ['publication', 'file'],
          properties: { publication: idSchema, file: idSchema },
        },
        querystring: {
          type: 'object',
          required: ['keyword'],
          additionalProperties: false,
          properties: { keyword: findText },
        },
      },
    },
    async (request, reply) => {
      const { publication, file } = request.params;
      const { keyword } = request.query;
      if (findTokens(keyword).length === 0) return notFound(reply, 'hit of a blank keyword in file', file);
      // Batches in reading order, so a hit on page 2 of a long file reads only the first batch.
      for (let offset = 0; ; offset += FIRST_HIT_BATCH) {
        const pages = await fileOcrPages(db, request.identity.userId, publication, file, offset, FIRST_HIT_BATCH);
        for (const page of pages) {
          // Which page holds the keyword, as search already tells; the words themselves come with access (doc-token).
          if (findWords(parseOcrWords(page.ocr_words), keyword, 1).total > 0) {
            const body: FirstHitDto = {
              publicationId: publication,
              fileId: file,
              keyword,
              imageId: page.id,
              ordinal: page.ordinal,
            };
            return body;
          }
        }
        if (pages.length < FIRST_HIT_BATCH)
          return notFound(reply, `page holding "${keyword}" in file ${file} of publication`, publication);
      }
    },
  );
}
