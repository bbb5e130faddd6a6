import { idSchema } from '../http/schemas';

/**
 * An origin as browsers send it (scheme, host and optional port, nothing after) is checked by the route with URL,
 * which names the field in its refusal, so the admin form shows it by the origins box.
 */
const origin = { type: 'string', maxLength: 200 } as const;

export const createKeyBody = {
  type: 'object',
  required: ['ownerId', 'name'],
  additionalProperties: false,
  properties: {
    ownerId: idSchema,
    name: { type: 'string', minLength: 1, maxLength: 100 },
    scopes: {
      type: 'array',
      items: { type: 'string', enum: ['read', 'write', 'freeform'] },
      maxItems: 3,
      uniqueItems: true,
    },
    origins: { type: 'array', items: origin, maxItems: 10, uniqueItems: true },
    expiresAt: { type: 'string', format: 'date-time' },
  },
} as const;

export interface CreateKeyBody {
  ownerId: number;
  name: string;
  scopes?: ('read' | 'write' | 'freeform')[];
  origins?: string[];
  expiresAt?: string;
}

export const listKeysQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ownerId: idSchema,
    includeRevoked: { type: 'boolean', default: false },
    limit: { type: 'integer', minimum: 1, maximum: 200, default: 100 },
  },
} as const;

export interface ListKeysQuery {
  ownerId?: number;
  includeRevoked: boolean;
  limit: number;
}

export const digestBody = {
  type: 'object',
  required: ['digest'],
  additionalProperties: false,
  // The gateway sends the SHA-256 of the secret it was shown, never the secret.
  properties: { digest: { type: 'string', pattern: '^[0-9a-f]{64}$' } },
} as const;
