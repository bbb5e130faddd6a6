import { idSchema } from '../http/schemas';
import { FEEDBACK_PAGE_MAX } from '@muster/contract';

/**
 * Body of a submission. The fields with a spec error type (type, category, email, message, rating) are only
 * typed loosely here: their rules live in contract/src/rules/feedback-rules.ts, which answers with that type (§7), where a JSON
 * schema would answer a generic 400. Lengths are still bounded so nobody can post megabytes.
 */
const submission = {
  category: { type: ['string', 'null'], maxLength: 64 },
  type: { type: ['string', 'null'], maxLength: 64 },
  email: { type: ['string', 'null'], maxLength: 1024 },
  message: { type: ['string', 'null'], maxLength: 20_000 },
  rating: { type: ['integer', 'null'], minimum: -1000, maximum: 1000 },
  objectId: { anyOf: [idSchema, { type: 'null' }] },
  objectType: { type: ['string', 'null'], pattern: '^[A-Z][A-Z_]{0,63}$' },
  url: { type: ['string', 'null'], maxLength: 4096 },
  /** The captcha token made for action "feedback". */
  captcha: { type: 'string', minLength: 1, maxLength: 8192 },
} as const;

export const feedbackBody = {
  type: 'object',
  required: ['captcha'],
  additionalProperties: false,
  properties: submission,
} as const;

/** The server-to-server call also says who the browser was: the gateway saw its address and agent. */
export const userReportBody = {
  type: 'object',
  required: ['captcha'],
  additionalProperties: false,
  properties: {
    ...submission,
    ipAddress: { type: ['string', 'null'], maxLength: 64 },
    userAgent: { type: ['string', 'null'], maxLength: 1024 },
  },
} as const;

export const feedbackListQuery = {
  type: 'object',
  properties: {
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
    limit: { type: 'integer', minimum: 1, maximum: FEEDBACK_PAGE_MAX, default: 25 },
  },
} as const;

export const feedbackStatusBody = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['NEW', 'READ'] } },
} as const;
