import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { ServicesJobs } from '../jobs';
import { buildMissingPyramids } from '../iiif/pyramid-file';
import { requestPyramid } from '../iiif/pyramid-jobs';
import { loadImages } from '../document/document.loader';
import { member } from '../user/accounts.context';
import { toUploadDto } from './gallery.mapper';
import { type UploadedImageDto } from '@muster/contract';
import { uploadById } from './gallery.queries';
import { TOO_LARGE, UPLOAD_MAX_BYTES } from '@muster/contract/rules';
import { UploadRejected, prepareScan, removeScan, storeScan, uploadPath } from './upload-file';
import { nextImageId, nextOrdinal, uploadsPublicationId, uploadsRollId } from './upload-home';
import { refuseUploadLimit } from './upload-limit-reply';
import { takeUploadTurn } from './upload-rate';
import { refuse } from './refuse';
import { orphanGraceMs, sweepUploadOrphans } from './upload-orphans';

export interface UploadRouteOptions {
  db: Kysely<Database>;
  dataDir: string;
  jobs: ServicesJobs;
  now: () => number;
}

const filenameQuery = {
  type: 'object',
  required: ['filename'],
  properties: { filename: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

/** The title an upload starts with: its file name without the extension. */
export const titleFromFilename = (filename: string) =>
  filename
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim()
    .slice(0, 256) || filename;

/**
 * POST /document/upload?filename=…: the image's bytes as the body (any content type; the bytes decide), stored
 * as a scan of the member's own roll in Member Uploads, private to them until they make it public.
 */
export async function uploadRoutes(app: FastifyInstance, options: UploadRouteOptions): Promise<void> {
  const { db, dataDir, now } = options;
  // The tile pyramid is queued with the rows, so an upload that committed is tiled even if the process dies now.
  const pyramid = buildMissingPyramids()
    ? (filePath: string, tx: Kysely<Database>) => requestPyramid(options.jobs, filePath, tx)
    : async () => {};
  // Scans a killed upload wrote but never committed (and pyramids of deleted ones) go at start-up.
  app.addHook('onReady', () => {
    void sweepUploadOrphans(db, dataDir, orphanGraceMs()).catch((err) =>
      app.log.warn({ err }, 'the sweep of orphaned upload files failed'),
    );
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: UPLOAD_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Querystring: { filename: string }; Body: Buffer }>(
    '/upload',
    {
      schema: { querystring: filenameQuery },
      // Refuse an announced oversize body before reading it.
      onRequest: async (request, reply) => {
        if (Number(request.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES) {
          reply.header('connection', 'close');
          return refuse(reply, 413, 'UPLOAD_TOO_LARGE', TOO_LARGE);
        }
      },
      errorHandler: (err: FastifyError, _request, reply: FastifyReply) => {
        if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return refuse(reply, 413, 'UPLOAD_TOO_LARGE', TOO_LARGE);
        if (err.code === 'FST_ERR_CTP_EMPTY_BODY') return refuse(reply, 400, 'UPLOAD_INVALID', 'The file is empty');
        if (err.validation) return refuse(reply, 400, 'UPLOAD_INVALID', err.message);
        throw err;
      },
    },
    async (request, reply) => {
      const me = await member(db, request, reply);
      if (!me) return reply;
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) return refuse(reply, 400, 'UPLOAD_INVALID', 'The file is empty');
      const turn = await takeUploadTurn(db, me.id, 'gallery', now());
      if (!turn.ok) return refuseUploadLimit(reply, 'gallery', turn);
      let scan;
      try {
        scan = await prepareScan(body);
      } catch (err) {
        if (err instanceof UploadRejected) return refuse(reply, err.status, err.code, err.message);
        throw err;
      }
      const filename = request.query.filename.trim();
      const upload = { userId: me.id, username: me.username, filename, bytes: body.length, ...scan };
      // Once more when a concurrent upload took the same new image id.
      const imageId = await insertUpload(db, dataDir, upload, new Date(now()).toISOString(), pyramid).catch(() =>
        insertUpload(db, dataDir, upload, new Date(now()).toISOString(), pyramid),
      );
      const image = (await loadImages(db, [imageId])).get(imageId)!;
      const answer: UploadedImageDto = { ...image, upload: toUploadDto((await uploadById(db, imageId))!) };
      return reply.code(201).send(answer);
    },
  );
}

interface NewUpload {
  userId: number;
  username: string;
  filename: string;
  bytes: number;
  jpeg: Buffer;
  width: number;
  height: number;
  format: string;
}

/**
 * One transaction: the member's roll (made on first use), the image row, its upload row and its pyramid's job; the
 * file is written (through a rename) before the commit, so a committed upload always has its scan, and a scan whose
 * commit never came is an orphan for the start-up sweep (upload-orphans.ts).
 */
async function insertUpload(
  db: Kysely<Database>,
  dataDir: string,
  upload: NewUpload,
  stamp: string,
  pyramid: (filePath: string, tx: Kysely<Database>) => Promise<void>,
): Promise<number> {
  let written: string | null = null;
  try {
    return await db.transaction().execute(async (tx) => {
      const publicationId = await uploadsPublicationId(tx, stamp);
      const rollId = await uploadsRollId(tx, publicationId, upload.username, stamp);
      const id = await nextImageId(tx);
      const filePath = uploadPath(upload.userId, id);
      const title = titleFromFilename(upload.filename);
      await tx
        .insertInto('images')
        .values({
          id,
          publication_id: publicationId,
          roll_id: rollId,
          ordinal: await nextOrdinal(tx, rollId),
          title,
          short_title: title,
          width: upload.width,
          height: upload.height,
          file_path: filePath,
          hand: 'photo',
          has_ocr: 0,
          ocr_text: '',
          ocr_words: '[]',
          view_count: 0,
          created: stamp,
          last_modified: stamp,
        })
        .execute();
      await tx
        .insertInto('user_uploads')
        .values({
          image_id: id,
          user_id: upload.userId,
          filename: upload.filename,
          description: '',
          public: 0,
          bytes: upload.bytes,
          format: upload.format,
          created: stamp,
          modified: stamp,
        })
        .execute();
      await pyramid(filePath, tx);
      await storeScan(dataDir, filePath, upload.jpeg);
      written = filePath;
      return id;
    });
  } catch (err) {
    if (written) await removeScan(dataDir, written);
    throw err;
  }
}
