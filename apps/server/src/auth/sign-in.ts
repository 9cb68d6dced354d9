import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import type * as OpenId from 'openid-client';
import { ApiError, badRequest, notFound } from '../http/errors';
import type { LoginState } from '../users/login-states.repository';
import type { SignInProfile } from '../users/users.repository';
import { CALLBACK_PATH, registerDevProvider } from './dev-provider';
import { publicOrigin } from './origin';

/** An identity provider ready for one sign-in: the client configuration and where it returns to. */
export type ReadyProvider = {
  config: OpenId.Configuration;
  redirectUri: string;
  /** Extra authorization request parameters (the development provider always asks for the form). */
  extraParams: Record<string, string>;
};

/** Finds the identity provider for a request; throws an ApiError when sign-in is unavailable. */
export type ProviderResolver = (request: FastifyRequest) => Promise<ReadyProvider>;

const SCOPE = 'openid email profile';
/** How long a call to the sign-in provider may take before sign-in is reported unavailable. */
const PROVIDER_TIMEOUT_SECONDS = 5;

/** openid-client's codes for a provider answer that is not a well-formed OpenID Connect answer. */
const GARBAGE_ANSWER = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON', 'OAUTH_PARSE_ERROR']);

/** Sign-in cannot go ahead because the identity provider is down or answers garbage (503). */
export const providerUnavailable = () =>
  new ApiError(
    'unavailable',
    'Sign-in is unavailable: the sign-in provider could not be reached. Please try again later.',
  );
const MAX_CACHED = 8;

let openIdClient: Promise<typeof OpenId> | undefined;
/** openid-client, loaded on the first sign-in so that start-up stays quick. */
const loadClient = () => (openIdClient ??= import('openid-client'));

/**
 * A fetch that answers requests to this server's own development provider in-process
 * (app.inject), so the server never needs to reach itself over the network, behind any proxy.
 */
function inProcessFetch(app: FastifyInstance, origin: string): OpenId.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin) throw new Error(`Refusing to fetch ${target.origin} in-process.`);
    const body = options.body;
    const payload =
      body === undefined || body === null
        ? undefined
        : typeof body === 'string' || body instanceof URLSearchParams
          ? String(body)
          : body instanceof ArrayBuffer || body instanceof Uint8Array
            ? Buffer.from(body as Uint8Array)
            : undefined;
    const response = await app.inject({
      method: options.method as HTTPMethods,
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      payload,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [String(value)]) headers.append(name, item);
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/** Remembers up to MAX_CACHED started configurations; a failed start is forgotten so the next call retries. */
function cached<T>(start: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const entries = new Map<string, Promise<T>>();
  return (key) => {
    let entry = entries.get(key);
    if (!entry) {
      if (entries.size >= MAX_CACHED) entries.delete(entries.keys().next().value as string);
      entry = start(key);
      entry.catch(() => entries.delete(key));
      entries.set(key, entry);
    }
    return entry;
  };
}

/**
 * Chooses the identity provider: the one OIDC_ISSUER/OIDC_CLIENT_ID/OIDC_CLIENT_SECRET name;
 * otherwise, outside production, the built-in development provider (mounted here at /oidc);
 * in production without them, sign-in answers 404. Throws when only some OIDC_* are set.
 */
export async function registerSignIn(app: FastifyInstance): Promise<ProviderResolver> {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, NODE_ENV } = app.config;
  const given = [OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET].filter(Boolean).length;
  if (given > 0 && given < 3) {
    throw new Error('Invalid configuration: set all of OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET, or none.');
  }

  if (OIDC_ISSUER && OIDC_CLIENT_ID && OIDC_CLIENT_SECRET) {
    const discover = cached(async () =>
      (await loadClient()).discovery(new URL(OIDC_ISSUER), OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, undefined, {
        timeout: PROVIDER_TIMEOUT_SECONDS,
      }),
    );
    return async (request) => {
      const config = await discover(OIDC_ISSUER).catch((error: unknown) => {
        request.log.error({ err: error }, 'identity provider discovery failed');
        throw providerUnavailable();
      });
      return { config, redirectUri: `${publicOrigin(request, app.config)}${CALLBACK_PATH}`, extraParams: {} };
    };
  }

  if (NODE_ENV === 'production') {
    app.log.warn('Sign-in is off: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET to enable it.');
    return async () => {
      throw notFound('Sign-in is not configured on this server.');
    };
  }

  const devProviderFor = await registerDevProvider(app);
  const discoverDev = cached(async (origin) => {
    const dev = await devProviderFor(origin);
    const client = await loadClient();
    return client.discovery(
      new URL(dev.issuer),
      dev.clientId,
      { client_secret: dev.clientSecret, id_token_signed_response_alg: 'ES256' },
      undefined,
      { execute: [client.allowInsecureRequests], [client.customFetch]: inProcessFetch(app, origin) },
    );
  });
  return async (request) => {
    const origin = publicOrigin(request, app.config);
    const config = await discoverDev(origin);
    return { config, redirectUri: `${origin}${CALLBACK_PATH}`, extraParams: { prompt: 'login' } };
  };
}

/** The authorization URL to send the browser to, with PKCE (S256), state and nonce. */
export async function authorizationUrl(provider: ReadyProvider, login: LoginState): Promise<string> {
  const client = await loadClient();
  const url = client.buildAuthorizationUrl(provider.config, {
    redirect_uri: login.redirectUri,
    scope: SCOPE,
    code_challenge: await client.calculatePKCECodeChallenge(login.codeVerifier),
    code_challenge_method: 'S256',
    state: login.state,
    nonce: login.nonce,
    ...provider.extraParams,
  });
  return url.href;
}

/** Fresh secrets for one sign-in: PKCE verifier, state and nonce. */
export async function newLoginState(redirectUri: string): Promise<LoginState> {
  const client = await loadClient();
  return {
    codeVerifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    redirectUri,
  };
}

/**
 * Checks the provider's answer (state, PKCE, nonce, ID token), redeems the code and returns who
 * signed in. Claims missing from the ID token are read from the userinfo endpoint. Throws a 400
 * ApiError when the provider refused or the answer does not check out.
 */
export async function completeSignIn(
  provider: ReadyProvider,
  callbackQuery: string,
  login: LoginState,
): Promise<SignInProfile> {
  const client = await loadClient();
  const currentUrl = new URL(login.redirectUri);
  currentUrl.search = callbackQuery;
  try {
    const tokens = await client.authorizationCodeGrant(provider.config, currentUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw badRequest('The sign-in provider sent no ID token.');
    let profile: Record<string, unknown> = claims;
    if (typeof claims.email !== 'string' || typeof claims.name !== 'string') {
      const info = await client.fetchUserInfo(provider.config, tokens.access_token, claims.sub);
      profile = { ...info, ...claims };
    }
    const email = typeof profile.email === 'string' ? profile.email.trim() : '';
    const name = [profile.name, profile.given_name, email.split('@')[0]].find(
      (v): v is string => typeof v === 'string' && v.trim() !== '',
    );
    return {
      issuer: provider.config.serverMetadata().issuer,
      subject: claims.sub,
      email,
      emailVerified: profile.email_verified === true || profile.email_verified === 'true',
      name: (name ?? 'Adventurer').trim().slice(0, 100),
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof client.AuthorizationResponseError) {
      throw badRequest(`The sign-in provider refused the sign-in (${error.error}).`);
    }
    // The provider could not be reached, or answered something that is not OpenID Connect.
    if (error instanceof TypeError) throw providerUnavailable();
    if (error instanceof client.ClientError && GARBAGE_ANSWER.has(error.code ?? '')) throw providerUnavailable();
    if (error instanceof client.ResponseBodyError || error instanceof client.ClientError) {
      throw badRequest(`The sign-in could not be completed: ${error.message}`);
    }
    throw error;
  }
}
