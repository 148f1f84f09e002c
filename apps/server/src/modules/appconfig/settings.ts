import {
  type AppSettings,
  defaultSettingValues,
  parseSettings,
  type SettingKey,
} from '@restock/domain/settings';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientSettings } from '../../db/schema.ts';

/** Every setting of a client as the strings the config call sends: stored values over defaults. */
export async function findClientSettingValues(
  db: Db,
  clientId: number,
): Promise<Array<{ key: string; value: string }>> {
  const values: Record<string, string> = defaultSettingValues();
  const rows = await db.select().from(clientSettings).where(eq(clientSettings.clientId, clientId));
  for (const row of rows) values[row.key] = row.value;
  return Object.entries(values).map(([key, value]) => ({ key, value }));
}

/** Typed settings of a client, read the same way the web app reads them. */
export async function findClientSettings(db: Db, clientId: number): Promise<AppSettings> {
  return parseSettings(await findClientSettingValues(db, clientId));
}

export type { SettingKey };
