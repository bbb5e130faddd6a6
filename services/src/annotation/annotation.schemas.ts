import { idSchema, MAX_BATCH } from '../http/schemas';

/**
 * Bodies of the annotation calls. Types and lengths are only bounded here (nobody may post megabytes); the
 * spec's limits and their messages live in contract/src/rules/annotation-rules.ts, which a JSON schema could not word.
 */
const pixel = { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 } as const;
const rect = {
  type: 'object',
  required: ['x', 'y', 'w', 'h'],
  additionalProperties: false,
  properties: {
    x: pixel,
    y: pixel,
    w: pixel,
    h: pixel,
    rotation: { type: 'integer', minimum: 0, maximum: 359, default: 0 },
  },
} as const;
const fields = {
  type: { type: 'string', maxLength: 64 },
  value: { type: 'string', maxLength: 100_000 },
  label: { type: ['string', 'null'], maxLength: 10_000 },
  rect,
} as const;

export const createAnnotationBody = {
  type: 'object',
  required: ['imageId', 'type', 'value', 'rect'],
  additionalProperties: false,
  properties: { imageId: idSchema, ...fields },
} as const;

export const updateAnnotationBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: fields,
} as const;

/** ?image=1&image=2…: the pages whose annotations the viewer (or the gateway's batch) wants. */
export const imageListQuery = {
  type: 'object',
  required: ['image'],
  properties: { image: { type: 'array', items: idSchema, minItems: 1, maxItems: MAX_BATCH } },
} as const;
