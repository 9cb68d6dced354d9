import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Provider } from 'oidc-provider';
import { z } from 'zod';
import { badRequest } from '../http/errors';
import { publicOrigin } from './origin';

/** Where the development provider is mounted on this server. */
export const DEV_PROVIDER_PATH = '/oidc';
/** The client id this server uses at its own development provider. */
export const DEV_CLIENT_ID = 'lorewright-dev';
/** The path the provider sends the browser back to after sign-in. */
export const CALLBACK_PATH = '/api/login/google/callback';

/** Distinct origins (host names a browser used) the development provider serves at once. */
const MAX_ORIGINS = 8;

/** What the sign-in client needs to use the development provider of one origin. */
export type DevProviderClient = { issuer: string; clientId: string; clientSecret: string };

/** Finds or starts the development provider for an origin such as `http://localhost:3000`. */
export type DevProviders = (origin: string) => Promise<DevProviderClient>;

type DevProvider = DevProviderClient & {
  provider: Provider;
  handle: ReturnType<Provider['callback']>;
  accounts: Map<string, string>;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const PAGE_STYLE = `body{font-family:system-ui,sans-serif;max-width:30rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#1d1d1f;background:#fafafa}
.warning{border:2px solid #a35200;background:#fff3e0;padding:.75rem 1rem;border-radius:.5rem}
.error{color:#a4001d;font-weight:600}
label{display:block;margin-top:1rem;font-weight:600}
input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem}
button{margin-top:1.5rem;padding:.6rem 1.4rem;font-size:1rem;cursor:pointer}
@media (prefers-color-scheme:dark){body{color:#f2f2f2;background:#1b1b1f}.warning{background:#3a2400;border-color:#f0a040}.error{color:#ff8a9a}}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Lorewright</title><style>${PAGE_STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The development sign-in form: a name and an email, with a plain warning of what it is. */
export function renderSignInPage(uid: string, values: { name?: string; email?: string } = {}, error?: string): string {
  return page(
    'Development sign-in',
    `<h1>Development sign-in</h1>
<p class="warning" role="note"><strong>This is a development sign-in, not a real one.</strong>
This server has no identity provider configured, so anyone can sign in here as anyone, without a password.
It is switched off when the server runs in production.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${DEV_PROVIDER_PATH}/interaction/${encodeURIComponent(uid)}/login">
<label for="name">Name</label>
<input id="name" name="name" autocomplete="name" required maxlength="80" value="${escapeHtml(values.name ?? '')}">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required maxlength="254" value="${escapeHtml(values.email ?? '')}">
<button type="submit">Sign in</button>
</form>`,
  );
}

const signInForm = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'Enter a name.' })
    .max(80, { error: 'The name is longer than 80 characters.' }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'Enter an email address such as ada@example.com.' }).max(254)),
});

async function startProvider(app: FastifyInstance, origin: string): Promise<DevProvider> {
  const { Provider } = await import('oidc-provider');
  const issuer = `${origin}${DEV_PROVIDER_PATH}`;
  const clientSecret = randomBytes(32).toString('base64url');
  const accounts = new Map<string, string>();
  const signingKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: clientSecret,
        redirect_uris: [`${origin}${CALLBACK_PATH}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        id_token_signed_response_alg: 'ES256',
      },
    ],
    jwks: { keys: [{ ...signingKey, alg: 'ES256', use: 'sig' }] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 900, Session: 86_400, Grant: 86_400 },
    interactions: { url: (_ctx, interaction) => `${DEV_PROVIDER_PATH}/interaction/${interaction.uid}` },
    clientBasedCORS: () => false,
    async findAccount(_ctx, sub) {
      const name = accounts.get(sub);
      if (name === undefined) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: sub, email_verified: true, name }) };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in problem',
        `<h1>The sign-in could not go on</h1><p class="error">${escapeHtml(String(out.error_description ?? out.error ?? 'Unknown error'))}</p><p><a href="/login">Back to the sign-in page</a></p>`,
      );
    },
  });
  provider.proxy = true;
  provider.on('server_error', (_ctx, error) => app.log.error({ err: error }, 'development sign-in provider failed'));
  return { issuer, clientId: DEV_CLIENT_ID, clientSecret, provider, handle: provider.callback(), accounts };
}

/**
 * Mounts the built-in development OpenID provider (oidc-provider) at /oidc: one provider per
 * origin the browser uses (PUBLIC_URL when set), each with its own keys and in-memory storage,
 * started on first use. Its sign-in page asks for a name and an email.
 */
export async function registerDevProvider(app: FastifyInstance): Promise<DevProviders> {
  const providers = new Map<string, Promise<DevProvider>>();

  const forOrigin = (origin: string): Promise<DevProvider> => {
    let started = providers.get(origin);
    if (!started) {
      if (providers.size >= MAX_ORIGINS)
        throw badRequest('This server already serves sign-in for too many host names.');
      started = startProvider(app, origin);
      started.catch(() => providers.delete(origin));
      providers.set(origin, started);
    }
    return started;
  };
  const forRequest = (request: FastifyRequest) => forOrigin(publicOrigin(request, app.config));

  const interactionOf = async (request: FastifyRequest, reply: FastifyReply, provider: Provider, uid: string) => {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      return details.uid === uid ? details : undefined;
    } catch {
      return undefined;
    }
  };

  const expired = (reply: FastifyReply) =>
    reply
      .status(400)
      .type('text/html; charset=utf-8')
      .send(
        page(
          'Sign-in expired',
          '<h1>This sign-in has expired</h1><p>Start again from <a href="/api/login/google">the sign-in link</a>.</p>',
        ),
      );

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    { provider, accounts }: DevProvider,
    details: Awaited<ReturnType<Provider['interactionDetails']>>,
    account: { email: string; name: string },
  ) => {
    accounts.set(account.email, account.name);
    const grant = new provider.Grant({ accountId: account.email, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    const returnTo = await provider.interactionResult(request.raw, reply.raw, {
      login: { accountId: account.email },
      consent: { grantId },
    });
    return reply.redirect(returnTo, 303);
  };

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
    const params = z.object({ uid: z.string().min(1).max(100) });

    scope.get(`${DEV_PROVIDER_PATH}/interaction/:uid`, { schema: { hide: true, params } }, async (request, reply) => {
      const { uid } = request.params as z.infer<typeof params>;
      const dev = await forRequest(request);
      const details = await interactionOf(request, reply, dev.provider, uid);
      if (!details) return expired(reply);
      reply.header('cache-control', 'no-store');
      return reply.type('text/html; charset=utf-8').send(renderSignInPage(uid));
    });

    scope.post(
      `${DEV_PROVIDER_PATH}/interaction/:uid/login`,
      { schema: { hide: true, params } },
      async (request, reply) => {
        const { uid } = request.params as z.infer<typeof params>;
        const dev = await forRequest(request);
        const details = await interactionOf(request, reply, dev.provider, uid);
        if (!details) return expired(reply);
        const raw = (request.body ?? {}) as Record<string, unknown>;
        const form = signInForm.safeParse(raw);
        if (!form.success) {
          const values = { name: String(raw.name ?? ''), email: String(raw.email ?? '') };
          return reply
            .status(400)
            .type('text/html; charset=utf-8')
            .send(renderSignInPage(uid, values, form.error.issues[0]?.message));
        }
        return finish(request, reply, dev, details, form.data);
      },
    );
  });

  await app.register(async (scope) => {
    // oidc-provider reads request bodies itself, so nothing here may consume them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.all(`${DEV_PROVIDER_PATH}/*`, { schema: { hide: true } }, async (request, reply) => {
      const { handle } = await forRequest(request);
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice(DEV_PROVIDER_PATH.length) || '/';
      reply.hijack();
      await handle(raw, reply.raw);
    });
  });

  return async (origin) => {
    const { issuer, clientId, clientSecret } = await forOrigin(origin);
    return { issuer, clientId, clientSecret };
  };
}
