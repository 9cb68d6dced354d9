import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { requireAdmin, requireUser } from '../auth/session';

/** Who may call a route: anyone (undefined), a signed-in user, or an administrator. */
export type Access = 'user' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by `restrictTo` or `accessOf`: enforced before validation and shown in the API document. */
    access?: Access;
  }
}

const enforce: Record<Access, (request: FastifyRequest) => unknown> = { user: requireUser, admin: requireAdmin };

/**
 * Restricts every route of a plugin to signed-in users or administrators: anonymous callers get
 * 401 and non-admins 403 before their input is validated, and the API document says so.
 */
export function restrictTo(app: FastifyInstance, access: Access): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, access };
  });
  app.addHook('preValidation', async (request) => enforce[access](request));
}

/** Route options restricting one route (spread into its options). */
export const accessOf = (access: Access) => ({
  config: { access },
  preValidation: async (request: FastifyRequest) => enforce[access](request),
});

const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'payload_too_large',
  'rate_limited',
  'internal',
  'unavailable',
];

/** The API error shape, as JSON Schema. */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: ERROR_CODES },
        message: { type: 'string', description: 'One readable sentence naming the offending parameter.' },
      },
    },
  },
};

const errorResponse = (description: string) => ({ description, ...ERROR_SCHEMA });

const SUCCESS: Record<string, string> = {
  generators: 'The generated result, with the `seed` it used and the `engineVersion`.',
  'saved creations': 'The saved creations, or the stamp or confirmation of a change.',
  'saved settings': 'The saved configurations, or `{"ok": true}` for a change.',
  session: 'Who is signed in, or a redirect for sign-in and sign-out.',
  admin: 'The requested administration data, or `{"ok": true}` for a change.',
  translator: 'The translation as `{"data": string}`.',
  feedback: '`{"ok": true}` once the feedback is stored.',
  content: 'The requested list or content.',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Schema = Record<string, unknown> & { response?: Record<string, unknown>; tags?: string[] };

/**
 * Completes every route in the OpenAPI document: the zod schemas as JSON Schema, a success
 * answer, each error answer the route can give in the API error shape, and the session cookie
 * for routes that need a signed-in user.
 */
export function openApiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const result = jsonSchemaTransform(input);
  const route = input.route as RouteOptions;
  const schema = { ...(result.schema as Schema) };
  const methods = [route.method].flat();
  const writes = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
  const access = route.config?.access;
  const tags = schema.tags ?? ['content'];
  const response: Record<string, unknown> = { ...schema.response };
  const redirects = /\/(login|logout)\//.test(result.url);
  if (!Object.keys(response).some((status) => status.startsWith('2') || status.startsWith('3'))) {
    if (redirects) response['302'] = { description: 'A redirect to the sign-in provider or back to the site.' };
    else response['200'] = { description: SUCCESS[tags[0] ?? 'content'] ?? SUCCESS.content, type: 'object' };
  }
  if (schema.querystring || schema.body || schema.params || redirects) {
    response['400'] = errorResponse('A parameter or the body is missing, of the wrong type, out of range or unknown.');
  }
  if (access) response['401'] = errorResponse('Sign in to use this.');
  if (access === 'admin' || writes) {
    response['403'] = errorResponse(
      access === 'admin' ? 'Only administrators may use this.' : 'A write from another site.',
    );
  }
  if (schema.body) response['413'] = errorResponse('The request body is larger than 1 MiB.');
  response['429'] = errorResponse('Too many requests from this address; try again after the time it names.');
  response['500'] = errorResponse('Something went wrong on the server (never for bad input).');
  response['503'] = errorResponse(
    'The database (or sign-in provider) is unavailable for now, or the server is restarting.',
  );
  schema.response = response;
  schema.tags = tags;
  if (access) schema.security = [{ session: [] }];
  return { ...result, schema };
}

/** Shared parts of the document: the session cookie as a security scheme and the error shape. */
export const OPENAPI_COMPONENTS = {
  securitySchemes: {
    session: {
      type: 'apiKey' as const,
      in: 'cookie',
      name: 'lw_session',
      description: 'The session cookie set by sign-in.',
    },
  },
  schemas: { Error: ERROR_SCHEMA as Record<string, unknown> },
};
