import { randomUUID } from 'node:crypto';
import type { Db } from '../db/database';

/** One piece of feedback as the API shows it. */
export type Feedback = { email: string; toolInfo: string; feedback: string };

/** The last time stamp given: feedback sent within one millisecond still lists in the order it came. */
let lastStamp = 0;

/** Stores a piece of feedback. */
export async function addFeedback(db: Db, entry: Feedback): Promise<void> {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  await db
    .insertInto('feedback')
    .values({
      id: randomUUID(),
      email: entry.email,
      tool_info: entry.toolInfo,
      feedback: entry.feedback,
      created_at: new Date(lastStamp).toISOString(),
    })
    .execute();
}

/** All feedback, newest first. */
export async function listFeedback(db: Db): Promise<Feedback[]> {
  const rows = await db
    .selectFrom('feedback')
    .select(['email', 'tool_info', 'feedback'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ email: r.email, toolInfo: r.tool_info, feedback: r.feedback }));
}

/** Deletes the feedback whose three fields all match; returns how many entries were deleted. */
export async function deleteFeedback(db: Db, entry: Feedback): Promise<number> {
  const result = await db
    .deleteFrom('feedback')
    .where('email', '=', entry.email)
    .where('tool_info', '=', entry.toolInfo)
    .where('feedback', '=', entry.feedback)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
