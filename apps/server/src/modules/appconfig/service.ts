import {
  type AppSettings,
  defaultSettingValues,
  parseSettings,
  type SettingKey,
} from '@restock/domain/settings';
import type { Db } from '../../db/client.ts';
import { versionedCache } from '../../db/versioned-cache.ts';
import { findMenus, findStaticContent, findStoredSettings, findUserLanguage } from './queries.ts';

/** Every setting of a client as the strings the config call sends (stored values over defaults), with the config version read in the same statement. */
async function readSettingValues(
  db: Db,
  clientId: number,
): Promise<{ values: Array<{ key: string; value: string }>; version: number | null }> {
  const values: Record<string, string> = defaultSettingValues();
  const { rows, version } = await findStoredSettings(db, clientId);
  for (const row of rows) values[row.key] = row.value;
  return {
    values: Object.entries(values).map(([key, value]) => ({ key, value })),
    version,
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

/** The client's settings as strings and its menu (the pwaconfig call). */
export async function findPwaConfig(db: Db, clientId: number) {
  const [Configs, menuRows] = await Promise.all([
    findClientSettingValues(db, clientId),
    findMenus(db, clientId),
  ]);
  const Menus = menuRows.map((m) => ({
    TCode: m.tCode,
    LCode: m.lCode,
    Target: m.target,
    Icon: m.icon,
    Seq: m.seq,
  }));
  return { Configs, Menus };
}

/** Static content in the user's language, else the client's default language, else English; null when none. */
export async function findStaticContentFor(
  db: Db,
  client: { id: number; defaultLanguage: string },
  userId: number,
  code: string,
): Promise<{ value: unknown } | null> {
  const language = await findUserLanguage(db, userId);
  const wanted = [language ?? client.defaultLanguage, client.defaultLanguage, 'en'];
  const rows = await findStaticContent(db, client.id, code, wanted);
  const row = wanted.map((lang) => rows.find((r) => r.language === lang)).find(Boolean);
  return row ? { value: row.value } : null;
}
