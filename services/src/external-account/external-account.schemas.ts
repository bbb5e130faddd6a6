/** JSON schemas of the external-account routes: the provider's key and id are short opaque strings. */
const provider = { type: 'string', pattern: '^[a-z][a-z0-9-]{0,31}$' } as const;
const subject = { type: 'string', minLength: 1, maxLength: 255 } as const;

export const personBody = {
  type: 'object',
  required: ['provider', 'subject', 'email', 'emailVerified', 'username'],
  additionalProperties: false,
  properties: {
    provider,
    subject,
    email: { type: ['string', 'null'], maxLength: 320 },
    emailVerified: { type: 'boolean' },
    username: { type: ['string', 'null'], maxLength: 255 },
  },
} as const;
