import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** What a sign-in learned about a person from the identity provider. */
export type SignInProfile = {
  /** The provider's issuer URL; with `subject` it identifies the person. */
  issuer: string;
  /** The provider's `sub` claim. */
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
};

/** A stored user. */
export type UserRecord = { id: string; email: string; name: string; emailVerified: boolean };

/** The key stored in `users.subject`: issuer and subject together, since subjects are unique per issuer only. */
export const subjectKey = (issuer: string, subject: string) => `${issuer}#${subject}`;

/** Finds the user of this issuer and subject, creating one or refreshing their email and name. */
export async function upsertSignedInUser(db: Db, profile: SignInProfile): Promise<UserRecord> {
  const subject = subjectKey(profile.issuer, profile.subject);
  const values = { email: profile.email, name: profile.name, email_verified: profile.emailVerified ? 1 : 0 };
  await db
    .insertInto('users')
    .values({ id: randomUUID(), subject, created_at: new Date().toISOString(), ...values })
    .onConflict((oc) => oc.column('subject').doUpdateSet(values))
    .execute();
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'email_verified'])
    .where('subject', '=', subject)
    .executeTakeFirstOrThrow();
  return { id: row.id, email: row.email, name: row.name, emailVerified: Number(row.email_verified) === 1 };
}

/** Every registered user's display name, oldest account first. */
export async function listUsernames(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('users').select('name').orderBy('created_at').orderBy('id').execute();
  return rows.map((r) => r.name);
}
