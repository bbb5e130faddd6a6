/** JSON schemas of the staff routes. */
export const userIdQuery = {
  type: 'object',
  required: ['userId'],
  properties: { userId: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

export const userSearchQuery = {
  type: 'object',
  required: ['search'],
  properties: {
    search: { type: 'string', minLength: 1, maxLength: 100 },
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
  },
} as const;

export const redeemBody = {
  type: 'object',
  required: ['token'],
  additionalProperties: false,
  properties: { token: { type: 'string', minLength: 20, maxLength: 100 } },
} as const;

export const tagNameQuery = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const limitQuery = {
  type: 'object',
  properties: { limit: { type: 'integer', minimum: 1, maximum: 500, default: 100 } },
} as const;
