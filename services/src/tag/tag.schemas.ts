import { idSchema } from '../http/schemas';

/** JSON schemas of the tag routes; names are checked by tag-name.ts so members get the spec's length message. */
export const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', maxLength: 1000 } },
} as const;

export const tagBody = {
  type: 'object',
  required: ['objectId'],
  additionalProperties: false,
  properties: {
    contentType: { type: 'string', enum: ['IMAGE'], default: 'IMAGE' },
    objectId: idSchema,
    private: { type: 'boolean', default: false },
  },
} as const;

export const targetQuery = {
  type: 'object',
  properties: { contentType: { type: 'string', enum: ['IMAGE'], default: 'IMAGE' }, objectId: idSchema },
} as const;

export const prefixQuery = {
  type: 'object',
  required: ['prefix'],
  properties: { prefix: { type: 'string', maxLength: 100 } },
} as const;

export const docsQuery = {
  type: 'object',
  required: ['doc'],
  properties: {
    doc: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', pattern: '^IMAGE:[1-9][0-9]{0,9}$' } },
  },
} as const;

/** A slice of a list: at most `limit` items from position `offset` (any position: the list is walked whole). */
export const sliceQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
    offset: { type: 'integer', minimum: 0, maximum: 2_147_483_647, default: 0 },
  },
} as const;

export interface SliceQuery {
  limit: number;
  offset: number;
}
