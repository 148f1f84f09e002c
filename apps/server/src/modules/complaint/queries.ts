/** Every SQL statement of the complaint module (docs/decisions/085). */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { intArray, queryRows, timestamp } from '../../db/sql.ts';

export type Row = Record<string, unknown>;

/** Whose complaints: the session's client and retailer. */
export interface ComplaintOwner {
  clientId: number;
  retailerId: number;
}

export async function findLovs(db: Db, clientId: number): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, type, code, name from complaint_lovs
        where client_id = ${clientId} and active order by type, seq, id`,
  );
}

export async function findLovsById(db: Db, clientId: number, ids: number[]): Promise<Row[]> {
  return queryRows(
    db,
    sql`select id, type from complaint_lovs
        where client_id = ${clientId} and active and id = any(${intArray(ids)})`,
  );
}

export async function findProduct(db: Db, clientId: number, productId: number): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select id, name, code from products where id = ${productId} and client_id = ${clientId} and active`,
  );
  return row ?? null;
}

/** The date of one of the retailer's invoices by its number, or null. */
export async function findInvoiceDate(
  db: Db,
  owner: ComplaintOwner,
  invoiceNo: string,
): Promise<string | null> {
  const [row] = await queryRows<{ invoice_date: string }>(
    db,
    sql`select i.invoice_date from invoices i join orders o on o.id = i.order_id
        where i.client_id = ${owner.clientId} and i.invoice_no = ${invoiceNo} and o.retailer_id = ${owner.retailerId}`,
  );
  return row ? String(row.invoice_date) : null;
}

export async function findRetailerMobile(db: Db, retailerId: number): Promise<string> {
  const [row] = await queryRows<{ mobile: string }>(
    db,
    sql`select mobile from retailers where id = ${retailerId}`,
  );
  return row ? String(row.mobile) : '';
}

/** Pictures the retailer stored since a moment (the daily allowance). */
export async function countImagesSince(db: Db, retailerId: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from complaint_images where retailer_id = ${retailerId} and created_at >= ${timestamp(since)}`,
  );
  return Number(row?.n ?? 0);
}

export interface NewComplaint {
  clientId: number;
  retailerId: number;
  distributorId: number | null;
  productId: number;
  productName: string;
  productCode: string;
  typeId: number | null;
  reasonId: number;
  disposalMethodId?: number | null;
  returnToId?: number | null;
  invoiceNo: string;
  invoiceDate: string | null;
  consumerName: string;
  contactNo: string;
  remarks: string;
  idempotencyKey?: string | null;
  requestHash?: string | null;
  createdAt: Date;
}

export interface NewComplaintImage {
  id: string;
  fileKey: string;
  thumbKey: string;
  width: number;
  height: number;
  size: number;
}

/** Writes a complaint and its pictures' rows; answers its id and reference number. */
export async function insertComplaint(
  tx: Tx,
  c: NewComplaint,
  images: NewComplaintImage[],
): Promise<{ id: number; referenceNo: string }> {
  const [row] = await queryRows<{ id: number; reference_no: string }>(
    tx,
    sql`insert into complaints (client_id, retailer_id, distributor_id, reference_no, product_id, product_name,
          product_code, type_id, reason_id, disposal_method_id, return_to_id, invoice_no, invoice_date,
          consumer_name, contact_no, remarks, idempotency_key, request_hash, created_at)
        values (${c.clientId}, ${c.retailerId}, ${c.distributorId}, 'CMP' || nextval('complaint_no_seq'),
          ${c.productId}, ${c.productName}, ${c.productCode}, ${c.typeId}, ${c.reasonId},
          ${c.disposalMethodId ?? null}, ${c.returnToId ?? null}, ${c.invoiceNo}, ${c.invoiceDate},
          ${c.consumerName}, ${c.contactNo}, ${c.remarks}, ${c.idempotencyKey ?? null}, ${c.requestHash ?? null},
          ${timestamp(c.createdAt)})
        returning id, reference_no`,
  );
  const id = Number(row!.id);
  for (const [seq, img] of images.entries()) {
    await tx.execute(
      sql`insert into complaint_images (id, complaint_id, client_id, retailer_id, seq, file_key, thumb_key,
            width, height, size, created_at)
          values (${img.id}, ${id}, ${c.clientId}, ${c.retailerId}, ${seq}, ${img.fileKey}, ${img.thumbKey},
            ${img.width}, ${img.height}, ${img.size}, ${timestamp(c.createdAt)})`,
    );
  }
  return { id, referenceNo: String(row!.reference_no) };
}

const COMPLAINT_COLUMNS = sql`c.id, c.reference_no, c.consumer_name, c.contact_no, c.created_at, c.product_id,
  c.product_name, c.product_code, c.invoice_no, c.invoice_date, c.reason_id, r.name as reason_name, c.type_id,
  t.name as type_name, dm.name as disposal_name, rt.name as return_to_name, c.remarks`;

/**
 * A page of the retailer's complaints, newest first, each with its pictures (id, width, height in
 * seq order) and the total, in one statement: the list is the screen's only call.
 */
export async function findComplaintPage(
  db: Db,
  owner: ComplaintOwner,
  page: { offset: number; limit: number },
): Promise<{ rows: Row[]; total: number }> {
  const rows = await queryRows(
    db,
    sql`select ${COMPLAINT_COLUMNS}, count(*) over () as total,
          coalesce((select json_agg(json_build_array(ci.id, ci.width, ci.height) order by ci.seq)
            from complaint_images ci where ci.complaint_id = c.id), '[]') as images
        from complaints c
        join complaint_lovs r on r.id = c.reason_id
        left join complaint_lovs t on t.id = c.type_id
        left join complaint_lovs dm on dm.id = c.disposal_method_id
        left join complaint_lovs rt on rt.id = c.return_to_id
        where c.client_id = ${owner.clientId} and c.retailer_id = ${owner.retailerId}
        order by c.created_at desc, c.id desc limit ${page.limit}::int offset ${page.offset}::int`,
    { prepare: 'complaint_page' },
  );
  if (rows.length > 0 || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  // Past the last page the window has no row to carry the total.
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from complaints c
        where c.client_id = ${owner.clientId} and c.retailer_id = ${owner.retailerId}`,
  );
  return { rows, total: Number(count?.n ?? 0) };
}

/** A picture's file keys, only when the owner's. */
export async function findImageOfOwner(db: Db, owner: ComplaintOwner, imageId: string): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select file_key, thumb_key from complaint_images
        where id = ${imageId} and client_id = ${owner.clientId} and retailer_id = ${owner.retailerId}`,
  );
  return row ?? null;
}

/** The retailer's complaint raised with an Idempotency-Key, or null. */
export async function findComplaintByKey(db: Db, retailerId: number, key: string): Promise<Row | null> {
  const [row] = await queryRows(
    db,
    sql`select id, reference_no, request_hash from complaints where retailer_id = ${retailerId} and idempotency_key = ${key}`,
  );
  return row ?? null;
}
