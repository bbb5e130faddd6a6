import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { type IdParams, idParams } from '../http/schemas';
import type { JobQueue } from '../jobs';
import { staffWith } from '../staff/staff-guard';
import { audit } from '../staff/staff.queries';
import { type ImportConfig, underRoot } from './import.config';
import { type FieldMapping, IMPORT_FIELDS } from './import-fields';
import { IMPORT_JOB } from './import-run';
import { DEFAULT_SETTINGS, type ImportSettings } from './import-settings';
import { ERRORS_CSV_HEADER, errorCsvLine, importDto, importErrorDto } from './import.mapper';
import * as q from './import.queries';
import { createImportBody, mappingBody, pageQuery, publicationParams, uploadQuery } from './import.schemas';
import { formatOf, readHeadings } from './read-rows';
import { isZipName, scansSource, zipReadable } from './scans-input';
import { importedPages, settleUndo } from './import-settle';
import { undoScans } from './scans';

interface Options {
  db: Kysely<Database>;
  config: ImportConfig;
  dataDir: string;
  /** Started on first use, so a services process with no import to run keeps no job worker busy. */
  jobs: () => Promise<JobQueue>;
}

const fail = (reply: FastifyReply, status: number, code: string, message: string, field?: string) =>
  reply.code(status).send({ code, message, ...(field ? { field } : {}) });

/**
 * Bulk imports for staff with the `imports` ability (issue 15 points 1–3): stream a file up, start an import job
 * on it (or on a file under the imports root), follow its progress, page or download its findings, cancel, undo, and
 * keep a publication's column mapping. Every change is audited.
 */
export async function importRoutes(app: FastifyInstance, { db, config, dataDir, jobs }: Options): Promise<void> {
  // The upload body is a raw stream, written to disk as it comes: never buffered, never under the 1 MB body limit.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.post<{ Querystring: { name: string } }>(
    '/upload',
    { schema: { querystring: uploadQuery }, bodyLimit: config.uploadLimitBytes },
    async (request, reply) => {
      if (!(await staffWith(db, request, reply, 'imports'))) return reply;
      const format = formatOf(request.query.name) ?? (isZipName(request.query.name) ? 'zip' : null);
      if (!format) return fail(reply, 400, 'BAD_USER_INPUT', 'Upload a .csv or .xlsx file, or a .zip of scans', 'name');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > config.uploadLimitBytes) return tooLarge(reply, config);
      fs.mkdirSync(config.uploadDir, { recursive: true });
      const token = `${randomBytes(16).toString('hex')}.${format}`;
      const file = path.join(config.uploadDir, token);
      let bytes = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, next) {
          bytes += chunk.length;
          next(bytes > config.uploadLimitBytes ? new Error('too large') : null, chunk);
        },
      });
      try {
        await pipeline(request.body as NodeJS.ReadableStream, limit, fs.createWriteStream(file));
      } catch {
        fs.rmSync(file, { force: true });
        return bytes > config.uploadLimitBytes
          ? tooLarge(reply, config)
          : fail(reply, 400, 'BAD_USER_INPUT', 'The upload was cut off');
      }
      let headings: string[];
      try {
        headings = format === 'zip' ? await zipReadable(file, config) : await readHeadings(file, format);
      } catch {
        fs.rmSync(file, { force: true });
        return fail(reply, 400, 'BAD_USER_INPUT', `The file is not a readable ${format} file`, 'file');
      }
      // The name staff gave the file, shown for the import instead of the token.
      fs.writeFileSync(`${file}.name`, path.basename(request.query.name));
      return reply.code(201).send({ upload: token, fileName: request.query.name, bytes, headings });
    },
  );

  app.post<{
    Body: {
      publicationId: number;
      upload?: string;
      serverPath?: string;
      scansUpload?: string;
      scansServerPath?: string;
      settings?: Partial<ImportSettings>;
    };
  }>('/jobs', { schema: { body: createImportBody } }, async (request, reply) => {
    const me = await staffWith(db, request, reply, 'imports');
    if (!me) return reply;
    const { publicationId, upload, serverPath } = request.body;
    const pub = await db.selectFrom('publications').select('id').where('id', '=', publicationId).executeTakeFirst();
    if (!pub) return fail(reply, 400, 'BAD_USER_INPUT', `No publication ${publicationId}`, 'publicationId');
    if (!upload === !serverPath)
      return fail(reply, 400, 'BAD_USER_INPUT', 'Give either an upload or a server path, not both', 'upload');
    let source: string | null;
    let fileName: string;
    if (upload) {
      source = path.join(config.uploadDir, upload);
      if (!fs.existsSync(source))
        return fail(reply, 400, 'BAD_USER_INPUT', 'No such upload: upload the file again', 'upload');
      fileName = fs.existsSync(`${source}.name`) ? fs.readFileSync(`${source}.name`, 'utf8') : upload;
    } else {
      source = underRoot(config.importsRoot, serverPath!);
      if (source && fs.existsSync(source))
        source = underRoot(fs.realpathSync(config.importsRoot), fs.realpathSync(source));
      if (!source)
        return fail(
          reply,
          400,
          'PATH_OUTSIDE_ROOT',
          `Name a file inside the imports folder ${config.importsRoot}`,
          'serverPath',
        );
      if (!fs.existsSync(source) || !fs.statSync(source).isFile())
        return fail(reply, 400, 'BAD_USER_INPUT', `No file ${serverPath} in the imports folder`, 'serverPath');
      fileName = path.basename(source);
    }
    const format = formatOf(source);
    if (!format)
      return fail(reply, 400, 'BAD_USER_INPUT', 'Import a .csv or .xlsx file', upload ? 'upload' : 'serverPath');
    const scans = scansSource(config, request.body);
    if (scans && 'refusal' in scans) return fail(reply, 400, ...scans.refusal);
    const given = request.body.settings ?? {};
    const mapping: FieldMapping = given.mapping ?? (await q.mappingOf(db, publicationId));
    const settings: ImportSettings = { ...DEFAULT_SETTINGS, ...given, mapping };
    const now = new Date().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      const made = await q.insertImport(
        trx,
        { publicationId, staffId: me.id, fileName, sourcePath: source, scansPath: scans?.path, format, settings },
        now,
      );
      if (given.mapping) await q.saveMapping(trx, publicationId, given.mapping, now);
      await audit(
        trx,
        {
          staffId: me.id,
          action: 'import-started',
          targetUserId: null,
          detail: `import ${made} of ${fileName} into publication ${publicationId}${settings.validateOnly ? ' (validate only)' : ''}`,
          address: request.ip,
        },
        new Date(now),
      );
      return made;
    });
    await (await jobs()).send(IMPORT_JOB, { importId: id });
    return reply.code(201).send(importDto((await q.importById(db, id))!));
  });

  app.get<{ Querystring: { offset: number; limit: number; publicationId?: number } }>(
    '/jobs',
    { schema: { querystring: pageQuery } },
    async (request, reply) => {
      if (!(await staffWith(db, request, reply, 'imports'))) return reply;
      const { offset, limit, publicationId } = request.query;
      const { rows, total } = await q.listImports(db, publicationId, offset, limit);
      return { total, offset, imports: rows.map(importDto) };
    },
  );

  app.get<{ Params: IdParams }>('/jobs/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await staffWith(db, request, reply, 'imports'))) return reply;
    const imp = await q.importById(db, request.params.id);
    return imp ? importDto(imp) : fail(reply, 404, 'NOT_FOUND', `No import ${request.params.id}`);
  });

  app.get<{ Params: IdParams; Querystring: { offset: number; limit: number; level?: string } }>(
    '/jobs/:id/errors',
    { schema: { params: idParams, querystring: pageQuery } },
    async (request, reply) => {
      if (!(await staffWith(db, request, reply, 'imports'))) return reply;
      if (!(await q.importById(db, request.params.id)))
        return fail(reply, 404, 'NOT_FOUND', `No import ${request.params.id}`);
      const { offset, limit, level } = request.query;
      const { rows, total } = await q.importErrors(db, request.params.id, level, offset, limit);
      return { total, offset, errors: rows.map(importErrorDto) };
    },
  );

  app.get<{ Params: IdParams }>('/jobs/:id/errors.csv', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await staffWith(db, request, reply, 'imports'))) return reply;
    const imp = await q.importById(db, request.params.id);
    if (!imp) return fail(reply, 404, 'NOT_FOUND', `No import ${request.params.id}`);
    async function* lines() {
      yield ERRORS_CSV_HEADER;
      for await (const e of q.allImportErrors(db, imp!.id)) yield errorCsvLine(e);
    }
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="import-${imp.id}-report.csv"`)
      .send(ReadableFrom(lines()));
  });

  app.post<{ Params: IdParams }>('/jobs/:id/cancel', { schema: { params: idParams } }, async (request, reply) => {
    const me = await staffWith(db, request, reply, 'imports');
    if (!me) return reply;
    const imp = await q.importById(db, request.params.id);
    if (!imp) return fail(reply, 404, 'NOT_FOUND', `No import ${request.params.id}`);
    if (imp.state !== 'queued' && imp.state !== 'running')
      return fail(
        reply,
        409,
        'CONFLICT',
        `Import ${imp.id} is ${imp.state}: only a queued or running import can be cancelled`,
      );
    const now = new Date();
    await q.requestCancel(db, imp, now.toISOString());
    await audit(
      db,
      {
        staffId: me.id,
        action: 'import-cancelled',
        targetUserId: null,
        detail: `import ${imp.id}: ${imp.state} → cancelled`,
        address: request.ip,
      },
      now,
    );
    return importDto((await q.importById(db, imp.id))!);
  });

  app.post<{ Params: IdParams }>('/jobs/:id/undo', { schema: { params: idParams } }, async (request, reply) => {
    const me = await staffWith(db, request, reply, 'imports');
    if (!me) return reply;
    const imp = await q.importById(db, request.params.id);
    if (!imp) return fail(reply, 404, 'NOT_FOUND', `No import ${request.params.id}`);
    if (!['done', 'failed', 'cancelled'].includes(imp.state))
      return fail(reply, 409, 'CONFLICT', `Import ${imp.id} is ${imp.state}: only a finished import can be undone`);
    const now = new Date();
    const pages = await importedPages(db, imp.id);
    const undone = await q.undoImport(db, imp.id, now.toISOString(), me.id);
    const scans = await undoScans(db, dataDir, imp.id);
    await settleUndo(db, imp.publication_id, pages, now.toISOString());
    await audit(
      db,
      {
        staffId: me.id,
        action: 'import-undone',
        targetUserId: null,
        detail: `import ${imp.id}: ${imp.state} → undone; ${undone.removed} records removed, ${undone.restored} restored, ${undone.kept} kept; ${scans.removed} scans removed, ${scans.kept} kept`,
        address: request.ip,
      },
      now,
    );
    return importDto((await q.importById(db, imp.id))!);
  });

  app.get<{ Params: { publicationId: number } }>(
    '/mappings/:publicationId',
    { schema: { params: publicationParams } },
    async (request, reply) => {
      if (!(await staffWith(db, request, reply, 'imports'))) return reply;
      const { publicationId } = request.params;
      return { publicationId, mapping: await q.mappingOf(db, publicationId), fields: IMPORT_FIELDS };
    },
  );

  app.put<{ Params: { publicationId: number }; Body: { mapping: FieldMapping } }>(
    '/mappings/:publicationId',
    { schema: { params: publicationParams, body: mappingBody } },
    async (request, reply) => {
      const me = await staffWith(db, request, reply, 'imports');
      if (!me) return reply;
      const { publicationId } = request.params;
      const pub = await db.selectFrom('publications').select('id').where('id', '=', publicationId).executeTakeFirst();
      if (!pub) return fail(reply, 404, 'NOT_FOUND', `No publication ${publicationId}`);
      const now = new Date();
      const before = await q.mappingOf(db, publicationId);
      await q.saveMapping(db, publicationId, request.body.mapping, now.toISOString());
      await audit(
        db,
        {
          staffId: me.id,
          action: 'import-mapping-saved',
          targetUserId: null,
          detail: `publication ${publicationId}: ${JSON.stringify(before)} → ${JSON.stringify(request.body.mapping)}`,
          address: request.ip,
        },
        now,
      );
      return { publicationId, mapping: request.body.mapping, fields: IMPORT_FIELDS };
    },
  );
}

const tooLarge = (reply: FastifyReply, config: ImportConfig) =>
  fail(
    reply,
    413,
    'PAYLOAD_TOO_LARGE',
    `An import file may be at most ${Math.floor(config.uploadLimitBytes / 1024 ** 2)} MB`,
  );

const ReadableFrom = (lines: AsyncIterable<string>) => Readable.from(lines);
