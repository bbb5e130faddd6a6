/** JSON-schema pieces shared by the routes. Ids fit PostgreSQL's integer column. */
export const idSchema = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const MAX_BATCH = 500;

/** ?id=1&id=2…: a single id is coerced into a one-element list. */
export const idListQuery = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'array', items: idSchema, minItems: 1, maxItems: MAX_BATCH } },
} as const;

export interface IdParams {
  id: number;
}

export interface IdListQuery {
  id: number[];
}
