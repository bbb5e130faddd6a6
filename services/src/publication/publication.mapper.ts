import type { PublicationDto } from '@muster/contract';
import { jsonStrings } from '../lib/batch';
import type { PublicationRow } from './publication.queries';

export function toPublicationDto(row: PublicationRow): PublicationDto {
  return {
    publicationId: row.id,
    title: row.title,
    shortTitle: row.short_title,
    slug: row.slug,
    shortDescription: row.short_description,
    mediumDescription: row.medium_description,
    provider: row.provider,
    contentType: row.content_type,
    docType: row.doc_type,
    conflict: row.conflict,
    configuredAccessLevel: row.access_level,
    allowPrint: row.allow_print === 1,
    allowDownload: row.allow_download === 1,
    allowDownloadDoc: row.allow_download_doc === 1,
    allowAnnotations: row.allow_annotations === 1,
    hasOcr: row.has_ocr === 1,
    hasBrowse: row.has_browse === 1,
    featured: row.featured === 1,
    isNew: row.is_new === 1,
    rollCount: row.roll_count,
    imageCount: Number(row.image_count ?? 0),
    recordCount: Number(row.record_count ?? 0),
    browseLabels: jsonStrings(row.browse_labels),
    lastUpdated: row.last_updated,
    rollupImageId: row.rollup_image_id ?? null,
  };
}
