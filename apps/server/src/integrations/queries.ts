import type { Db } from '../db/client.ts';
import { smsOutbox } from '../db/schema.ts';

/** Records a text message in the outbox with its delivery status (every SMS adapter keeps one). */
export async function recordSms(
  db: Db,
  message: { clientId: number; to: string; body: string; status: string },
): Promise<void> {
  await db.insert(smsOutbox).values(message);
}
