import { KNOWN_ROLES } from '@muster/contract';
import { idSchema } from '../http/schemas';

/** JSON schemas of the /user routes. Text lengths are checked in code too, for the spec's own messages. */
const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;

export const profileBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  // Bounds well past the limits so an over-long text reaches the route and gets the spec's message.
  properties: { displayName: text(10_000), about: text(100_000), location: text(10_000) },
} as const;

export const usernameQuery = {
  type: 'object',
  required: ['username'],
  properties: { username: text(100, 1) },
} as const;

export const commSettingsBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { newsletter: { type: 'boolean' }, offers: { type: 'boolean' }, memorialActivity: { type: 'boolean' } },
} as const;

export const emailChangeBody = {
  type: 'object',
  required: ['newEmail'],
  properties: { newEmail: text(320, 1) },
} as const;

export const changePasswordBody = {
  type: 'object',
  required: ['newPassword'],
  properties: { newPassword: text(1024), currentPassword: text(1024) },
} as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{20,100}$' } },
} as const;

export const forgotPasswordQuery = {
  type: 'object',
  required: ['email'],
  properties: { email: text(320, 1) },
} as const;

export const resetPasswordBody = {
  type: 'object',
  required: ['token', 'newPassword'],
  properties: { token: text(100, 1), newPassword: text(1024), sendEmail: { type: 'boolean' } },
} as const;

export const rolesBody = {
  type: 'object',
  required: ['roles'],
  additionalProperties: false,
  properties: {
    roles: {
      type: 'array',
      uniqueItems: true,
      maxItems: KNOWN_ROLES.length,
      items: { type: 'string', enum: [...KNOWN_ROLES] },
    },
  },
} as const;

export const findQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'array', items: idSchema, minItems: 1, maxItems: 500 } },
} as const;

export const photoParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
export const photoQuery = {
  type: 'object',
  properties: { size: { type: 'integer', minimum: 16, maximum: 400 } },
} as const;
