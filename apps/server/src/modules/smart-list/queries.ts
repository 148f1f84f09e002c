/**
 * The query layer of smart lists (order templates). A template belongs to a retailer and the
 * distributor it was saved at; every read and write is scoped by client and retailer.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { intArray, queryRows, timestamp } from '../../db/sql.ts';
import { int } from '../../db/values.ts';
import { type CatalogueScope, discountVisible, schemeVisible } from '../product/service.ts';

export interface TemplateOwner {
  clientId: number;
  retailerId: number;
}

export type TemplateRow = Record<string, unknown>;

/** The retailer's smart lists at a distributor, newest first. */
export async function findTemplates(
  db: Db,
  owner: TemplateOwner,
  distributorId: number,
): Promise<TemplateRow[]> {
  return queryRows<TemplateRow>(
    db,
    sql`select t.id, t.name, t.created_at,
          (select count(*) from order_template_lines l where l.template_id = t.id)::int as line_count
        from order_templates t
        where t.client_id = ${owner.clientId} and t.retailer_id = ${owner.retailerId}
          and t.distributor_id = ${distributorId}
        order by t.created_at desc, t.id desc`,
  );
}

export async function countTemplates(
  db: Db | Tx,
  owner: TemplateOwner,
  distributorId: number,
): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from order_templates
        where client_id = ${owner.clientId} and retailer_id = ${owner.retailerId} and distributor_id = ${distributorId}`,
  );
  return int(row?.n);
}

/** The retailer's smart list of this name key (at any distributor), with its distributor's name. */
export async function findTemplateByNameKey(
  db: Db | Tx,
  owner: TemplateOwner,
  nameKey: string,
): Promise<{ id: number; distributorId: number; distributorName: string } | null> {
  const [row] = await queryRows<TemplateRow>(
    db,
    sql`select t.id, t.distributor_id, d.name as distributor_name from order_templates t
        join distributors d on d.id = t.distributor_id
        where t.client_id = ${owner.clientId} and t.retailer_id = ${owner.retailerId} and t.name_key = ${nameKey}`,
  );
  return row
    ? {
        id: int(row.id),
        distributorId: int(row.distributor_id),
        distributorName: String(row.distributor_name),
      }
    : null;
}

/**
 * Serialises the smart-list writes of one retailer (count limit, name check, insert) for the
 * length of the transaction; other retailers are not held up.
 */
export async function lockRetailerTemplates(tx: Tx, retailerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(727100, ${retailerId})`);
}

/** The products of this list the distributor carries now (active, of the client), with their client. */
export async function findCarriedProducts(
  db: Db | Tx,
  scope: CatalogueScope,
  productIds: readonly number[],
): Promise<Map<number, { principalId: number }>> {
  const rows = await queryRows<{ product_id: number; client_id: number }>(
    db,
    sql`select dp.product_id, dp.client_id from distributor_products dp
        where dp.distributor_id = ${scope.distributorId} and dp.client_id = ${scope.clientId}
          and dp.active and dp.product_active and dp.product_id = any(${intArray(productIds)})`,
  );
  return new Map(rows.map((r) => [int(r.product_id), { principalId: int(r.client_id) }]));
}

export interface NewTemplate {
  owner: TemplateOwner;
  distributorId: number;
  name: string;
  nameKey: string;
  at: Date;
  lines: ReadonlyArray<{ productId: number; principalId: number; qty: number; uomId: number }>;
}

export async function insertTemplate(tx: Tx, t: NewTemplate): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into order_templates (client_id, retailer_id, distributor_id, name, name_key, created_at)
        values (${t.owner.clientId}, ${t.owner.retailerId}, ${t.distributorId}, ${t.name}, ${t.nameKey}, ${timestamp(t.at)})
        returning id`,
  );
  const id = int(row?.id);
  // One statement for every line: the arrays are validated integers.
  await tx.execute(
    sql`insert into order_template_lines (template_id, distributor_id, product_id, principal_id, qty, uom_id, seq)
        select ${id}, ${t.distributorId}, l.product_id, l.principal_id, l.qty, l.uom_id, l.seq - 1
        from unnest(${intArray(t.lines.map((l) => l.productId))}, ${intArray(t.lines.map((l) => l.principalId))},
          ${intArray(t.lines.map((l) => l.qty))}, ${intArray(t.lines.map((l) => l.uomId))})
          with ordinality as l(product_id, principal_id, qty, uom_id, seq)`,
  );
  return id;
}

/** One smart list of the retailer, or null. */
export async function findTemplate(
  db: Db,
  owner: TemplateOwner,
  templateId: number,
): Promise<{ id: number; name: string; distributorId: number } | null> {
  const [row] = await queryRows<TemplateRow>(
    db,
    sql`select id, name, distributor_id from order_templates
        where id = ${templateId} and client_id = ${owner.clientId} and retailer_id = ${owner.retailerId}`,
  );
  return row ? { id: int(row.id), name: String(row.name), distributorId: int(row.distributor_id) } : null;
}

/**
 * A smart list's lines with each product as the list's distributor has it now: price, stock,
 * limits, saleable flag, its running scheme and discount; `available` false when the
 * distributor no longer carries it (or the retailer is no longer mapped to the distributor).
 */
export async function findTemplateLines(
  db: Db,
  scope: CatalogueScope,
  templateId: number,
  mapped: boolean,
): Promise<TemplateRow[]> {
  return queryRows<TemplateRow>(
    db,
    sql`select l.product_id, l.distributor_id, l.principal_id, l.qty, l.uom_id,
          p.name, coalesce(p.image_url, '/images/products/' || p.id || '.svg') as image_url, p.conversion_qty,
          p.category_id, c.name as category_name,
          dp.price::text as price, dp.sih, dp.min_order_qty, dp.max_order_qty, dp.is_saleable,
          coalesce(${mapped} and dp.active and dp.product_active and p.active and dp.client_id = ${scope.clientId}, false)
            as available,
          coalesce(sch.id, 0) as scheme_id, coalesce(dis.id, 0) as discount_id
        from order_template_lines l
        join products p on p.id = l.product_id
        join categories c on c.id = p.category_id
        left join distributor_products dp on dp.distributor_id = l.distributor_id and dp.product_id = l.product_id
        left join lateral (select s.id from scheme_products sp join schemes s on s.id = sp.scheme_id
          where sp.product_id = p.id and ${schemeVisible(scope)} order by s.id limit 1) sch on true
        left join lateral (select d.id from discount_products dpr join discounts d on d.id = dpr.discount_id
          where dpr.product_id = p.id and ${discountVisible(scope)} order by d.id limit 1) dis on true
        where l.template_id = ${templateId}
        order by l.seq, l.product_id`,
  );
}

/** Deletes a smart list of the retailer; whether one was deleted. Its lines go with it (cascade). */
export async function deleteTemplate(db: Db, owner: TemplateOwner, templateId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from order_templates
        where id = ${templateId} and client_id = ${owner.clientId} and retailer_id = ${owner.retailerId}
        returning id`,
  );
  return rows.length > 0;
}
