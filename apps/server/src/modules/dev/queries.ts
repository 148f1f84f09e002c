import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';

/** The latest (at most `limit`) text messages of a client to a 10-digit number, newest first. */
export function findOutbox(db: Db, clientId: number, to: string, limit: number) {
  return db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.clientId, clientId), eq(smsOutbox.to, to)))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
