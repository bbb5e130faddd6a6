import type { FastifyInstance } from 'fastify';
import type { CaptchaVerifier } from './captcha';

const actionSchema = { type: 'string', pattern: '^[A-Za-z0-9_/]{1,64}$' } as const;

/**
 * POST /captcha (accounts spec §7): token → { success, score }. GET /captcha/challenge gives the browser
 * what it needs to make a token for an action (a proof-of-work challenge, or the reCAPTCHA site key).
 */
export async function captchaRoutes(app: FastifyInstance, { captcha }: { captcha: CaptchaVerifier }): Promise<void> {
  app.post<{ Body: { token: string; action?: string; remoteIp?: string } }>(
    '/captcha',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token'],
          additionalProperties: false,
          properties: {
            token: { type: 'string', minLength: 1, maxLength: 8192 },
            action: actionSchema,
            remoteIp: { type: 'string', maxLength: 64 },
          },
        },
      },
    },
    async (request) =>
      captcha.verify(request.body.token, request.body.action ?? 'feedback', request.body.remoteIp ?? request.ip),
  );

  app.get<{ Querystring: { action: string } }>(
    '/captcha/challenge',
    {
      schema: { querystring: { type: 'object', required: ['action'], properties: { action: actionSchema } } },
    },
    async (request) => captcha.challenge(request.query.action),
  );
}
