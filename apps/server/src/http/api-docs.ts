import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const DOCS = '/api/docs';

/** Headers of the viewer's answer that belong to its own connection, not to the one passed on. */
const CONNECTION_HEADERS = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/**
 * The API documentation viewer at /api/docs, served from the @fastify/swagger-ui package: no
 * request leaves the site. The viewer and the packages it needs load on the first visit, in a
 * small app of their own whose answers this one passes on (under this app's headers and content
 * security policy), so starting the server does not pay for a page few people open.
 */
export function registerApiDocs(app: FastifyInstance): void {
  let viewer: Promise<FastifyInstance> | undefined;

  const loadViewer = async (): Promise<FastifyInstance> => {
    const { default: swaggerUi } = await import('@fastify/swagger-ui');
    const docs = Fastify({ logger: false });
    // The viewer reads the document this app's @fastify/swagger builds.
    const document = fp(
      async (instance: FastifyInstance) => {
        instance.decorate('swagger', app.swagger.bind(app));
      },
      { name: '@fastify/swagger' },
    );
    await docs.register(document);
    await docs.register(swaggerUi, {
      routePrefix: DOCS,
      uiConfig: { deepLinking: true, tryItOutEnabled: false, validatorUrl: null },
    });
    await docs.ready();
    return docs;
  };

  const passOn = async (request: FastifyRequest, reply: FastifyReply) => {
    viewer ??= loadViewer().catch((error: unknown) => {
      viewer = undefined; // the next visit tries again
      throw error;
    });
    const docs = await viewer;
    const answer = await docs.inject({ method: request.method as 'GET' | 'HEAD', url: request.url });
    if (answer.statusCode === 404) return reply.callNotFound();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined && !CONNECTION_HEADERS.has(name)) reply.header(name, value);
    }
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };

  app.addHook('onClose', async () => {
    await (await viewer?.catch(() => undefined))?.close();
  });
  app.get(DOCS, { schema: { hide: true } }, passOn);
  app.get(`${DOCS}/*`, { schema: { hide: true } }, passOn);
}
