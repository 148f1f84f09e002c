import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { digitalContent, helplineContacts } from '../../db/schema.ts';
import { queryRows } from '../../db/sql.ts';

/** A client's helpline contacts of the given types, in their order. */
export function findHelplineContacts(db: Db, clientId: number, types: string[]) {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select({
      type: helplineContacts.type,
      label: helplineContacts.label,
      value: helplineContacts.value,
      note: helplineContacts.note,
    })
    .from(helplineContacts)
    .where(and(eq(helplineContacts.clientId, clientId), inArray(helplineContacts.type, types)))
    .orderBy(asc(helplineContacts.seq), asc(helplineContacts.id));
}

export interface MediaRow {
  id: number;
  title: string;
  description: string;
  file_type: string;
  kind: string;
  file_name: string;
  size: number;
  has_thumb: boolean;
  created_at: Date | string;
}

const MEDIA_COLUMNS = sql`d.id, d.title, d.description, d.file_type, d.kind, d.file_name, d.size,
  d.thumb_key is not null as has_thumb, d.created_at`;

/**
 * A page of a client's media, newest first, of one kind or all (''): the page read through the
 * client's index in order, its count an index-only subquery of the same statement (no window over
 * every row, one round trip); past the last page the count is asked on its own.
 */
export async function findMediaPage(
  db: Db,
  clientId: number,
  kind: string,
  page: { offset: number; limit: number },
): Promise<{ rows: MediaRow[]; total: number }> {
  const all = kind === '';
  const where = (alias: string) =>
    all
      ? sql`${sql.raw(alias)}.client_id = ${clientId}`
      : sql`${sql.raw(alias)}.client_id = ${clientId} and ${sql.raw(alias)}.kind = ${kind}`;
  const rows = await queryRows<MediaRow & { total: number }>(
    db,
    sql`select ${MEDIA_COLUMNS}, (select count(*)::int from digital_content c where ${where('c')}) as total
        from digital_content d where ${where('d')}
        order by d.created_at desc, d.id desc limit ${page.limit}::int offset ${page.offset}::int`,
    { prepare: all ? 'media_page_all' : 'media_page_kind' },
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from digital_content c where ${where('c')}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** One media item of the client, or null. */
export async function findMedia(db: Db, clientId: number, id: number): Promise<MediaRow | null> {
  const [row] = await queryRows<MediaRow>(
    db,
    sql`select ${MEDIA_COLUMNS} from digital_content d where d.client_id = ${clientId} and d.id = ${id}`,
  );
  return row ?? null;
}

/** A media item's file keys and how it is served, or null. */
export async function findMediaFile(db: Db, clientId: number, id: number) {
  const [row] = await db
    .select({
      fileKey: digitalContent.fileKey,
      thumbKey: digitalContent.thumbKey,
      fileType: digitalContent.fileType,
      fileName: digitalContent.fileName,
    })
    .from(digitalContent)
    .where(and(eq(digitalContent.clientId, clientId), eq(digitalContent.id, id)));
  return row ?? null;
}

export async function insertMedia(db: Db, row: typeof digitalContent.$inferInsert): Promise<number> {
  const [made] = await db.insert(digitalContent).values(row).returning({ id: digitalContent.id });
  return made!.id;
}

export async function insertHelplineContacts(db: Db, rows: Array<typeof helplineContacts.$inferInsert>) {
  if (rows.length > 0) await db.insert(helplineContacts).values(rows);
}
