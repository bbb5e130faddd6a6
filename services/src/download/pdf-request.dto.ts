import type { PdfRequestRecord } from './pdf-request.store';
import type { PdfRequestDto, PdfState } from '@muster/contract';

/**
 * A request whose state has not moved for this long is reported FAILED: its job is gone (the queue gave up on it
 * after crash upon crash). A render cut short by one crash resumes well within it, and a full queue (50 renders of
 * about a second) drains within it too.
 */
export const STALE_AFTER_MS = 10 * 60 * 1000;

/** The state a reader sees now: EXPIRED past `expires`, FAILED when its job is gone. */
export function currentState(record: PdfRequestRecord, now: number): PdfState {
  if (Date.parse(record.expires) <= now) return 'EXPIRED';
  if (
    (record.state === 'SUBMITTED' || record.state === 'PROCESSING') &&
    now - Date.parse(record.updated) > STALE_AFTER_MS
  )
    return 'FAILED';
  return record.state;
}

export function toPdfRequestDto(record: PdfRequestRecord, now: number, downloadToken: () => string): PdfRequestDto {
  const state = currentState(record, now);
  return {
    id: record.id,
    imageId: record.imageId,
    state,
    submitted: record.submitted,
    expires: record.expires,
    downloadUrl: state === 'READY' ? `/download/${record.id}?token=${encodeURIComponent(downloadToken())}` : null,
    failure: state === 'FAILED' ? (record.failure ?? 'The PDF could not be prepared') : null,
  };
}
