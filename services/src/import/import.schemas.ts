import { idSchema } from '../http/schemas';
import { IMPORT_FIELDS } from './import-fields';
import { CHECKS } from './import-settings';

const level = { type: 'string', enum: ['error', 'warning', 'ignore'] } as const;

export const mappingSchema = {
  type: 'object',
  maxProperties: 200,
  additionalProperties: { type: 'string', enum: [...IMPORT_FIELDS] },
} as const;

export const settingsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    firstRecords: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    maxErrors: { type: 'integer', minimum: 0, maximum: 100_000_000 },
    validateOnly: { type: 'boolean' },
    correctById: { type: 'boolean' },
    mapping: mappingSchema,
    filters: {
      type: 'array',
      maxItems: 50,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['column', 'op'],
        properties: {
          column: { type: 'string', minLength: 1, maxLength: 200 },
          op: { type: 'string', enum: ['equals', 'not-equals', 'contains', 'empty', 'not-empty'] },
          value: { type: 'string', maxLength: 500 },
        },
      },
    },
    levels: {
      type: 'object',
      additionalProperties: false,
      properties: Object.fromEntries(Object.keys(CHECKS).map((c) => [c, level])),
    },
  },
} as const;

export const createImportBody = {
  type: 'object',
  additionalProperties: false,
  required: ['publicationId'],
  properties: {
    publicationId: idSchema,
    /** The token an upload answered… */
    upload: { type: 'string', pattern: '^[0-9a-f]{32}\\.(csv|xlsx)$' },
    /** …or a file under the imports root. */
    serverPath: { type: 'string', minLength: 1, maxLength: 1000 },
    /** Scans the rows name by file name: an uploaded ZIP's token… */
    scansUpload: { type: 'string', pattern: '^[0-9a-f]{32}\\.zip$' },
    /** …or a ZIP or folder under the imports root. */
    scansServerPath: { type: 'string', minLength: 1, maxLength: 1000 },
    settings: settingsSchema,
  },
} as const;

export const uploadQuery = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 255 } },
} as const;

export const pageQuery = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 0, maximum: 100_000_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    publicationId: idSchema,
    level: { type: 'string', enum: ['error', 'warning'] },
  },
} as const;

export const publicationParams = {
  type: 'object',
  required: ['publicationId'],
  properties: { publicationId: idSchema },
} as const;

export const mappingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['mapping'],
  properties: { mapping: mappingSchema },
} as const;
