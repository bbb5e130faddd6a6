import type { Response } from 'express';
import type { ErrorCode } from '../errors/error-codes';

/**
 * Answers a /graphql request that cannot run with one error in GraphQL over HTTP's shape (`{ errors: [...] }`, no
 * `data`), for the doors in front of Apollo: the body parser, bearer credentials, persisted documents, key origins.
 */
export function answerGraphqlError(
  res: Response,
  status: number,
  message: string,
  code: ErrorCode,
  extensions: Record<string, unknown> = {},
): void {
  res.status(status).json({ errors: [{ message, extensions: { code, ...extensions } }] });
}
