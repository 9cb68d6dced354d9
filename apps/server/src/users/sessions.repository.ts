import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import type { UserRecord } from './users.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The sha256 of a session token, hex: only this is stored, so a database leak yields no usable cookie. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session of `days` days for a user; returns the random token for the cookie (256 bits, base64url). */
export async function createSession(db: Db, userId: string, days: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + days * DAY_MS).toISOString(),
    })
    .execute();
  return token;
}

/** The user of an unexpired session token, or undefined. */
export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.email', 'users.name', 'users.email_verified'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row) return undefined;
  return { id: row.id, email: row.email, name: row.name, emailVerified: Number(row.email_verified) === 1 };
}

/** Ends a session; true when one was ended. */
export async function deleteSession(db: Db, token: string): Promise<boolean> {
  const result = await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Removes every expired session. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}
