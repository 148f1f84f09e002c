import {
  type AppSettings,
  defaultSettingValues,
  parseSettings,
  type SettingKey,
} from '@restock/domain/settings';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { int, queryRows } from '../../db/sql.ts';
import { versionedCache } from '../../db/versioned-cache.ts';

/** Every setting of a client as the strings the config call sends (stored values over defaults), with the config version read in the same statement. */
async function readSettingValues(
  db: Db,
  clientId: number,
): Promise<{ values: Array<{ key: string; value: string }>; version: number | null }> {
  const values: Record<string, string> = defaultSettingValues();
  const rows = await queryRows<{ config_version: number; key: string | null; value: string | null }>(
    db,
    sql`select c.config_version, s.key, s.value from clients c
        left join client_settings s on s.client_id = c.id
        where c.id = ${clientId}`,
  );
  for (const row of rows) if (row.key !== null && row.value !== null) values[row.key] = row.value;
  return {
    values: Object.entries(values).map(([key, value]) => ({ key, value })),
    version: rows[0] ? int(rows[0].config_version) : null,
  };
}

export async function findClientSettingValues(
  db: Db,
  clientId: number,
): Promise<Array<{ key: string; value: string }>> {
  return (await readSettingValues(db, clientId)).values;
}

const settingsCache = versionedCache<number, AppSettings>();

/**
 * Typed settings of a client, read the same way the web app reads them. With the config version
 * the caller's session read (`session.configVersion`), settings parsed earlier at that version are
 * used as they are (docs/decisions/052).
 */
export async function findClientSettings(
  db: Db,
  clientId: number,
  configVersion?: number,
): Promise<AppSettings> {
  if (configVersion !== undefined) {
    const cached = settingsCache.get(db, clientId, configVersion);
    if (cached) return cached;
  }
  const { values, version } = await readSettingValues(db, clientId);
  const settings = parseSettings(values);
  if (version !== null) settingsCache.set(db, clientId, version, settings);
  return settings;
}

export type { SettingKey };
