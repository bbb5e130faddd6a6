import { idSchema } from '../http/schemas';
import { MAX_FIELD_LENGTH } from './correction.fields';
import { STICKINESS } from './stickiness';

/** Field names are checked by the route (an unknown one answers 400 FIELD_UNKNOWN with the list). */
export const correctParams = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: idSchema, name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

export const correctQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { stickiness: { type: 'string', enum: STICKINESS, default: 'SUPER' } },
} as const;

// Twice the field limit so that the route, not the schema, answers a long value with the field's own message.
export const correctBody = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: { type: ['string', 'null'], maxLength: MAX_FIELD_LENGTH * 2 } },
} as const;

export const NOTE_MAX = 1000;

export const proposeBody = {
  type: 'object',
  required: ['field', 'value'],
  additionalProperties: false,
  properties: {
    field: { type: 'string', minLength: 1, maxLength: 64 },
    value: { type: 'string', maxLength: MAX_FIELD_LENGTH * 2 },
    note: { type: ['string', 'null'], maxLength: NOTE_MAX },
  },
} as const;

export const rejectBody = {
  type: 'object',
  required: ['reason'],
  additionalProperties: false,
  properties: { reason: { type: 'string', minLength: 1, maxLength: 1000 } },
} as const;
