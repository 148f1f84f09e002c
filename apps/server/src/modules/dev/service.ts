import type { Db } from '../../db/client.ts';
import { findOutbox } from './queries.ts';

/** The latest 10 text messages sent to a number (its last 10 digits), as /dev/Outbox answers them. */
export async function latestMessages(db: Db, clientId: number, to: string) {
  const rows = await findOutbox(db, clientId, to.slice(-10), 10);
  return rows.map((r) => ({ To: r.to, Body: r.body, CreatedOn: r.createdAt.toISOString() }));
}
