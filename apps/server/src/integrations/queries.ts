import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { smsOutbox, storedFiles } from '../db/schema.ts';

/** Records a text message in the outbox with its delivery status (every SMS adapter keeps one). */
export async function recordSms(
  db: Db,
  message: { clientId: number; to: string; body: string; status: string },
): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** Stores a file's bytes under its key (the PostgreSQL file store). */
export async function insertStoredFile(
  db: Db,
  file: { key: string; contentType: string; bytes: Buffer },
): Promise<void> {
  await db
    .insert(storedFiles)
    .values({ key: file.key, contentType: file.contentType, size: file.bytes.length, bytes: file.bytes });
}

export async function findStoredFile(
  db: Db,
  key: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: storedFiles.contentType, bytes: storedFiles.bytes })
    .from(storedFiles)
    .where(eq(storedFiles.key, key));
  return row ?? null;
}

export async function deleteStoredFiles(db: Db, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(storedFiles).where(inArray(storedFiles.key, keys));
}
