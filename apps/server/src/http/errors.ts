import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/database';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'payload_too_large'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

/** An expected failure a route raises; the error handler turns it into the API error shape. */
export class ApiError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = STATUS[code];
  }
}

export const badRequest = (message: string) => new ApiError('bad_request', message);
export const notFound = (message: string) => new ApiError('not_found', message);
export const unauthorized = (message = 'Sign in to use this.') => new ApiError('unauthorized', message);
export const forbidden = (message = 'Only administrators may use this.') => new ApiError('forbidden', message);

/** What a caller is told while the database cannot be reached. */
export const DATABASE_UNAVAILABLE =
  'The database is unavailable right now; generators still work, please try again in a minute.';
export const databaseUnavailable = () => new ApiError('unavailable', DATABASE_UNAVAILABLE);
/** A readable sentence for a failure that came without one (a plugin's bare error object). */
const FALLBACK_MESSAGE: Record<ErrorCode, string> = {
  bad_request: 'The request could not be read.',
  unauthorized: 'Sign in to use this.',
  forbidden: 'This is not allowed.',
  not_found: 'Nothing is here.',
  payload_too_large: 'The request body is larger than 1 MiB.',
  rate_limited: 'Too many requests; try again in a minute.',
  internal: 'Something went wrong on our side; please try again.',
  unavailable: DATABASE_UNAVAILABLE,
};

export const errorBody = (code: ErrorCode, message: string) => ({ error: { code, message } });

function codeForStatus(status: number): ErrorCode {
  const match = (Object.keys(STATUS) as ErrorCode[]).find((c) => STATUS[c] === status);
  return match ?? (status >= 500 ? 'internal' : 'bad_request');
}

/** The one place where failures become HTTP answers. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = error.validationContext ?? 'request';
      const field = first?.instancePath ? first.instancePath.replace(/^\//, '').replaceAll('/', '.') : '';
      const message = `${where}${field ? ` parameter "${field}"` : ''}: ${first?.message ?? 'is invalid'}`;
      return reply.status(400).send(errorBody('bad_request', message));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500 && isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'the database is unavailable');
      return reply.status(503).send(errorBody('unavailable', DATABASE_UNAVAILABLE));
    }
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(errorBody('internal', 'Something went wrong on our side; please try again.'));
    }
    const code = codeForStatus(status);
    const message =
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
        ? 'The request body is not valid JSON.'
        : code === 'payload_too_large'
          ? 'The request body is larger than 1 MiB.'
          : typeof error.message === 'string' && error.message.trim() !== ''
            ? error.message
            : FALLBACK_MESSAGE[code];
    return reply.status(status).send(errorBody(code, message));
  });
}
