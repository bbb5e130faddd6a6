import type { RequestHandler, Response } from 'express';
import { IMPORT_UPLOAD_MAX_BYTES } from '@muster/contract';
import { abilitiesOf } from '@muster/contract/rules';
import type { CallerIdentity } from '../auth/identity';
import { INTERNAL_AUTH_HEADER, signInternalAuth } from '../auth/internal-auth';
import { identityOf } from '../auth/request-identity';
import { openServiceRequest } from '../backends/http-json';
import { forwardLimitedUpload } from '../backends/limited-upload';
import type { GatewayMetrics } from '../metrics';

export interface ImportFilesOptions {
  servicesUrl: string;
  internalAuthSecret: string;
  metrics: GatewayMetrics;
}

// Types a cross-site form cannot send without the browser asking first (as the gallery upload takes).
const TYPES = new Set([
  'application/octet-stream',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/zip',
]);

/** Staff holding the imports ability; answers the refusal otherwise (the services check again). */
function refused(identity: CallerIdentity, res: Response): boolean {
  if (identity.userId === null) {
    res.status(401).json({ code: 'NOT_SIGNED_IN', message: 'Please sign in first' });
    return true;
  }
  if (!abilitiesOf(identity.roles).includes('imports')) {
    res.status(403).json({ code: 'FORBIDDEN', message: 'Only staff with the imports ability may import records' });
    return true;
  }
  return false;
}

/**
 * `POST /admin/imports/upload?name=roll.csv`: the file as the body, streamed to the services' `/import/upload` (which
 * writes it to disk as it comes), up to 2 GiB. Answers the upload token and the file's headings for `startImport`.
 */
export function importUpload({ servicesUrl, internalAuthSecret, metrics }: ImportFilesOptions): RequestHandler {
  return (req, res, next) => {
    const identity = identityOf(req);
    if (refused(identity, res)) return;
    const type = (req.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (!TYPES.has(type))
      return res.status(415).json({ code: 'UPLOAD_INVALID', message: 'Send the CSV or .xlsx file itself as the body' });
    const name = typeof req.query.name === 'string' ? req.query.name : '';
    return forwardLimitedUpload(req, res, next, {
      url: new URL(`/import/upload?${new URLSearchParams({ name })}`, servicesUrl),
      method: 'POST',
      service: 'import',
      route: '/import/upload',
      contentType: type,
      limit: IMPORT_UPLOAD_MAX_BYTES,
      timeoutMs: 60 * 60_000,
      identity,
      internalAuthSecret,
      metrics,
      tooLarge: { code: 'UPLOAD_TOO_LARGE', message: 'An import file may be at most 2 GB' },
    });
  };
}

/** `GET /admin/imports/{id}/report.csv`: an import's findings as CSV, streamed from the services. */
export function importReport({ servicesUrl, internalAuthSecret, metrics }: ImportFilesOptions): RequestHandler {
  return (req, res, next) => {
    const identity = identityOf(req);
    if (refused(identity, res)) return;
    const id = String(req.params.id ?? '');
    if (!/^[1-9]\d{0,8}$/.test(id))
      return res.status(400).json({ code: 'BAD_USER_INPUT', message: `"${id}" is not an import id` });
    const route = '/import/jobs/:id/errors.csv';
    const upstream = openServiceRequest(
      new URL(`/import/jobs/${id}/errors.csv`, servicesUrl),
      { method: 'GET', headers: { [INTERNAL_AUTH_HEADER]: signInternalAuth(identity, internalAuthSecret) } },
      (answer) => {
        const status = answer.statusCode ?? 502;
        metrics.serviceCalls.inc({ service: 'import', route, status: String(status) });
        res.status(status);
        for (const header of ['content-type', 'content-disposition'] as const) {
          const value = answer.headers[header];
          if (typeof value === 'string') res.set(header, value);
        }
        answer.pipe(res);
      },
    );
    upstream.on('error', next);
    upstream.end();
  };
}
