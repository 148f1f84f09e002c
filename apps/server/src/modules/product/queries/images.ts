import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/sql.ts';

/** What a generated picture shows of a catalogue row of the client, or undefined when none. */
export async function findProductPicture(db: Db, id: number, clientId: number) {
  const [row] = await queryRows(
    db,
    sql`select p.name, p.pack_size, p.pack_type, b.name as brand, coalesce(sb.colour, b.colour) as colour
            from products p join brands b on b.id = p.brand_id left join brands sb on sb.id = p.sub_brand_id
            where p.id = ${id} and p.client_id = ${clientId}`,
  );
  return row;
}

export async function findCategoryPicture(db: Db, id: number, clientId: number) {
  const [row] = await queryRows(
    db,
    sql`select name, colour from categories where id = ${id} and client_id = ${clientId}`,
  );
  return row;
}

export async function findBrandPicture(db: Db, id: number, clientId: number) {
  const [row] = await queryRows(
    db,
    sql`select name, colour from brands where id = ${id} and client_id = ${clientId}`,
  );
  return row;
}

export async function findBannerPicture(db: Db, id: number, clientId: number) {
  const [row] = await queryRows(
    db,
    sql`select title, subtitle, colour from banners where id = ${id} and client_id = ${clientId}`,
  );
  return row;
}

export async function findSchemePicture(db: Db, id: number, clientId: number) {
  const [row] = await queryRows(
    db,
    sql`select name, narration, colour from schemes where id = ${id} and client_id = ${clientId}`,
  );
  return row;
}
