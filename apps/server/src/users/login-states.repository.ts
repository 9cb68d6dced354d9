import type { Db } from '../db/database';
import { hashToken } from './sessions.repository';

/** What the callback of a sign-in needs to check the provider's answer. */
export type LoginState = { state: string; nonce: string; codeVerifier: string; redirectUri: string };

/** Stores a sign-in in progress under the hash of its cookie value, for `minutes` minutes. */
export async function saveLoginState(
  db: Db,
  cookieValue: string,
  login: LoginState,
  minutes: number,
  now = new Date(),
): Promise<void> {
  await db.deleteFrom('login_states').where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('login_states')
    .values({
      id_hash: hashToken(cookieValue),
      state: login.state,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      redirect_uri: login.redirectUri,
      expires_at: new Date(now.getTime() + minutes * 60_000).toISOString(),
    })
    .execute();
}

/** Takes (reads and deletes, so it works once) an unexpired sign-in in progress. */
export async function takeLoginState(db: Db, cookieValue: string, now = new Date()): Promise<LoginState | undefined> {
  const row = await db
    .deleteFrom('login_states')
    .where('id_hash', '=', hashToken(cookieValue))
    .returningAll()
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return undefined;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, redirectUri: row.redirect_uri };
}
