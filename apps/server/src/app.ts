import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { OpenDb } from './db/database';
import type { GenerationPool } from './generation/pool';
import { registerApiDocs } from './http/api-docs';
import { registerCrossSiteGuard } from './http/cross-site';
import { ApiError, registerErrorHandling } from './http/errors';
import { type Access, OPENAPI_COMPONENTS, openApiTransform } from './http/openapi';
import { redisStoreWithFallback } from './http/rate-limit-store';
import { registerSecurityHeaders } from './http/security-headers';
import { registerClosingGuard } from './http/shutdown';
import { inlineScriptSources, registerWebApp } from './http/static';
import { registerSessionHook } from './auth/session';
import { adminRoutes } from './routes/admin';
import { bestiaryRoutes } from './routes/bestiary';
import { contentRoutes } from './routes/content';
import { entityRoutes } from './routes/entities';
import { feedbackRoutes } from './routes/feedback';
import { generatorRoutes } from './routes/generators';
import { savedRoutes } from './routes/saved';
import { sessionRoutes } from './routes/session';
import { translatorRoutes } from './translator/translator.routes';
import { registerVisitRecording } from './users/visit-recorder';
import './users/session-user';

export type AppDeps = {
  config: Config;
  database: OpenDb;
  /** Threads for long generations; without one, everything is generated on the request thread. */
  generation?: GenerationPool;
};

/** One route as registered: for checks that must cover every route, present and future. */
export type RouteEntry = { method: string; url: string; access: Access | undefined };

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: OpenDb;
    generation: GenerationPool | undefined;
    /** Every route of the app (HEAD routes left out), in registration order. */
    routeTable: readonly RouteEntry[];
  }
}

export const BODY_LIMIT = 1024 * 1024;

/** Builds the application; listening is server.ts's job, so tests drive it with inject. */
export async function buildApp({ config, database, generation }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    // One line per answered request (below) instead of Fastify's two with every header serialized.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    // Requests arriving while closing get the API error shape from the closing guard instead.
    return503OnClosing: false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('generation', generation);
  // Closed after the requests in flight have finished.
  if (generation) app.addHook('onClose', () => generation.close());
  app.decorateRequest('user', null);
  app.decorateRequest('sessionUnknown', false);

  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Read when asked: a plugin's own onRoute hook (restrictTo) runs after this one.
      if (method !== 'HEAD')
        routes.push({
          method,
          url: route.url,
          get access() {
            return route.config?.access;
          },
        });
    }
  });

  registerErrorHandling(app);
  registerClosingGuard(app);
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { method: request.method, url: request.url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request completed',
    );
    done();
  });
  registerCrossSiteGuard(app);
  registerSessionHook(app);
  const visits = registerVisitRecording(app);

  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptSources(config.webDist)],
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
  // Without Redis, or while it is away, each process counts on its own. ioredis is loaded only when
  // it is used, so a server without Redis starts without it.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, {
        connectTimeout: 500,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      })
    : undefined;
  if (redis) {
    // Start counting in Redis from the first request when it answers quickly; never wait long.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        redis.off('ready', done);
        redis.off('error', done);
        resolve();
      };
      const timer = setTimeout(done, 1000);
      redis.once('ready', done);
      redis.once('error', done);
    });
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
  }
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    ...(redis ? { store: redisStoreWithFallback(redis, app.log, 'lorewright-rate-') } : {}),
    skipOnError: true,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    // Thrown into the one error handler (routes with their own limit, such as AddFeedback, use it too).
    errorResponseBuilder: (_request, context) =>
      new ApiError('rate_limited', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds.`),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lorewright API',
        version: '1',
        description:
          'Generators, linked content, saved creations and table tools. Every failure answers a 4xx or 5xx status with `{"error": {"code", "message"}}`.',
      },
      components: OPENAPI_COMPONENTS,
    },
    transform: openApiTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  registerApiDocs(app);

  await app.register(contentRoutes);
  await app.register(generatorRoutes);
  await app.register(bestiaryRoutes);
  await app.register(entityRoutes);
  await app.register(sessionRoutes);
  await app.register(savedRoutes);
  await app.register(feedbackRoutes);
  await app.register(adminRoutes, { visits });
  await app.register(translatorRoutes);
  await registerWebApp(app, config.webDist);

  return app;
}
