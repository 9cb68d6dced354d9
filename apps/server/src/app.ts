import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { OpenDb } from './db/database';
import { registerCrossSiteGuard } from './http/cross-site';
import { errorBody, registerErrorHandling } from './http/errors';
import { registerWebApp } from './http/static';
import { registerSessionHook } from './auth/session';
import { adminRoutes } from './routes/admin';
import { contentRoutes } from './routes/content';
import { entityRoutes } from './routes/entities';
import { feedbackRoutes } from './routes/feedback';
import { generatorRoutes } from './routes/generators';
import { savedRoutes } from './routes/saved';
import { sessionRoutes } from './routes/session';
import { translatorRoutes } from './translator/translator.routes';
import { registerVisitRecording } from './users/visit-recorder';
import './users/session-user';

export type AppDeps = { config: Config; database: OpenDb };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: OpenDb;
  }
}

export const BODY_LIMIT = 1024 * 1024;

/** Builds the application; listening is server.ts's job, so tests drive it with inject. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorateRequest('user', null);

  registerErrorHandling(app);
  registerCrossSiteGuard(app);
  registerSessionHook(app);
  const visits = registerVisitRecording(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  // With Redis, every process counts against one shared limit.
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // Redis going away only skips the shared limit (skipOnError); it is logged, never fatal.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis is unreachable'));
    app.addHook('onClose', async () => void (await redis.quit()));
  }
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    redis,
    nameSpace: 'lorewright-rate-',
    skipOnError: true,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody('rate_limited', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
    }),
  });
  await app.register(swagger, {
    openapi: { info: { title: 'Lorewright API', version: '1' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());

  await app.register(contentRoutes);
  await app.register(generatorRoutes);
  await app.register(entityRoutes);
  await app.register(sessionRoutes);
  await app.register(savedRoutes);
  await app.register(feedbackRoutes);
  await app.register(adminRoutes, { visits });
  await app.register(translatorRoutes);
  await registerWebApp(app, config.webDist);

  return app;
}
