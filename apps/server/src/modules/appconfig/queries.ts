import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { menus, staticContent, users } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';
import { int } from '../../db/values.ts';

/** A client's stored setting rows, with the config version read in the same statement (null: no such client). */
export async function findStoredSettings(
  db: Db,
  clientId: number,
): Promise<{ rows: Array<{ key: string; value: string }>; version: number | null }> {
  const rows = await queryRows<{ config_version: number; key: string | null; value: string | null }>(
    db,
    sql`select c.config_version, s.key, s.value from clients c
        left join client_settings s on s.client_id = c.id
        where c.id = ${clientId}`,
  );
  return {
    rows: rows.flatMap((row) =>
      row.key !== null && row.value !== null ? [{ key: row.key, value: row.value }] : [],
    ),
    version: rows[0] ? int(rows[0].config_version) : null,
  };
}

/** A client's menu, sorted by Seq. */
export function findMenus(db: Db, clientId: number) {
  return db.select().from(menus).where(eq(menus.clientId, clientId)).orderBy(asc(menus.seq), asc(menus.id));
}

export async function findUserLanguage(db: Db, userId: number): Promise<string | null | undefined> {
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return user?.language;
}

/** A client's static content of one code in any of the languages given. */
export function findStaticContent(db: Db, clientId: number, code: string, languages: string[]) {
  return db
    .select()
    .from(staticContent)
    .where(
      and(
        eq(staticContent.clientId, clientId),
        eq(staticContent.code, code),
        inArray(staticContent.language, languages),
      ),
    );
}
